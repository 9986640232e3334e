import { mkdirSync } from 'node:fs';
import { DESIGN_PAGES, MODES, lazyImagesLoaded } from '../design-support';
import { DESKTOP, PHONE, expect, test } from './fixtures';
import { hydrated, sidewaysScroll, waitFor, type Site } from './site';

/**
 * Screenshots of every page in Firefox and WebKit, light and dark, at phone and desktop widths,
 * under test-results/screenshots/<engine>/ beside Chromium's (e2e/design.spec.ts takes those).
 * Looked at, not compared: CI keeps them as artifacts.
 */

/** Scrolls through the page so every lazy image and part loads, waits for the images (see lazyImagesLoaded), then returns to the top. */
async function revealAll(site: Site): Promise<void> {
  const steps = await site.evaluate(() => Math.ceil(document.documentElement.scrollHeight / window.innerHeight));
  for (let i = 1; i <= Math.min(steps, 40); i++) {
    await site.evaluate(
      (y) => new Promise<void>((done) => (window.scrollTo(0, y * window.innerHeight), requestAnimationFrame(() => done()))),
      i,
    );
  }
  await waitFor(site, 'every lazy image', lazyImagesLoaded);
  await site.evaluate(() => window.scrollTo(0, 0));
}

/** The browser's report of the 404 document itself; expected on the 404 page. */
const NOT_FOUND = /status of 404|Failed to load resource/;

test.describe('screenshots (looked at, not compared)', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const p of DESIGN_PAGES) {
    for (const mode of MODES) {
      test(`${p.name} in ${mode}, at ${PHONE.width} and ${DESKTOP.width} px`, async ({ openSite, engine }) => {
        const dir = `test-results/screenshots/${engine}`;
        mkdirSync(dir, { recursive: true });
        const site = await openSite({ colorScheme: mode, viewport: DESKTOP });
        await site.goto(p.path);
        await hydrated(site);
        expect(await site.evaluate(() => document.documentElement.className)).toBe(mode);
        for (const viewport of [DESKTOP, PHONE]) {
          await site.setViewport(viewport);
          await revealAll(site);
          // No sideways scrolling at either width.
          expect(await site.evaluate(sidewaysScroll)).toBe(0);
          // The page lays every part out itself after the first paint (decision 0083): a capture
          // of the whole page shows them as they are, with no help.
          await waitFor(site, 'every part laid out', () => document.documentElement.hasAttribute('data-layout-all'));
          await site.screenshot(`${dir}/${p.name}-${mode}-${viewport.width}.png`);
        }
        expect(site.problems().filter((x) => p.name !== '404' || !NOT_FOUND.test(x))).toEqual([]);
      });
    }
  }
});
