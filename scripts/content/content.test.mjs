// node --test: the content build (scripts/content/) against the fixtures in ./fixtures/: each
// broken file fails the build naming its file and line, a good entry compiles to the expected
// tree, and an Open Graph picture is a 1200×630 PNG, the same bytes on every run.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { ContentError, buildContent, routePaths, splitFrontMatter } from './index.mjs';
import { isDateTime } from './schema.mjs';
import { drawOgImage } from './og.mjs';
import { pictureSize } from './pictures.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
/** A fixture copied to a temporary folder, to be changed there. @param {string} name */
function copyFixture(name) {
  const copy = mkdtempSync(join(tmpdir(), `content-${name}-`));
  cpSync(join(FIXTURES, name), copy, { recursive: true });
  return copy;
}
/** The problems a fixture's build reports (it must fail). @param {string} name */
async function problemsOf(name) {
  const error = await buildContent({ root: join(FIXTURES, name), minWorkChars: 10 }).then(
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

describe('internal links name pages of the registry, by path or by page id', () => {
  it('resolve a page id in the language of the entry, and take a path of either language', async () => {
    const result = await buildContent({ root: join(FIXTURES, 'links'), minWorkChars: 10 });
    const post = result.news.de.entries.find((e) => e.slug === 'verweise');
    assert.ok(post);
    const hrefs = JSON.stringify(post.body)
      .match(/"href":"[^"]*"/g)
      ?.map((m) => JSON.parse(`{${m}}`).href);
    assert.deepEqual(hrefs, [
      '/de/aktuelles/thema/events',
      '/de/aktuelles/thema/events',
      '/de/aktuelles/hallo-welt#abschnitt',
      '/news/hello',
      '/de/referenzen?service=api-development',
      '/de/karriere/test-engineer',
      '/de',
      '/de/aktuelles/rss.xml',
    ]);
  });

  it('refuse a path no page has, and a page, entry, topic, list page or position that does not exist', async () => {
    const at = (/** @type {number} */ line, /** @type {string} */ message) => `content/news/kaputt.de.md:${line}: ${message}`;
    assert.deepEqual(await problemsOf('broken-links'), [
      'content/news/broken.en.md:10: link to page:news-entry?slug=kaputt: no post has the slug "kaputt" in English',
      at(10, 'link to /de/aktuelles/tag/events: no page or file has this path'),
      at(11, 'link to /de/aktuelles/gibt-es-nicht: no page or file has this path'),
      at(12, 'link to page:nope: no page has the id "nope" (client/routes.ts names the pages)'),
      at(13, 'link to page:work-entry?slug=nope: no case study has the slug "nope" in German'),
      at(14, 'link to page:news-tag: page:news-tag needs tag=<value>'),
      at(15, 'link to page:news-tag?tag=design: no post has the tag "design" in German'),
      at(16, 'link to /de/aktuelles/seite/2: no page or file has this path'),
      at(17, 'link to page:news-page?page=2: the posts in German fill one list page, not "2"'),
      at(18, 'link to page:news?tag=events: page:news has no parameter "tag"'),
      at(19, 'link to page:position?id=beworben: /de/karriere/beworben is page:application-sent'),
      at(
        20,
        "link to page:news-entry?slug=Hallo Welt: /de/aktuelles/Hallo Welt is no path: a parameter's value is lowercase words joined by hyphens",
      ),
      at(21, 'link to page:position?id=nobody: no open position has the id "nobody" in German'),
      at(22, 'link to /work?service=bogus: no page or file has this path'),
    ]);
  });

  it('are checked against every page path of the registry, which npm run dev compares to know when to build the content again', async () => {
    const paths = await routePaths(ROOT);
    assert.ok(paths.includes('/de/aktuelles/thema/:tag'));
    assert.ok(paths.includes('/de/karriere/:id'));
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
    result = await buildContent({ root: join(FIXTURES, 'good'), outDir: out, minWorkChars: 10, og: false });
  });
  after(() => rmSync(out, { recursive: true, force: true }));

  it('compiles to the expected tree', () => {
    const text = (/** @type {string} */ value) => ({ type: 'text', value });
    const [post] = result.news.en.entries;
    assert.ok(post);
    assert.deepEqual(post.body, [
      {
        type: 'heading',
        level: 2,
        id: 'why-we-write',
        text: 'Why we write',
        children: [text('Why we '), { type: 'emphasis', children: [text('write')] }],
      },
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
      {
        type: 'heading',
        level: 2,
        id: 'why-we-write-2',
        text: 'Why we write',
        children: [text('Why we '), { type: 'emphasis', children: [text('write')] }],
      },
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
      'links.json',
      'news.de.json',
      'news.en.json',
      'og',
      'positions-closed.json',
      'positions.de.json',
      'positions.en.json',
      'work.de.json',
      'work.en.json',
    ]);
    assert.equal(JSON.parse(readFileSync(join(out, 'work.en.json'), 'utf8')).entries[0].url, '/work/booking-platform');
  });
});

describe('clients', () => {
  /** The good fixture, its case study about `client`, and clients.yaml as `clients` says. @param {string} client @param {string} [clients] */
  function withClient(client, clients) {
    const copy = copyFixture('good');
    const study = join(copy, 'content/work/booking-platform.en.md');
    writeFileSync(study, readFileSync(study, 'utf8').replace('client: Fahrwerk Mobility', `client: ${client}`));
    if (clients === undefined) rmSync(join(copy, 'content/clients.yaml'));
    else writeFileSync(join(copy, 'content/clients.yaml'), clients);
    return copy;
  }
  /** The build's problems in a folder, or undefined when it passes. @param {string} root */
  const problemsIn = (root) =>
    buildContent({ root, minWorkChars: 10 }).then(
      () => undefined,
      (/** @type {unknown} */ e) => (e instanceof ContentError ? e.problems : Promise.reject(e)),
    );

  it('a new client is a content change only: a line in content/clients.yaml, and a case study may name it', async () => {
    const unknown = withClient('Mercer Logistics', 'clients:\n  - name: Fahrwerk Mobility\n');
    const known = withClient('Mercer Logistics', 'clients:\n  - name: Fahrwerk Mobility\n  - name: Mercer Logistics\n');
    try {
      // The case study is refused, so the post's link to it is reported too.
      assert.equal(
        (await problemsIn(unknown))?.[0],
        'content/work/booking-platform.en.md:5: client: must be a client from content/clients.yaml: Fahrwerk Mobility',
      );
      assert.equal(await problemsIn(known), undefined);
      const built = await buildContent({ root: known, minWorkChars: 10 });
      assert.equal(built.work.en.entries[0]?.client, 'Mercer Logistics');
    } finally {
      for (const root of [unknown, known]) rmSync(root, { recursive: true, force: true });
    }
  });

  it('the list is checked: a client named twice, a client without a name, no list at all', async () => {
    const twice = withClient('Fahrwerk Mobility', 'clients:\n  - name: Fahrwerk Mobility\n  - name: Fahrwerk Mobility\n');
    const nameless = withClient('Fahrwerk Mobility', 'clients:\n  - name: Fahrwerk Mobility\n  - title: Mercer Logistics\n');
    const none = withClient('Fahrwerk Mobility');
    try {
      assert.deepEqual(await problemsIn(twice), ['content/clients.yaml:3: clients.1: names a client the list already has']);
      assert.deepEqual(await problemsIn(nameless), [
        'content/clients.yaml:3: clients.1.name is missing (must be { name })',
        'content/clients.yaml:3: clients.1.title: unknown field (misspelt?)',
      ]);
      assert.deepEqual(await problemsIn(none), [
        'content/clients.yaml:1: missing: the clients case studies may name (clients: [{ name }, …])',
      ]);
    } finally {
      for (const root of [twice, nameless, none]) rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('pictures', () => {
  /** A PNG's header of this size, padded to `bytes`. @param {number} width @param {number} height @param {number} bytes */
  function png(width, height, bytes) {
    const out = Buffer.alloc(bytes);
    out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    out.writeUInt32BE(width, 16);
    out.writeUInt32BE(height, 20);
    return out;
  }
  /** @param {string} width @param {string} height */
  const svg = (width, height) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>\n`;
  /** Appends lines to a file of the copy; the line number of the first. @param {string} file @param {string} text */
  function append(file, text) {
    const before = readFileSync(file, 'utf8');
    writeFileSync(file, `${before}\n${text}\n`);
    return before.split('\n').length + 1;
  }
  /** The build's problems in a folder (it must fail). @param {string} root */
  async function problemsIn(root) {
    const error = await buildContent({ root, minWorkChars: 10 }).then(
      () => undefined,
      (e) => e,
    );
    assert.ok(error instanceof ContentError, 'the build passed');
    return error.problems;
  }

  it('one over the limits fails the build, naming the content file and line, the picture and each limit', async () => {
    const copy = copyFixture('good');
    try {
      writeFileSync(join(copy, 'assets/images/work/big.png'), png(3000, 10, 600_000));
      const line = append(join(copy, 'content/news/hello-world.en.md'), '![Far too big](/images/work/big.png)');
      const problems = await problemsIn(copy);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(
        problems[0] ?? '',
        new RegExp(
          `^content/news/hello-world\\.en\\.md:${line}: image /images/work/big\\.png: ` +
            'assets/images/work/big\\.png is 600,000 bytes; a picture has at most [\\d,]+ \\(client/site/picture-limits\\.ts\\); ' +
            'assets/images/work/big\\.png is 3,000×10 pixels; a picture is at most [\\d,]+×[\\d,]+ \\(client/site/picture-limits\\.ts\\)$',
        ),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('a type the limits do not list, or bytes not of their type, fail it too', async () => {
    const copy = copyFixture('good');
    try {
      writeFileSync(join(copy, 'assets/images/work/anim.gif'), 'GIF89a');
      writeFileSync(join(copy, 'assets/images/work/fake.png'), svg('10', '10'));
      const line = append(
        join(copy, 'content/news/hello-world.en.md'),
        '![Moving](/images/work/anim.gif)\n\n![Not a PNG](/images/work/fake.png)',
      );
      assert.deepEqual(await problemsIn(copy), [
        `content/news/hello-world.en.md:${line}: image /images/work/anim.gif: assets/images/work/anim.gif: a picture is .svg, .png, .jpg, .webp (client/site/picture-limits.ts)`,
        `content/news/hello-world.en.md:${line + 2}: image /images/work/fake.png: assets/images/work/fake.png is not a PNG file`,
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('a page’s picture is checked as well: its file, and the size its copy states', async () => {
    const copy = copyFixture('good');
    try {
      mkdirSync(join(copy, 'content/pages'));
      const page = [
        'whereWeWork:',
        '  image:',
        '    src: /images/work/diagram.svg',
        '    width: 10',
        '    height: 10',
        '    alt: A diagram',
      ];
      const missing = ['hero:', '  picture:', '    src: /images/none.svg', '    width: 1', '    height: 1', '    alt: Nothing'];
      writeFileSync(join(copy, 'content/pages/company.en.yaml'), [...page, ...missing, ''].join('\n'));
      const { width, height } = /** @type {{ width: number, height: number }} */ (
        pictureSize('diagram.svg', readFileSync(join(copy, 'assets/images/work/diagram.svg')))
      );
      const problems = (await problemsIn(copy)).filter((p) => /\.(image|picture)\./.test(p));
      assert.deepEqual(problems, [
        `content/pages/company.en.yaml:4: whereWeWork.image.width: 10×10, but assets/images/work/diagram.svg is ${width}×${height}: give the picture's own size, so the page reserves its box`,
        'content/pages/company.en.yaml:9: hero.picture.src: no such file assets/images/none.svg',
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('one nothing references is a warning naming it; a draft’s picture and a linked one are in use', async () => {
    const copy = copyFixture('good');
    try {
      for (const name of ['unused', 'in-a-draft', 'linked']) writeFileSync(join(copy, `assets/images/${name}.svg`), svg('20', '10'));
      append(join(copy, 'content/news/hello-world.en.md'), 'The [drawing](/images/linked.svg).');
      writeFileSync(
        join(copy, 'content/news/not-yet.en.md'),
        '---\ntitle: Not yet\nslug: not-yet\ndescription: A draft.\npublished: 2026-03-18T09:00:00+01:00\nauthor: marta-huebner\ntags: [engineering]\ndraft: true\n---\n\n![A drawing](/images/in-a-draft.svg)\n',
      );
      const { warnings } = await buildContent({ root: copy, minWorkChars: 10 });
      assert.deepEqual(
        warnings.filter((w) => w.startsWith('assets/')),
        ['assets/images/unused.svg: no content references this picture (delete it, or show it in an entry or a page)'],
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('drafts', () => {
  it('are in no build, whatever their date: the studio’s preview alone shows them', async () => {
    // The fixture's draft is dated in the past: only its draft mark keeps it out.
    assert.deepEqual((await buildContent({ root: join(FIXTURES, 'draft') })).news.en.entries, []);
  });

  it('are still checked: a draft that breaks a rule fails the build', async () => {
    const copy = copyFixture('draft');
    try {
      const file = join(copy, 'content/news/not-yet.en.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('published: 2026-03-18T09:00:00+01:00', 'published: 2026-03-18T09:00:00'));
      const error = await buildContent({ root: copy }).then(
        () => undefined,
        (e) => e,
      );
      assert.ok(error instanceof ContentError, 'the build passed');
      assert.match(error.problems.join('\n'), /not-yet\.en\.md:5: .*offset/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
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
