// node --test: `npm run dev`'s loop (decision 0193) serves what is saved. It runs the real
// machinery, scripts/start.mjs --watch (the dev build, wrangler dev, workerd), on a free port on
// 127.0.0.1, in a copy of the project in a temporary folder: `npm test` runs the script tests beside
// others that read this checkout's dist/, and the edits must not touch its files. The site it serves
// is production's: no draft, no post before its time. Every wait is for
// a condition, bounded; the times are the benchmark's (`npm run bench -- --only=dev`), not checked here.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { WATCHED_DIRS, liveReloadScript } from './dev-build.mjs';
import { listenForReloads, liveReloadEndpoint, startDevSession, waitForText } from './dev-session.mjs';
import { ROOT, processesInGroup } from './dev-server.mjs';
import { copyProject } from './project-copy.mjs';

const run = Math.random().toString(36).slice(2, 8);

/**
 * A request that a reload of the worker may drop (wrangler's proxy holds most, not all): asked
 * again, at most five times.
 * @param {string} url
 */
async function get(url) {
  for (let i = 0; ; i++) {
    try {
      // Bounded: a request wrangler holds for a build that never comes fails the test, not the suite's clock.
      return await fetch(url, { signal: AbortSignal.timeout(60_000) });
    } catch (error) {
      if (i >= 4) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Polls `check` until it holds, for at most `ms` (a bound far past what a quiet machine needs: it
 * ends only a wait for what never comes, so a busy machine is slower, not failed). Whether it held.
 * @param {number} ms
 * @param {() => boolean} check
 */
async function heldWithin(ms, check) {
  const deadline = performance.now() + ms;
  while (!check()) {
    if (performance.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/**
 * Two posts production does not show today: a draft dated in the past (only its mark keeps it out)
 * and a post scheduled far ahead. Written into the copy before the session starts.
 */
const UNPUBLISHED = Object.fromEntries(
  [
    ['dev-loop-draft', '2026-01-05T09:00:00+01:00', 'draft: true\n'],
    ['dev-loop-scheduled', '2099-01-05T09:00:00+01:00', ''],
  ].map(([key = '', published = '', extra = '']) => {
    const title = `Unpublished ${key} ${run}`;
    const file = `---\ntitle: ${title}\nslug: ${key}\ndescription: Not for visitors yet.\npublished: ${published}\nauthor: marta-huebner\ntags: [engineering]\n${extra}---\n\nNot yet.\n`;
    return [key, { title, file }];
  }),
);

describe('npm run dev', { timeout: 300_000 }, () => {
  /** @type {string} */
  let copy;
  /** @type {import('./dev-session.mjs').DevSession | undefined} */
  let session;
  /** @type {string} */
  let url;
  const home = () => join(copy, 'content/pages/home.en.yaml');
  /** The hero's lead with a sentence in front of it. @param {string} original @param {string} sentence */
  const withSentence = (original, sentence) => original.replace('  lead: ', `  lead: ${sentence} `);
  /** @type {string} */
  let homeOriginal;

  before(async () => {
    copy = copyProject('dev-loop-');
    homeOriginal = readFileSync(home(), 'utf8');
    for (const [key, post] of Object.entries(UNPUBLISHED)) writeFileSync(join(copy, `content/news/${key}.en.md`), post.file);
    // The copy is no git checkout: the build's time comes from here instead of the last commit.
    session = await startDevSession({ root: copy, env: { SOURCE_DATE_EPOCH: '1767225600' } });
    url = session.url;
  });

  after(async () => {
    await session?.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it("watches what wrangler.toml's [build] watch_dir names", () => {
    const toml = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8');
    const dirs = /^watch_dir = \[(.*)\]$/m
      .exec(toml)?.[1]
      ?.split(',')
      .map((d) => d.trim().replace(/^"|"$/g, ''));
    assert.deepEqual(dirs, [...WATCHED_DIRS]);
  });

  it('shows what production shows: no draft and no post before its time in the list, the sitemap or a feed', async () => {
    for (const path of ['/news', '/sitemap.xml', '/news/rss.xml', '/news/atom.xml', '/news/feed.json']) {
      const res = await get(`${url}${path}`);
      assert.equal(res.status, 200, path);
      const text = await res.text();
      // The list and the feeds carry the posts that are out: the check would see these two.
      assert.ok(text.includes('/news/'), `${path} lists posts`);
      for (const [key, post] of Object.entries(UNPUBLISHED)) {
        assert.ok(!text.includes(post.title), `${path} shows "${post.title}"`);
        assert.ok(!text.includes(`/news/${key}`), `${path} links /news/${key}`);
      }
    }
    for (const key of Object.keys(UNPUBLISHED)) assert.equal((await get(`${url}/news/${key}`)).status, 404, `/news/${key}`);
  });

  it('serves a saved copy change, and tells open pages to reload once it does', async () => {
    const html = await (await get(`${url}/`)).text();
    const endpoint = liveReloadEndpoint(html);
    assert.ok(endpoint, 'the page carries wrangler’s live-reload script');
    const listener = await listenForReloads(url, endpoint);
    try {
      const sentence = `Saved copy ${run}.`;
      const since = performance.now();
      writeFileSync(home(), withSentence(homeOriginal, sentence));
      assert.notEqual(await waitForText(`${url}/`, sentence, { since }), undefined, `GET / never had "${sentence}"\n${session?.output()}`);
      assert.notEqual(await waitForText(`${url}/_payload.json`, sentence), undefined, 'the page’s payload has it too');
      // The signal comes when the new worker takes requests: by now, or within the bound.
      assert.ok(await heldWithin(60_000, () => listener.reloads.some((t) => t >= since)), 'a reload signal after the edit');
    } finally {
      listener.close();
    }
  });

  it('lets the live-reload script run: its hash is in the CSP, as the installed wrangler writes it', async () => {
    const res = await get(`${url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const html = await res.text();
    // wrangler's proxy appends it after the document.
    const injected = /<script defer type="application\/javascript">([\s\S]*?)<\/script>\s*$/.exec(html)?.[1];
    assert.ok(injected, 'the live-reload script is at the end of the page');
    assert.equal(injected, liveReloadScript(copy), 'the dev build reads the script wrangler injects');
    const hash = `'sha256-${createHash('sha256').update(injected).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    assert.ok(scriptSrc.split(' ').includes(hash), `script-src allows ${hash}: ${scriptSrc}`);
  });

  it('serves a saved component change: its class in the page and the stylesheet, every chunk the manifest names', async () => {
    const file = join(copy, 'client/components/section.tsx');
    const source = readFileSync(file, 'utf8');
    // Ends in 7: the minified rule keeps every digit.
    const spacing = `0.0${Math.floor(10 + Math.random() * 90)}7em`;
    const cls = `tracking-[${spacing}]`;
    const container = "export const CONTAINER = 'mx-auto";
    assert.ok(source.includes(container), 'client/components/section.tsx still has CONTAINER');
    const since = performance.now();
    writeFileSync(file, source.replace(container, `${container} ${cls}`));
    assert.notEqual(await waitForText(`${url}/`, cls, { since }), undefined, `GET / never had the class ${cls}\n${session?.output()}`);
    const html = await (await get(`${url}/`)).text();
    assert.ok(
      html.includes(`letter-spacing:${spacing.replace(/^0/, '')}`),
      `the inline stylesheet has the new rule (letter-spacing:${spacing})`,
    );
    /** @type {unknown} */
    const manifest = JSON.parse(readFileSync(join(copy, 'dist/build-manifest.json'), 'utf8'));
    /** @type {string[]} */
    const urls = [];
    const collect = (/** @type {unknown} */ v) => {
      if (typeof v === 'string' && v.startsWith('/_app/')) urls.push(v);
      else if (v && typeof v === 'object') for (const x of Object.values(v)) collect(x);
    };
    collect(manifest);
    assert.ok(
      urls.some((u) => u.endsWith('.js')),
      'the manifest names chunks',
    );
    for (const u of new Set(urls)) assert.equal((await get(`${url}${u}`)).status, 200, `${u} is served`);
    // The quick rebuild makes the chunks `npm run build` makes: the first load in one beside the entry (decision 0182).
    const { entryPreload } = /** @type {{ assets: { entryPreload: string[] } }} */ (manifest).assets;
    assert.equal(entryPreload.length, 1, `the entry imports one chunk, not ${entryPreload.join(', ')}`);
    const chunks = await Promise.all(urls.filter((u) => u.endsWith('.js')).map(async (u) => (await get(`${url}${u}`)).text()));
    assert.ok(
      chunks.some((c) => c.includes(cls)),
      'the client bundle has the change',
    );
  });

  it('reports a saved file that does not build, answers a request made meanwhile once the fix is saved, and serves the fix', async () => {
    const good = `Last good ${run}.`;
    writeFileSync(home(), withSentence(homeOriginal, good));
    assert.notEqual(await waitForText(`${url}/`, good), undefined, `GET / never had "${good}"`);
    const since = performance.now();
    writeFileSync(home(), `${homeOriginal}\nexport const broken = ;\n`);
    const failed = (/** @type {number} */ at) =>
      session?.linesSince(at).some((l) => /build failed|Custom build failed|ERROR/.test(l.line)) ?? false;
    assert.ok(await heldWithin(60_000, () => failed(since)), `the failed build is reported\n${session?.output()}`);
    // wrangler's proxy holds requests from the start of a rebuild until one succeeds (a failed
    // custom build does not release them): a page asked for now waits for the fix, and is answered.
    const meanwhile = get(`${url}/`);
    const fixed = `Fixed ${run}.`;
    writeFileSync(home(), withSentence(homeOriginal, fixed));
    assert.notEqual(await waitForText(`${url}/`, fixed), undefined, `GET / never had "${fixed}" after the fix\n${session?.output()}`);
    const answer = await meanwhile;
    assert.equal(answer.status, 200);
    const text = await answer.text();
    assert.ok(text.includes(good) || text.includes(fixed), 'the page asked for meanwhile is the last good one or the fixed one');
  });

  // Last: it ends the session.
  it("answers /admin once started, and ends, saying why, when the studio's wrangler dev ends", async () => {
    assert.equal((await get(`${url}/admin`)).status, 200, 'startDevSession waits for the studio as well as the site');
    const wranglers = wranglerDevs(session?.pid ?? 0);
    const studio = wranglers.find((w) => w.argv.some((a) => a.includes('studio-dev/')));
    const site = wranglers.find((w) => w.argv.includes('wrangler.toml'));
    assert.ok(studio && site, `the site's and the studio's wrangler dev run in the session's process group\n${session?.output()}`);
    // Two runtimes starting at once on one state folder: one failed with SQLITE_BUSY on its cache's file.
    const persistTo = (/** @type {string[]} */ argv) => argv[argv.indexOf('--persist-to') + 1];
    assert.notEqual(persistTo(studio.argv), persistTo(site.argv), 'each wrangler dev keeps its state in a folder of its own');
    process.kill(studio.pid, 'SIGTERM');
    const ended = await Promise.race([
      session?.exited,
      new Promise((r) => setTimeout(() => r('still running after 60 s'), 60_000).unref()),
    ]);
    assert.equal(ended, 1, 'npm run dev exits with 1');
    assert.match(session?.output() ?? '', /the studio's wrangler dev \(\/admin\) ended .*stopping the site too/);
  });
});

/**
 * The processes of the group `pgid` that run `wrangler dev`, with their arguments.
 * @param {number} pgid
 */
function wranglerDevs(pgid) {
  return processesInGroup(pgid).flatMap(({ pid }) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return argv.some((a) => a.endsWith('wrangler')) && argv.includes('dev') ? [{ pid, argv }] : [];
    } catch {
      return []; // it ended while we looked
    }
  });
}
