// node --test: the content build (scripts/content/) against the fixtures in ./fixtures/: each
// broken file fails the build naming its file and line, a good entry compiles to the expected
// tree, and an Open Graph picture is a 1200×630 PNG, the same bytes on every run.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { execFileSync } from 'node:child_process';
import { ContentError, buildContent, routePaths, splitFrontMatter } from './index.mjs';
import { isDateTime } from './schema.mjs';
import { drawOgImage } from './og.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
/** @type {string[] | undefined} */
let pages;
before(async () => {
  pages = await routePaths(ROOT);
});

/** The problems a fixture's build reports (it must fail). @param {string} name */
async function problemsOf(name) {
  const error = await buildContent({ root: join(FIXTURES, name), pages, minWorkChars: 10 }).then(
    () => undefined,
    (e) => e,
  );
  assert.ok(error instanceof ContentError, `${name} should fail the build`);
  return error.problems;
}

describe('a broken file fails the build with its file and line', () => {
  it('an internal link to no page', async () => {
    assert.deepEqual(await problemsOf('broken-link'), [
      'content/news/broken.en.md:12: link to /work/no-such-study: no page or file has this path',
    ]);
  });
  it('an image whose file is missing', async () => {
    assert.deepEqual(await problemsOf('missing-image'), [
      'content/news/broken.en.md:12: image /images/work/nowhere.svg: no such file assets/images/work/nowhere.svg',
    ]);
  });
  it('a date without a time and offset', async () => {
    assert.deepEqual(await problemsOf('bad-date'), [
      'content/news/broken.en.md:5: published: must be a date-time with its offset, like 2026-03-18T09:00:00+01:00',
    ]);
  });
  it('an unknown tag', async () => {
    assert.deepEqual(await problemsOf('unknown-tag'), [
      'content/news/broken.en.md:7: tags.1: must be a tag id from content/tags.yaml: engineering',
    ]);
  });
});

describe('every problem of a file is reported at once, each at its line', () => {
  it('an unknown author, a misspelt key, an h1, an image without alt, raw HTML, http, a fence without language, a German-only position', async () => {
    assert.deepEqual((await problemsOf('more-problems')).sort(), [
      'content/news/several.en.md:11: no "# " heading in the body: the title is the page\'s heading; start sections with "## "',
      'content/news/several.en.md:13: image /images/diagram.svg has no alt text: write ![what it shows](/images/diagram.svg)',
      'content/news/several.en.md:15: link to http://example.org: use https://',
      'content/news/several.en.md:15: raw HTML is not allowed in content: use Markdown',
      'content/news/several.en.md:15: raw HTML is not allowed in content: use Markdown',
      'content/news/several.en.md:17: a code block needs its language after the fence, like ```ts (or ```text)',
      'content/news/several.en.md:6: author: must be an author id from content/authors.yaml: marta-huebner',
      'content/news/several.en.md:8: sumary: unknown field (misspelt?)',
      'content/positions/only-german.de.md:1: no English file only-german.en.md for this position',
    ]);
  });
});

describe('dates', () => {
  it('takes a real date-time with an explicit offset only', () => {
    assert.ok(isDateTime('2026-03-18T09:00:00+01:00'));
    assert.ok(isDateTime('2026-07-01T18:30+02:00'));
    for (const bad of [
      '2026-03-18',
      '2026-03-18T09:00:00',
      '2026-03-18T09:00:00Z',
      '2026-02-30T09:00:00+01:00',
      '2026-03-18T25:00:00+01:00',
      'soon',
    ])
      assert.equal(isDateTime(bad), false, bad);
  });
});

describe('front matter', () => {
  it('splits it from the body and counts the lines before the body', () => {
    assert.deepEqual(splitFrontMatter('---\na: 1\nb: 2\n---\n\nText\n'), { yaml: 'a: 1\nb: 2\n', body: '\nText\n', bodyLine: 4 });
    assert.equal(splitFrontMatter('No front matter'), undefined);
  });
});

describe('a good entry', () => {
  /** @type {string} */
  let out;
  /** @type {Awaited<ReturnType<typeof buildContent>>} */
  let result;
  before(async () => {
    out = mkdtempSync(join(tmpdir(), 'content-'));
    result = await buildContent({ root: join(FIXTURES, 'good'), outDir: out, pages, minWorkChars: 10, og: false });
  });
  after(() => rmSync(out, { recursive: true, force: true }));

  it('compiles to the expected tree', () => {
    const text = (/** @type {string} */ value) => ({ type: 'text', value });
    const [post] = result.news.en.entries;
    assert.ok(post);
    assert.deepEqual(post.body, [
      { type: 'heading', level: 2, id: 'why-we-write', children: [text('Why we '), { type: 'emphasis', children: [text('write')] }] },
      {
        type: 'paragraph',
        children: [
          text('We write about '),
          { type: 'link', href: '/work/booking-platform#results', children: [text('our work')] },
          text(' and '),
          { type: 'link', href: 'https://example.org', children: [text('elsewhere')] },
          text('.'),
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'paragraph', children: [text('one')] }],
          [{ type: 'paragraph', children: [text('two with '), { type: 'code', value: 'code' }] }],
        ],
      },
      { type: 'table', align: ['left', 'right'], head: [[text('Plan')], [text('Price')]], rows: [[[text('Free')], [text('€0')]]] },
      {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [text('Quoted '), { type: 'strong', children: [text('words')] }, text('.')] }],
      },
      {
        type: 'figure',
        src: '/images/work/diagram.svg',
        alt: 'A diagram of the system',
        width: 640,
        height: 360,
        caption: 'How it fits together',
      },
      {
        type: 'code',
        lang: 'ts',
        lines: [
          [
            { text: 'const', kind: 'keyword' },
            { text: ' answer = ' },
            { text: '42', kind: 'number' },
            { text: '; ' },
            { text: '// the answer', kind: 'comment' },
          ],
        ],
      },
      // The same heading twice gets a second id.
      { type: 'heading', level: 2, id: 'why-we-write-2', children: [text('Why we '), { type: 'emphasis', children: [text('write')] }] },
    ]);
  });

  it('carries the post facts: URL, author, tags, reading time, alternates, picture', () => {
    const [first] = result.news.en.entries;
    assert.ok(first);
    const { body, ...post } = first;
    assert.deepEqual(post, {
      key: 'hello-world',
      lang: 'en',
      title: 'Hello, world',
      slug: 'hello-world',
      description: 'A first post.',
      published: '2026-03-18T09:00:00+01:00',
      url: '/news/hello-world',
      alternates: { en: '/news/hello-world' },
      og: 'news-hello-world.en.png',
      readingMinutes: 1,
      author: { id: 'marta-huebner', name: 'Marta Hübner' },
      tags: [{ id: 'engineering', label: 'Engineering' }],
    });
  });

  it('compiles a position with its body as the about paragraphs', () => {
    assert.deepEqual(result.positions.en[0]?.about, ['First paragraph over two lines.', 'Second paragraph.']);
  });

  it('writes JSON per collection and language', () => {
    assert.deepEqual(readdirSync(out).sort(), [
      'news.de.json',
      'news.en.json',
      'og',
      'positions.de.json',
      'positions.en.json',
      'work.de.json',
      'work.en.json',
    ]);
    assert.equal(JSON.parse(readFileSync(join(out, 'work.en.json'), 'utf8')).entries[0].url, '/work/booking-platform');
  });
});

describe('drafts', () => {
  it('are left out unless asked for', async () => {
    const root = join(FIXTURES, 'draft');
    assert.deepEqual((await buildContent({ root, pages })).news.en.entries, []);
    assert.equal((await buildContent({ root, pages, drafts: true })).news.en.entries[0]?.draft, true);
  });
});

describe('drafts never reach a deployment', () => {
  it('the environment every deploy and test child gets blanks the drafts switch, even when the shell set it', () => {
    const probe = "import('./scripts/lib/env.mjs').then((m) => process.stdout.write(JSON.stringify(m.WRANGLER_ENV[m.CONTENT_DRAFTS])))";
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
      cwd: ROOT,
      env: { ...process.env, LARCHFIELD_CONTENT_DRAFTS: '1' },
      encoding: 'utf8',
    });
    assert.equal(JSON.parse(out), '');
  });
});

describe('Open Graph pictures', () => {
  it('are 1200×630 PNGs, identical across two runs', async () => {
    const input = {
      title: 'A booking platform rebuilt in five months',
      kind: 'Case study',
      date: '2 February 2026',
      brand: 'Larchfield Software',
      root: ROOT,
    };
    const first = await drawOgImage(input);
    const second = await drawOgImage(input);
    assert.deepEqual(first.subarray(0, 8), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    assert.equal(first.toString('latin1', 12, 16), 'IHDR');
    assert.equal(first.readUInt32BE(16), 1200);
    assert.equal(first.readUInt32BE(20), 630);
    assert.ok(first.equals(second), 'two runs gave different bytes');
    assert.ok(!first.equals(await drawOgImage({ ...input, title: 'Another title' })), 'the title is drawn');
  });
});
