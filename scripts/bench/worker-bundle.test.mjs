// node --test: the worker bundle `npm run build` made (dist/worker/index.js, as `wrangler deploy`
// makes it) carries React's edge renderer alone, production builds only, the stylesheet once, and
// stays under its cap (decision 0180). Needs `npm run build` first.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../lib/dev-server.mjs';
import { BUDGETS } from './budgets.mjs';
import { bundleSize, measureEvaluation } from './worker-size.mjs';

const BUNDLE = join(ROOT, 'dist/worker/index.js');
if (!existsSync(BUNDLE)) throw new Error('dist/worker/index.js is missing: run `npm run build` first');
const code = readFileSync(BUNDLE, 'utf8');
/** Every module esbuild put into the bundle, as paths relative to the repository. */
const modules = JSON.parse(readFileSync(`${BUNDLE}.map`, 'utf8')).sources.map((s) => s.replace(/^(\.\.\/)+/, ''));

describe('worker bundle', () => {
  it("carries React's streaming edge renderer and not the legacy renderToString build", () => {
    assert.ok(modules.includes('node_modules/react-dom/cjs/react-dom-server.edge.production.js'), modules.filter((m) => m.includes('react')).join('\n'));
    assert.deepEqual(modules.filter((m) => m.includes('react-dom-server-legacy')), []);
  });

  it('carries no development build of any dependency', () => {
    assert.deepEqual(modules.filter((m) => /node_modules\/.*\.development\.js$/.test(m)), []);
  });

  it('carries the stylesheet once, and no copy of the inline scripts beyond their module', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/build-manifest.json'), 'utf8'));
    // A stretch of the CSS that a JavaScript string holds unescaped (no quotes, backslashes or
    // `${`): found once, in the build manifest's string.
    const css = /[^"'`\\$\n]{200}/.exec(manifest.css.slice(manifest.css.length / 2))?.[0];
    assert.ok(css, 'no stretch of 200 plain characters in the CSS');
    assert.equal(code.split(css).length - 1, 1);
    assert.equal(manifest.inlineScripts, undefined);
  });

  it(`is at most ${BUDGETS.workerGzip / 1024} KB gzip, counted as wrangler counts it`, () => {
    const { raw, gzip } = bundleSize(BUNDLE);
    assert.ok(gzip <= BUDGETS.workerGzip, `worker bundle ${(gzip / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw) > ${BUDGETS.workerGzip / 1024} KB`);
    // Minified (wrangler.toml): unminified it was 830 KB raw.
    assert.ok(raw < 600 * 1024, `worker bundle ${(raw / 1024).toFixed(1)} KB raw: is it still minified?`);
  });

  it('evaluates in fresh workerd isolates, in measurable time', async () => {
    const [e] = await measureEvaluation([BUNDLE], { isolates: 3 });
    assert.equal(e.samples.length, 3);
    // Evaluating 430 KB of modules, React's among them, takes time on workerd's clock.
    assert.ok(e.median > 0 && e.p90 >= e.median, JSON.stringify(e));
  });
});
