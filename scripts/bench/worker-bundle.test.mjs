// node --test: the worker as `wrangler deploy` makes it (a dry run from dist/, as the bench's)
// carries React's edge renderer alone, production builds only, the stylesheet once, and stays
// under its cap (decision 0180). Needs `npm run build` first. Not dist/worker/index.js: later
// steps of `npm test` (typecheck's `wrangler types`, the deploy dry run) run wrangler's [build],
// which makes dist/ again without it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '../lib/dev-server.mjs';
import { BUDGETS } from './budgets.mjs';
import { bundleSize, deployBundle, measureEvaluation } from './worker-size.mjs';

const MANIFEST = join(ROOT, 'dist/build-manifest.json');
/** @type {ReturnType<typeof deployBundle>} */
let bundle;
/** @type {string} */
let code;
/** Every module esbuild put into the bundle, as paths relative to the repository. @type {string[]} */
let modules;
before(() => {
  if (!existsSync(MANIFEST)) throw new Error('dist/ is missing: run `npm run build` first');
  bundle = deployBundle();
  code = readFileSync(bundle.file, 'utf8');
  /** @type {import('node:module').SourceMapPayload} */
  const map = JSON.parse(readFileSync(`${bundle.file}.map`, 'utf8'));
  modules = map.sources.map((s) => relative(ROOT, resolve(map.sourceRoot ?? dirname(bundle.file), s)));
});
after(() => bundle?.cleanup());

describe('worker bundle', () => {
  it("carries React's streaming edge renderer and not the legacy renderToString build", () => {
    assert.ok(
      modules.includes('node_modules/react-dom/cjs/react-dom-server.edge.production.js'),
      modules.filter((m) => m.includes('react')).join('\n'),
    );
    assert.deepEqual(
      modules.filter((m) => m.includes('react-dom-server-legacy')),
      [],
    );
  });

  it("carries none of the studio's code or dependencies: the studio is a Worker of its own (decision 0201)", () => {
    assert.deepEqual(
      modules.filter((m) => m.startsWith('worker/admin/') || /node_modules\/(jose|yaml|micromark[\w-]*|mdast[\w-]*)\//.test(m)),
      [],
    );
  });

  it('carries no development build of any dependency', () => {
    assert.deepEqual(
      modules.filter((m) => /node_modules\/.*\.development\.js$/.test(m)),
      [],
    );
  });

  it('carries neither the stylesheet (a static file it reads, decision 0155) nor a copy of the inline scripts beyond their module', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    const stylesheet = readFileSync(join(ROOT, 'dist/client', manifest.css), 'utf8');
    // A stretch of the CSS that a JavaScript string would hold unescaped (no quotes, backslashes or `${`).
    const css = /[^"'`\\$\n]{200}/.exec(stylesheet.slice(stylesheet.length / 2))?.[0];
    assert.ok(css, 'no stretch of 200 plain characters in the CSS');
    assert.equal(code.split(css).length - 1, 0);
    assert.equal(manifest.inlineScripts, undefined);
  });

  it(`is at most ${BUDGETS.workerGzip / 1024} KB gzip, counted as wrangler counts it`, () => {
    const { raw, gzip } = bundleSize(bundle.file);
    assert.ok(
      gzip <= BUDGETS.workerGzip,
      `worker bundle ${(gzip / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw) > ${BUDGETS.workerGzip / 1024} KB`,
    );
    // Minified (wrangler.toml): unminified it was 830 KB raw.
    assert.ok(raw < 600 * 1024, `worker bundle ${(raw / 1024).toFixed(1)} KB raw: is it still minified?`);
  });

  it('evaluates in fresh workerd isolates, in measurable time', async () => {
    const [e] = await measureEvaluation([bundle.file], { isolates: 3 });
    assert.ok(e);
    assert.equal(e.samples.length, 3);
    // Evaluating 430 KB of modules, React's among them, takes time on workerd's clock.
    assert.ok(e.median > 0 && e.p90 >= e.median, JSON.stringify(e));
  });
});
