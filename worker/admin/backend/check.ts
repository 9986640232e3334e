/**
 * The check of a proposed change, before anything is written: the worker runs it against GitHub and
 * the local studio server (scripts/lib/studio-server.mjs, which bundles this module) against the
 * working tree. It applies the content build's own rules (scripts/content/rules.mjs): each
 * collection's front matter schema, authors, tags and clients that exist, the Markdown compiler's checks
 * (alt text, pictures that exist, links to pages and entries that exist), each copy block's schema
 * and both languages' keys, facts that exist, testimonials that quote case studies that exist. So a refusal is the build's own message,
 * `file:line: message`. Whole-site facts (which entries, tags and positions exist) are the last
 * build's (dist/content/links.json) with the change's own entries added.
 */
import type { GenericSchema } from 'valibot';
import type { Lang } from '../../../client/routes';
import {
  AUTHORS,
  CLIENTS,
  ID,
  LANGS,
  NEWS,
  POSITION,
  TAGS,
  WORK,
  checkValue,
  compareLanguages,
  compileMarkdown,
  contentLinks,
  finish,
  lookup,
  parseMarkdown,
  parseYaml,
  checkPicture,
  picturesIn,
  quoteCaseStudies,
  readYaml,
  splitFrontMatter,
  type CaseStudyQuote,
  type ContentFacts,
  type LineAt,
  type MarkdownNode,
  type SiteModules,
} from '../../../scripts/content/rules.mjs';

/** What the last build found that links may name (dist/content/links.json: lists for sets). */
export interface LinkFactsJson {
  work: Record<Lang, string[]>;
  news: Record<Lang, string[]>;
  tags: Record<Lang, string[]>;
  newsPages: Record<Lang, number>;
  positions: Record<Lang, string[]>;
  files: string[];
  /** Each case study's quote and client by its key, which a testimonial of the copy names as `quote: work:<key>`. */
  quotes?: Record<Lang, Record<string, CaseStudyQuote>>;
}

/** What a picture may be (client/site/picture-limits.ts). */
export interface PictureLimits {
  readonly types: Readonly<Record<string, string>>;
  readonly maxBytes: number;
  readonly maxWidth: number;
  readonly maxHeight: number;
}

/** The whole site as the check sees it: the modules the build reads, and what the last build found. */
export interface StudioSite {
  /** The page registry and what `?service=` and `?topic=` take. */
  modules: SiteModules;
  /** Entries, tags and positions links may name. */
  facts: LinkFactsJson;
  /** The code's figures a text of copy may name (`{retention.messages}`). */
  figures: Record<string, unknown>;
  /** Each block of copy's schema by `pages/<name>` or `site/<name>`, and the facts' as `facts`. */
  copySchemas: Readonly<Record<string, GenericSchema<unknown, unknown>>>;
  pictureLimits: PictureLimits;
}

/** A proposed save: the text of each content file, the bytes of each new picture. */
export interface ProposedChange {
  files: { path: string; text: string }[];
  pictures: { path: string; bytes: Uint8Array }[];
}

/** Reads a file of the store as it is now, without the change. */
export type ReadFile = (path: string) => Promise<Uint8Array | undefined>;

const ENTRY_FILE = /^content\/(work|news|positions)\/([^/]+)$/;
const COPY_FILE = /^content\/(pages|site)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.yaml$/;
/** Where uploaded pictures go, and their public path's prefix. */
const PICTURE_FOLDER = 'assets/images';
const LANGUAGE: Record<Lang, string> = { en: 'English', de: 'German' };

const decoder = new TextDecoder();

/** The content files the studio may write besides entries and copy. */
const DATA_FILES = new Set(['content/facts.yaml', 'content/authors.yaml', 'content/tags.yaml', 'content/clients.yaml']);

/** Whether the studio may write a file at this path: a content file or a picture. */
export function isEditablePath(path: string): boolean {
  if (!isSafePath(path)) return false;
  return ENTRY_FILE.test(path) || COPY_FILE.test(path) || DATA_FILES.has(path) || isPicturePath(path);
}

/** A picture's path under the pictures' folder. */
export function isPicturePath(path: string): boolean {
  return isSafePath(path) && path.startsWith(`${PICTURE_FOLDER}/`);
}

/** A relative path inside the repository: no `..`, no leading slash, no backslash, no empty or dot segment. */
export function isSafePath(path: string): boolean {
  return (
    path.length > 0 &&
    path.length < 300 &&
    !path.startsWith('/') &&
    !path.includes('\\') &&
    path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && !/[\0-\x1f]/.test(part))
  );
}

/** The problems of an uploaded picture against the limits (client/site/picture-limits.ts), as the content build words them. */
export function pictureProblems(path: string, bytes: Uint8Array, limits: PictureLimits): string[] {
  const checked = checkPicture(path, bytes, limits);
  return 'problems' in checked ? checked.problems : [];
}

/** A picture as the content build's compiler sees it: its size, its file's problems in one line, or undefined when there is no file. */
type PictureResult = { width: number; height: number } | string | undefined;

/** Every `url` of the image and link nodes of a Markdown tree. */
function urlsOf(nodes: readonly MarkdownNode[], images: Set<string>, links: Set<string>) {
  for (const node of nodes) {
    if (node.type === 'image' && node.url) images.add(node.url);
    if (node.type === 'link' && node.url) links.add(node.url);
    if (node.children) urlsOf(node.children, images, links);
  }
}

type Collection = 'work' | 'news' | 'positions';

interface EntryFile {
  path: string;
  collection: Collection;
  key: string;
  lang: Lang;
  text: string;
}

/**
 * The problems of a proposed change (none: it may be saved), each `file:line: message` as the
 * content build reports it.
 */
export async function checkChange(change: ProposedChange, site: StudioSite, read: ReadFile): Promise<string[]> {
  const problems: string[] = [];
  const reporter = (file: string) => (line: number, message: string) => problems.push(`${file}:${line}: ${message}`);
  const changed = new Map(change.files.map((f) => [f.path, f.text]));
  const uploaded = new Map(change.pictures.map((p) => [p.path, p.bytes]));
  const textOf = async (path: string) => {
    const own = changed.get(path);
    if (own !== undefined) return own;
    const bytes = await read(path);
    return bytes && decoder.decode(bytes);
  };

  for (const { path, bytes } of change.pictures) {
    if (!isPicturePath(path)) problems.push(`${path}: pictures go to ${PICTURE_FOLDER}/`);
    else problems.push(...pictureProblems(path, bytes, site.pictureLimits));
  }

  const entries: EntryFile[] = [];
  const copy: { path: string; dir: 'pages' | 'site'; name: string; lang: Lang }[] = [];
  for (const { path, text } of change.files) {
    const entry = ENTRY_FILE.exec(path);
    const block = COPY_FILE.exec(path);
    if (entry) {
      const [, collection = '', name = ''] = entry;
      const m = /^([^.]+)\.([a-z]+)\.md$/.exec(name);
      const key = m?.[1] ?? '';
      const lang = m?.[2] ?? '';
      if (!ID.test(key) || !(LANGS as readonly string[]).includes(lang))
        reporter(path)(1, 'file names are <key>.<lang>.md: key lowercase words joined by hyphens, lang en or de');
      else entries.push({ path, collection: collection as Collection, key, lang: lang as Lang, text });
    } else if (block) {
      const [, dir = '', name = '', lang = ''] = block;
      if (!(LANGS as readonly string[]).includes(lang)) reporter(path)(1, `no language "${lang}" on this site (${LANGS.join(', ')})`);
      else copy.push({ path, dir: dir as 'pages' | 'site', name, lang: lang as Lang });
    } else if (path === 'content/facts.yaml') {
      const parsed = parseYaml(text, reporter(path), 1);
      if (parsed) checkValue(parsed.value, schemaOf(site, 'facts'), reporter(path), parsed.lineAt, 'the file');
    } else if (path === 'content/authors.yaml') readYaml(text, AUTHORS, reporter(path), 1);
    else if (path === 'content/tags.yaml') readYaml(text, TAGS, reporter(path), 1);
    else if (path === 'content/clients.yaml') readYaml(text, CLIENTS, reporter(path), 1);
    else reporter(path)(1, 'the studio saves the files of content/ only: entries, copy, facts, authors, tags and clients');
  }

  const facts = factsOf(site.facts);
  const pictures = new Map<string, PictureResult>();
  const files = new Set<string>();
  /** Reads a picture by its path from the site's root (the change's upload or the store's file), checked as the build checks it. */
  const loadPicture = async (src: string) => {
    if (pictures.has(src)) return;
    const path = `assets${src}`;
    const bytes = uploaded.get(path) ?? (isSafePath(path) ? await read(path) : undefined);
    const checked = bytes && checkPicture(path, bytes, site.pictureLimits);
    pictures.set(src, checked && 'problems' in checked ? checked.problems.join('; ') : checked);
  };
  const entryData = await checkFrontMatter(entries, textOf, reporter);
  for (const { entry, data } of entryData) addFacts(facts, entry, data);
  await prefetch(entries, uploaded, read, loadPicture, files);
  const links = contentLinks({ site: site.modules, facts, isFile: (path) => files.has(path) });

  for (const entry of entries) {
    const split = splitFrontMatter(entry.text);
    if (!split) continue;
    const report = reporter(entry.path);
    const data = entryData.find((e) => e.entry === entry)?.data;
    if (entry.collection === 'positions' && data && data['id'] !== entry.key)
      report(2, `id "${String(data['id'])}" must be the file's key "${entry.key}" (the English id, in both languages)`);
    if (entry.collection === 'positions') continue;
    await compileMarkdown(split.body, {
      link: (href) => links.check(href, entry.lang),
      picture: (src) => pictures.get(src),
      report,
      lineOffset: split.bodyLine,
    });
  }

  if (copy.length > 0) await checkCopy(copy, site, textOf, links, facts.quotes, { load: loadPicture, pictures }, reporter, problems);
  return problems;
}

function schemaOf(site: StudioSite, name: string): GenericSchema<unknown, unknown> {
  const schema = site.copySchemas[name];
  if (!schema) throw new Error(`the studio has no schema "${name}" (worker/admin/backend/site.ts)`);
  return schema;
}

/** Sets of the build's facts, to which the change's entries are added. */
function factsOf(json: LinkFactsJson) {
  const sets = (x: Record<Lang, string[]>) => ({ en: new Set(x.en), de: new Set(x.de) });
  return {
    work: sets(json.work),
    news: sets(json.news),
    tags: sets(json.tags),
    newsPages: { ...json.newsPages },
    positions: sets(json.positions),
    files: new Set(json.files),
    quotes: { en: { ...json.quotes?.en }, de: { ...json.quotes?.de } } as Record<Lang, Record<string, CaseStudyQuote>>,
  } satisfies ContentFacts;
}

/** What a saved entry adds to the facts: its slug, its tags, an open position's id (a draft adds nothing: no build holds it). */
function addFacts(facts: ReturnType<typeof factsOf>, entry: EntryFile, data: Record<string, unknown>) {
  if (data['draft'] === true) return;
  if (entry.collection === 'positions') {
    if (data['status'] === 'open') facts.positions[entry.lang].add(entry.key);
    return;
  }
  if (typeof data['slug'] === 'string') facts[entry.collection][entry.lang].add(data['slug']);
  if (entry.collection === 'work') {
    // The front matter passed its schema: a quote { text, author, role } and a client.
    const quote = data['quote'] as Omit<CaseStudyQuote, 'client'>;
    facts.quotes[entry.lang][entry.key] = { ...quote, client: String(data['client']) };
  }
  if (entry.collection === 'news' && Array.isArray(data['tags']))
    for (const tag of data['tags']) if (typeof tag === 'string') facts.tags[entry.lang].add(tag);
}

/** Each entry's front matter checked against its collection's schema (news: the authors and tags of content/). */
async function checkFrontMatter(
  entries: EntryFile[],
  textOf: (path: string) => Promise<string | undefined>,
  reporter: (file: string) => (line: number, message: string) => void,
) {
  const out: { entry: EntryFile; data: Record<string, unknown> }[] = [];
  let news: GenericSchema<unknown, unknown> | undefined;
  let work: GenericSchema<unknown, unknown> | undefined;
  for (const entry of entries) {
    const report = reporter(entry.path);
    const split = splitFrontMatter(entry.text);
    if (!split) {
      report(1, 'the file must start with front matter between two "---" lines');
      continue;
    }
    let schema: GenericSchema<unknown, unknown>;
    if (entry.collection === 'work') {
      if (!work) {
        // Any name while content/clients.yaml is missing or wrong, as the build does: its own problem is reported.
        const text = await textOf('content/clients.yaml');
        const clients = text === undefined ? undefined : readYaml(text, CLIENTS, reporter('content/clients.yaml'), 1);
        work = WORK(clients?.clients.map((c) => c.name));
      }
      schema = work;
    } else if (entry.collection === 'positions') schema = POSITION;
    else {
      if (!news) {
        const ids = async (file: string, of: GenericSchema<unknown, Record<string, unknown>>) => {
          const text = await textOf(file);
          return Object.keys((text !== undefined && readYaml(text, of, reporter(file), 1)) || {});
        };
        news = NEWS(await ids('content/authors.yaml', AUTHORS), await ids('content/tags.yaml', TAGS));
      }
      schema = news;
    }
    const data = readYaml(split.yaml, schema, report, 2);
    if (data && typeof data === 'object') out.push({ entry, data: data as Record<string, unknown> });
  }
  return out;
}

/** The pictures and files the entries' bodies name, read from the change or the store, so the compiler's lookups need not wait. */
async function prefetch(
  entries: EntryFile[],
  uploaded: Map<string, Uint8Array>,
  read: ReadFile,
  loadPicture: (src: string) => Promise<void>,
  files: Set<string>,
) {
  const images = new Set<string>();
  const links = new Set<string>();
  for (const entry of entries) {
    const split = splitFrontMatter(entry.text);
    if (split) urlsOf(parseMarkdown(split.body).children, images, links);
  }
  const local = (url: string) => url.startsWith('/') && !url.startsWith('//');
  for (const src of images) if (local(src)) await loadPicture(src);
  for (const href of links) {
    if (!local(href)) continue;
    const path = `assets${href.replace(/[?#].*$/, '')}`;
    if (isSafePath(path) && (uploaded.has(path) || (await read(path)) !== undefined)) files.add(path.slice('assets'.length));
  }
}

/** Each changed block of copy against its schema and its other language, its facts filled in and its page links resolved. */
async function checkCopy(
  copy: { path: string; dir: 'pages' | 'site'; name: string; lang: Lang }[],
  site: StudioSite,
  textOf: (path: string) => Promise<string | undefined>,
  links: ReturnType<typeof contentLinks>,
  quotes: Record<Lang, Record<string, CaseStudyQuote>>,
  pictures: { load: (src: string) => Promise<void>; pictures: Map<string, PictureResult> },
  reporter: (file: string) => (line: number, message: string) => void,
  problems: string[],
) {
  const factsText = await textOf('content/facts.yaml');
  const factsParsed = factsText === undefined ? undefined : parseYaml(factsText, reporter('content/facts.yaml'), 1);
  const facts = factsParsed?.value ?? {};
  const fill = (name: string) => lookup(facts, name) ?? lookup(site.figures, name);
  const blocks = new Map(copy.map((c) => [`${c.dir}/${c.name}`, c]));
  for (const [id, block] of blocks) {
    const schema = site.copySchemas[id];
    const dir = block.dir === 'pages' ? 'client/pages' : 'client/site';
    if (!schema) {
      reporter(`content/${id}.${LANGS[0]}.yaml`)(1, `no schema for it: ${dir}/${block.name}.schema.ts exports \`schema\``);
      continue;
    }
    const read: Partial<Record<Lang, { file: string; value: unknown; lineAt: LineAt }>> = {};
    for (const lang of LANGS) {
      const file = `content/${id}.${lang}.yaml`;
      const text = await textOf(file);
      if (text === undefined) {
        const other = LANGS.find((l) => l !== lang) ?? lang;
        reporter(file)(
          1,
          `missing: content/${id}.${other}.yaml has no ${LANGUAGE[lang]} counterpart; every page says everything in both languages`,
        );
        continue;
      }
      const parsed = parseYaml(text, reporter(file), 1);
      if (parsed) read[lang] = { file, ...parsed };
    }
    const [first, ...others] = LANGS.map((l) => read[l]).filter((r) => r !== undefined);
    for (const other of others) if (first) compareLanguages(first.value, other.value, schema, first, other, (p) => problems.push(p));
    for (const c of copy.filter((x) => `${x.dir}/${x.name}` === id)) {
      const r = read[c.lang];
      if (!r) continue;
      const report = reporter(r.file);
      // Its pictures: each file checked, and its size the one the copy states.
      for (const src of pictureSources(r.value)) await pictures.load(src);
      picturesIn(r.value, [], (path, message) => problems.push(`${r.file}:${r.lineAt(path)}: ${path.join('.')}: ${message}`), {
        check: (src) => pictures.pictures.get(src),
      });
      const quoted = quoteCaseStudies(r.value, quotes[c.lang], c.lang, report, r.lineAt);
      const finished = finish(quoted, fill, (href) => links.check(href, c.lang), report, r.lineAt);
      checkValue(finished, schema, report, r.lineAt, 'the file');
    }
  }
}

/** The `src` of every picture mapping (`src`, `width`, `height`) in a value of copy that names a file from the site's root. */
function pictureSources(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) pictureSources(item, out);
  else if (value && typeof value === 'object') {
    const { src, width, height } = value as Record<string, unknown>;
    if (typeof src === 'string' && typeof width === 'number' && typeof height === 'number') {
      if (src.startsWith('/') && !src.startsWith('//')) out.push(src);
    } else for (const item of Object.values(value)) pictureSources(item, out);
  }
  return out;
}
