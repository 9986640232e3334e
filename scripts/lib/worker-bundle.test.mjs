// node --test: the deployable worker carries no browser-only code (decision 0145). Reads the bundle
// that `npm run build` makes (dist/worker/index.js.map: wrangler's bundle, as `wrangler deploy`
// makes it) and names every source file in it that import-graph.mjs calls browser-only.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './dev-server.mjs';
import { isBrowserOnly } from './import-graph.mjs';

const MAP = join(ROOT, 'dist/worker/index.js.map');

/**
 * The project-relative paths of the files a source map was made from (wrangler writes an absolute
 * `sourceRoot`, dist/worker/, and sources such as `../../client/app/app.tsx` relative to it).
 * @param {string} mapFile
 * @returns {string[]}
 */
function bundledSources(mapFile) {
  const map = /** @type {{ sources: string[]; sourceRoot?: string }} */ (JSON.parse(readFileSync(mapFile, 'utf8')));
  const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
  return map.sources.map((source) => relative(ROOT, resolve(base, source)).split(sep).join('/'));
}

describe('the worker bundle', () => {
  it('is built (run `npm run build` first) and its map names our own sources', () => {
    assert.ok(existsSync(MAP), 'run `npm run build` first: dist/worker/index.js.map is missing');
    const sources = bundledSources(MAP);
    // The positive control: the map is read right, so an empty list below means what it says.
    for (const file of [
      'worker/index.ts',
      'client/app/app.tsx',
      'client/app/browser.ts',
      'client/pages/contact.tsx',
      'client/forms/contact.ts',
    ]) {
      assert.ok(sources.includes(file), `${file} is not in the bundle's sources`);
    }
  });

  it('carries no browser-only code: nothing of client/runtime/, no form sending script (sender.ts, *-send.ts)', () => {
    assert.deepEqual(bundledSources(MAP).filter(isBrowserOnly), []);
  });
});
