// Page weight of each page's first load, measured in Chromium: every response the page
// fetches until the network is idle (lazy chunks loaded at idle included), grouped by type,
// compressed here with gzip -9 and brotli q11 so figures do not depend on the server.
import { chromium } from '@playwright/test';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHROME_PATH, CHROMIUM_ARGS } from '../lib/browsers.mjs';
import { loadTs } from '../lib/load-ts.mjs';
import { ONE_PER_PAGE } from '../lib/pages.mjs';

/** The client's hydration marks (client/app/document-ids.ts). */
const HYDRATION_MARKS = /** @type {{ done: string }} */ ((await loadTs('client/app/document-ids.ts')).HYDRATION_MARKS);
const { langOf } = /** @type {{ langOf: (path: string) => string }} */ (await loadTs('client/routes.ts'));
/**
 * The browser's language for a page: its own. The first load measured is its reader's; a browser
 * that prefers the other language loads the language hint's chunk besides (decision 0184).
 */
const LOCALES = /** @type {Record<string, string>} */ ({ en: 'en-US', de: 'de-DE' });

/**
 * The pages every visitor gets as the same bytes, one of each kind (from the registry): throughput,
 * render cost, Lighthouse and the load test measure these.
 */
export const PAGES = ONE_PER_PAGE.filter((p) => !p.perVisitor && !p.noindex).map((p) => p.path);
/** One page of each kind a visitor lands on (a form page and a position included): the first-load weight and its budgets cover them all. */
export const FIRST_LOAD_PAGES = ONE_PER_PAGE.filter((p) => !p.noindex).map((p) => p.path);
/**
 * Requests a page makes this long after it hydrated are not part of its first load: the runtime
 * defers its own background work past it on purpose (the deployment check 1000 ms after
 * hydration and idle, client/runtime/deployment.ts; field vitals 3000 ms, client/entry.tsx).
 * On a busy machine the network can stay busy for seconds after hydration, and the waits for
 * "network idle" below then took those in too (a budget run failed on the vitals chunk).
 */
const DEFERRED_AFTER_MS = 1000;

/** Responses of one type: how many, and their bytes as served, gzipped and brotli'd. @typedef {{ count: number, raw: number, gzip: number, brotli: number }} TypeWeight */
/**
 * A page's first load.
 * `errors`: what the page reported as errors meanwhile (console errors, uncaught exceptions), so
 * that a request made because of one (the error reporter's chunk) can be told from the first load.
 * @typedef {{ path: string, requests: number, urls: string[], otherOrigins: number, byType: Record<string, TypeWeight>, errors: string[] }} PageWeight
 */

/** Compressed sizes by the body's digest: most of a first load (the stylesheet, the entry chunk, the font) is the same file on every page. @type {Map<string, { gzip: number, brotli: number }>} */
const compressed = new Map();

/**
 * A body's size under gzip -9 and brotli q11, each body compressed once per run.
 * @param {Buffer} body
 */
function compressedSize(body) {
  const key = createHash('sha256').update(body).digest('hex');
  let sizes = compressed.get(key);
  if (!sizes) {
    sizes = {
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    compressed.set(key, sizes);
  }
  return sizes;
}

/**
 * @param {string} url
 * @param {string} contentType
 */
function typeOf(url, contentType) {
  if (contentType.includes('text/html')) return 'html';
  if (contentType.includes('css')) return 'css';
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('font') || url.endsWith('.woff2')) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.includes('json')) return 'json';
  return 'other';
}

/**
 * Measures the first load of each page on `baseUrl`; returns one record per page.
 * With `saveData` (the default) the browser announces Save-Data, which turns off the runtime's
 * speculative prefetch of linked pages at idle: what remains is the page's own first load.
 * Without it, the idle prefetches are counted too. `compress: false` skips the gzip and brotli
 * figures (brotli at quality 11 takes seconds a page) where only the requests are wanted.
 * @param {string} baseUrl
 * @param {readonly string[]} [pages]
 * @param {{ saveData?: boolean, compress?: boolean }} [options]
 * @returns {Promise<PageWeight[]>}
 */
export async function measurePageWeight(baseUrl, pages = FIRST_LOAD_PAGES, { saveData = true, compress = true } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  const origin = new URL(baseUrl).origin;
  /** @type {PageWeight[]} */
  const results = [];
  try {
    for (const path of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: LOCALES[langOf(path)] });
      const page = await context.newPage();
      if (saveData)
        await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
      /** @type {import('@playwright/test').Response[]} */
      const responses = [];
      /** @type {Set<string>} */
      const otherOrigins = new Set();
      page.on('request', (req) => {
        const u = new URL(req.url());
        if (u.protocol !== 'data:' && u.origin !== origin) otherOrigins.add(u.origin);
      });
      const onResponse = (/** @type {import('@playwright/test').Response} */ res) => responses.push(res);
      page.on('response', onResponse);
      /** @type {string[]} */
      const errors = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle' });
      await page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // The first load is what came until the network was idle: reading and compressing the bodies
      // below takes seconds on a busy machine, and a response arriving meanwhile (the vitals chunk,
      // 3 s after hydration) was counted in, its start later than the page's timings read below.
      page.off('response', onResponse);
      const firstLoad = responses.slice();
      // Which requests started past the deferral, on the page's own clock (its hydration mark and
      // its resource timings): Node learns of hydration late on a busy machine, and a clock there
      // counted a deferred request in now and then.
      const deferred = new Set(
        await page.evaluate(
          ({ mark, afterMs }) => {
            const done = performance.getEntriesByName(mark)[0]?.startTime;
            if (done === undefined) return [];
            return performance
              .getEntriesByType('resource')
              .filter((e) => e.startTime > done + afterMs)
              .map((e) => e.name);
          },
          { mark: HYDRATION_MARKS.done, afterMs: DEFERRED_AFTER_MS },
        ),
      );
      /** @type {Record<string, TypeWeight>} */
      const byType = {};
      /** @type {string[]} */
      const urls = [];
      for (const res of firstLoad) {
        const url = res.url();
        if (url.startsWith('data:')) continue;
        // With Save-Data (no idle prefetch) only the first load counts; without it, the idle
        // prefetches of linked pages are what is wanted, and they come after hydration too.
        if (saveData && deferred.has(url)) continue;
        urls.push(url);
        let body;
        try {
          body = await res.body();
        } catch {
          body = Buffer.alloc(0);
        }
        const type = typeOf(url, res.headers()['content-type'] ?? '');
        const t = (byType[type] ??= { count: 0, raw: 0, gzip: 0, brotli: 0 });
        t.count++;
        t.raw += body.length;
        if (!compress) continue;
        // Fonts and images are already compressed formats: counted as they are.
        const sizes = type === 'font' || type === 'image' ? { gzip: body.length, brotli: body.length } : compressedSize(body);
        t.gzip += sizes.gzip;
        t.brotli += sizes.brotli;
      }
      results.push({ path, requests: urls.length, urls, otherOrigins: otherOrigins.size, byType, errors });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
