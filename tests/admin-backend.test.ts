// The studio's backend (worker/admin/backend/) in workerd: Decap's proxy protocol against a store of
// real content files, the check of a save with the content build's messages, conflicts, byte-stable
// saves, bad input, and the GitHub store against a mock of GitHub's REST API (it is outside
// Cloudflare). The local studio server runs the same handler: scripts/lib/studio-server.test.mjs.
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  ConflictError,
  MAX_BODY_BYTES,
  blobId,
  createGitHubStore,
  handleStudioApi,
  studioSite,
  type FileChange,
  type FileStore,
  type StoredFile,
} from '../worker/admin/backend/index';
import { entryBranch } from '../worker/admin/backend/github';
import { applyYaml } from '../worker/admin/backend/merge';
import authors from '../content/authors.yaml?raw';
import clients from '../content/clients.yaml?raw';
import facts from '../content/facts.yaml?raw';
import tags from '../content/tags.yaml?raw';
import contactDe from '../content/pages/contact.de.yaml?raw';
import contactEn from '../content/pages/contact.en.yaml?raw';
import homeDe from '../content/pages/home.de.yaml?raw';
import homeEn from '../content/pages/home.en.yaml?raw';
import postEn from '../content/news/how-we-estimate.en.md?raw';
import workDe from '../content/work/fahrwerk-mobility.de.md?raw';
import picture from '../assets/images/work/fahrwerk-migration.svg?raw';
import pictureDe from '../assets/images/work/fahrwerk-migration-de.svg?raw';
import feedPicture from '../assets/images/newsloom-feed.svg?raw';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const POST = 'content/news/how-we-estimate.en.md';
const WORK = 'content/work/fahrwerk-mobility.de.md';
const CONTACT_DE = 'content/pages/contact.de.yaml';
const HOME_DE = 'content/pages/home.de.yaml';
const SEED: Record<string, string> = {
  'content/authors.yaml': authors,
  'content/clients.yaml': clients,
  'content/facts.yaml': facts,
  'content/tags.yaml': tags,
  'content/pages/contact.en.yaml': contactEn,
  [CONTACT_DE]: contactDe,
  'content/pages/home.en.yaml': homeEn,
  [HOME_DE]: homeDe,
  [POST]: postEn,
  [WORK]: workDe,
  'assets/images/work/fahrwerk-migration.svg': picture,
  'assets/images/work/fahrwerk-migration-de.svg': pictureDe,
  'assets/images/newsloom-feed.svg': feedPicture,
};

/** A FileStore in memory, as the working tree's or GitHub's behaves: versions are blob ids, a stale write is refused. */
async function memoryStore(seed: Record<string, string> = SEED) {
  const files = new Map<string, StoredFile>();
  for (const [path, text] of Object.entries(seed)) {
    const bytes = encoder.encode(text);
    files.set(path, { path, bytes, version: await blobId(bytes) });
  }
  const writes: FileChange[][] = [];
  const write = async (changes: FileChange[]) => {
    for (const c of changes) if ((files.get(c.path)?.version ?? null) !== c.expected) throw new ConflictError(c.path);
    writes.push(changes);
    const versions: Record<string, string | null> = {};
    for (const c of changes) {
      if (c.bytes === null) files.delete(c.path);
      else files.set(c.path, { path: c.path, bytes: c.bytes, version: await blobId(c.bytes) });
      versions[c.path] = c.bytes === null ? null : (files.get(c.path)?.version ?? null);
    }
    return { versions };
  };
  const store: FileStore = {
    read: async (path) => files.get(path),
    list: async (folder, extension) => [...files.keys()].filter((p) => p.startsWith(`${folder}/`) && p.endsWith(extension)).sort(),
    write,
    delete: (list) => write(list.map((f) => ({ path: f.path, bytes: null, expected: f.expected }))),
  };
  const text = (path: string) => {
    const f = files.get(path);
    return f && decoder.decode(f.bytes);
  };
  /** Someone else's save: the file changes behind the editor's back. */
  const change = async (path: string, to: string) => {
    const bytes = encoder.encode(to);
    files.set(path, { path, bytes, version: await blobId(bytes) });
  };
  return { store, writes, text, change };
}

type Store = Awaited<ReturnType<typeof memoryStore>>;

/** One browser of the editor: its cookie kept between requests, as the browser keeps it. */
function editor(mem: Store) {
  let cookie = '';
  const call = async (action: string, params: Record<string, unknown> = {}, init: RequestInit = {}) => {
    const headers = new Headers({ 'content-type': 'application/json', ...(cookie ? { cookie } : {}) });
    const response = await handleStudioApi(
      new Request('https://www.larchfield.dev/admin/api/v1', {
        method: 'POST',
        headers,
        body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
        ...init,
      }),
      mem.store,
      studioSite(),
    );
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: string } };
  };
  return {
    call,
    open: async (path: string) => {
      const answer = await call('getEntry', { path });
      expect(answer.status).toBe(200);
      return (answer.body as { data: string }).data;
    },
    save: (path: string, raw: string) =>
      call('persistEntry', {
        dataFiles: [{ slug: 'entry', path, raw }],
        assets: [],
        options: { commitMessage: `Update ${path}`, useWorkflow: false, status: '' },
      }),
    get cookie() {
      return cookie;
    },
  };
}

/**
 * The file as Decap writes it: its front matter serialized by another YAML writer than the one that
 * wrote the file (long lines folded at 80 characters, quotes its own), its keys in the order of the
 * collection's fields (here: reversed), and the body after one line break.
 */
function asDecapWrites(file: string, change: (data: Record<string, unknown>) => void, body?: (b: string) => string): string {
  const m = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(file);
  if (!m) throw new Error('no front matter');
  const data = parse(m[1] ?? '') as Record<string, unknown>;
  change(data);
  const reordered = Object.fromEntries(Object.entries(data).reverse());
  const text = (m[2] ?? '').replace(/^\n+/, '');
  return `---\n${stringify(reordered)}---\n${body ? body(text) : text}`;
}

describe('the studio API: a save the build would refuse is refused with its message, and nothing is written', () => {
  const refused = async (path: string, raw: (file: string) => string, message: string) => {
    const mem = await memoryStore();
    const e = editor(mem);
    const file = await e.open(path);
    const answer = await e.save(path, raw(file));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toContain(message);
    expect(mem.writes).toEqual([]);
    expect(mem.text(path)).toBe(SEED[path]);
    return answer.body.error ?? '';
  };

  it('a date without an offset', async () => {
    const error = await refused(
      POST,
      (f) => asDecapWrites(f, (d) => (d['published'] = '2026-02-24T09:00:00')),
      `${POST}:5: published: must be a date-time with its offset, like 2026-03-18T09:00:00+01:00`,
    );
    expect(error.split('\n')).toHaveLength(1);
  });

  it('a picture without alt text', async () => {
    await refused(
      POST,
      (f) =>
        asDecapWrites(
          f,
          () => undefined,
          (b) => `${b}\n![](/images/work/fahrwerk-migration.svg)\n`,
        ),
      'image /images/work/fahrwerk-migration.svg has no alt text: write ![what it shows](/images/work/fahrwerk-migration.svg)',
    );
  });

  it('a picture that does not exist', async () => {
    await refused(
      POST,
      (f) =>
        asDecapWrites(
          f,
          () => undefined,
          (b) => `${b}\n![A chart](/images/news/nothing.svg)\n`,
        ),
      'image /images/news/nothing.svg: no such file assets/images/news/nothing.svg',
    );
  });

  it('a link to a page that does not exist, by id or by path', async () => {
    const error = await refused(
      POST,
      (f) =>
        asDecapWrites(
          f,
          () => undefined,
          (b) => `${b}\nSee [this](page:nowhere) and [that](/work/no-such-study).\n`,
        ),
      'link to page:nowhere: no page has the id "nowhere" (client/routes.ts names the pages)',
    );
    expect(error).toContain('link to /work/no-such-study: no page or file has this path');
  });

  it('a page-copy key missing in one language', async () => {
    await refused(
      CONTACT_DE,
      (f) => f.replace(/^ {2}description: .*\n/m, ''),
      `${CONTACT_DE}:1: meta.description is missing; content/pages/contact.en.yaml:3 has it`,
    );
  });

  it('an empty required field', async () => {
    await refused(POST, (f) => asDecapWrites(f, (d) => (d['title'] = '')), `${POST}:2: title: must not be empty`);
  });

  it('an unknown tag or author', async () => {
    await refused(
      POST,
      (f) => asDecapWrites(f, (d) => (d['tags'] = ['gardening'])),
      `${POST}:7: tags.0: must be a tag id from content/tags.yaml:`,
    );
    await refused(
      POST,
      (f) => asDecapWrites(f, (d) => (d['author'] = 'nobody')),
      `${POST}:6: author: must be an author id from content/authors.yaml:`,
    );
  });

  it('a testimonial quoting a case study that does not exist', async () => {
    await refused(
      HOME_DE,
      (f) => f.replace('quote: work:fahrwerk-mobility', 'quote: work:no-such-study'),
      'testimonials.items.0.quote: work:no-such-study names no case study in this language (content/work/no-such-study.de.md)',
    );
  });

  it("a page's picture whose size is not its file's", async () => {
    await refused(
      HOME_DE,
      (f) => f.replace(/(src: \/images\/newsloom-feed\.svg\n\s+width: )\d+/, '$11'),
      ": give the picture's own size, so the page reserves its box",
    );
  });

  it('a client content/clients.yaml does not list', async () => {
    await refused(
      WORK,
      (f) => asDecapWrites(f, (d) => (d['client'] = 'Nobody GmbH')),
      `${WORK}:5: client: must be a client from content/clients.yaml:`,
    );
  });
});

describe('the studio API: the media library', () => {
  it("lists the pictures' folder the editor names as its media folder (client/admin/config.ts), and nothing outside content/ and the pictures", async () => {
    const e = editor(await memoryStore());
    const media = await e.call('getMedia', { mediaFolder: 'assets/images' });
    expect(media.status).toBe(200);
    expect((media.body as unknown as { path: string }[]).map((m) => m.path)).toContain('assets/images/newsloom-feed.svg');
    expect((await e.call('getMedia', { mediaFolder: 'assets' })).status).toBe(403);
    expect((await e.call('getMedia', { mediaFolder: 'worker' })).status).toBe(403);
  });
});

describe('the studio API: saves', () => {
  it('a one-field change writes exactly that line, whatever YAML the editor sends', async () => {
    const mem = await memoryStore();
    const e = editor(mem);
    const file = await e.open(WORK);
    const answer = await e.save(
      WORK,
      asDecapWrites(file, (d) => (d['team'] = '4 Entwickler und 1 Designerin')),
    );
    expect(answer.body.error).toBeUndefined();
    expect(answer).toEqual({ status: 200, body: { message: 'entry persisted' } });
    const before = (SEED[WORK] ?? '').split('\n');
    const after = (mem.text(WORK) ?? '').split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, i) => (line === before[i] ? [] : [[before[i], line]]));
    expect(changed).toEqual([[expect.stringMatching(/^team: /), 'team: "4 Entwickler und 1 Designerin"']]);
    expect(mem.writes).toHaveLength(1);
    expect(mem.writes[0]?.map((c) => c.path)).toEqual([WORK]);
  });

  it("a page's copy: one line, its testimonials filled from the case studies as the build fills them", async () => {
    const mem = await memoryStore();
    const e = editor(mem);
    const file = await e.open(HOME_DE);
    const data = parse(file) as { hero: { heading: string } };
    data.hero.heading = 'Wir bauen Software.';
    const answer = await e.save(HOME_DE, stringify(data));
    expect(answer.body.error).toBeUndefined();
    expect(mem.text(HOME_DE)).toBe(homeDe.replace(/^ {2}heading: .*$/m, '  heading: Wir bauen Software.'));
  });

  it('an unchanged file saved again writes nothing', async () => {
    const mem = await memoryStore();
    const e = editor(mem);
    const file = await e.open(WORK);
    expect(
      (
        await e.save(
          WORK,
          asDecapWrites(file, () => undefined),
        )
      ).status,
    ).toBe(200);
    expect(mem.writes).toEqual([]);
  });

  it('a second save in the same session saves over the first (its own version is remembered)', async () => {
    const mem = await memoryStore();
    const e = editor(mem);
    const file = await e.open(POST);
    expect(
      (
        await e.save(
          POST,
          asDecapWrites(file, (d) => (d['title'] = 'First')),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await e.save(
          POST,
          asDecapWrites(file, (d) => (d['title'] = 'Second')),
        )
      ).status,
    ).toBe(200);
    expect(mem.text(POST)).toContain('title: "Second"');
  });

  it('keeps each value in its style and changes lists, maps and added keys without touching other lines', () => {
    const source = 'a: "quoted"\nb: plain\nc: [x, y]\nd:\n  - one\n  - two\ne:\n  f: 1\n  g: 2\n';
    expect(applyYaml(source, { a: 'new', b: 'plain', c: ['x', 'y'], d: ['one', 'two'], e: { f: 1, g: 2 } }, '')).toBe(
      'a: "new"\nb: plain\nc: [x, y]\nd:\n  - one\n  - two\ne:\n  f: 1\n  g: 2\n',
    );
    expect(applyYaml(source, { a: 'quoted', b: 'plain', c: ['x', 'y', 'z'], d: ['one', '2'], e: { f: 1 } }, '')).toBe(
      'a: "quoted"\nb: plain\nc: [x, y, z]\nd:\n  - one\n  - "2"\ne:\n  f: 1\n',
    );
    expect(applyYaml(source, { a: 'quoted', b: 'plain', c: ['x', 'y'], d: ['one', 'two'], e: { f: 1, g: 2 }, h: true }, '')).toBe(
      `${source}h: true\n`,
    );
  });
});

describe('the studio API: two people editing the same file', () => {
  it('refuses the save of a file someone else saved since this editor opened it, and writes nothing', async () => {
    const mem = await memoryStore();
    const first = editor(mem);
    const second = editor(mem);
    const mine = await first.open(POST);
    const theirs = await second.open(POST);
    expect(
      (
        await second.save(
          POST,
          asDecapWrites(theirs, (d) => (d['title'] = 'Theirs')),
        )
      ).status,
    ).toBe(200);
    const answer = await first.save(
      POST,
      asDecapWrites(mine, (d) => (d['title'] = 'Mine')),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(
      `${POST} was saved by someone else since you opened it: reload the page to see their version, then make your change again`,
    );
    expect(mem.text(POST)).toContain('title: "Theirs"');
    expect(mem.writes).toHaveLength(1);
    // Reloading reads their version, and the save then goes through.
    const reloaded = await first.open(POST);
    expect(
      (
        await first.save(
          POST,
          asDecapWrites(reloaded, (d) => (d['title'] = 'Mine')),
        )
      ).status,
    ).toBe(200);
  });

  it('refuses a hand edit made behind the editor, and a save of a file this editor never opened', async () => {
    const mem = await memoryStore();
    const e = editor(mem);
    const file = await e.open(POST);
    await mem.change(POST, `${SEED[POST]}\nA line added by hand.\n`);
    expect((await e.save(POST, file)).status).toBe(409);
    const stranger = editor(mem);
    const answer = await stranger.save(POST, file);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toContain('reload the page');
  });
});

describe('the studio API: bad input is a clear 4xx, never a 500', () => {
  const send = async (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }, method = 'POST') => {
    const mem = await memoryStore();
    const response = await handleStudioApi(
      new Request('https://www.larchfield.dev/admin/api/v1', { method, headers, ...(method === 'POST' ? { body } : {}) }),
      mem.store,
      studioSite(),
    );
    return { status: response.status, error: ((await response.json()) as { error?: string }).error ?? '', writes: mem.writes };
  };

  it('answers each with its status and a message', async () => {
    expect(await send('{}', { 'content-type': 'text/plain' })).toMatchObject({ status: 415, error: expect.stringContaining('JSON') });
    expect(await send('{"action":')).toMatchObject({ status: 400, error: 'The request is not JSON' });
    expect(await send('x'.repeat(MAX_BODY_BYTES + 1))).toMatchObject({ status: 413 });
    expect(await send('[]')).toMatchObject({ status: 422 });
    expect(await send(JSON.stringify({ action: 'rm -rf', params: {} }))).toMatchObject({ status: 422, error: 'Unknown action rm -rf' });
    expect(await send(JSON.stringify({ action: 'unpublishedEntries', params: { branch: 'main' } }))).toMatchObject({
      status: 422,
      error: expect.stringContaining('editorial workflow is not enabled'),
    });
    expect(await send(JSON.stringify({ action: 'getEntry', params: { path: '../wrangler.toml' } }))).toMatchObject({ status: 403 });
    expect(await send(JSON.stringify({ action: 'getEntry', params: { path: 'wrangler.toml' } }))).toMatchObject({ status: 403 });
    expect(await send(JSON.stringify({ action: 'getEntry', params: { path: 42 } }))).toMatchObject({ status: 422 });
    const outside = await send(
      JSON.stringify({
        action: 'persistEntry',
        params: { dataFiles: [{ path: 'worker/index.ts', raw: 'x' }], assets: [], options: { commitMessage: 'x' } },
      }),
    );
    expect(outside).toMatchObject({ status: 403, writes: [] });
    const twice = await send(
      JSON.stringify({
        action: 'persistEntry',
        params: {
          dataFiles: [
            { path: POST, raw: 'x' },
            { path: POST, raw: 'y' },
          ],
          assets: [],
          options: { commitMessage: 'x' },
        },
      }),
    );
    expect(twice).toMatchObject({ status: 422, error: '"dataFiles" names a file twice', writes: [] });
    const media = await send(
      JSON.stringify({ action: 'persistMedia', params: { asset: { path: 'assets/images/x.png', content: '%%%', encoding: 'base64' } } }),
    );
    expect(media).toMatchObject({ status: 400, writes: [] });
    expect(await send('', {}, 'GET')).toMatchObject({ status: 405 });
  });

  it('refuses an upload beyond the picture limits with the limit named', async () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="100"></svg>`;
    const answer = await send(
      JSON.stringify({
        action: 'persistMedia',
        params: { asset: { path: 'assets/images/wide.svg', content: btoa(big), encoding: 'base64' }, options: { commitMessage: 'x' } },
      }),
    );
    expect(answer).toMatchObject({ status: 422, error: expect.stringContaining('a picture is at most 2,400×2,400'), writes: [] });
    const gif = await send(
      JSON.stringify({
        action: 'persistMedia',
        params: { asset: { path: 'assets/images/a.gif', content: btoa('GIF89a'), encoding: 'base64' }, options: { commitMessage: 'x' } },
      }),
    );
    expect(gif).toMatchObject({ status: 422, error: expect.stringContaining('a picture is .svg, .png'), writes: [] });
  });
});

// ---- GitHub ---------------------------------------------------------------------------------------

/** GitHub's REST API for one repository, as far as the store uses it: refs, commits, trees, blobs, contents, pulls. */
async function fakeGitHub(seed: Record<string, string>) {
  const blobs = new Map<string, string>();
  const trees = new Map<string, Map<string, string>>();
  const commits = new Map<string, { tree: string; parents: string[]; message: string }>();
  const refs = new Map<string, string>();
  const pulls: { head: string; base: string; title: string }[] = [];
  const calls: string[] = [];
  let n = 0;
  const id = (kind: string) => `${kind}${String(++n).padStart(40 - kind.length, '0')}`;
  const addBlob = async (base64: string) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const sha = await blobId(bytes);
    blobs.set(sha, base64);
    return sha;
  };
  const root = new Map<string, string>();
  for (const [path, text] of Object.entries(seed)) root.set(path, await addBlob(btoa(String.fromCharCode(...encoder.encode(text)))));
  const rootTree = id('t');
  trees.set(rootTree, root);
  const first = id('c');
  commits.set(first, { tree: rootTree, parents: [], message: 'seed' });
  refs.set('main', first);
  /** Runs before the branch update, to play someone else's commit landing meanwhile. */
  let beforeUpdate: (() => Promise<void>) | undefined;

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/repos/larchfield/company-site', '');
    calls.push(`${method} ${path}`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer gho_editor');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, any>) : {};
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^\/git\/ref\/heads\/(.+)$/.exec(path))) {
      const sha = refs.get(decodeURIComponent(m[1] ?? ''));
      return sha ? json({ object: { sha } }) : json({ message: 'Not Found' }, 404);
    }
    if (method === 'GET' && (m = /^\/git\/commits\/(\w+)$/.exec(path))) return json({ tree: { sha: commits.get(m[1] ?? '')?.tree } });
    if (method === 'GET' && (m = /^\/git\/trees\/(\w+)$/.exec(path))) {
      const tree = trees.get(m[1] ?? '') ?? new Map();
      return json({ tree: [...tree].map(([p, sha]) => ({ path: p, type: 'blob', sha })), truncated: false });
    }
    if (method === 'GET' && (m = /^\/contents\/(.+)$/.exec(path))) {
      const head = refs.get(url.searchParams.get('ref') ?? '') ?? '';
      const sha = trees.get(commits.get(head)?.tree ?? '')?.get(decodeURIComponent(m[1] ?? ''));
      return sha ? json({ type: 'file', sha, encoding: 'base64', content: blobs.get(sha) }) : json({ message: 'Not Found' }, 404);
    }
    if (method === 'POST' && path === '/git/blobs') return json({ sha: await addBlob(body['content']) }, 201);
    if (method === 'POST' && path === '/git/trees') {
      const tree = new Map(trees.get(body['base_tree']) ?? []);
      for (const item of body['tree'] as { path: string; sha: string | null }[])
        if (item.sha === null) tree.delete(item.path);
        else tree.set(item.path, item.sha);
      const sha = id('t');
      trees.set(sha, tree);
      return json({ sha }, 201);
    }
    if (method === 'POST' && path === '/git/commits') {
      const sha = id('c');
      commits.set(sha, { tree: body['tree'], parents: body['parents'], message: body['message'] });
      return json({ sha }, 201);
    }
    if (method === 'PATCH' && (m = /^\/git\/refs\/heads\/(.+)$/.exec(path))) {
      const meanwhile = beforeUpdate;
      beforeUpdate = undefined;
      await meanwhile?.();
      const name = decodeURIComponent(m[1] ?? '');
      const parent = commits.get(body['sha'])?.parents[0];
      if (refs.get(name) !== parent) return json({ message: 'Update is not a fast forward' }, 422);
      refs.set(name, body['sha']);
      return json({ object: { sha: body['sha'] } });
    }
    if (method === 'POST' && path === '/git/refs') {
      const name = String(body['ref']).replace('refs/heads/', '');
      if (refs.has(name)) return json({ message: 'Reference already exists' }, 422);
      refs.set(name, body['sha']);
      return json({}, 201);
    }
    if (method === 'POST' && path === '/pulls') {
      pulls.push({ head: body['head'], base: body['base'], title: body['title'] });
      return json({ html_url: `https://github.com/larchfield/company-site/pull/${pulls.length}` }, 201);
    }
    return json({ message: `no mock for ${method} ${path}` }, 500);
  };
  const fileAt = (branch: string, path: string) => {
    const sha = trees.get(commits.get(refs.get(branch) ?? '')?.tree ?? '')?.get(path);
    return sha === undefined ? undefined : decoder.decode(Uint8Array.from(atob(blobs.get(sha) ?? ''), (c) => c.charCodeAt(0)));
  };
  /** Someone else's commit on a branch: a file changed. */
  const commitElsewhere = async (branch: string, path: string, text: string) => {
    const head = refs.get(branch) ?? '';
    const tree = new Map(trees.get(commits.get(head)?.tree ?? '') ?? []);
    tree.set(path, await addBlob(btoa(String.fromCharCode(...encoder.encode(text)))));
    const t = id('t');
    trees.set(t, tree);
    const c = id('c');
    commits.set(c, { tree: t, parents: [head], message: 'elsewhere' });
    refs.set(branch, c);
  };
  return {
    fetch: fetcher as typeof fetch,
    refs,
    pulls,
    calls,
    commits,
    fileAt,
    commitElsewhere,
    setBeforeUpdate: (f: () => Promise<void>) => (beforeUpdate = f),
  };
}

describe('the GitHub store', () => {
  const options = (github: Awaited<ReturnType<typeof fakeGitHub>>, mode: 'main' | 'pull-request' = 'main') =>
    createGitHubStore({ token: 'gho_editor', repository: 'larchfield/company-site', branch: 'main', mode, fetch: github.fetch });
  const call = async (store: FileStore, cookie: string, action: string, params: Record<string, unknown>) => {
    const response = await handleStudioApi(
      new Request('https://www.larchfield.dev/admin/api/v1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
      }),
      store,
      studioSite(),
    );
    return {
      status: response.status,
      cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie,
      body: (await response.json()) as { data?: string; error?: string; message?: string; pullRequest?: string },
    };
  };
  const save = (store: FileStore, cookie: string, raw: string) =>
    call(store, cookie, 'persistEntry', {
      dataFiles: [{ slug: 's', path: POST, raw }],
      assets: [],
      options: { commitMessage: 'Edit the post' },
    });

  it('mode main: one commit on the branch with exactly the changed line', async () => {
    const github = await fakeGitHub(SEED);
    const store = options(github);
    const opened = await call(store, '', 'getEntry', { path: POST });
    expect(opened.body.data).toBe(SEED[POST]);
    const saved = await save(
      store,
      opened.cookie,
      asDecapWrites(opened.body.data ?? '', (d) => (d['title'] = 'Estimates')),
    );
    expect(saved).toMatchObject({ status: 200, body: { message: 'entry persisted' } });
    expect(github.fileAt('main', POST)).toBe((SEED[POST] ?? '').replace(/^title: .*$/m, 'title: "Estimates"'));
    const head = github.commits.get(github.refs.get('main') ?? '');
    expect(head?.message).toBe('Edit the post');
    expect(github.calls.filter((c) => c.startsWith('PATCH'))).toEqual(['PATCH /git/refs/heads/main']);
  });

  it('mode main: refuses a save when the file changed on GitHub since it was read (409), and commits nothing', async () => {
    const github = await fakeGitHub(SEED);
    const store = options(github);
    const opened = await call(store, '', 'getEntry', { path: POST });
    await github.commitElsewhere('main', POST, `${SEED[POST]}\nTheirs.\n`);
    const head = github.refs.get('main');
    const saved = await save(
      store,
      opened.cookie,
      asDecapWrites(opened.body.data ?? '', (d) => (d['title'] = 'Mine')),
    );
    expect(saved.status).toBe(409);
    expect(saved.body.error).toContain('was saved by someone else since you opened it');
    expect(github.refs.get('main')).toBe(head);
  });

  it('mode main: a commit of another file landing meanwhile is kept: the save is made again on top of it', async () => {
    const github = await fakeGitHub(SEED);
    const store = options(github);
    const opened = await call(store, '', 'getEntry', { path: POST });
    github.setBeforeUpdate(() => github.commitElsewhere('main', WORK, `${SEED[WORK]}\nOther.\n`));
    const saved = await save(
      store,
      opened.cookie,
      asDecapWrites(opened.body.data ?? '', (d) => (d['title'] = 'Mine')),
    );
    expect(saved.status).toBe(200);
    expect(github.fileAt('main', WORK)).toBe(`${SEED[WORK]}\nOther.\n`);
    expect(github.fileAt('main', POST)).toContain('title: "Mine"');
    expect(github.calls.filter((c) => c.startsWith('PATCH'))).toHaveLength(2);
  });

  it('mode pull-request: a branch of the entry and a pull request; a second save of it waits for that one', async () => {
    const github = await fakeGitHub(SEED);
    const store = options(github, 'pull-request');
    const opened = await call(store, '', 'getEntry', { path: POST });
    const main = github.refs.get('main');
    const saved = await save(
      store,
      opened.cookie,
      asDecapWrites(opened.body.data ?? '', (d) => (d['title'] = 'Reviewed')),
    );
    expect(saved).toMatchObject({ status: 200, body: { pullRequest: 'https://github.com/larchfield/company-site/pull/1' } });
    expect(github.refs.get('main')).toBe(main);
    expect(entryBranch(POST)).toBe('studio/news/how-we-estimate-en');
    expect(github.fileAt(entryBranch(POST), POST)).toContain('title: "Reviewed"');
    expect(github.pulls).toEqual([{ head: entryBranch(POST), base: 'main', title: 'Edit the post' }]);
    const again = await save(
      store,
      saved.cookie,
      asDecapWrites(opened.body.data ?? '', (d) => (d['title'] = 'Again')),
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('already has a change waiting for review');
  });

  it('GitHub down or answering garbage is a 502 with a message, never a 500', async () => {
    for (const fetcher of [
      async () => {
        throw new TypeError('network connection lost');
      },
      async () => new Response('<html>unicorn</html>', { status: 200 }),
      async () => new Response('{"message":"Server Error"}', { status: 500 }),
    ]) {
      const store = createGitHubStore({
        token: 'gho_editor',
        repository: 'larchfield/company-site',
        branch: 'main',
        mode: 'main',
        fetch: fetcher as typeof fetch,
      });
      const answer = await call(store, '', 'getEntry', { path: POST });
      expect(answer).toMatchObject({ status: 502, body: { error: expect.stringContaining('GitHub') } });
    }
  });

  it('an expired login is a 401 with what to do', async () => {
    const store = createGitHubStore({
      token: 'gho_editor',
      repository: 'larchfield/company-site',
      branch: 'main',
      mode: 'main',
      fetch: (async () => new Response('{"message":"Bad credentials"}', { status: 401 })) as typeof fetch,
    });
    const answer = await call(store, '', 'getEntry', { path: POST });
    expect(answer).toMatchObject({ status: 401, body: { error: expect.stringContaining('log in again') } });
  });
});
