// node --test: the studio's editor configuration (client/admin/config.ts) against the content build's
// schemas it is generated from: every schema field has an editor field and every editor field a
// schema field, for each block of copy, the facts, clients and the front matter of case studies,
// news and positions; every file of content/ is in a collection; and the paths the editor uses map
// to the files they stand for.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { studioInputsSource } from './admin-bundle.mjs';
import { ROOT } from './dev-server.mjs';

/**
 * The configuration module, the path helpers and the inputs as the build makes them, bundled for Node.
 * @returns {Promise<any>}
 */
async function loadStudio() {
  const contents = [
    studioInputsSource(ROOT, ROOT),
    "export * from './client/admin/config.ts';",
    "export * from './client/admin/paths.ts';",
    "export { pullRequestOf, describe as liveText } from './client/admin/live.ts';",
    "export { sizeProblem, typeProblem } from './client/admin/pictures.ts';",
    "export { PICTURE_LIMITS } from './client/site/picture-limits.ts';",
    "export { problemsOf } from './client/admin/validate.ts';",
    "export * as valibot from 'valibot';",
  ].join('\n');
  const out = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts', sourcefile: 'studio-inputs.js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0]?.text ?? '').toString('base64')}`);
}
const studio = await loadStudio();
const inputs = studio.STUDIO_INPUTS;
const config = studio.studioConfig(inputs);

/**
 * Every key path a schema names (`hero.primaryCta.label`, a list's items as `items[]`), unwrapping
 * what valibot wraps around them; a record keyed by a list of ids names each id.
 * @param {any} schema @param {string} [at]
 * @returns {string[]}
 */
function schemaPaths(schema, at = '') {
  let s = schema;
  while (s && (s.wrapped || (!s.entries && !s.item && !s.key && Array.isArray(s.pipe) && s.pipe[0] !== s))) s = s.wrapped ?? s.pipe[0];
  if (!s) return [];
  const under = (/** @type {string} */ k) => (at ? `${at}.${k}` : k);
  if (s.entries) return Object.entries(s.entries).flatMap(([k, v]) => [under(k), ...schemaPaths(v, under(k))]);
  if (s.item) return schemaPaths(s.item, `${at}[]`);
  if (s.type === 'record') {
    const keys = s.key.options ?? s.key.pipe?.[0]?.options ?? [];
    return keys.flatMap((/** @type {string} */ k) => [under(k), ...schemaPaths(s.value, under(k))]);
  }
  return [];
}

/**
 * Every key path the editor's fields write (a list's fields as `items[]`).
 * @param {any[]} fields @param {string} [at]
 * @returns {string[]}
 */
function fieldPaths(fields, at = '') {
  return fields.flatMap((f) => {
    const path = at ? `${at}.${f.name}` : f.name;
    if (f.widget === 'object') return [path, ...fieldPaths(f.fields, path)];
    if (f.widget === 'list' && f.fields) return [path, ...fieldPaths(f.fields, `${path}[]`)];
    if (f.widget === 'list' && f.field) return [path, ...fieldPaths(f.field.fields ?? [], `${path}[]`)];
    return [path];
  });
}

/**
 * What one side has and the other lacks.
 * @param {any} schema @param {any[]} fields
 */
function mismatch(schema, fields) {
  const s = new Set(schemaPaths(schema));
  const f = new Set(fieldPaths(fields).filter((p) => p !== studio.BODY_FIELD));
  return { withoutEditorField: [...s].filter((p) => !f.has(p)), withoutSchemaField: [...f].filter((p) => !s.has(p)) };
}

const collection = (/** @type {string} */ name) => {
  const c = config.collections.find((/** @type {any} */ x) => x.name === name);
  assert.ok(c, `no collection ${name}`);
  return c;
};
const clean = { withoutEditorField: [], withoutSchemaField: [] };

describe('the studio configuration against the build schemas', () => {
  for (const dir of /** @type {const} */ (['pages', 'site']))
    it(`has an editor field for every field of each ${dir} copy block, and no other`, () => {
      assert.ok(Object.keys(inputs[dir]).length > 0);
      for (const [name, schema] of Object.entries(inputs[dir]))
        assert.deepEqual({ block: name, ...mismatch(schema, collection(`${dir}-${name}`).fields) }, { block: name, ...clean });
    });

  for (const [name, schema] of /** @type {const} */ ([
    ['work', 'work'],
    ['news', 'news'],
    ['positions', 'position'],
    ['news-de', 'news'],
  ]))
    it(`has an editor field for every front-matter field of ${name}, and no other`, () => {
      assert.deepEqual(mismatch(inputs[schema], collection(name).fields), clean);
      assert.ok(
        collection(name).fields.some((/** @type {any} */ f) => f.name === studio.BODY_FIELD && f.widget === 'markdown'),
        'the Markdown body',
      );
    });

  it('has an editor field for every fact and for the clients list, and no other', () => {
    const files = collection('facts').files;
    assert.deepEqual(mismatch(inputs.facts, files.find((/** @type {any} */ f) => f.name === 'facts').fields), clean);
    assert.ok(inputs.clients, 'content/clients.yaml and its schema');
    assert.deepEqual(mismatch(inputs.clients, files.find((/** @type {any} */ f) => f.name === 'clients').fields), clean);
  });

  it('fails when a schema field has no editor field, or an editor field no schema field', () => {
    const { valibot: v } = studio;
    const schema = v.strictObject({ title: v.string(), list: v.array(v.strictObject({ a: v.string() })) });
    const fields = studio.fieldsOf(schema.entries, inputs);
    assert.deepEqual(mismatch(schema, fields), clean);
    const more = v.strictObject({ ...schema.entries, extra: v.optional(v.number()) });
    assert.deepEqual(mismatch(more, fields), { withoutEditorField: ['extra'], withoutSchemaField: [] });
    assert.deepEqual(mismatch(schema, [...fields, { name: 'stray', widget: 'string' }]), {
      withoutEditorField: [],
      withoutSchemaField: ['stray'],
    });
    const nested = [{ ...fields[1], fields: [] }, fields[0]];
    assert.deepEqual(mismatch(schema, nested), { withoutEditorField: ['list[].a'], withoutSchemaField: [] });
  });

  it('puts every file of copy of content/ in a collection, and edits no block without its files', () => {
    for (const dir of ['pages', 'site']) {
      const blocks = new Set(readdirSync(join(ROOT, 'content', dir)).map((f) => f.replace(/\.[a-z]{2}\.yaml$/, '')));
      assert.deepEqual(new Set(Object.keys(inputs[dir])), blocks, `content/${dir}`);
      for (const block of blocks) assert.ok(existsSync(join(ROOT, `content/${dir}/${block}.en.yaml`)));
    }
    for (const folder of ['content/work', 'content/news', 'content/positions'])
      assert.ok(
        config.collections.some((/** @type {any} */ c) => c.folder === folder),
        folder,
      );
  });
});

describe('the fields rules, from the schemas', () => {
  const field = (/** @type {string} */ name, /** @type {string} */ key) =>
    collection(name).fields.find((/** @type {any} */ f) => f.name === key);

  it('asks for a date-time with its offset, with the build message', () => {
    const published = field('news', 'published');
    assert.equal(published.required, true);
    const [pattern, message] = published.pattern;
    assert.match('2026-03-18T09:00:00+01:00', new RegExp(pattern));
    assert.doesNotMatch('2026-03-18T09:00:00', new RegExp(pattern));
    assert.equal(message, 'must be a date-time with its offset, like 2026-03-18T09:00:00+01:00');
    assert.equal(field('news', 'updated').required, false);
  });

  it('offers the authors, tags and clients content/ names, and the fixed choices of a position', () => {
    const values = (/** @type {{ value: string }[]} */ options) => options.map((o) => o.value);
    assert.deepEqual(values(field('news', 'author').options), Object.keys(inputs.labels.authors));
    assert.deepEqual(field('news', 'author').options[0], {
      value: Object.keys(inputs.labels.authors)[0],
      label: Object.values(inputs.labels.authors)[0],
    });
    assert.deepEqual(values(field('news-de', 'tags').options), Object.keys(inputs.labels.tags));
    assert.equal(field('news', 'tags').multiple, true);
    assert.deepEqual(field('work', 'client').options, inputs.work.entries.client.options);
    assert.deepEqual(field('positions', 'status').options, ['open', 'closed']);
  });

  it('makes a page picture an upload of the media folder, with its alt text required', () => {
    const image = field('pages-home', 'product').fields.find((/** @type {any} */ f) => f.name === 'image');
    const byName = Object.fromEntries(image.fields.map((/** @type {any} */ f) => [f.name, f]));
    assert.equal(byName.src.widget, 'image');
    assert.equal(byName.alt.required, true);
    assert.equal(config.media_folder, 'assets/images');
    assert.equal(config.public_folder, '/images');
  });

  it('edits both languages of an entry side by side, from <name>.<lang> files', () => {
    assert.deepEqual(config.i18n, { structure: 'multiple_files', locales: ['en', 'de'], default_locale: 'en' });
    assert.equal(collection('work').i18n, true);
    assert.equal(collection('pages-home').i18n, true);
  });
});

describe("the site's stylesheet", () => {
  it('takes no class from the editor, so the public pages keep their bytes and CSP hash', () => {
    const css = readFileSync(join(ROOT, 'client/styles.css'), 'utf8');
    assert.match(css, /^@source "\.\.\/client";$/m);
    assert.match(css, /^@source not "\.\.\/client\/admin";$/m);
  });
});

describe('the editor paths', () => {
  it('maps a block folder to its files, and leaves other paths as they are', () => {
    assert.equal(studio.realPath('content/pages/home/home.de.yaml'), 'content/pages/home.de.yaml');
    assert.equal(studio.realPath('content/site/rich-text/rich-text.en.yaml'), 'content/site/rich-text.en.yaml');
    assert.equal(studio.realPath('content/pages/home/careers.de.yaml'), 'content/pages/home/careers.de.yaml');
    assert.equal(studio.realPath('content/work/a.de.md'), 'content/work/a.de.md');
    assert.deepEqual(studio.copyBlockOf('content/pages/home'), { dir: 'content/pages', name: 'home' });
    assert.equal(studio.copyBlockOf('content/work'), undefined);
  });

  it('lists a post with an English file among both languages, and one without among the German-only posts', () => {
    const files = ['a.en.md', 'a.de.md', 'b.de.md', 'c.en.md'].map((f) => ({ file: { path: `content/news/${f}` } }));
    const names = (/** @type {{ file: { path: string } }[]} */ l) => l.map((e) => e.file.path.slice('content/news/'.length));
    assert.deepEqual(names(studio.newsListing(files, 'md')), ['a.en.md', 'a.de.md', 'c.en.md']);
    assert.deepEqual(names(studio.newsListing(files, 'de.md')), ['b.de.md']);
  });
});

describe('the "live yet" indicator', () => {
  const live = (/** @type {any[]} */ ...args) => {
    const said = studio.liveText(...args);
    return { done: said.done, live: said.live };
  };

  it('says live once a build deployed after the save runs, and keeps asking until then', () => {
    assert.deepEqual(live({ commit: 'aaaaaaa1111' }, { commit: 'bbbbbbb2222' }), { done: true, live: true });
    const pending = studio.liveText({ commit: 'aaaaaaa1111' }, { commit: 'aaaaaaa1111' });
    assert.deepEqual({ done: pending.done, live: pending.live }, { done: false, live: false });
    assert.match(pending.text, /not live yet: the site still runs aaaaaaa\./);
  });

  it('says a pull request is live once merged, and a local save once the local build ran', () => {
    assert.equal(
      studio.pullRequestOf({ message: 'entry persisted', pullRequest: 'https://github.com/o/r/pull/7' }),
      'https://github.com/o/r/pull/7',
    );
    assert.equal(studio.pullRequestOf({ message: 'entry persisted' }), undefined);
    const pr = studio.liveText({ commit: 'a' }, { commit: 'a' }, 'https://github.com/o/r/pull/7');
    assert.deepEqual({ done: pr.done, live: pr.live }, { done: true, live: false });
    assert.match(pr.text, /pull request \(https:\/\/github\.com\/o\/r\/pull\/7\)/);
    assert.deepEqual(live({ local: true, commit: null }, { local: true, commit: null }), { done: true, live: true });
  });

  it('says what it cannot tell when the status does not answer or names no commit, never "live"', () => {
    const said = studio.liveText({ commit: 'a' }, undefined);
    assert.deepEqual({ done: said.done, live: said.live }, { done: true, live: false });
    assert.match(said.text, /\/admin\/api\/status\) did not answer/);
    assert.deepEqual(live(undefined, { commit: 'b' }), { done: true, live: false });
    assert.deepEqual(live({ commit: null }, { commit: null }), { done: true, live: false });
  });
});

describe('an upload against the picture limits', () => {
  const limits = studio.PICTURE_LIMITS;
  it('refuses a type the build does not take, or one whose declared type disagrees with its name', () => {
    assert.equal(
      studio.typeProblem('assets/images/photo.gif', 'image/gif'),
      'assets/images/photo.gif: a picture is .svg, .png, .jpg, .webp (client/site/picture-limits.ts)',
    );
    assert.match(studio.typeProblem('assets/images/photo.png', 'image/jpeg'), /is image\/jpeg, not image\/png/);
    assert.equal(studio.typeProblem('assets/images/photo.PNG', 'image/png'), undefined);
    assert.equal(studio.typeProblem('assets/images/chart.svg', ''), undefined);
  });

  it('refuses more bytes or pixels than the limits, and a picture whose size cannot be read', () => {
    const file = 'assets/images/big.png';
    const n = (/** @type {number} */ x) => new Intl.NumberFormat('en').format(x);
    assert.equal(
      studio.sizeProblem(file, limits.maxBytes + 1, { width: 10, height: 10 }),
      `assets/images/big.png is ${n(limits.maxBytes + 1)} bytes; a picture has at most ${n(limits.maxBytes)} (client/site/picture-limits.ts)`,
    );
    assert.equal(
      studio.sizeProblem(file, 1000, { width: limits.maxWidth + 1, height: 10 }),
      `assets/images/big.png is ${n(limits.maxWidth + 1)}×10 pixels; a picture is at most ${n(limits.maxWidth)}×${n(limits.maxHeight)} (client/site/picture-limits.ts)`,
    );
    assert.match(studio.sizeProblem(file, 1000, undefined), /no width and height/);
    assert.equal(studio.sizeProblem(file, limits.maxBytes, { width: limits.maxWidth, height: limits.maxHeight }), undefined);
  });
});

describe('the check before a save', () => {
  const post = {
    title: 'A post',
    slug: 'a-post',
    description: 'What it says.',
    published: '2026-03-18T09:00:00+01:00',
    author: Object.keys(inputs.labels.authors)[0],
    tags: [Object.keys(inputs.labels.tags)[0]],
    body: 'Some text.',
  };

  it('passes a post the build takes', async () => {
    assert.deepEqual(await studio.problemsOf(inputs, 'news', 'a-post', [{ lang: 'en', data: post }]), []);
  });

  it("refuses a date without its offset, with the build's message", async () => {
    const problems = await studio.problemsOf(inputs, 'news', 'a-post', [
      { lang: 'de', data: { ...post, published: '2026-03-18T09:00:00' } },
    ]);
    assert.deepEqual(problems, [
      'content/news/a-post.de.md: published: must be a date-time with its offset, like 2026-03-18T09:00:00+01:00',
    ]);
  });

  it('refuses a picture without alt text, an unknown author and an empty required field', async () => {
    const problems = await studio.problemsOf(inputs, 'news-de', 'a-post', [
      { lang: 'de', data: { ...post, title: ' ', author: 'nobody', body: '![](/images/x.svg)' } },
    ]);
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(problems[0], /^content\/news\/a-post\.de\.md: title: must not be empty$/);
    assert.match(problems[1], /^content\/news\/a-post\.de\.md: author: must be an author id from content\/authors\.yaml/);
    assert.match(problems[2], /image \/images\/x\.svg has no alt text/);
  });

  it('refuses a page copy key that one language lacks', async () => {
    const load = (/** @type {string} */ file) => parse(readFileSync(join(ROOT, file), 'utf8'));
    const en = load('content/pages/imprint.en.yaml');
    const de = load('content/pages/imprint.de.yaml');
    assert.deepEqual(
      await studio.problemsOf(inputs, 'pages-imprint', 'imprint', [
        { lang: 'en', data: en },
        { lang: 'de', data: de },
      ]),
      [],
    );
    const { meta: _meta, ...withoutMeta } = de;
    const problems = await studio.problemsOf(inputs, 'pages-imprint', 'imprint', [
      { lang: 'en', data: en },
      { lang: 'de', data: withoutMeta },
    ]);
    assert.ok(
      problems.some((/** @type {string} */ p) => p.startsWith('content/pages/imprint.de.yaml') && p.includes('meta is missing')),
      problems.join('\n'),
    );
  });
});
