// node --test: the local studio server (studio-server.mjs) on a temporary copy of the content (never
// the working tree): Decap's proxy protocol over HTTP, each save the build would refuse refused with
// the build's message and nothing written, a stale save refused, a good save writing exactly the one
// line it changes. Needs `npm run build` first (dist/content/links.json). The handler itself is
// tested in workerd too: tests/admin-backend.test.ts.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parse, stringify } from 'yaml';
import { loadModules } from '../content/copy.mjs';
import { ROOT } from './dev-server.mjs';
import { startStudioServer } from './studio-server.mjs';

/** @type {string} */
let root;
/** @type {Awaited<ReturnType<typeof startStudioServer>>} */
let server;

before(async () => {
  if (!existsSync(join(ROOT, 'dist/content/links.json'))) throw new Error('dist/ is missing: run `npm run build` first');
  root = mkdtempSync(join(tmpdir(), 'studio-server-'));
  for (const dir of ['content', 'assets']) cpSync(join(ROOT, dir), join(root, dir), { recursive: true });
  mkdirSync(join(root, 'dist/content'), { recursive: true });
  cpSync(join(ROOT, 'dist/content/links.json'), join(root, 'dist/content/links.json'));
  server = await startStudioServer({ root, code: ROOT });
});
after(async () => {
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Every file under the copy's content/ and assets/, by path, with its bytes. */
function snapshot() {
  /** @type {Map<string, string>} */
  const files = new Map();
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(relative(root, full), readFileSync(full, 'latin1'));
    }
  };
  walk(join(root, 'content'));
  walk(join(root, 'assets'));
  return files;
}

/** The paths whose bytes differ between two snapshots. @param {Map<string, string>} a @param {Map<string, string>} b */
const changedFiles = (a, b) => [...new Set([...a.keys(), ...b.keys()])].filter((p) => a.get(p) !== b.get(p)).sort();

/** One browser of the editor: its cookie kept between requests. */
function editor() {
  let cookie = '';
  /** @param {string} action @param {Record<string, unknown>} [params] */
  const call = async (action, params = {}) => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
    });
    const set = response.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0] ?? '';
    return { status: response.status, body: /** @type {{ data?: string, error?: string, message?: string }} */ (await response.json()) };
  };
  return {
    call,
    /** @param {string} path */
    open: async (path) => {
      const answer = await call('getEntry', { path });
      assert.equal(answer.status, 200);
      return answer.body.data ?? '';
    },
    /** @param {string} path @param {string} raw */
    save: (path, raw) =>
      call('persistEntry', {
        dataFiles: [{ slug: 'entry', path, raw }],
        assets: [],
        options: { commitMessage: `Update ${path}`, useWorkflow: false, status: '' },
      }),
  };
}

/**
 * The file as Decap writes it: the front matter serialized by another YAML writer.
 * @param {string} file @param {(data: Record<string, unknown>) => void} change @param {(body: string) => string} [body]
 */
function asDecapWrites(file, change, body = (b) => b) {
  const m = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(file);
  if (!m) throw new Error('no front matter');
  const data = parse(m[1] ?? '');
  change(data);
  return `---\n${stringify(data)}---\n${body(m[2] ?? '')}`;
}

const POST = 'content/news/how-we-estimate.en.md';
const WORK = 'content/work/fahrwerk-mobility.de.md';

describe('the local studio server refuses what the build would refuse, with its message, and writes nothing', () => {
  /** @param {string} path @param {(file: string) => string} raw @param {string} message */
  const refused = async (path, raw, message) => {
    const e = editor();
    const file = await e.open(path);
    const before = snapshot();
    const answer = await e.save(path, raw(file));
    assert.equal(answer.status, 422, answer.body.error);
    assert.ok(answer.body.error?.includes(message), `${answer.body.error}\nlacks\n${message}`);
    assert.deepEqual(changedFiles(before, snapshot()), []);
  };

  it('a date without an offset', () =>
    refused(
      POST,
      (f) => asDecapWrites(f, (d) => (d['published'] = '2026-02-24T09:00')),
      `${POST}:5: published: must be a date-time with its offset, like 2026-03-18T09:00:00+01:00`,
    ));

  it('a picture without alt text', () =>
    refused(
      POST,
      (f) =>
        asDecapWrites(
          f,
          () => undefined,
          (b) => `${b}\n![](/images/leipzig-office.svg)\n`,
        ),
      'image /images/leipzig-office.svg has no alt text: write ![what it shows](/images/leipzig-office.svg)',
    ));

  it('a link to a page that does not exist', () =>
    refused(
      POST,
      (f) =>
        asDecapWrites(
          f,
          () => undefined,
          (b) => `${b}\nRead [the archive](page:archive).\n`,
        ),
      'link to page:archive: no page has the id "archive" (client/routes.ts names the pages)',
    ));

  it('a page-copy key missing in one language', () =>
    refused(
      'content/pages/contact.de.yaml',
      (f) => f.replace(/^ {2}description: .*\n/m, ''),
      'content/pages/contact.de.yaml:1: meta.description is missing; content/pages/contact.en.yaml:3 has it',
    ));

  it('an empty required field', () =>
    refused(POST, (f) => asDecapWrites(f, (d) => (d['description'] = '  ')), `${POST}:4: description: must not be empty`));

  it('an unknown tag or author', async () => {
    await refused(
      POST,
      (f) => asDecapWrites(f, (d) => (d['tags'] = ['knitting'])),
      `${POST}:7: tags.0: must be a tag id from content/tags.yaml`,
    );
    await refused(
      POST,
      (f) => asDecapWrites(f, (d) => (d['author'] = 'someone-else')),
      `${POST}:6: author: must be an author id from content/authors.yaml`,
    );
  });
});

describe('the local studio server saves', () => {
  it('a one-field change as exactly that line of exactly that file', async () => {
    const e = editor();
    const file = await e.open(WORK);
    const before = snapshot();
    const answer = await e.save(
      WORK,
      asDecapWrites(file, (d) => (d['duration'] = '6 Monate')),
    );
    assert.deepEqual(answer, { status: 200, body: { message: 'entry persisted' } });
    assert.deepEqual(changedFiles(before, snapshot()), [WORK]);
    const old = file.split('\n');
    const now = readFileSync(join(root, WORK), 'utf8').split('\n');
    assert.equal(now.length, old.length);
    const changed = now.flatMap((line, i) => (line === old[i] ? [] : [[old[i] ?? '', line]]));
    assert.equal(changed.length, 1, JSON.stringify(changed));
    assert.match(changed[0]?.[0] ?? '', /^duration: /);
    assert.equal(changed[0]?.[1], 'duration: "6 Monate"');
  });

  it('refuses a save of a file someone else saved since this editor opened it', async () => {
    const first = editor();
    const second = editor();
    const mine = await first.open(POST);
    const theirs = await second.open(POST);
    assert.equal(
      (
        await second.save(
          POST,
          asDecapWrites(theirs, (d) => (d['title'] = 'Their title')),
        )
      ).status,
      200,
    );
    const before = snapshot();
    const answer = await first.save(
      POST,
      asDecapWrites(mine, (d) => (d['title'] = 'My title')),
    );
    assert.equal(answer.status, 409);
    assert.equal(
      answer.body.error,
      `${POST} was saved by someone else since you opened it: reload the page to see their version, then make your change again`,
    );
    assert.deepEqual(changedFiles(before, snapshot()), []);
    assert.match(readFileSync(join(root, POST), 'utf8'), /^title: "Their title"$/m);
  });

  it('keeps the versions of a client whose requests arrive without cookies', async () => {
    const post = async (/** @type {unknown} */ body) => {
      const r = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: r.status, body: /** @type {{ data?: string, error?: string }} */ (await r.json()) };
    };
    const opened = await post({ action: 'getEntry', params: { branch: 'main', path: WORK } });
    const saved = await post({
      action: 'persistEntry',
      params: {
        branch: 'main',
        dataFiles: [{ slug: 'x', path: WORK, raw: asDecapWrites(opened.body.data ?? '', (d) => (d['team'] = 'Zwei Leute')) }],
        assets: [],
        options: { commitMessage: 'x' },
      },
    });
    assert.equal(saved.status, 200, saved.body.error);
    assert.match(readFileSync(join(root, WORK), 'utf8'), /^team: "Zwei Leute"$/m);
  });

  it('answers only requests addressed to its own host and path', async () => {
    // A page of another site whose name resolves to 127.0.0.1 sends its own name as Host (fetch cannot set it).
    const url = new URL(server.url);
    const status = await new Promise((ok, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'evil.example' },
        },
        (res) => {
          res.resume();
          ok(res.statusCode);
        },
      );
      req.on('error', fail);
      req.end('{"action":"info"}');
    });
    assert.equal(status, 403);
    const elsewhere = await fetch(server.url.replace('/api/v1', '/other'), { method: 'POST', body: '{}' });
    assert.equal(elsewhere.status, 404);
  });
});

describe("the backend's list of copy schemas", () => {
  it('names every schema the copy build reads, and nothing else', async () => {
    const [site] = await loadModules(ROOT, ['worker/admin/backend/site.ts']);
    const files = ['pages', 'site'].flatMap((dir) =>
      readdirSync(join(ROOT, 'client', dir))
        .filter((f) => f.endsWith('.schema.ts') && f !== 'copy-schema.ts')
        .map((f) => (f === 'facts.schema.ts' ? 'facts' : `${dir}/${f.replace(/\.schema\.ts$/, '')}`)),
    );
    assert.deepEqual(Object.keys(site?.COPY_SCHEMAS ?? {}).sort(), files.sort());
  });
});
