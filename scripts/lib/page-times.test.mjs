// node --test: the sitemap's per-page times come from the commits that touched each page's content.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { lastChanged, pageSources, pageTimes } from './page-times.mjs';

const T_HOME = 1_750_000_000;
const T_COMPANY = 1_760_000_000;
const T_LAYOUT = 1_770_000_000;
let repo = '';

/**
 * Commits `files` (path → text) at `seconds`, as author and committer.
 * @param {number} seconds
 * @param {Record<string, string>} files
 */
function commitAt(seconds, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  const date = `@${seconds} +0000`;
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@example.org',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@example.org',
  };
  execFileSync('git', ['add', '-A'], { cwd: repo, env });
  execFileSync('git', ['commit', '-q', '-m', String(seconds)], { cwd: repo, env });
}

before(() => {
  repo = mkdtempSync(join(tmpdir(), 'page-times-'));
  execFileSync('git', ['init', '-q'], { cwd: repo });
  commitAt(T_HOME, {
    'client/site/pages/home.ts': '1',
    'client/pages/home.tsx': '1',
    'client/site/pages/company.ts': '1',
    'client/pages/company.tsx': '1',
  });
  commitAt(T_COMPANY, { 'client/site/pages/company.ts': '2' });
  // A change outside any page's own files (the layout) moves no page's time.
  commitAt(T_LAYOUT, { 'client/app/layout.tsx': '3' });
});
after(() => rmSync(repo, { recursive: true, force: true }));

describe('page times', () => {
  it("are the time of the last commit that touched the page's copy or component", () => {
    const routes = [
      { id: 'home', path: '/' },
      { id: 'company', path: '/company' },
    ];
    assert.deepEqual(pageTimes(repo, routes, T_LAYOUT * 1000), { '/': T_HOME * 1000, '/company': T_COMPANY * 1000 });
  });

  it('fall back to the build time for a page git knows nothing of, and never pass it', () => {
    assert.deepEqual(pageTimes(repo, [{ id: 'careers', path: '/careers' }], T_LAYOUT * 1000), { '/careers': T_LAYOUT * 1000 });
    assert.deepEqual(pageTimes(repo, [{ id: 'company', path: '/company' }], T_HOME * 1000), { '/company': T_HOME * 1000 });
  });

  it('are unknown outside a git checkout', () => {
    const plain = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      assert.equal(lastChanged(plain, pageSources('home')), undefined);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
