import { test as base, expect, type Page } from '@playwright/test';

/** The problems a test causes on purpose, by the array its fixture gave it (`expectProblems`). */
const expectedByTest = new WeakMap<string[], RegExp[]>();

/**
 * Declares problems the test causes on purpose (a 404 it asks for, a chunk it makes fail): they
 * match `pattern`. Returns the problems that match none of the test's declared patterns, for a
 * test that asserts them at a point of its own; whatever is left at the end fails the test anyway.
 */
export function expectProblems(problems: string[], pattern: RegExp): string[] {
  const patterns = [...(expectedByTest.get(problems) ?? []), pattern];
  expectedByTest.set(problems, patterns);
  return problems.filter((p) => !patterns.some((re) => re.test(p)));
}

/**
 * Every e2e test gets a page that records console errors and warnings, failed page errors and
 * requests to any origin but ours, whether or not it asks for `problems`: when the test has run,
 * any of them it did not declare with `expectProblems` fails it (a console.error the test caused
 * is the test's failure, not a line in a log).
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page, baseURL }, use, testInfo) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console.${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.protocol !== 'data:' && url.origin !== origin) problems.push(`request to another origin: ${req.url()}`);
      });
      await use(problems);
      // A test that already failed keeps its own failure; one that passed must not have caused any.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const patterns = expectedByTest.get(problems) ?? [];
      expect(
        problems.filter((p) => !patterns.some((re) => re.test(p))),
        'problems in the page the test did not expect (e2e/fixtures.ts)',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Waits for hydration: the client sets <body data-hydrated> once React has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits for hydration while the page's clock is paused (`page.clock.pauseAt`): the boot script
 * starts the bundle from a timer after the first contentful paint, so the paused clock is moved
 * on a millisecond at a time until the page has hydrated.
 */
export async function hydratedUnderPausedClock(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return page.locator('body[data-hydrated]').count();
    })
    .toBe(1);
}
