// The content build: content/{work,news,positions}/<key>.<lang>.md, content/authors.yaml,
// content/tags.yaml and content/clients.yaml → checked against the schemas (./schema.mjs), Markdown compiled to the node
// tree (./markdown.mjs), sorted, and written as JSON to dist/content/ with an Open Graph picture
// per case study and post (./og.mjs); the site's copy (./copy.mjs) checked, its links against what
// the entries hold, and written to dist/content/copy/. Any problem stops the build with
// `file:line: message` for each one (decisions 0160-0162).
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTHORS, CLIENTS, GLOSSARY, ID, LANGS, NEWS, POSITION, TAGS, WORK } from './schema.mjs';
import { compileMarkdown, readingMinutes, textOf, parseMarkdown } from './markdown.mjs';
import { checkPicture, picturesIn } from './pictures.mjs';
import { contentLinks } from './links.mjs';
import { compileCopy, loadModules } from './copy.mjs';
import { parseYaml, readYaml, splitFrontMatter } from './yaml.mjs';
import { drawOgImage } from './og.mjs';
import { replaceFile } from '../lib/build-lock.mjs';
import { loadTs } from '../lib/load-ts.mjs';

/** @typedef {import('../../client/content/types').Lang} Lang */
/** @typedef {import('../../client/content/types').CaseStudy} CaseStudy */
/** @typedef {import('../../client/content/types').NewsPost} NewsPost */
/** @typedef {import('../../client/content/types').WorkCollection} WorkCollection */
/** @typedef {import('../../client/content/types').NewsCollection} NewsCollection */
/** @typedef {import('../../client/site/positions').Position} Position */
/** @typedef {import('./links.mjs').ContentFacts} ContentFacts */
/** @typedef {(line: number, message: string) => void} Report */
/**
 * One file of a collection whose front matter passed its schema (`data`, the schema's output).
 * @template T
 * @typedef {{ file: string, report: Report, key: string, lang: Lang, data: T, body: string, bodyLine: number }} Entry
 */

export { splitFrontMatter };

/** Whether the project at `root` has a file under assets/ at a path from the site's root. @param {string} root */
const assetFile = (root) => (/** @type {string} */ path) => existsSync(join(root, 'assets', path));

/** This project's folder: its copy, route table and fonts (the content may come from elsewhere, as the fixtures do). */
const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

/** The page registry: every entry's path, and every internal link's check. */
const ROUTES = /** @type {typeof import('../../client/routes')} */ (await loadTs('client/routes.ts'));
/** Posts per list page (/news, /news/page/<n>) and the services /work is narrowed to: the worker's, which cut the lists. */
const { NEWS_PAGE_SIZE, parseService } = /** @type {typeof import('../../client/content/select')} */ (
  await loadTs('client/content/select.ts')
);
/** The figures the code owns that the copy states: how long what a visitor sends is kept (client/site/retention.ts, which the deletion job reads). */
const FIGURES = {
  retention: /** @type {typeof import('../../client/site/retention')} */ (await loadTs('client/site/retention.ts')).RETENTION_DAYS,
};
/** What a content picture may be: the studio checks an upload against the same figures. */
const { PICTURE_LIMITS } = /** @type {typeof import('../../client/site/picture-limits')} */ (await loadTs('client/site/picture-limits.ts'));
/** Where the content's pictures live (served from /images/): one nothing references is reported. */
const PICTURES_DIR = 'assets/images';
/** What `?topic=` the contact form takes. */
const { CONTACT_TOPICS } = /** @type {typeof import('../../client/forms/contact')} */ (await loadTs('client/forms/contact.ts'));
/** What the links of content may name besides pages and entries (./links.mjs). @type {import('./links.mjs').SiteModules} */
const SITE = {
  routes: ROUTES,
  isService: (value) => parseService(value) !== undefined,
  isTopic: (value) => /** @type {readonly string[]} */ (CONTACT_TOPICS).includes(value),
};
/** Where the worker serves each language's feeds. */
const { FEEDS, feedPath } = /** @type {typeof import('../../worker/content/feed-paths')} */ (await loadTs('worker/content/feed-paths.ts'));
/** Each kind of feed (rss, atom, json). */
const FEED_KINDS = /** @type {(keyof typeof FEEDS)[]} */ (Object.keys(FEEDS));
/** The page of each collection's entries. */
const ENTRY_PAGE = /** @type {const} */ ({ work: 'work-entry', news: 'news-entry' });
/** @param {'work' | 'news'} collection @param {Lang} lang @param {string} slug */
const entryPath = (collection, lang, slug) => ROUTES.pagePath(ENTRY_PAGE[collection], lang, { slug });
/** Case studies' bodies are at least this long (characters of text), as the contract says. */
const MIN_WORK_CHARS = 2500;
const TEAM_ORDER = ['Engineering', 'Design', 'Product', 'Operations'];

/**
 * A value for each language.
 * @template T @param {(lang: Lang) => T} make @returns {Record<Lang, T>}
 */
const perLang = (make) => /** @type {Record<Lang, T>} */ (Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])));

/** Thrown with every problem found; `problems` are `file:line: message` lines. */
export class ContentError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`content: ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/**
 * A value the schemas guarantee (an author or tag id checked against its file): absent is a bug here.
 * @template T @param {T | undefined} value @param {string} what @returns {T}
 */
function defined(value, what) {
  if (value === undefined) throw new Error(`content: ${what} passed its schema but is not in its file`);
  return value;
}

/**
 * The path of every page of the registry in every language, parameters as `:name` (client/routes.ts,
 * bundled in memory): what the content build takes from it, which npm run dev compares.
 * @param {string} root
 * @returns {Promise<string[]>}
 */
export async function routePaths(root) {
  const [mod] = await loadModules(root, ['client/routes.ts']);
  const routes = /** @type {typeof import('../../client/routes')} */ (mod);
  return routes.PAGE_IDS.flatMap((id) => routes.LANGS.map((lang) => routes.pageDef(id).paths[lang]));
}

/**
 * The copy the pictures need (brand, kind labels, date locale) in one language, from the site
 * module's pages of that language (client/site/pages/, client/site/de/pages/).
 * @param {string} root @param {Lang} [lang]
 */
export async function siteCopy(root, lang = 'en') {
  const dir = lang === 'de' ? 'client/site/de/pages' : 'client/site/pages';
  const [company, work, news] = await loadModules(root, ['client/site/company.ts', `${dir}/work.ts`, `${dir}/news.ts`]);
  return { COMPANY: company?.COMPANY, NEWS_PAGE: news?.NEWS_PAGE, WORK_PAGE: work?.WORK_PAGE };
}

/** The closed positions' ids and titles, which no other output holds (tests read it). */
const CLOSED_POSITIONS = 'positions-closed.json';
/** Where a content build leaves what its links may name, for `npm run dev` to check the copy alone again. */
const LINK_FACTS = 'links.json';

/**
 * The site's copy (./copy.mjs) checked against what a content build found (`facts`: its entries,
 * topics and positions, which page links may name), written to `<outDir>/copy/` when it has no problem.
 * `site` and `figures` are this module's unless `npm run dev` passes fresher ones. Its pictures are
 * checked through `pictures` (the content build's, which counts what is referenced).
 * @param {{ root: string, facts: ContentFacts, outDir?: string, site?: import('./links.mjs').SiteModules, figures?: Record<string, unknown>, only?: ReadonlySet<string>, schemaCache?: Map<string, Record<string, any>[]>, pictures?: ContentPictures }} options
 */
export async function compileSiteCopy({
  root,
  facts,
  outDir,
  site = SITE,
  figures = FIGURES,
  only,
  schemaCache,
  pictures = contentPictures(root),
}) {
  const links = contentLinks({ site, facts, isFile: assetFile(root) });
  const compiled = await compileCopy({
    root,
    code: PROJECT,
    langs: LANGS,
    check: links.check,
    figures,
    quotes: facts.quotes,
    pageIds: site.routes.PAGE_IDS,
    ...(schemaCache ? { schemaCache } : {}),
    ...(only ? { only } : {}),
    ...(outDir ? { outDir: join(outDir, 'copy') } : {}),
  });
  // A page without a parameter is its copy file: the registry names none that lacks one.
  if (!only && Object.keys(compiled.copy.pages).length > 0)
    for (const id of site.routes.STATIC_PAGE_IDS)
      if (!compiled.copy.pages[id])
        compiled.problems.push(
          `content/pages/${id}.${LANGS[0]}.yaml:1: missing: the page "${id}" (client/routes.ts) has no copy in content/pages/`,
        );
  compiled.problems.push(...copyPictureProblems(root, pictures, only));
  return compiled;
}

/**
 * What the last content build written to `outDir` found that links may name.
 * @param {string} outDir @returns {ContentFacts}
 */
export function readLinkFacts(outDir) {
  const raw = JSON.parse(readFileSync(join(outDir, LINK_FACTS), 'utf8'));
  const sets = (/** @type {Record<Lang, string[]>} */ x) => perLang((lang) => new Set(x[lang]));
  return {
    work: sets(raw.work),
    news: sets(raw.news),
    tags: sets(raw.tags),
    newsPages: raw.newsPages,
    positions: sets(raw.positions),
    files: new Set(raw.files),
    quotes: raw.quotes ?? perLang(() => ({})),
  };
}

/**
 * @typedef {object} ContentOptions
 * @property {string} root  project folder (content/ and assets/ below it)
 * @property {string} [outDir]  where to write; nothing is written when absent
 * @property {boolean} [og]  draw the Open Graph pictures (default true when writing)
 * @property {number} [minWorkChars]
 */

/**
 * Builds all content. Resolves to the compiled collections, or rejects with a ContentError that
 * lists every problem.
 * @param {ContentOptions} options
 */
export async function buildContent({ root, outDir, og = outDir !== undefined, minWorkChars = MIN_WORK_CHARS }) {
  /** @type {string[]} */
  const problems = [];
  /** @param {string} file @returns {Report} */
  const reporter = (file) => (line, message) => problems.push(`${relative(root, file)}:${line}: ${message}`);
  const sources = readSources(join(root, 'content'), reporter);
  const facts = linkFactsOf(sources);
  const links = contentLinks({ site: SITE, facts, isFile: assetFile(root) });
  const pictures = contentPictures(root);
  // The site's copy: its page links are checked as the entries' are.
  const copy = await compileSiteCopy({ root, facts, outDir, pictures });
  problems.push(...copy.problems);
  const compiled = await compileEntries(sources, { root, links, minWorkChars, pictures });
  for (const draft of sources.drafts) checkDraftPictures(draft, pictures);
  if (problems.length > 0) throw new ContentError(problems);
  const result = collectionsOf(compiled, sources.tags);
  const warnings = [...missingTranslations(root, sources), ...unreferencedPictures(root, pictures)];
  if (outDir) {
    writeContent(outDir, facts, result);
    if (og) await drawOgImages(outDir, [...compiled.work, ...compiled.news]);
  }
  return { ...result, warnings };
}

/** @typedef {import('valibot').InferOutput<ReturnType<typeof WORK>>} WorkData */
/** @typedef {import('valibot').InferOutput<ReturnType<typeof NEWS>>} NewsData */
/** @typedef {import('valibot').InferOutput<typeof POSITION>} PositionData */
/** A file whose front matter failed: its body is still checked, so one build reports everything. @typedef {{ report: Report, lang: Lang, body: string, bodyLine: number, collection: string }} Rejected */
/** @typedef {ReturnType<typeof readSources>} Sources */

/**
 * The content's files read and their front matter checked: the authors, the tags, each
 * collection's entries, the drafts and the files whose front matter failed. A draft is checked and left out:
 * no build holds one (the studio's preview shows it), so the local site shows what production shows.
 * @param {string} contentDir @param {(file: string) => Report} reporter
 */
function readSources(contentDir, reporter) {
  /** @type {Record<string, { name: string }>} */
  const authors = yamlFile(contentDir, 'authors.yaml', AUTHORS, reporter);
  /** @type {Record<string, { en: string, de: string }>} */
  const tags = yamlFile(contentDir, 'tags.yaml', TAGS, reporter);
  /** @type {{ clients?: { name: string }[] }} */
  const clients = yamlFile(contentDir, 'clients.yaml', CLIENTS, reporter);
  // The German glossary is read by its test (./glossary.test.mjs); the build checks its form.
  yamlFile(contentDir, 'glossary.yaml', GLOSSARY, reporter);
  /** @type {Rejected[]} */
  const rejected = [];
  const from = { contentDir, reporter, rejected };
  const allWork = readCollection(from, 'work', WORK(clients.clients?.map((c) => c.name)));
  if (existsSync(join(contentDir, 'work')) && !existsSync(join(contentDir, 'clients.yaml')))
    reporter(join(contentDir, 'clients.yaml'))(1, 'missing: the clients case studies may name (clients: [{ name }, …])');
  const allNews = readCollection(from, 'news', NEWS(Object.keys(authors), Object.keys(tags)));
  const positions = readCollection(from, 'positions', POSITION);
  const work = allWork.filter((e) => !e.data.draft);
  const news = allNews.filter((e) => !e.data.draft);
  // Left out, but what they show is in use: their pictures are checked and count as referenced.
  const drafts = [...allWork, ...allNews].filter((e) => e.data.draft);
  return { authors, tags, work, news, positions, rejected, drafts };
}

/**
 * A .yaml file of content/, checked (empty when absent or wrong: the problems are reported).
 * @template T
 * @param {string} contentDir @param {string} name @param {import('valibot').GenericSchema<unknown, T>} schema
 * @param {(file: string) => Report} reporter @returns {T | {}}
 */
function yamlFile(contentDir, name, schema, reporter) {
  const file = join(contentDir, name);
  if (!existsSync(file)) return {};
  return readYaml(readFileSync(file, 'utf8'), schema, reporter(file), 1) ?? {};
}

/**
 * Every file of a collection, its front matter checked; a file whose front matter failed goes to `rejected`.
 * @template T
 * @param {{ contentDir: string, reporter: (file: string) => Report, rejected: Rejected[] }} from
 * @param {'work'|'news'|'positions'} collection @param {import('valibot').GenericSchema<unknown, T>} schema @returns {Entry<T>[]}
 */
function readCollection({ contentDir, reporter, rejected }, collection, schema) {
  const dir = join(contentDir, collection);
  if (!existsSync(dir)) return [];
  /** @type {Entry<T>[]} */
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name);
    const report = reporter(file);
    if (!name.endsWith('.md')) continue;
    const m = /^([^.]+)\.([a-z]+)\.md$/.exec(name);
    const key = m?.[1];
    const lang = m?.[2];
    if (!key || !lang || !ID.test(key) || !(/** @type {readonly string[]} */ (LANGS).includes(lang))) {
      report(1, 'file names are <key>.<lang>.md: key lowercase words joined by hyphens, lang en or de');
      continue;
    }
    const split = splitFrontMatter(readFileSync(file, 'utf8'));
    if (!split) {
      report(1, 'the file must start with front matter between two "---" lines');
      continue;
    }
    const data = readYaml(split.yaml, schema, report, 2);
    if (data) out.push({ file, report, key, lang: /** @type {Lang} */ (lang), data, body: split.body, bodyLine: split.bodyLine });
    else rejected.push({ report, lang: /** @type {Lang} */ (lang), body: split.body, bodyLine: split.bodyLine, collection });
  }
  return out;
}

/**
 * What the links of the content and the copy may name, per language (./links.mjs). A position
 * whose id is not its file's key, and a slug used twice, are reported.
 * @param {Sources} sources @returns {ContentFacts}
 */
function linkFactsOf({ work, news, positions }) {
  for (const p of positions)
    if (p.data.id !== p.key) p.report(2, `id "${p.data.id}" must be the file's key "${p.key}" (the English id, in both languages)`);
  return {
    work: slugsOf(work, 'work'),
    news: slugsOf(news, 'news'),
    tags: perLang((lang) => new Set(news.filter((e) => e.lang === lang).flatMap((e) => e.data.tags))),
    newsPages: perLang((lang) => Math.max(1, Math.ceil(news.filter((e) => e.lang === lang).length / NEWS_PAGE_SIZE))),
    positions: perLang((lang) => new Set(positions.filter((p) => p.lang === lang && p.data.status === 'open').map((p) => p.data.id))),
    files: new Set(LANGS.flatMap((lang) => FEED_KINDS.map((kind) => feedPath(lang, kind)))),
    quotes: perLang((lang) =>
      Object.fromEntries(work.filter((e) => e.lang === lang).map((e) => [e.key, { ...e.data.quote, client: e.data.client }])),
    ),
  };
}

/**
 * A collection's slugs per language, each once: a second entry with one is reported.
 * @param {Entry<{ slug: string }>[]} entries @param {'work'|'news'} collection
 */
function slugsOf(entries, collection) {
  return perLang((lang) => {
    const seen = new Set();
    for (const e of entries.filter((x) => x.lang === lang)) {
      if (seen.has(e.data.slug)) e.report(2, `slug "${e.data.slug}" is used by another ${collection} entry in this language`);
      seen.add(e.data.slug);
    }
    return seen;
  });
}

/** What compiling the entries needs: the project folder (images under assets/), the link checker, a case study's shortest body, the pictures' check. @typedef {{ root: string, links: ReturnType<typeof contentLinks>, minWorkChars: number, pictures: ContentPictures }} Compiler */

/**
 * Every entry as the site reads it, its body compiled; a rejected file's body is compiled too, for
 * its problems. A German position without its English file is reported.
 * @param {Sources} sources @param {Compiler} compiler
 */
async function compileEntries({ authors, tags, work, news, positions, rejected }, compiler) {
  const workAlternates = alternatesOf(work, 'work');
  const newsAlternates = alternatesOf(news, 'news');
  for (const r of rejected) if (r.collection !== 'positions') await compileBody(r, compiler);
  /** @type {CaseStudy[]} */
  const workOut = [];
  for (const e of work) workOut.push(await caseStudyOf(e, compiler, workAlternates));
  /** @type {NewsPost[]} */
  const newsOut = [];
  for (const e of news) newsOut.push(await newsPostOf(e, compiler, newsAlternates, { authors, tags }));
  const positionsOut = positions.map((e) => positionOf(e));
  const englishPositions = new Set(positions.filter((p) => p.lang === 'en').map((p) => p.key));
  for (const p of positions)
    if (p.lang === 'de' && !englishPositions.has(p.key)) p.report(1, `no English file ${p.key}.en.md for this position`);
  return { work: workOut, news: newsOut, positions: positionsOut };
}

/** @param {{ body: string, bodyLine: number, lang: Lang, report: Report }} e @param {Compiler} compiler */
function compileBody(e, { links, pictures }) {
  /** @param {string} href */
  const link = (href) => {
    const resolved = links.check(href, e.lang);
    const picture = 'href' in resolved && href.startsWith('/images/') ? pictures.check(href.replace(/[?#].*$/, '')) : undefined;
    return typeof picture === 'string' ? { problem: `link to ${href}: ${picture}` } : resolved;
  };
  return compileMarkdown(e.body, { link, picture: pictures.check, report: e.report, lineOffset: e.bodyLine });
}

/**
 * Each key's URL in every language it has, in the order of LANGS.
 * @param {Entry<{ slug: string }>[]} entries @param {'work'|'news'} collection
 * @returns {(key: string) => Partial<Record<Lang, string>>}
 */
function alternatesOf(entries, collection) {
  return (key) =>
    Object.fromEntries(
      entries
        .filter((x) => x.key === key)
        .sort((a, b) => LANGS.indexOf(a.lang) - LANGS.indexOf(b.lang))
        .map((x) => [x.lang, entryPath(collection, x.lang, x.data.slug)]),
    );
}

/**
 * Where a case study or post is published, in the order its JSON keeps: its URL, its
 * translations and its picture's file.
 * @param {{ key: string, lang: Lang }} e
 * @param {'work' | 'news'} collection
 * @param {string} slug
 * @param {(key: string) => Partial<Record<Lang, string>>} alternates
 */
function published(e, collection, slug, alternates) {
  return {
    url: entryPath(collection, e.lang, slug),
    alternates: alternates(e.key),
    og: `${collection}-${e.key}.${e.lang}.png`,
  };
}

/**
 * A case study; a body shorter than `minWorkChars` characters of text is reported.
 * @param {Entry<WorkData>} e @param {Compiler} compiler @param {(key: string) => Partial<Record<Lang, string>>} alternates
 * @returns {Promise<CaseStudy>}
 */
async function caseStudyOf(e, compiler, alternates) {
  const { blocks, text } = await compileBody(e, compiler);
  const chars = text.replace(/\s+/g, ' ').trim().length;
  const { minWorkChars } = compiler;
  if (chars < minWorkChars)
    e.report(e.bodyLine + 1, `a case study needs at least ${minWorkChars} characters of text (this one has ${chars})`);
  const { draft: _draft, ...data } = e.data;
  return {
    key: e.key,
    lang: e.lang,
    ...data,
    ...published(e, 'work', data.slug, alternates),
    readingMinutes: readingMinutes(text),
    body: blocks,
  };
}

/**
 * A news post, its author's name and its tags' labels filled in.
 * @param {Entry<NewsData>} e @param {Compiler} compiler @param {(key: string) => Partial<Record<Lang, string>>} alternates
 * @param {{ authors: Record<string, { name: string }>, tags: Record<string, { en: string, de: string }> }} files
 * @returns {Promise<NewsPost>}
 */
async function newsPostOf(e, compiler, alternates, { authors, tags }) {
  const { blocks, text } = await compileBody(e, compiler);
  const { draft: _draft, author, tags: tagIds, ...data } = e.data;
  return {
    key: e.key,
    lang: e.lang,
    ...data,
    ...published(e, 'news', data.slug, alternates),
    readingMinutes: readingMinutes(text),
    author: { id: author, name: defined(authors[author], `author ${author}`).name },
    tags: tagIds.map((id) => ({ id, label: defined(tags[id], `tag ${id}`)[e.lang] })),
    body: blocks,
  };
}

/**
 * A position, with the place HR gave it in the list (`order`); a body that is more than plain
 * paragraphs is reported.
 * @param {Entry<PositionData>} e @returns {{ lang: Lang, order: number, position: Position }}
 */
function positionOf(e) {
  // The body is the "about the role" paragraphs, as plain text.
  const tree = parseMarkdown(e.body);
  const about = [];
  for (const node of tree.children) {
    if (node.type === 'paragraph' && node.children.every((c) => c.type === 'text')) about.push(textOf(node).replace(/\s*\n\s*/g, ' '));
    else
      e.report(
        (node.position?.start.line ?? 1) + e.bodyLine,
        'a position\'s body is plain paragraphs ("about the role"), without formatting',
      );
  }
  if (about.length === 0) e.report(e.bodyLine, 'a position needs at least one paragraph about the role after the front matter');
  const {
    id,
    status,
    title,
    team,
    type,
    location,
    workplace,
    offices,
    remoteRegion,
    remoteRules,
    summary,
    tasks,
    requirements,
    niceToHave,
    salary,
    datePosted,
    validThrough,
    updated,
  } = e.data;
  // In the Position type's key order, so the compiled file reads as the type does.
  return {
    lang: e.lang,
    order: e.data.order ?? Number.MAX_SAFE_INTEGER,
    position: {
      id,
      status,
      title,
      team,
      type,
      location,
      workplace,
      offices,
      ...(remoteRegion ? { remoteRegion } : {}),
      remoteRules,
      summary,
      about,
      tasks,
      requirements,
      niceToHave,
      salary,
      datePosted,
      validThrough,
      updated,
    },
  };
}

/** Newest first, then by key, so equal dates still give one order. @param {CaseStudy | NewsPost} a @param {CaseStudy | NewsPost} b */
const byDate = (a, b) => Date.parse(b.published) - Date.parse(a.published) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
/** By team, open before closed, oldest posting first. @param {Position} a @param {Position} b */
const byTeam = (a, b) =>
  TEAM_ORDER.indexOf(a.team) - TEAM_ORDER.indexOf(b.team) ||
  (a.status === b.status ? 0 : a.status === 'open' ? -1 : 1) ||
  (a.datePosted < b.datePosted ? -1 : a.datePosted > b.datePosted ? 1 : 0) ||
  (a.id < b.id ? -1 : 1);
/** As HR orders them (`order`), then byTeam. @param {{ order: number, position: Position }} a @param {{ order: number, position: Position }} b */
const byOrder = (a, b) => a.order - b.order || byTeam(a.position, b.position);

/**
 * Each language's collections, sorted: case studies and posts newest first, positions as HR orders them.
 * @param {Awaited<ReturnType<typeof compileEntries>>} compiled @param {Record<string, { en: string, de: string }>} tags
 */
function collectionsOf(compiled, tags) {
  const work = [...compiled.work].sort(byDate);
  const news = [...compiled.news].sort(byDate);
  return {
    // Every language of LANGS (all of Lang) is a key.
    work: /** @type {Record<Lang, WorkCollection>} */ (
      Object.fromEntries(LANGS.map((lang) => [lang, { lang, entries: work.filter((e) => e.lang === lang) }]))
    ),
    news: /** @type {Record<Lang, NewsCollection>} */ (
      Object.fromEntries(
        LANGS.map((lang) => [
          lang,
          {
            lang,
            tags: Object.entries(tags).map(([id, labels]) => ({ id, label: labels[lang] })),
            entries: news.filter((e) => e.lang === lang),
          },
        ]),
      )
    ),
    positions: /** @type {Record<Lang, Position[]>} */ (
      Object.fromEntries(
        LANGS.map((lang) => [
          lang,
          compiled.positions
            .filter((p) => p.lang === lang)
            .sort(byOrder)
            .map((p) => p.position),
        ]),
      )
    ),
  };
}

/**
 * A warning for each case study and position that has one language only.
 * @param {string} root @param {Sources} sources @returns {string[]}
 */
function missingTranslations(root, { work, positions }) {
  /** @type {string[]} */
  const warnings = [];
  for (const [collection, list] of /** @type {[string, Entry<unknown>[]][]} */ ([
    ['work', work],
    ['positions', positions],
  ])) {
    for (const e of list)
      if (!list.some((x) => x.key === e.key && x.lang !== e.lang))
        warnings.push(`${relative(root, e.file)}: no ${e.lang === 'en' ? 'German' : 'English'} version yet (${collection} needs both)`);
  }
  return warnings;
}

/**
 * The collections' JSON per language, the closed positions' ids and titles, and what links may
 * name, written to `outDir` (with the folder of the pictures).
 * @param {string} outDir @param {ContentFacts} facts @param {ReturnType<typeof collectionsOf>} result
 */
function writeContent(outDir, facts, result) {
  mkdirSync(join(outDir, 'og'), { recursive: true });
  // Sets as lists: readLinkFacts makes them sets again.
  // In one rename: the studio's Worker bundles it, maybe while this runs (scripts/lib/build-lock.mjs).
  replaceFile(
    join(outDir, LINK_FACTS),
    JSON.stringify(facts, (_, value) => (value instanceof Set ? [...value] : value)),
  );
  for (const lang of LANGS) {
    writeFileSync(join(outDir, `work.${lang}.json`), JSON.stringify(result.work[lang]));
    writeFileSync(join(outDir, `news.${lang}.json`), JSON.stringify(result.news[lang]));
    // Only the open ones: a closed position's text and salary band reach no script and no page.
    const open = result.positions[lang].filter((p) => p.status === 'open');
    writeFileSync(join(outDir, `positions.${lang}.json`), JSON.stringify(open, null, 1));
  }
  // The closed ones' ids and titles alone, for the tests that check they are nowhere (nothing the site serves reads this).
  const closed = result.positions.en.filter((p) => p.status === 'closed').map(({ id, title }) => ({ id, title }));
  writeFileSync(join(outDir, CLOSED_POSITIONS), JSON.stringify(closed));
}

/**
 * Each case study's and post's Open Graph picture, in `<outDir>/og/`, with its language's labels.
 * @param {string} outDir @param {(CaseStudy | NewsPost)[]} entries
 */
async function drawOgImages(outDir, entries) {
  const copies = { en: await siteCopy(PROJECT, 'en'), de: await siteCopy(PROJECT, 'de') };
  for (const e of entries) {
    const copy = copies[e.lang];
    const page = e.og.startsWith('work-') ? copy.WORK_PAGE : copy.NEWS_PAGE;
    const date = new Intl.DateTimeFormat(page.dateLocale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(e.published));
    const png = await drawOgImage({ title: e.title, kind: page.og.kind, date, brand: copy.COMPANY.name, root: PROJECT });
    writeFileSync(join(outDir, 'og', e.og), png);
  }
}

// ---- Pictures ----------------------------------------------------------------------------------

/**
 * The pictures content references, each checked once against the limits (./pictures.mjs
 * checkPicture, client/site/picture-limits.ts) and remembered, so the build can tell which pictures
 * under assets/images/ nothing references.
 * @typedef {{ check: (src: string) => import('./pictures.mjs').PictureSize | string | undefined, isReferenced: (src: string) => boolean }} ContentPictures
 *   `check`: a picture by its path from the site's root: its size, the problems of its file (each
 *   naming it), or undefined when no file has that path; `isReferenced`: whether it was checked
 */

/** @param {string} root the folder whose assets/ holds the pictures @returns {ContentPictures} */
function contentPictures(root) {
  /** @type {Map<string, import('./pictures.mjs').PictureSize | string | undefined>} */
  const seen = new Map();
  return {
    check(src) {
      if (!seen.has(src)) {
        const file = join(root, 'assets', src);
        const found = existsSync(file) && statSync(file).isFile();
        const checked = found ? checkPicture(`assets${src}`, readFileSync(file), PICTURE_LIMITS) : undefined;
        seen.set(src, checked && 'problems' in checked ? checked.problems.join('; ') : checked);
      }
      return seen.get(src);
    },
    isReferenced: (src) => seen.has(src),
  };
}

/**
 * The pictures of the site's copy (a mapping with `src`, `width` and `height`, the copy schemas'
 * `picture`): each file checked, and its size the one the copy states (the box the page reserves).
 * Only the files in `only` when it is given (`npm run dev`). Problems at the copy file's line.
 * @param {string} root @param {ContentPictures} pictures @param {ReadonlySet<string>} [only]
 * @returns {string[]}
 */
function copyPictureProblems(root, pictures, only) {
  /** @type {string[]} */
  const problems = [];
  for (const dir of ['content/pages', 'content/site']) {
    if (!existsSync(join(root, dir))) continue;
    for (const name of readdirSync(join(root, dir)).sort()) {
      const file = `${dir}/${name}`;
      if (!name.endsWith('.yaml') || (only && !only.has(file))) continue;
      // A file that does not parse is reported by the copy build.
      const parsed = parseYaml(readFileSync(join(root, file), 'utf8'), () => {}, 1);
      if (parsed)
        picturesIn(
          parsed.value,
          [],
          (path, message) => problems.push(`${file}:${parsed.lineAt(path)}: ${path.join('.')}: ${message}`),
          pictures,
        );
    }
  }
  return problems;
}

/**
 * The pictures of a draft's body: checked as a published entry's are, and in use.
 * @param {Entry<unknown>} draft @param {ContentPictures} pictures
 */
function checkDraftPictures(draft, pictures) {
  /** @param {any} node */
  const visit = (node) => {
    if (node.type === 'image' && typeof node.url === 'string' && node.url.startsWith('/') && !node.url.startsWith('//')) {
      const size = pictures.check(node.url);
      const line = (node.position?.start.line ?? 1) + draft.bodyLine;
      if (size === undefined) draft.report(line, `image ${node.url}: no such file assets${node.url}`);
      else if (typeof size === 'string') draft.report(line, `image ${node.url}: ${size}`);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(parseMarkdown(draft.body));
}

/**
 * A warning for each picture under assets/images/ that no content references (a figure, a page's
 * picture, a link, a draft): a warning, not a failure, as a picture may be saved before the text
 * that shows it, and a text may stop showing one in a save of its own.
 * @param {string} root @param {ContentPictures} pictures @returns {string[]}
 */
function unreferencedPictures(root, pictures) {
  /** @param {string} dir @returns {string[]} paths from the site's root */
  const list = (dir) =>
    readdirSync(join(root, 'assets', dir), { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .flatMap((d) => (d.isDirectory() ? list(`${dir}/${d.name}`) : [`${dir}/${d.name}`]));
  if (!existsSync(join(root, PICTURES_DIR))) return [];
  return list(PICTURES_DIR.slice('assets'.length))
    .filter((src) => !pictures.isReferenced(src))
    .map((src) => `assets${src}: no content references this picture (delete it, or show it in an entry or a page)`);
}
