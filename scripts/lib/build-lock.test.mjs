// node --test: one build at a time, and dist/ emptied for a build without the files the studio's
// Worker bundles from it (scripts/lib/build-lock.mjs): `wrangler dev` with both Workers' configs
// bundles the studio while the site's [build] step runs.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { unstable_readConfig } from 'wrangler';
import {
  BUILD_LOCK,
  STUDIO_ASSETS,
  STUDIO_INPUTS,
  acquireBuildLock,
  clearDist,
  lockHolder,
  replaceFile,
  waitForBuilds,
} from './build-lock.mjs';
import { ROOT } from './dev-server.mjs';
import { DEV_BUILDER, NESTED_BUILD } from './env.mjs';

const roots = /** @type {string[]} */ ([]);
const tempRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'build-lock-'));
  roots.push(root);
  return root;
};
after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

const put = (/** @type {string} */ file, text = 'x') => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

describe('clearDist', () => {
  it("removes the last build but for the studio's inputs, and keeps the studio's assets folder, emptied", () => {
    const root = tempRoot();
    for (const f of STUDIO_INPUTS) put(join(root, f), `old ${f}`);
    put(join(root, 'dist/build-manifest.json'));
    put(join(root, 'dist/client/_app/entry-OLD.js'));
    put(join(root, 'dist/content/work.en.json'));
    put(join(root, STUDIO_ASSETS, 'admin/assets/editor-OLD.js'));
    clearDist(root);
    for (const f of STUDIO_INPUTS) assert.equal(readFileSync(join(root, f), 'utf8'), `old ${f}`);
    assert.deepEqual(readdirSync(join(root, 'dist')).sort(), ['commit.json', 'content', 'studio']);
    assert.deepEqual(readdirSync(join(root, 'dist/content')), ['links.json']);
    assert.deepEqual(readdirSync(join(root, STUDIO_ASSETS)), []);
  });

  it('does nothing without a dist/ (a fresh clone)', () => {
    const root = tempRoot();
    clearDist(root);
    assert.equal(existsSync(join(root, 'dist')), false);
  });
});

describe('replaceFile', () => {
  it('writes the new bytes in one rename, leaving nothing beside them', () => {
    const root = tempRoot();
    const file = join(root, 'dist/content/links.json');
    replaceFile(file, '{"a":1}');
    replaceFile(file, '{"a":2}');
    assert.equal(readFileSync(file, 'utf8'), '{"a":2}');
    assert.deepEqual(readdirSync(dirname(file)), ['links.json']);
  });
});

describe('the build lock', () => {
  it('makes a second build wait until the first releases it', async () => {
    const root = tempRoot();
    const release = await acquireBuildLock(root);
    assert.equal(lockHolder(root), process.pid);
    let released = false;
    /** @type {number[]} */
    const waitedFor = [];
    const second = acquireBuildLock(root, { onWait: (pid) => waitedFor.push(pid) }).then((releaseSecond) => {
      assert.equal(released, true, 'the second build got the lock while the first held it');
      releaseSecond();
    });
    const waiting = waitForBuilds(root);
    // The second is waiting once it has said so; only then is the first released.
    while (waitedFor.length === 0) await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(waitedFor, [process.pid]);
    released = true;
    release();
    await second;
    await waiting;
    assert.equal(lockHolder(root), undefined);
    assert.equal(existsSync(join(root, BUILD_LOCK)), false);
  });

  it('takes over a lock whose build is gone (killed mid-build)', async () => {
    const root = tempRoot();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    put(join(root, BUILD_LOCK, 'pid'), gone.stdout);
    assert.equal(lockHolder(root), undefined);
    const release = await acquireBuildLock(root, { onWait: () => assert.fail('waited for a build that is gone') });
    assert.equal(lockHolder(root), process.pid);
    release();
  });

  it('is released when the building process exits, whatever it did', async () => {
    const root = tempRoot();
    const lockModule = new URL('./build-lock.mjs', import.meta.url).href;
    const child = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      `const { acquireBuildLock } = await import(${JSON.stringify(lockModule)}); await acquireBuildLock(${JSON.stringify(root)}); process.exit(3);`,
    ]);
    const code = await new Promise((resolve) => child.on('exit', resolve));
    assert.equal(code, 3);
    assert.equal(existsSync(join(root, BUILD_LOCK)), false);
  });
});

describe("the studio's [build] step", () => {
  it('is scripts/wrangler-build.mjs --studio, in worker/admin/wrangler.toml', () => {
    const config = unstable_readConfig({ config: join(ROOT, 'worker/admin/wrangler.toml') });
    assert.equal(config.build.command, 'node scripts/wrangler-build.mjs --studio');
  });

  it('is done at once when the inputs are there, without building (needs `npm run build` first)', () => {
    assert.ok(
      STUDIO_INPUTS.every((f) => existsSync(join(ROOT, f))),
      'run `npm run build` first',
    );
    const manifest = readFileSync(join(ROOT, 'dist/build-manifest.json'), 'utf8');
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/wrangler-build.mjs'), '--studio'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, [NESTED_BUILD]: '', [DEV_BUILDER]: '' },
    });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /the studio's inputs are made/);
    assert.equal(readFileSync(join(ROOT, 'dist/build-manifest.json'), 'utf8'), manifest, 'it built');
  });
});
