// The site's copy (./copy.mjs): files of content/pages and content/site checked against their
// schemas and each other, facts filled in, page links resolved per language.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileCopy } from './copy.mjs';
import { contentLinks } from './links.mjs';
import { loadTs } from '../lib/load-ts.mjs';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
const routes = /** @type {typeof import('../../client/routes')} */ (await loadTs('client/routes.ts'));
/** @type {import('../../client/content/types').Lang[]} */
const LANGS = ['en', 'de'];

/** A link check that knows one tag with posts in both languages and nothing else. */
const check = contentLinks({
  isFile: (path) => existsSync(join(PROJECT, 'assets', path)),
  site: { routes, isService: () => false, isTopic: (t) => t === 'api' },
  facts: {
    work: { en: new Set(), de: new Set() },
    news: { en: new Set(), de: new Set() },
    tags: { en: new Set(['events']), de: new Set(['events']) },
    newsPages: { en: 1, de: 1 },
    positions: { en: new Set(), de: new Set() },
    files: new Set(),
  },
}).check;

const FACTS = `company:
  name: Demo Software
  shortName: Demo
  legalName: Demo Software GmbH
  email: hello@demo.example
  careersEmail: jobs@demo.example
  apiEmail: api@demo.example
  foundingYear: 2019
  employees:
    min: 10
    max: 50
  social:
    github:
      label: GitHub
      url: https://github.com/demo
    linkedin:
      label: LinkedIn
      url: https://www.linkedin.com/company/demo
    mastodon:
      label: Mastodon
      url: https://mastodon.example/@demo
organization:
  logo:
    path: /logo.svg
    width: 512
    height: 512
  industry:
    naics: '541511'
    isicV4: '6201'
offices:
  lisbon:
    street: Rua 1
    postalCode: 1000-001
    locality: Lisboa
    region: Lisboa
    countryCode: PT
legal:
  address:
    street: Hauptstraße 1
    postalCode: '04109'
    locality: Leipzig
    countryCode: DE
  managingDirector: Erika Muster
  register:
    court: Amtsgericht Leipzig
    number: HRB 1
  vatId: DE000000000
  phone: +49 341 0
  privacyEmail: privacy@demo.example
  supervisoryAuthority:
    name: Aufsicht
    street: Weg 2
    postalCode: '01067'
    locality: Dresden
    url: https://aufsicht.example
`;

const SCHEMA = `import * as v from 'valibot';
import { cta, text } from '../../../client/site/copy-schema';
export const schema = v.strictObject({
  title: text,
  lead: text,
  cta,
  translationNote: v.optional(text),
  steps: v.array(text),
});
`;

/** A page of testimonials, as the home page's: each filled in from the case study it names. */
const SAID_SCHEMA = `import * as v from 'valibot';
import { text } from '../../../client/site/copy-schema';
export const schema = v.strictObject({
  items: v.array(v.strictObject({ quote: text, name: text, initials: text, role: text, company: text, result: text })),
});
`;

/** A project folder of its own below this one (so its schema finds valibot), removed afterwards. */
let dir = '';
before(() => {
  dir = mkdtempSync(join(PROJECT, '.copy-test-'));
  mkdirSync(join(dir, 'client/pages'), { recursive: true });
  mkdirSync(join(dir, 'client/site'), { recursive: true });
  writeFileSync(join(dir, 'client/pages/demo.schema.ts'), SCHEMA);
  writeFileSync(join(dir, 'client/pages/other.schema.ts'), SCHEMA);
  writeFileSync(join(dir, 'client/pages/said.schema.ts'), SAID_SCHEMA);
  writeFileSync(join(dir, 'client/site/facts.schema.ts'), `export { schema } from '../../../client/site/facts.schema';\n`);
});
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Writes content/ afresh with these files, then compiles it.
 * @param {Record<string, string>} files paths below content/
 * @param {string} [outDir]
 * @param {Partial<import('./copy.mjs').CopyOptions>} [options] more of compileCopy's options
 */
async function compile(files, outDir, options = {}) {
  rmSync(join(dir, 'content'), { recursive: true, force: true });
  for (const [name, text] of Object.entries({ 'facts.yaml': FACTS, ...files })) {
    mkdirSync(dirname(join(dir, 'content', name)), { recursive: true });
    writeFileSync(join(dir, 'content', name), text);
  }
  return compileCopy({
    root: dir,
    langs: LANGS,
    check,
    figures: { retention: { messages: 180 } },
    ...(outDir ? { outDir } : {}),
    ...options,
  });
}

const EN = `title: About {company.name}
lead: Kept for {retention.messages} days, since {company.foundingYear}.
cta:
  label: Topics
  href: page:news-tag?tag=events
translationNote: The German text governs.
steps:
  - One
  - Two
`;
const DE = `title: Über {company.legalName}
lead: '{retention.messages} Tage lang, seit {company.foundingYear}.'
cta:
  label: Themen
  href: page:news-tag?tag=events#latest
steps:
  - Eins
  - Zwei
`;

describe('the copy build', () => {
  it('fills in facts and figures, resolves page links per language, and writes JSON per block and language', async () => {
    const out = join(dir, 'out');
    const { copy, problems } = await compile({ 'pages/demo.en.yaml': EN, 'pages/demo.de.yaml': DE }, out);
    assert.deepEqual(problems, []);
    assert.deepEqual(copy.pages.demo?.en, {
      title: 'About Demo Software',
      lead: 'Kept for 180 days, since 2019.',
      cta: { label: 'Topics', href: '/news/tag/events' },
      translationNote: 'The German text governs.',
      steps: ['One', 'Two'],
    });
    const de = /** @type {{ title: string, cta: { href: string } }} */ (copy.pages.demo?.de);
    assert.equal(de.cta.href, '/de/aktuelles/thema/events#latest');
    assert.equal(de.title, 'Über Demo Software GmbH');
    assert.deepEqual(JSON.parse(readFileSync(join(out, 'pages/demo.de.json'), 'utf8')), copy.pages.demo?.de);
  });

  it('compiles only the blocks of the files named as changed, and writes only what changed', async () => {
    const out = join(dir, 'out-partial');
    const other = EN.replace('About {company.name}', 'Other {company.name}');
    const first = await compile(
      { 'pages/demo.en.yaml': EN, 'pages/demo.de.yaml': DE, 'pages/other.en.yaml': other, 'pages/other.de.yaml': DE },
      out,
    );
    assert.deepEqual(first.problems, []);
    writeFileSync(join(dir, 'content/pages/demo.en.yaml'), EN.replace('Topics', 'Themes'));
    const again = await compileCopy({
      root: dir,
      langs: LANGS,
      check,
      figures: { retention: { messages: 180 } },
      outDir: out,
      only: new Set(['content/pages/demo.en.yaml']),
    });
    assert.deepEqual(again.problems, []);
    assert.deepEqual(Object.keys(again.copy.pages), ['demo']);
    assert.deepEqual(again.written, [join(out, 'pages/demo.en.json')]);
    assert.equal(JSON.parse(readFileSync(join(out, 'pages/demo.en.json'), 'utf8')).cta.label, 'Themes');
  });

  it('names both files when a key is in one language only, unless the schema marks it optional', async () => {
    const { problems } = await compile({
      'pages/demo.en.yaml': EN,
      'pages/demo.de.yaml': DE.replace(/^lead: .*\n/m, ''),
    });
    assert.ok(
      problems.some((p) => p === 'content/pages/demo.de.yaml:1: lead is missing; content/pages/demo.en.yaml:2 has it'),
      problems.join('\n'),
    );
    // translationNote is English only, as the schema allows: no problem of its own.
    assert.ok(!problems.some((p) => p.includes('translationNote')), problems.join('\n'));
  });

  it('names both files when a list differs in length', async () => {
    const { problems } = await compile({ 'pages/demo.en.yaml': EN, 'pages/demo.de.yaml': DE.replace('  - Zwei\n', '') });
    assert.ok(
      problems.includes(
        'content/pages/demo.en.yaml:7: steps has 2 items, content/pages/demo.de.yaml:6 has 1: each language says the same things',
      ),
      problems.join('\n'),
    );
  });

  it('refuses, at the line, a misspelt key, an empty text, an unknown fact, a path typed by hand and a link to no page', async () => {
    const { problems } = await compile({
      'pages/demo.en.yaml': EN.replace('title:', 'titel:')
        .replace('{company.foundingYear}', '{company.founded}')
        .replace('page:news-tag?tag=events', '/news'),
      'pages/demo.de.yaml': DE.replace("lead: '{retention.messages} Tage lang, seit {company.foundingYear}.'", "lead: ' '").replace(
        'page:news-tag?tag=events#latest',
        'page:nope',
      ),
    });
    const has = (/** @type {string} */ line) => assert.ok(problems.includes(line), `${line}\nnot in:\n${problems.join('\n')}`);
    has('content/pages/demo.en.yaml:1: titel: unknown field (misspelt?)');
    has('content/pages/demo.en.yaml:2: lead: {company.founded} names no fact (content/facts.yaml) or figure');
    has('content/pages/demo.en.yaml:5: cta.href: link to /news: name the page (page:<id>, e.g. page:contact#form), not its path');
    has('content/pages/demo.de.yaml:2: lead: must not be empty');
    has('content/pages/demo.de.yaml:5: cta.href: link to page:nope: no page has the id "nope" (client/routes.ts names the pages)');
  });

  it('refuses a file without its other language, and one without a schema', async () => {
    const { problems } = await compile({ 'pages/demo.en.yaml': EN, 'site/nothing.en.yaml': 'a: b\n', 'site/nothing.de.yaml': 'a: b\n' });
    assert.ok(
      problems.some((p) => p.startsWith('content/pages/demo.de.yaml:1: missing:')),
      problems.join('\n'),
    );
    assert.ok(problems.includes('content/site/nothing.en.yaml:1: no schema for it: client/site/nothing.schema.ts exports `schema`'));
  });

  describe('a testimonial that names a case study (quote: work:<key>)', () => {
    const QUOTES = {
      en: { acme: { text: 'It simply works.', author: 'Ada Maria Lovelace', role: 'CTO', client: 'Acme Analytics' } },
      de: { acme: { text: 'Es läuft einfach.', author: 'Ada Maria Lovelace', role: 'CTO', client: 'Acme Analytics' } },
    };
    const SAID_EN = 'items:\n  - quote: work:acme\n    result: Faster\n';
    const SAID_DE = 'items:\n  - quote: work:acme\n    result: Schneller\n';

    it('gets the quote, the name, initials and role, and the client from the case study of its language', async () => {
      const { copy, problems } = await compile({ 'pages/said.en.yaml': SAID_EN, 'pages/said.de.yaml': SAID_DE }, undefined, {
        quotes: QUOTES,
      });
      assert.deepEqual(problems, []);
      const item = { name: 'Ada Maria Lovelace', initials: 'AL', role: 'CTO', company: 'Acme Analytics' };
      // In the schema's order, as a testimonial written out was: the page's JSON is the same bytes.
      assert.equal(
        JSON.stringify(copy.pages.said?.en),
        JSON.stringify({ items: [{ quote: 'It simply works.', ...item, result: 'Faster' }] }),
      );
      assert.deepEqual(copy.pages.said?.de, { items: [{ quote: 'Es läuft einfach.', ...item, result: 'Schneller' }] });
    });

    it('refuses, at the line, a case study its language lacks and a field the case study gives', async () => {
      const { problems } = await compile(
        { 'pages/said.en.yaml': SAID_EN.replace('    result', '    name: Someone\n    result'), 'pages/said.de.yaml': SAID_DE },
        undefined,
        { quotes: { en: QUOTES.en } },
      );
      const has = (/** @type {string} */ line) => assert.ok(problems.includes(line), `${line}\nnot in:\n${problems.join('\n')}`);
      has('content/pages/said.en.yaml:3: items.0.name: comes from the case study content/work/acme.en.md; remove it here');
      has('content/pages/said.de.yaml:2: items.0.quote: work:acme names no case study in this language (content/work/acme.de.md)');
    });
  });
});
