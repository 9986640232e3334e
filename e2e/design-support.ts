import type { Page } from '@playwright/test';
import { hydrated } from './fixtures';

/** The pages the design and accessibility suites walk: the four routes and a 404. */
export const DESIGN_PAGES = [
  { name: 'home', path: '/' },
  { name: 'solutions', path: '/solutions' },
  { name: 'company', path: '/company' },
  { name: 'careers', path: '/careers' },
  { name: '404', path: '/no-such-page' },
] as const;

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The browser reports a 404 document as a failed resource; that one line is expected on the 404 page. */
export function unexpected(problems: string[]): string[] {
  return problems.filter((p) => !p.includes('404 (Not Found)'));
}

/** Opens a page in a colour mode (through the OS preference the head script reads) and waits for hydration. */
export async function openIn(page: Page, path: string, mode: Mode, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: mode });
  await page.goto(path);
  await hydrated(page);
  const applied = await page.evaluate(() => document.documentElement.className);
  if (!applied.split(' ').includes(mode)) throw new Error(`expected <html class="${mode}">, got "${applied}"`);
}

/**
 * Scrolls through the page so every lazy image and lazy part loads, waits for the images,
 * then returns to the top: what a visitor sees after reading the whole page.
 */
export async function revealAll(page: Page): Promise<void> {
  const steps = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / window.innerHeight));
  for (let i = 1; i <= Math.min(steps, 40); i++) {
    await page.evaluate((y) => window.scrollTo(0, y * window.innerHeight), i);
    await page.waitForTimeout(50);
  }
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[data-src]')].every((img) => img.src.endsWith(img.dataset.src ?? '') && img.complete), undefined, {
    timeout: 5000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}
