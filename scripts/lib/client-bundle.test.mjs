// node --test: the client bundle's second minifier (decision 0184), on a made-up file and on the
// build in dist/ (`npm run build` first), and what the build's scripts must not carry.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { clientOptions, finishOutput } from './client-bundle.mjs';
import { ROOT } from './dev-server.mjs';

const HINT = '//# allFunctionsCalledOnLoad';
const text = (/** @type {Uint8Array} */ bytes) => Buffer.from(bytes).toString('utf8');

describe('finishOutput', () => {
  it('minifies a script again behind the compile hint, and keeps its exports and behaviour', async () => {
    const source = `${HINT}\n/* banner */\nfunction longName(first,second){return first+second}\nexport{longName as add};\n`;
    const finished = text(finishOutput({ path: '/out/a.js', contents: Buffer.from(source) }).contents);
    assert.ok(finished.startsWith(`${HINT}\n`), finished);
    assert.ok(!finished.includes('banner') && !finished.includes('longName') && finished.length < source.length, finished);
    const module = await import(`data:text/javascript,${encodeURIComponent(finished)}`);
    assert.equal(module.add(2, 3), 5);
  });

  it('leaves other files as esbuild made them', () => {
    const css = { path: '/out/a.css', contents: Buffer.from('a { color: red }') };
    assert.equal(finishOutput(css), css);
  });

  it('fails the build on a script it cannot read, naming the file', () => {
    assert.throws(() => finishOutput({ path: '/out/broken.js', contents: Buffer.from('export {') }), /broken\.js/);
  });

  it("names the second minifier's version in esbuild's banner, so the chunks' names change with it", () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules/oxc-minify/package.json'), 'utf8'));
    const banner = clientOptions({ root: ROOT, outdir: '/out', buildId: '' }).banner?.js ?? '';
    assert.ok(banner.startsWith(HINT) && banner.includes(`oxc-minify ${version}`), banner);
  });
});

describe('the build in dist/', () => {
  it('serves every script finished: the compile hint first, no banner left', () => {
    const dir = join(ROOT, 'dist/client/_app');
    if (!existsSync(dir)) throw new Error('dist/ is missing: run `npm run build` first');
    const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'));
    assert.ok(scripts.length >= 20, `${scripts.length} scripts`);
    for (const f of scripts) {
      const code = readFileSync(join(dir, f), 'utf8');
      assert.ok(code.startsWith(`${HINT}\n`) && !code.includes('oxc-minify'), f);
    }
  });

  it('carries no closed position in any script or data file the browser may load', () => {
    const dir = join(ROOT, 'dist/client/_app');
    /** @type {{ id: string, title: string }[]} */
    const closed = JSON.parse(readFileSync(join(ROOT, 'dist/content/positions-closed.json'), 'utf8'));
    assert.ok(closed.length > 0, 'content/positions/ has a closed position to look for');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|json)$/.test(f));
    assert.ok(files.filter((f) => f.endsWith('.js')).length >= 20, `${files.length} files`);
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      for (const p of closed) assert.ok(!text.includes(p.id) && !text.includes(p.title), `${f} names the closed position ${p.id}`);
    }
  });
});
