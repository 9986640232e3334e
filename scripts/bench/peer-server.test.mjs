// node --test: what `npm run bench -- --peer=…` accepts: a URL as it is, or a built peer's folder
// (its worker's config at server/wrangler.json), and a clear error for anything else.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { peerTarget } from './peer-server.mjs';

describe('--peer', () => {
  const root = mkdtempSync(join(tmpdir(), 'bench-peer-'));
  mkdirSync(join(root, 'built/server'), { recursive: true });
  writeFileSync(join(root, 'built/server/wrangler.json'), '{}');
  mkdirSync(join(root, 'unbuilt'));
  after(() => rmSync(root, { recursive: true, force: true }));

  it('takes a URL as it is', () => {
    assert.deepEqual(peerTarget('http://127.0.0.1:8790/'), { url: 'http://127.0.0.1:8790/' });
  });

  it("takes a built peer's folder, relative to where the bench runs, as its worker's config", () => {
    assert.deepEqual(peerTarget('built', root), { config: join(root, 'built/server/wrangler.json') });
  });

  it('refuses a folder without a built worker, or nothing at all, saying what it takes', () => {
    for (const value of ['unbuilt', 'missing', '127.0.0.1:8790']) {
      const t = peerTarget(value, root);
      assert.ok('error' in t);
      assert.match(t.error, /needs the peer's URL .* or a built peer's folder with server\/wrangler\.json/);
    }
  });
});
