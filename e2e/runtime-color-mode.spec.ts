import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** Records <html>'s class and colour scheme at the moment <body> is parsed: before any paint of content. */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.body) return;
      seen.disconnect();
      const root = document.documentElement;
      (window as unknown as { firstFrame: unknown }).firstFrame = { className: root.className, colorScheme: root.style.colorScheme };
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}

const firstFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstFrame?: { className: string; colorScheme: string } }).firstFrame);
/** Lightness (0–1) of the body's background, as Chromium reports it (oklch for Tailwind v4 colours, rgb for white). */
const bodyLightness = (page: Page) =>
  page.evaluate(() => {
    const color = getComputedStyle(document.body).backgroundColor;
    const oklch = /^oklch\(([\d.]+)/.exec(color);
    if (oklch) return Number(oklch[1]);
    const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(color);
    if (!rgb) throw new Error(`unexpected colour ${color}`);
    return (Number(rgb[1]) + Number(rgb[2]) + Number(rgb[3])) / 765;
  });
const control = (page: Page) => page.getByRole('group', { name: 'Colour mode' });

test.describe('colour mode', () => {
  test('a dark OS preference paints dark from the first frame, before any bundle runs', async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstFrame(page);
    // No bundle at all: only the inline head script can have set the mode.
    await page.route('**/_app/entry-*.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto('/');
    expect(await firstFrame(page)).toEqual({ className: 'dark', colorScheme: 'dark' });
    expect(await bodyLightness(page)).toBeLessThan(0.3);
    await expect(page.locator('body[data-hydrated]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a stored light preference survives a reload on a dark OS', async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstFrame(page);
    await page.goto('/');
    await hydrated(page);
    await expect(control(page).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await control(page).getByRole('button', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveClass('light');
    expect(await bodyLightness(page)).toBeGreaterThan(0.9);
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');

    await page.reload();
    expect(await firstFrame(page)).toEqual({ className: 'light', colorScheme: 'light' });
    await hydrated(page);
    await expect(control(page).getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    await expect(control(page).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveClass('light');
    expect(problems).toEqual([]);
  });

  test('with system, the page follows OS changes live; an explicit choice does not', async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/company');
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass('dark');
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
    await control(page).getByRole('button', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveClass('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass('light');
    await control(page).getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(control(page).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    // The choice holds across client navigation.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveTitle('Careers - Larchfield Software');
    await expect(page.locator('html')).toHaveClass('dark');
    expect(problems).toEqual([]);
  });

  test('with storage disabled the control still works for the session, without errors', async ({ page, problems }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass('light');
    await control(page).getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(control(page).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions' }).click();
    await expect(page).toHaveTitle('Solutions - Larchfield Software');
    await expect(page.locator('html')).toHaveClass('dark');
    expect(problems).toEqual([]);
  });

  test('a page that forces dark shows dark without touching the stored preference', async ({ page, problems }) => {
    // The server marks a forcing route with data-color-mode-forced (unit-tested against the
    // worker); no real route forces a mode, so this document gets the mark on its way in.
    await page.route('**/careers', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<html lang="en"', '<html lang="en" data-color-mode-forced="dark"');
      await route.fulfill({ response, body: html });
    });
    await page.addInitScript(() => localStorage.setItem('color-mode', 'light'));
    await recordFirstFrame(page);
    await page.goto('/careers');
    expect(await firstFrame(page)).toEqual({ className: 'dark', colorScheme: 'dark' });
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(control(page).getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    await expect(control(page)).toHaveAccessibleDescription('This page is always dark');
    await control(page).getByRole('button', { name: 'System' }).click();
    await expect(control(page).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass('dark');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('system');
    expect(problems).toEqual([]);
  });
});
