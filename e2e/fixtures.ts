import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test gets a page that records console errors and warnings, failed page
 * errors and requests to any origin but ours; each test ends by asserting none happened.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page, baseURL }, use) => {
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
  },
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
