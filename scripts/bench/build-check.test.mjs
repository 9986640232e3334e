// node --test: the bench builds what it needs (issue 44): on a checkout without dist/ each entry
// point builds before it reads dist/, and a build that fails ends it with one line, never a stack
// trace of ours.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ROOT } from '../lib/dev-server.mjs';
import { WATCHED_DIRS } from '../lib/dev-build.mjs';
import { BUILD_SOURCES, distState, ensureBuild } from './build-check.mjs';

/** A stack frame as Node prints one. */
const STACK_FRAME = /^\s+at .+[(:]\d+/m;

/** A project of a source file and, if asked, a build `builtAgo` seconds older or newer than it. */
function project(/** @type {{ built?: 'before' | 'after' }} */ { built } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'bench-build-check-'));
  const write = (/** @type {string} */ rel, /** @type {number} */ secondsAgo) => {
    const file = join(root, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, rel);
    const t = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(file, t, t);
  };
  write('client/routes.ts', 60);
  if (built) write('dist/build-manifest.json', built === 'after' ? 30 : 90);
  /** @type {string[]} */
  const events = [];
  return {
    root,
    write,
    events,
    options: {
      root,
      build: () => {
        events.push('build');
        write('dist/build-manifest.json', 0);
      },
      log: (/** @type {string} */ line) => void events.push(`log: ${line}`),
      fail: (/** @type {string} */ line) => void events.push(`fail: ${line}`),
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

describe('distState', () => {
  it('tells a missing build, one older than a source (naming it) and a current one apart', (t) => {
    const missing = project();
    const stale = project({ built: 'before' });
    const current = project({ built: 'after' });
    t.after(() => [missing, stale, current].forEach((p) => p.cleanup()));
    assert.deepEqual(distState(missing.root), { state: 'missing' });
    assert.deepEqual(distState(stale.root), { state: 'stale', newer: join('client', 'routes.ts') });
    assert.deepEqual(distState(current.root), { state: 'current' });
  });

  it('counts no benchmark script, hidden file or editor backup as a source of the build', (t) => {
    const p = project({ built: 'after' });
    t.after(p.cleanup);
    p.write('scripts/bench/index.mjs', 0);
    p.write('client/.routes.ts.swp', 0);
    p.write('client/routes.ts~', 0);
    assert.deepEqual(distState(p.root), { state: 'current' });
    p.write('scripts/build.mjs', 0);
    assert.deepEqual(distState(p.root), { state: 'stale', newer: join('scripts', 'build.mjs') });
  });

  it('watches what `npm run dev` rebuilds for', () => {
    for (const dir of WATCHED_DIRS) assert.ok(BUILD_SOURCES.includes(dir), dir);
  });
});

describe('ensureBuild', () => {
  it('builds when there is no build, with --no-build too, and says why in one line', (t) => {
    for (const rebuild of [true, false]) {
      const p = project();
      t.after(p.cleanup);
      assert.equal(ensureBuild({ ...p.options, rebuild }), 'built');
      assert.deepEqual(p.events, ['log: bench: no build in dist/ yet, building it first (npm run build)', 'build']);
    }
  });

  it('builds whatever dist/ holds by default', (t) => {
    const p = project({ built: 'after' });
    t.after(p.cleanup);
    assert.equal(ensureBuild({ ...p.options, rebuild: true }), 'built');
    assert.deepEqual(p.events, ['build']);
  });

  it('with --no-build keeps a current build, and an older one with a line that names the newer source', (t) => {
    const current = project({ built: 'after' });
    const stale = project({ built: 'before' });
    t.after(() => [current, stale].forEach((p) => p.cleanup()));
    assert.equal(ensureBuild({ ...current.options, rebuild: false }), 'kept');
    assert.deepEqual(current.events, []);
    assert.equal(ensureBuild({ ...stale.options, rebuild: false }), 'kept');
    assert.deepEqual(stale.events, [`log: bench: dist/ is older than ${join('client', 'routes.ts')}; measuring it as it is (--no-build)`]);
  });

  it('ends a failed build with one line, and a build that made no manifest too', (t) => {
    const failing = project();
    const empty = project();
    t.after(() => [failing, empty].forEach((p) => p.cleanup()));
    const build = () => {
      throw new Error('Command failed: node scripts/build.mjs');
    };
    assert.equal(ensureBuild({ ...failing.options, rebuild: true, build }), 'failed');
    assert.deepEqual(failing.events.slice(1), [
      'fail: bench: the build failed (its output is above); the bench needs one: fix it and run `npm run build`',
    ]);
    assert.equal(ensureBuild({ ...empty.options, rebuild: true, build: () => {} }), 'failed');
    assert.deepEqual(empty.events.slice(1), [
      'fail: bench: the build made no dist/build-manifest.json; run `npm run build` and look at its output',
    ]);
  });
});

describe('the bench entry points on a checkout without dist/', () => {
  // A copy of the project's sources without dist/ (the dependencies linked, not copied), whose
  // build is a stand-in that says it ran and fails: an entry point that read dist/ before it built
  // would stop on the missing files instead (the stack trace of issue 44), before the stand-in ran.
  const copy = mkdtempSync(join(tmpdir(), 'bench-fresh-clone-'));
  after(() => rmSync(copy, { recursive: true, force: true }));
  for (const source of [...BUILD_SOURCES, 'package.json']) cpSync(join(ROOT, source), join(copy, source), { recursive: true });
  rmSync(join(copy, 'dist'), { recursive: true, force: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  const BUILD_RAN = 'stand-in build ran';
  writeFileSync(join(copy, 'scripts/build.mjs'), `console.log(${JSON.stringify(BUILD_RAN)}); process.exit(1);\n`);

  // Each entry point once (a few seconds each: the measurements' modules load first), one of them with --no-build.
  for (const [entry, ...args] of [
    ['scripts/bench/index.mjs', '--only=worker'],
    ['scripts/bench/budget.mjs', '--no-build'],
  ]) {
    it(`${entry} ${args.join(' ')}: builds first, and a failed build ends it in one line without a stack trace`, () => {
      const run = spawnSync(process.execPath, [join(copy, entry ?? ''), ...args], { cwd: copy, encoding: 'utf8', timeout: 60_000 });
      const output = `${run.stdout}${run.stderr}`;
      assert.equal(run.status, 1, output);
      assert.match(run.stdout, new RegExp(`bench: no build in dist/ yet, building it first \\(npm run build\\)\\n${BUILD_RAN}\\n`));
      assert.equal(run.stderr, 'bench: the build failed (its output is above); the bench needs one: fix it and run `npm run build`\n');
      assert.doesNotMatch(output, STACK_FRAME);
    });
  }
});
