// node --test: a fresh local state for a test server (dev-server.mjs's prepareLocalState with
// `fresh`), its D1 database copied from the migrated template (`npm run build` first: KV is seeded
// with the build's documents).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DatabaseSync } from 'node:sqlite';
import { ROOT, d1Template, localD1File, prepareLocalState } from './dev-server.mjs';

/** The tables of the one D1 database under a state folder. */
function tables(/** @type {string} */ state) {
  const db = new DatabaseSync(localD1File(state), { readOnly: true });
  try {
    return /** @type {{ name: string }[]} */ (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).map((r) => r.name);
  } finally {
    db.close();
  }
}

describe('a fresh local state', () => {
  it('is made once per set of migrations, and copied with every migration applied and nothing of an earlier run', () => {
    if (!existsSync(join(ROOT, 'dist/builds/latest.json'))) throw new Error('dist/ is missing: run `npm run build` first');
    const template = d1Template();
    const made = statSync(template).mtimeMs;
    assert.equal(d1Template(), template);
    assert.equal(statSync(template).mtimeMs, made, 'the template was made again');

    mkdirSync(join(ROOT, '.wrangler'), { recursive: true });
    const state = mkdtempSync(join(ROOT, '.wrangler/fresh-test-'));
    try {
      writeFileSync(join(state, 'left-over'), 'from an earlier run');
      prepareLocalState(state, { fresh: true });
      assert.ok(!existsSync(join(state, 'left-over')));
      assert.ok(
        ['leads', 'applications', 'd1_migrations'].every((t) => tables(state).includes(t)),
        tables(state).join(', '),
      );
      // The build's deployment documents are in the BUILDS namespace's local storage.
      assert.ok(existsSync(join(state, 'v3/kv')), 'KV not seeded');
    } finally {
      rmSync(state, { recursive: true, force: true });
    }
  });
});
