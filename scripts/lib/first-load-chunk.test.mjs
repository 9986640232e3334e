// node --test: the first load's modules in one chunk besides the entry (first-load-chunk.mjs,
// decision 0182), on a made-up metafile and on the build in dist/ (`npm run build` first).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './dev-server.mjs';
import { firstLoadPlan } from './first-load-chunk.mjs';

/** @param {Record<string, number>} inputs @param {string[]} imports @param {string} [entryPoint] */
const output = (inputs, imports, entryPoint) => ({
  bytes: 1,
  exports: [],
  inputs: Object.fromEntries(Object.entries(inputs).map(([k, bytesInOutput]) => [k, { bytesInOutput }])),
  imports: imports.map((path) => ({ path, kind: /** @type {const} */ ('import-statement') })),
  ...(entryPoint ? { entryPoint } : {}),
});

describe('firstLoadPlan', () => {
  const meta = {
    inputs: {},
    outputs: {
      'out/entry.js': output(
        { 'client/entry.tsx': 10, 'node_modules/react-dom/client.js': 500 },
        ['out/chunk-a.js', 'out/chunk-b.js'],
        'client/entry.tsx',
      ),
      'out/chunk-a.js': output({ 'client/routes.ts': 40, 'client/types.ts': 0 }, ['out/chunk-b.js']),
      'out/chunk-b.js': output({ 'client/site/ui.ts': 30 }, []),
      'out/home.js': output({ 'client/pages/home.tsx': 80 }, ['out/chunk-a.js', 'out/chunk-c.js'], 'client/pages/home.tsx'),
      'out/chunk-c.js': output({ 'client/format.ts': 5 }, []),
      'out/copy.js': output({ 'client/site/de/client-copy.ts': 9 }, ['out/chunk-b.js'], 'client/site/de/client-copy.ts'),
    },
  };

  it('names every module the entry loads at once, through its static imports, and not the entry itself', () => {
    assert.deepEqual(firstLoadPlan(meta, 'client/entry.tsx').firstLoad, [
      'client/routes.ts',
      'client/site/ui.ts',
      'node_modules/react-dom/client.js',
    ]);
  });

  it('leaves out what only a later chunk carries, and modules with no bytes in the output', () => {
    const { firstLoad } = firstLoadPlan(meta, 'client/entry.tsx');
    assert.ok(!firstLoad.includes('client/format.ts'));
    assert.ok(!firstLoad.includes('client/types.ts'));
  });

  it('names every other entry point as a later one', () => {
    assert.deepEqual(firstLoadPlan(meta, 'client/entry.tsx').later, ['client/pages/home.tsx', 'client/site/de/client-copy.ts']);
  });

  it('refuses an entry the build did not make', () => {
    assert.throws(() => firstLoadPlan(meta, 'client/other.tsx'), /no output for client\/other\.tsx/);
  });
});

describe('the build in dist/', () => {
  const manifestFile = join(ROOT, 'dist/build-manifest.json');

  it('loads the entry and one shared chunk on every page, and a page its own chunk and that one', (t) => {
    if (!existsSync(manifestFile)) throw new Error('dist/ is missing: run `npm run build` first');
    /** @type {{ assets: { entryPreload: string[] }, pages: Record<string, { chunk: string, preload: string[] }> }} */
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const shared = manifest.assets.entryPreload;
    assert.equal(shared.length, 1, `the entry imports ${shared.join(', ')}`);
    const pages = Object.entries(manifest.pages);
    assert.ok(pages.length >= 10);
    // A page whose modules no other page shares has nothing else to load.
    for (const id of ['home', 'solutions', 'company', 'privacy', 'imprint']) assert.deepEqual(manifest.pages[id]?.preload, shared, id);
    for (const [id, page] of pages) assert.ok(page.preload.includes(/** @type {string} */ (shared[0])), id);
    t.diagnostic(`shared chunk ${shared[0]}`);
  });

  it("builds no Intl formatter in any page's chunks: the worker writes dates and amounts (decision 0183)", () => {
    if (!existsSync(manifestFile)) throw new Error('dist/ is missing: run `npm run build` first');
    /** @type {{ assets: { entry: string, entryPreload: string[] }, pages: Record<string, { chunk: string, preload: string[] }> }} */
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const urls = new Set([manifest.assets.entry, ...manifest.assets.entryPreload]);
    for (const page of Object.values(manifest.pages)) for (const u of [page.chunk, ...page.preload]) urls.add(u);
    const withIntl = [...urls].filter((u) =>
      /Intl\.(DateTimeFormat|NumberFormat)/.test(readFileSync(join(ROOT, 'dist/client', u), 'utf8')),
    );
    // The first formatter a page builds costs about 50 ms of main thread at 4x CPU, in hydration.
    assert.deepEqual(withIntl, []);
  });

  it('names the build id in the entry alone: a new id renames no chunk the entry or a page imports', () => {
    if (!existsSync(manifestFile)) throw new Error('dist/ is missing: run `npm run build` first');
    /** @type {{ buildId: string, assets: { entry: string } }} */
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const scripts = readdirSync(join(ROOT, 'dist/client/_app')).filter((f) => f.endsWith('.js'));
    const carriers = scripts.filter((f) => readFileSync(join(ROOT, 'dist/client/_app', f), 'utf8').includes(manifest.buildId));
    // The shared chunk keeps its name (and visitors' caches) across deployments while its code is
    // the same, and `npm run dev` rewrites the entry alone for a new id (decision 0193).
    assert.deepEqual(carriers, [manifest.assets.entry.replace('/_app/', '')]);
  });

  it('keeps what only the worker reads out of the first load (decisions 0096, 0184)', () => {
    if (!existsSync(manifestFile)) throw new Error('dist/ is missing: run `npm run build` first');
    /** @type {{ assets: { entry: string, entryPreload: string[] } }} */
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const code = [manifest.assets.entry, ...manifest.assets.entryPreload]
      .map((u) => readFileSync(join(ROOT, 'dist/client', u), 'utf8'))
      .join('\n');
    assert.match(code, /Larchfield Software/, 'the first load is read');
    // SITE_HEAD's keywords and ORGANIZATION's industry code, in either language; the company's
    // facts (a social profile, the careers address) and the footer's copy, which the worker
    // renders alone (decision 0184); the error messages the worker writes.
    for (const workerOnly of [
      'software consultancy',
      'Softwareentwicklung Leipzig',
      '541511',
      'fosstodon.org',
      'jobs@larchfield.dev',
      'How we hire',
      'All rights reserved',
      'We have been notified',
    ])
      assert.ok(!code.includes(workerOnly), workerOnly);
  });
});
