// In-process render cost: the worker's page rendering bundled for Node (production React)
// and timed over many renders per page, without and with the per-build memoisation.
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/dev-server.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Bundles worker/index.ts for Node and returns its Hono app's fetch. */
async function loadWorker() {
  const dir = mkdtempSync(join(tmpdir(), 'render-cost-'));
  const entry = join(dir, 'entry.ts');
  const from = (f) => JSON.stringify(join(ROOT, f));
  writeFileSync(
    entry,
    [
      `export { app } from ${from('worker/app.ts')};`,
      `export { renderDocument } from ${from('worker/render.tsx')};`,
      `export { PAGE_DATA } from ${from('worker/routes/pages.ts')};`,
      `export { findRoute } from ${from('client/route-table.ts')};`,
      `export { BUILD } from ${from('worker/manifest.ts')};`,
    ].join('\n'),
  );
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
  const mod = await import(pathToFileURL(out).toString());
  return { mod, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * For each page: `renders` full React renders of the document (renderDocument, no memo) and
 * `renders` requests through the whole Hono app (memoised after the first), median and p99 in ms.
 */
export async function measureRenderCost(paths, { renders = 1000 } = {}) {
  const { mod, cleanup } = await loadWorker();
  // The Cache API and a ctx exist on Workers; Node gets inert stand-ins.
  globalThis.caches ??= { default: { match: async () => undefined, put: async () => undefined }, open: async () => ({ match: async () => undefined, put: async () => undefined }) };
  if (!('default' in globalThis.caches)) globalThis.caches.default = { match: async () => undefined, put: async () => undefined };
  const env = { SITE_URL: 'https://www.larchfield.dev', ENVIRONMENT: 'production', BUILDS: { get: async () => null } };
  const ctx = { waitUntil() {}, passThroughOnException() {} };
  const quiet = console.log;
  console.log = () => {};
  const results = [];
  // The state the worker renders a page from (worker/state.ts), built here for the direct renders.
  const state = (path) => {
    const route = mod.findRoute(path);
    return { buildId: mod.BUILD.buildId, origin: env.SITE_URL, path, year: 2026, view: { kind: 'page', id: route.id, data: mod.PAGE_DATA[route.id] } };
  };
  const request = (path) => new Request(`https://www.larchfield.dev${path}`, { headers: { 'user-agent': 'bench' } });
  try {
    // Warm the module-level caches and the JIT on every page before measuring any: the first
    // page measured would otherwise pay for the warm-up (it came out twice as slow memoised).
    for (const path of paths) {
      for (let i = 0; i < 50; i++) await (await mod.app.fetch(request(path), env, ctx)).arrayBuffer();
      for (let i = 0; i < 20; i++) await new Response(await mod.renderDocument(state(path))).arrayBuffer();
    }
    const time = async (fn) => {
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
      const fresh = await time(async () => new Response(await mod.renderDocument(state(path))).arrayBuffer());
      results.push({ path, renders, memoised, unmemoised: fresh });
    }
  } finally {
    console.log = quiet;
    cleanup();
  }
  return results;
}
