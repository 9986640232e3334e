import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, Response } from '@playwright/test';
import { expectProblems, hydrated } from './fixtures';

export { DESIGN_PAGES } from './pages';

/** WCAG 2.2 A and AA, plus axe's best practices (landmarks, heading order, one <h1>…). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's browser build, read once per test worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe over the page, or over the part `include` selects, with AXE_TAGS: each violation as
 * "rule: the nodes' selectors" (none is expected). axe-core is put into the document once (it is
 * there until the next document load) and run there directly: @axe-core/playwright injected it
 * anew on every pass and finished each pass in a new blank page, 0.8 s a pass against 0.2 s here
 * (decision 0148). Only violations are collected. Our pages have no frames: the top document is all.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { tags: AXE_TAGS, include },
  );
}

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The browser reports a 404 document as a failed resource; that one line is expected on the 404 page. */
export function unexpected(problems: string[]): string[] {
  return expectProblems(problems, /404 \(Not Found\)/);
}

/** Opens a page in a colour mode (through the OS preference the head script reads) and waits for hydration. */
export async function openIn(page: Page, path: string, mode: Mode, viewport: { width: number; height: number }): Promise<Response | null> {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: mode });
  const response = await page.goto(path);
  await hydrated(page);
  const applied = await page.evaluate(() => document.documentElement.className);
  if (!applied.split(' ').includes(mode)) throw new Error(`expected <html class="${mode}">, got "${applied}"`);
  return response;
}

/**
 * Runs in the page (self-contained: it is serialised): true once every lazy image holds its
 * real file, loaded. Otherwise it brings the first image still waiting into view, so the
 * next poll finds it loading. A quick scroll pass on a busy machine can outrun the observers
 * (an image swapped to its file two screens after the pass left it is then held back by the
 * browser's own lazy loading), and this finishes what the pass missed without a fixed wait.
 */
export function lazyImagesLoaded(): boolean {
  const waiting = [...document.querySelectorAll<HTMLImageElement>('img[data-src]')].find(
    (img) => !(img.getAttribute('src') === img.dataset.src && img.complete && img.naturalWidth > 0),
  );
  if (!waiting) return true;
  waiting.scrollIntoView({ block: 'center' });
  return false;
}

/**
 * Scrolls through the page a frame at a time so every lazy image and lazy part loads, waits
 * for the images, then returns to the top: what a visitor sees after reading the whole page.
 */
export async function revealAll(page: Page): Promise<void> {
  const steps = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / window.innerHeight));
  for (let i = 1; i <= Math.min(steps, 40); i++) {
    // The next frame, or half a second if the renderer skips frames (a starved machine once held a
    // frame for the whole test's two minutes): what matters is having been at every height.
    await page.evaluate(
      (y) =>
        new Promise<void>(
          (done) => (window.scrollTo(0, y * window.innerHeight), requestAnimationFrame(() => done()), setTimeout(done, 500)),
        ),
      i,
    );
  }
  await page.waitForFunction(lazyImagesLoaded, undefined, { polling: 100 });
  // Every part laid out by the page itself after the first paint (decision 0083).
  await page.locator('html[data-layout-all]').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Chromium's console text for a CSP block. */
export const CSP_CONSOLE = /Content Security Policy/i;

/**
 * Records every `securitypolicyviolation` event of every document the page loads (the
 * listener is installed before any page script runs) and every console message about CSP.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: string) => void violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => Promise<void> }).__reportCspViolation;
      void report(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (msg) => {
    if (CSP_CONSOLE.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return violations;
}
