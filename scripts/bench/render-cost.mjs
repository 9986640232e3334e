// In-process render cost: the worker's page rendering bundled for Node (production React)
// and timed over many renders per page, without and with the per-build memoisation; and the
// same renders inside workerd, the runtime the site ships on (run by Miniflare, no network).
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { ROOT } from '../lib/dev-server.mjs';

/** The `p`th percentile of sorted numbers (NaN for none). */
const percentile = (/** @type {readonly number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const from = (/** @type {string} */ f) => JSON.stringify(join(ROOT, f));
/**
 * What both entries start with: `pageState(path)`, the state the worker renders a page from
 * (worker/state.ts) for a fixed origin and year, and `renderPage(path)`, one full render of that
 * page's document, read to its end. Read when a measurement starts, not when the module loads: the
 * bench imports it before it knows whether dist/ holds a build (scripts/bench/build-check.mjs).
 */
const rendering = () => [
  `import { renderDocument } from ${from('worker/render.tsx')};`,
  `import { PAGE_DATA } from ${from('client/site/page-data.ts')};`,
  `import { SHELL } from ${from('client/site/shell.ts')};`,
  `import { matchRoute } from ${from('client/routes.ts')};`,
  `import { BUILD } from ${from('worker/manifest.ts')};`,
  // The page's data as the worker reads it from the build's data file (worker/page-data.ts).
  `const pageState = (path) => { const { id, lang } = matchRoute(path); return { buildId: BUILD.buildId, origin: 'https://www.larchfield.dev', path, lang, year: 2026, view: { kind: 'page', id, meta: SHELL[lang].PAGE_META[id], data: PAGE_DATA[lang][id] } }; };`,
  // The stylesheet the worker reads from the asset store, here from the build's file.
  `const STYLESHEET = ${JSON.stringify(readFileSync(join(ROOT, 'dist/client', JSON.parse(readFileSync(join(ROOT, 'dist/build-manifest.json'), 'utf8')).css), 'utf8'))};`,
  'const ASSETS = { fetch: async () => new Response(STYLESHEET) };',
  'const renderPage = async (path) => new Response(await renderDocument(pageState(path), ASSETS)).arrayBuffer();',
];
/** wrangler.toml's compatibility date, which the workerd renders run under. */
const COMPATIBILITY_DATE = unstable_readConfig({ config: join(ROOT, 'wrangler.toml') }).compatibility_date;

/**
 * The worker's code bundled as wrangler bundles it (workerd's export conditions, production
 * React, minified) from a generated entry; returns the bundle's path and its directory.
 * @param {string} entrySource
 */
async function bundle(entrySource) {
  const dir = mkdtempSync(join(tmpdir(), 'render-cost-'));
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, entrySource);
  const out = join(dir, 'worker.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'edge-light', 'import'],
    jsx: 'automatic',
    outfile: out,
    minify: true,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"', __ENABLE_FAULTS__: 'false' },
  });
  return { dir, out, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * What the bundle for Node exports.
 * @typedef {{ app: { fetch(request: Request, env: object, ctx: object): Promise<Response> }, renderPage(path: string): Promise<ArrayBuffer> }} WorkerModule
 */

/**
 * Bundles the worker for Node: its Hono app and its page rendering.
 * @returns {Promise<{ mod: WorkerModule, cleanup: () => void }>}
 */
async function loadWorker() {
  const { out, cleanup } = await bundle(
    [...rendering(), `export { app } from ${from('worker/app.ts')};`, 'export { renderPage };'].join('\n'),
  );
  const mod = await import(pathToFileURL(out).toString());
  return { mod, cleanup };
}

/**
 * For each page: `renders` full React renders of the document (renderDocument, no memo) and
 * `renders` requests through the whole Hono app (memoised after the first), median and p99 in ms.
 * @param {readonly string[]} paths
 * @param {{ renders?: number }} [options]
 */
export async function measureRenderCost(paths, { renders = 1000 } = {}) {
  const { mod, cleanup } = await loadWorker();
  // The Cache API and a ctx exist on Workers; Node gets inert stand-ins.
  // (Typed as the stand-ins are: the DOM's CacheStorage has no `default`, and its Cache more methods.)
  const scope = /** @type {{ caches?: { default?: object, open: (name: string) => Promise<object> } }} */ (globalThis);
  scope.caches ??= {
    default: { match: async () => undefined, put: async () => undefined },
    open: async () => ({ match: async () => undefined, put: async () => undefined }),
  };
  if (!('default' in scope.caches)) scope.caches.default = { match: async () => undefined, put: async () => undefined };
  // Production's vars (the worker answers 503 to a configuration that fails its schema, worker/config.ts)
  // and a stand-in secret of the required length.
  const { vars } = unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env: 'production' });
  // The static files the worker reads (each language's page data, worker/page-data.ts), from dist/client.
  const ASSETS = {
    fetch: async (/** @type {Request} */ req) => new Response(readFileSync(join(ROOT, 'dist/client', new URL(req.url).pathname))),
  };
  const env = { ...vars, FORM_SECRET: 'bench-form-secret-0123456789abcdef', BUILDS: { get: async () => null }, ASSETS };
  const ctx = { waitUntil() {}, passThroughOnException() {} };
  const quiet = console.log;
  console.log = () => {};
  const results = [];
  const request = (/** @type {string} */ path) => new Request(`https://www.larchfield.dev${path}`, { headers: { 'user-agent': 'bench' } });
  try {
    // Warm the module-level caches and the JIT on every page before measuring any: the first
    // page measured would otherwise pay for the warm-up (it came out twice as slow memoised).
    for (const path of paths) {
      // Timing a refusal (a 503 for a configuration the worker rejects, a 404) would measure nothing.
      const first = await mod.app.fetch(request(path), env, ctx);
      if (first.status !== 200) throw new Error(`render of ${path} through the app: HTTP ${first.status}`);
      for (let i = 0; i < 50; i++) await (await mod.app.fetch(request(path), env, ctx)).arrayBuffer();
      for (let i = 0; i < 20; i++) await mod.renderPage(path);
    }
    const time = async (/** @type {() => Promise<unknown>} */ fn) => {
      /** @type {number[]} */
      const samples = [];
      for (let i = 0; i < renders; i++) {
        const t0 = performance.now();
        await fn();
        samples.push(performance.now() - t0);
      }
      samples.sort((a, b) => a - b);
      return { median: percentile(samples, 50), p99: percentile(samples, 99) };
    };
    for (const path of paths) {
      const memoised = await time(async () => (await mod.app.fetch(request(path), env, ctx)).arrayBuffer());
      const fresh = await time(() => mod.renderPage(path));
      results.push({ path, renders, memoised, unmemoised: fresh });
    }
  } finally {
    console.log = quiet;
    cleanup();
  }
  return results;
}

/**
 * A worker that times renders of one page inside workerd: `GET /?path=/&batches=40&size=25`
 * warms up, then renders `batches` × `size` documents and answers each batch's mean in ms.
 * workerd's clock has a resolution of 1 ms (and, deployed, stands still while code runs), so
 * single renders cannot be timed there: batches of renders can, locally.
 */
const workerdEntry = () =>
  [
    ...rendering(),
    `export default {
    async fetch(request) {
      const url = new URL(request.url);
      const path = url.searchParams.get('path');
      const batches = Number(url.searchParams.get('batches'));
      const size = Number(url.searchParams.get('size'));
      for (let i = 0; i < 50; i++) await renderPage(path);
      const means = [];
      for (let b = 0; b < batches; b++) {
        const t0 = Date.now();
        for (let i = 0; i < size; i++) await renderPage(path);
        means.push((Date.now() - t0) / size);
      }
      return Response.json(means);
    },
  };`,
  ].join('\n');

/**
 * For each page: `renders` full React renders inside workerd (Miniflare), timed in batches of
 * `batchSize`; median and p90 of the batch means, in ms.
 * @param {readonly string[]} paths
 * @param {{ renders?: number, batchSize?: number }} [options]
 */
export async function measureRenderCostWorkerd(paths, { renders = 1000, batchSize = 25 } = {}) {
  const { dir, out, cleanup } = await bundle(workerdEntry());
  const mf = new Miniflare({
    workers: [
      {
        config: {
          name: 'render-cost',
          compatibilityDate: COMPATIBILITY_DATE,
          manifest: {
            mainModule: 'worker.mjs',
            modulesRoot: dir,
            modules: { 'worker.mjs': { type: 'esm', contents: readFileSync(out, 'utf8') } },
          },
        },
      },
    ],
  });
  const batches = Math.max(1, Math.round(renders / batchSize));
  try {
    const results = [];
    for (const path of paths) {
      const response = await mf.dispatchFetch(`http://localhost/?path=${encodeURIComponent(path)}&batches=${batches}&size=${batchSize}`);
      if (!response.ok) throw new Error(`workerd render of ${path}: HTTP ${response.status} ${await response.text()}`);
      const means = /** @type {number[]} */ (await response.json()).sort((a, b) => a - b);
      results.push({ path, renders: batches * batchSize, batchSize, median: percentile(means, 50), p90: percentile(means, 90) });
    }
    return results;
  } finally {
    await mf.dispose();
    cleanup();
  }
}
