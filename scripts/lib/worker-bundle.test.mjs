// node --test: the deployable worker carries no browser-only code (decision 0145). Reads the bundle
// as `wrangler deploy` makes it (a dry run from dist/ into a temporary folder, as
// scripts/bench/worker-bundle.test.mjs does: not dist/worker/index.js, which the deploy dry run of
// `npm test` removes when it builds dist/ again) and names every source file in it that
// import-graph.mjs calls browser-only. Needs `npm run build` first.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { deployBundle } from '../bench/worker-size.mjs';
import { ROOT } from './dev-server.mjs';
import { isBrowserOnly } from './import-graph.mjs';

/** @type {ReturnType<typeof deployBundle> | undefined} */
let bundle;
before(() => {
  if (!existsSync(join(ROOT, 'dist/build-manifest.json'))) throw new Error('dist/ is missing: run `npm run build` first');
  bundle = deployBundle();
});
after(() => bundle?.cleanup());

/** The bundle's source map, beside it. */
const mapFile = () => `${/** @type {ReturnType<typeof deployBundle>} */ (bundle).file}.map`;

/**
 * The project-relative paths of the files a source map was made from (wrangler writes an absolute
 * `sourceRoot`, or none, and sources relative to it or to the map's folder).
 * @param {string} file
 * @returns {string[]}
 */
function bundledSources(file) {
  const map = /** @type {{ sources: string[]; sourceRoot?: string }} */ (JSON.parse(readFileSync(file, 'utf8')));
  const base = resolve(dirname(file), map.sourceRoot ?? '');
  return map.sources.map((source) => relative(ROOT, resolve(base, source)).split(sep).join('/'));
}

describe('the worker bundle', () => {
  it('has a source map that names our own sources', () => {
    assert.ok(existsSync(mapFile()), 'the dry run wrote no source map beside the bundle');
    const sources = bundledSources(mapFile());
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
    assert.deepEqual(bundledSources(mapFile()).filter(isBrowserOnly), []);
  });
});
