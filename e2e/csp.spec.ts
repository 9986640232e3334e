import type { Page } from '@playwright/test';
import { expect, expectProblems, hydrated, test } from './fixtures';
import { NAV_PAGES } from './pages';
import { CSP_CONSOLE, watchCsp } from './design-support';

/** The header's pages (the registry's nav pages). */
const PAGES = NAV_PAGES;

/** Scrolls to the end and back so lazily loaded parts and images come in, then waits for the network to settle. */
async function visitWholePage(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`Content-Security-Policy, ${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    // Every page's policy and its absence of violations, in both modes: e2e/design.spec.ts's page
    // test (one load per page, decision 0131).

    test('client navigation through the header links, and the lazy error page, cause no CSP violation', async ({ page, problems }) => {
      const violations = await watchCsp(page);
      await page.goto('/');
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const p of [...PAGES.slice(1), PAGES[0]!]) {
        await nav.getByRole('link', { name: p.label }).click();
        await expect(page).toHaveURL(p.path);
        await hydrated(page);
        await visitWholePage(page);
      }
      // The command palette opens with Ctrl+K where the site has one; nothing happens otherwise.
      await page.keyboard.press('Control+K');
      await page.keyboard.press('Escape');
      // The error page is a lazily loaded chunk.
      const res = await page.goto('/no/such/page');
      expect(res?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no/such/page');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      expect(violations).toEqual([]);
      // The browser reports the 404 document itself as a failed resource; nothing else may fail.
      expect(expectProblems(problems, /404 \(Not Found\)/)).toEqual([]);
    });
  });
}

test('the policy is enforced: an injected inline script is blocked and reported', async ({ page, problems }) => {
  const violations = await watchCsp(page);
  await page.goto('/company');
  await hydrated(page);
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.head.append(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((v) => v.includes('script-src-elem blocked inline'))).toBe(true);
  // Chromium also logs the block as a console error: the fixture's watch would catch it on any other page.
  expect(problems.some((p) => CSP_CONSOLE.test(p))).toBe(true);
  expectProblems(problems, CSP_CONSOLE);
});

test('static files from the asset store carry the security headers and their cache policy', async ({ page }) => {
  await page.goto('/');
  const font = await page.locator('link[rel="preload"][as="font"]').first().getAttribute('href');
  expect(font).toMatch(/^\/_app\/jost-[0-9a-f]+\.woff2$/);
  for (const [path, cacheControl] of [
    [font!, 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 'public, max-age=86400'],
  ] as const) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const h = res.headers();
    expect(h['cache-control'], path).toBe(cacheControl);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['strict-transport-security']).toContain('includeSubDomains');
    expect(h['content-security-policy']).toContain("default-src 'none'");
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
  }
});
