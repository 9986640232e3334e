import * as EN from '../client/site';
import * as DE from '../client/site/de';
import { matchRoute } from '../client/routes';
import { PAGE_DATA } from '../client/site/page-data';

/**
 * The German site module against the English one. The compiler already checks that both have the
 * same keys and list lengths (decision 0150); these tests catch what it cannot: a German string
 * left in English (a half translation), an in-site link that still points at an English page, and
 * German typography slips.
 */

/** The English index's copy exports that the German module must have too (positions are content of their own). */
const NOT_COPY = new Set(['OFFICES']);
const copyExports = [...Object.keys(EN).filter((name) => /^[A-Z][A-Z_]+$/.test(name) && !NOT_COPY.has(name)), 'PAGE_DATA'];

/** Strings that may read the same in both languages, each with the reason. */
const SAME_IN_GERMAN: Record<string, string> = {
  'Newsloom API': 'product name',
  Free: 'Newsloom plan name',
  Team: 'Newsloom plan name, and the German word for a team',
  Business: 'Newsloom plan name',
  Design: 'German uses the loanword for the design team',
  CTO: 'a role title German uses as it is',
  '(optional)': 'the same word in German',
  System: 'the colour-mode option reads the same in German',
  '⌘ K': 'a key combination',
  Leipzig: 'a place name',
  Portugal: 'a country name, the same in German',
};

/** Keys whose values are identifiers or facts, the same in every language. */
const FACT_KEYS = new Set(['id', 'initials', 'src', 'path', 'email', 'network', 'themeColor', 'group']);

/**
 * Parts of the copy that are not prose written here: the positions' own text comes with the
 * positions (one file per position and language); the teams are ids, named by `teamNames`.
 */
const WRITTEN_ELSEWHERE = [
  /^(PAGE_DATA\.)?(CAREERS|careers)\.positions\.items\b/,
  /^(PAGE_DATA\.)?(CAREERS|careers)\.positions\.teams\b/,
  /^TEAMS\b/,
];

type Tree = unknown;
const isRecord = (v: Tree): v is Record<string, Tree> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every string leaf of a tree, with its path. */
function leaves(tree: Tree, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof tree === 'string') out.push([path, tree]);
  else if (Array.isArray(tree)) tree.forEach((v, i) => leaves(v, `${path}[${i}]`, out));
  else if (isRecord(tree)) for (const [k, v] of Object.entries(tree)) leaves(v, `${path}.${k}`, out);
  return out;
}

/** The words of the company's facts and of the people and clients the copy names: a string made only of them is a name or an address. */
const FACT_WORDS = new Set(
  [
    ...leaves(EN.LEGAL, 'LEGAL'),
    ...leaves({ ...EN.COMPANY, tagline: '', description: '', location: '' }, 'COMPANY'),
    ...leaves(
      PAGE_DATA.en.company.team.people.map((p) => p.name),
      'people',
    ),
    ...leaves(
      PAGE_DATA.en.home.testimonials.items.map((t) => [t.name, t.company]),
      'testimonials',
    ),
    ...leaves(PAGE_DATA.en.home.hero.clients, 'clients'),
  ].flatMap(([, value]) => value.split(/[\s,]+/).filter(Boolean)),
);

/** Why a German string may equal its English counterpart, or undefined when it may not. */
function sameBecause(path: string, value: string): string | undefined {
  const key =
    path
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? '';
  if (WRITTEN_ELSEWHERE.some((re) => re.test(path))) return 'written elsewhere';
  if (value in SAME_IN_GERMAN) return SAME_IN_GERMAN[value];
  if (FACT_KEYS.has(key)) return `an identifier (${key})`;
  if (/\.stack\[\d+\]$/.test(path)) return 'a technology name';
  if (value.trim() === '') return 'empty';
  if (/^[^\s@]+@[^\s@]+\.[a-z]+$/.test(value)) return 'an e-mail address';
  if (/^(https?:|mailto:)\S+$/.test(value)) return 'a URL';
  if (/^[\d\s\u00a0.,:+–%<>€-]+$/.test(value)) return 'a number';
  if (/^[A-Z]{2}$/.test(value)) return 'a country code';
  if (
    value
      .split(/[\s,]+/)
      .filter(Boolean)
      .every((word) => FACT_WORDS.has(word) || /^\d+$/.test(word))
  )
    return 'names and facts';
  return undefined;
}

/** The paths (and values) where the German copy still carries the English string. */
function untranslated(en: Tree, de: Tree, path: string, out: string[] = []): string[] {
  if (typeof en === 'string') {
    if (de === en && !sameBecause(path, en)) out.push(`${path}: ${en}`);
  } else if (Array.isArray(en) && Array.isArray(de)) {
    en.forEach((v, i) => untranslated(v, de[i], `${path}[${i}]`, out));
  } else if (isRecord(en) && isRecord(de)) {
    for (const [k, v] of Object.entries(en)) untranslated(v, de[k], `${path}.${k}`, out);
  }
  return out;
}

/** Keys or list items one side has and the other lacks (the compiler's check, repeated at run time for the built objects). */
function shapeDifferences(en: Tree, de: Tree, path: string, out: string[] = []): string[] {
  if (Array.isArray(en) && Array.isArray(de)) {
    if (en.length !== de.length) out.push(`${path}: ${en.length} items in English, ${de.length} in German`);
    en.forEach((v, i) => i < de.length && shapeDifferences(v, de[i], `${path}[${i}]`, out));
  } else if (isRecord(en) && isRecord(de)) {
    for (const k of new Set([...Object.keys(en), ...Object.keys(de)])) {
      if (!(k in de)) out.push(`${path}.${k}: missing in German`);
      else if (!(k in en)) out.push(`${path}.${k}: not in English`);
      else shapeDifferences(en[k], de[k], `${path}.${k}`, out);
    }
  } else if (typeof en !== typeof de) out.push(`${path}: ${typeof en} in English, ${typeof de} in German`);
  return out;
}

/** Each module's exports, and the pages' data (their copy files, compiled). */
const en: Record<string, Tree> = { ...EN, PAGE_DATA: PAGE_DATA.en };
const de: Record<string, Tree> = { ...DE, PAGE_DATA: PAGE_DATA.de };

/** The search index without the positions' entries (their text comes with the positions). */
const withoutPositions = (index: Tree) => (index as readonly EN.SearchEntry[]).filter((e) => e.group !== 'positions');
const pair = (name: string): [Tree, Tree] =>
  name === 'SEARCH_INDEX' ? [withoutPositions(en[name]), withoutPositions(de[name])] : [en[name], de[name]];

/** Every German string a visitor reads, with its path: not code samples, links, asset paths or the positions' text. */
const germanProse = copyExports
  .flatMap((name) => leaves(name === 'SEARCH_INDEX' ? withoutPositions(de[name]) : de[name], name))
  .filter(([path]) => !/\.(code|href|src|path|email|id|themeColor)$/.test(path) && !WRITTEN_ELSEWHERE.some((re) => re.test(path)));

/** A German page of the registry (a `{id}` slot filled in, the query and anchor left out). */
const isGermanPage = (href: string) => matchRoute(href.replace(/[?#].*$/, '').replace(/\{\w+\}/g, 'x'))?.lang === 'de';

describe('the German site module', () => {
  it('has every copy export of the English one', () => {
    expect(copyExports.length).toBeGreaterThan(15);
    expect(copyExports.filter((name) => !(name in de))).toEqual([]);
  });

  it('has the shape of the English one: the same keys and list lengths', () => {
    expect(copyExports.flatMap((name) => shapeDifferences(...pair(name), name))).toEqual([]);
  });

  it('carries no English string but names, facts, identifiers and the listed words', () => {
    expect(copyExports.flatMap((name) => untranslated(...pair(name), name))).toEqual([]);
  });

  it('links every in-site page at its German path, with the English anchors', () => {
    const links = copyExports
      .flatMap((name) => leaves(de[name], name))
      .filter(([path, value]) => path.endsWith('.href') && value.startsWith('/'));
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter(([, href]) => !isGermanPage(href))).toEqual([]);
    // The anchors are ids, the same in both languages: /de/loesungen#custom-saas.
    expect(links.map(([, href]) => href)).toContain('/de/loesungen#custom-saas');
  });

  it('keeps the facts: the same e-mail addresses, numbers of days and legal identifiers', () => {
    expect(DE.COMPANY.email).toBe(EN.COMPANY.email);
    expect(DE.LEGAL.vatId).toBe(EN.LEGAL.vatId);
    expect(DE.LEGAL.retentionDays).toEqual(EN.LEGAL.retentionDays);
    expect(DE.POSITION_PAGE.form.consent.after).toContain(`${EN.LEGAL.retentionDays.messages} Tage`);
    expect(PAGE_DATA.de.privacy.sections.map((s) => s.id)).toEqual(PAGE_DATA.en.privacy.sections.map((s) => s.id));
    expect(DE.ORGANIZATION.offers.map((o) => o.id)).toEqual(EN.ORGANIZATION.offers.map((o) => o.id));
    // The German Organization and head are the English ones with German words laid over them.
    expect(DE.ORGANIZATION.logo).toEqual(EN.ORGANIZATION.logo);
    expect(DE.ORGANIZATION.industry).toEqual({ ...EN.ORGANIZATION.industry, name: 'Softwareentwicklung' });
    expect(DE.ORGANIZATION.address).toEqual({ ...EN.ORGANIZATION.address, region: 'Sachsen' });
    expect(DE.SITE_HEAD.socialImage).toMatchObject({
      width: EN.SITE_HEAD.socialImage.width,
      height: EN.SITE_HEAD.socialImage.height,
      path: '/og-de.png',
    });
    expect(DE.SITE_HEAD.themeColor).toBe(EN.SITE_HEAD.themeColor);
  });

  it('says which language is the original of the legal pages', () => {
    expect(PAGE_DATA.en.imprint.translationNote).toMatch(/translation.*German/);
    expect(PAGE_DATA.en.privacy.translationNote).toMatch(/translation.*German/);
    expect(PAGE_DATA.de.imprint.translationNote).toMatch(/englischer Übersetzung.*maßgeblich/);
    expect(PAGE_DATA.de.privacy.translationNote).toMatch(/englischer Übersetzung.*maßgeblich/);
  });

  it('follows German typography and the formal address', () => {
    const rules: [string, RegExp][] = [
      ['straight double quotes (use „…“)', /"/],
      ['a hyphen as a dash (use –)', / - /],
      ['three dots (use …)', /\.\.\./],
      ['an English thousands separator (use 1.000)', /\d,\d{3}(?!\d)/],
      ['a breaking space before a unit (use a no-break space: 33 %, 58.000 €, 10 MB)', /\d (%|€|MB|Min\.)/],
      ['a breaking space in an abbreviation (z. B., Abs. 1, § 5)', /\b(z\. B\.|Abs\. \d|Art\. \d|§ \d|lit\. [a-z])/],
      ['the informal address (use Sie)', /\b(du|dich|dir|dein\w*|euch|euer|eure\w*)\b/i],
    ];
    expect(germanProse.length).toBeGreaterThan(300);
    const slips = germanProse.flatMap(([path, value]) =>
      rules.filter(([, re]) => re.test(value)).map(([rule]) => `${path}: ${rule}: ${value}`),
    );
    expect(slips).toEqual([]);
  });
});

describe('the half-translation check', () => {
  it('finds an English sentence left in the German copy, and lets names and facts pass', () => {
    const english = {
      title: 'Our story',
      people: [{ name: 'Marta Hübner', role: 'Managing Director' }],
      mail: EN.COMPANY.email,
      figure: '120+',
    };
    const german = {
      title: 'Unsere Geschichte',
      people: [{ name: 'Marta Hübner', role: 'Managing Director' }],
      mail: EN.COMPANY.email,
      figure: '120+',
    };
    expect(untranslated(english, german, 'X')).toEqual(['X.people[0].role: Managing Director']);
  });

  it('finds a missing key and a list of another length', () => {
    expect(shapeDifferences({ a: 'x', b: ['1', '2'] }, { b: ['1'], c: 'y' }, 'X')).toEqual([
      'X.a: missing in German',
      'X.b: 2 items in English, 1 in German',
      'X.c: not in English',
    ]);
  });
});
