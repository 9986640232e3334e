// node --test: the house has no circle, the worker never reaches browser-only code (client/runtime/,
// the forms' sending scripts) through any chain of imports, and the browser never fetches an icon (needs `npm run build` first: the built chunks are read).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './dev-server.mjs';
import { forbiddenImports, importCycles, importGraph, isBrowserOnly } from './import-graph.mjs';

const graph = importGraph(ROOT);

describe('the import graph', () => {
  it('reaches the whole app from the two entry points, type-only and dynamic imports included', () => {
    const edges = (/** @type {string} */ file) => [...(graph.get(file) ?? [])];
    // A dynamic import of a template (each page's module, client/pages/<id>.tsx) and a type-only one (the state's page data).
    assert.ok(edges('client/app/screen.tsx').includes('client/pages/home.tsx'));
    assert.ok(edges('client/app/screen.tsx').includes('client/pages/position.tsx'));
    assert.deepEqual(edges('client/routes.ts'), []);
    assert.ok(edges('client/app/state.ts').includes('client/site/index.ts'));
    assert.ok(graph.has('worker/render.tsx') && graph.has('client/components/command-palette.tsx'));
  });

  it('has no circle', () => {
    assert.deepEqual(importCycles(graph), []);
  });

  it("has no chain of imports from the worker to browser-only code (client/runtime/, the forms' sending scripts)", () => {
    assert.deepEqual(forbiddenImports(graph), []);
  });

  it('sees the browser-only code that the entry hands to the universal tree (the rule above can fail)', () => {
    const reached = [...importGraph(ROOT, ['client/entry.tsx']).keys()].filter(isBrowserOnly);
    for (const file of [
      'client/runtime/color-mode.ts',
      'client/runtime/prefetch.ts',
      'client/runtime/fetch.ts',
      'client/forms/sender.ts',
      'client/forms/contact-send.ts',
      'client/forms/application-send.ts',
    ]) {
      assert.ok(reached.includes(file), file);
    }
  });
});

describe("the studio's Worker", () => {
  it('never imports the build manifest (worker/manifest.ts), which `npm run dev` rewrites on every saved edit', () => {
    // wrangler rebuilds a Worker whenever a file of its bundle changes: with the manifest in it, the
    // studio's Worker reloaded beside the site's after each edit, and the edit took ~700 ms longer to reach the screen.
    const studioGraph = importGraph(ROOT, ['worker/admin/main.ts']);
    assert.ok(studioGraph.has('worker/middleware/security-headers.ts'), 'the studio still sends the security headers');
    assert.equal(studioGraph.has('worker/manifest.ts'), false);
    assert.ok(graph.has('worker/manifest.ts'), "the site's Worker reaches it (the rule above can fail)");
  });
});

/** A graph from `{ file: [imports] }`. */
const g = (/** @type {Record<string, string[]>} */ edges) => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));

describe('importCycles', () => {
  it('finds a circle through any number of files, and a file that imports itself', () => {
    const graph = g({ page: ['kit'], kit: ['router'], router: ['table'], table: ['page'], self: ['self'], leaf: [] });
    assert.deepEqual(importCycles(graph), [['kit', 'page', 'router', 'table'], ['self']]);
  });

  it('finds none in a graph whose files only share imports', () => {
    assert.deepEqual(importCycles(g({ a: ['b', 'c'], b: ['c'], c: [] })), []);
  });
});

describe('forbiddenImports', () => {
  it("names the chain from the worker's entry to browser-only code, however long", () => {
    const graph = g({
      'worker/index.ts': ['worker/render.tsx'],
      'worker/render.tsx': ['client/app/app.tsx', 'client/runtime/boot-script.ts'],
      'client/app/app.tsx': ['client/pages/contact.tsx'],
      'client/pages/contact.tsx': ['client/forms/contact-send.ts', 'client/forms/contact.ts'],
      'client/forms/contact-send.ts': ['client/forms/sender.ts'],
    });
    assert.deepEqual(forbiddenImports(graph), [
      'worker/index.ts → worker/render.tsx → client/app/app.tsx → client/pages/contact.tsx → client/forms/contact-send.ts',
      'worker/index.ts → worker/render.tsx → client/runtime/boot-script.ts',
    ]);
  });

  it("leaves alone what only the browser's entry reaches, and the forms' shared modules", () => {
    const graph = g({ 'worker/index.ts': ['client/forms/contact.ts'], 'client/entry.tsx': ['client/runtime/navigation.ts'] });
    assert.deepEqual(forbiddenImports(graph), []);
  });
});

describe('icons in the browser', () => {
  it('no browser chunk asks the icon endpoint: every icon a page shows is bundled (decision 0093)', () => {
    const dir = join(ROOT, 'dist/client/_app');
    const chunks = readdirSync(dir).filter((f) => f.endsWith('.js'));
    assert.ok(chunks.length > 3, 'run `npm run build` first');
    assert.deepEqual(
      chunks.filter((f) => readFileSync(join(dir, f), 'utf8').includes('/api/icons')),
      [],
    );
  });
});
