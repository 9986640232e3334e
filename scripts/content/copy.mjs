// The site's copy: every sentence of the pages and of the layout lives in content/, one YAML file
// per block and language (content/pages/<page>.<lang>.yaml, content/site/<block>.<lang>.yaml), and
// the facts that are the same in every language in content/facts.yaml. Each file is checked against
// the valibot schema its code exports (`schema` of client/pages/<page>.schema.ts or
// client/site/<block>.schema.ts, whose InferOutput is the TypeScript type the code reads), and the
// two languages of a block against each other; `{company.name}` and the like are filled in from the
// facts and from the figures the code owns (retention periods); a link `page:<id>[?k=v][#anchor]` is
// resolved per language through the page registry and checked; a testimonial that names a case study
// (`quote: work:<key>`) gets its words from that case study. The result is JSON in dist/content/copy/, which
// the code imports with its schema's type. Every problem is `file:line: message`.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { checkValue, parseYaml } from './yaml.mjs';
import { compareLanguages, finish, lookup, quoteCaseStudies } from './copy-rules.mjs';

/** @typedef {import('../../client/content/types').Lang} Lang */
/** @typedef {import('./yaml.mjs').Report} Report */
/** @typedef {{ dir: 'pages' | 'site', name: string }} Block */
/** @typedef {(href: string, lang: Lang) => { href: string } | { problem: string }} CheckLink */

/** The folders of content/ that hold copy, and where each one's schemas live. */
const COPY_DIRS = /** @type {const} */ ({ pages: 'client/pages', site: 'client/site' });
/** The language-neutral facts, and their schema. */
const FACTS_FILE = 'content/facts.yaml';
const FACTS_SCHEMA = 'client/site/facts.schema.ts';
/** A file of copy: `<name>.<lang>.yaml`. */
const COPY_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.yaml$/;

/**
 * Loads what modules of ours export, bundled in memory (their imports included) with esbuild: the
 * copy's schemas here, the registry and the pictures' copy for the content build.
 * @param {string} root @param {string[]} files paths relative to root
 * @returns {Promise<Record<string, any>[]>}
 */
export async function loadModules(root, files) {
  if (files.length === 0) return [];
  const contents = files.map((f, i) => `export * as m${i} from './${f}';`).join('\n');
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const text = out.outputFiles[0]?.text ?? '';
  const mod = await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);
  return files.map((_, i) => mod[`m${i}`]);
}

/**
 * @typedef {object} CopyOptions
 * @property {string} root  where content/ is
 * @property {string} [code]  the project folder, where the schemas' modules are (default: root)
 * @property {readonly Lang[]} langs
 * @property {CheckLink} check  a page link (page:<id>…) resolved in a language, or why it names no page (./links.mjs)
 * @property {Record<string, unknown>} [figures]  the code's figures a text may name (`{retention.messages}`)
 * @property {Partial<Record<Lang, Readonly<Record<string, import('./copy-rules.mjs').CaseStudyQuote>>>>} [quotes]  each language's case studies'
 *   quotes by key, which a testimonial names as `quote: work:<key>` (./copy-rules.mjs quoteCaseStudies)
 * @property {readonly string[]} [pageIds]  the registry's pages, whose components the generated module checks
 * @property {ReadonlySet<string>} [only]  the copy files (paths from root) that changed, when nothing else did: only their blocks
 *   are compiled and written (`npm run dev`); the facts' file among them compiles everything
 * @property {Map<string, Record<string, any>[]>} [schemaCache]  the schemas' modules as last loaded, by their list: `npm run dev`
 *   keeps one (and empties it when a schema changes), so a saved copy file costs no bundling of them
 * @property {string} [outDir]  where to write (dist/copy); nothing is written when absent
 */

/**
 * Checks and compiles every file of copy; its problems (`file:line: message`) are returned, and
 * nothing is written while there is one.
 * @param {CopyOptions} options
 * @returns {Promise<{ facts: Record<string, unknown>, copy: Record<'pages' | 'site', Record<string, Record<Lang, unknown>>>, problems: string[], written: string[] }>}
 */
export async function compileCopy({ root, code = root, langs, check, figures = {}, quotes, pageIds = [], only, schemaCache, outDir }) {
  /** @type {string[]} */
  const problems = [];
  const reporter = (/** @type {string} */ file) => /** @type {Report} */ ((line, message) => problems.push(`${file}:${line}: ${message}`));

  /** @type {{ block: Block, lang: Lang, file: string }[]} */
  const files = [];
  for (const dir of /** @type {('pages' | 'site')[]} */ (Object.keys(COPY_DIRS))) {
    const folder = join(root, 'content', dir);
    if (!existsSync(folder)) continue;
    for (const entry of readdirSync(folder).sort()) {
      const m = COPY_FILE.exec(entry);
      const file = `content/${dir}/${entry}`;
      if (!m) {
        problems.push(`${file}:1: not a file of copy: name it <name>.<${langs.join('|')}>.yaml`);
        continue;
      }
      const [, name = '', lang = ''] = m;
      if (!(/** @type {readonly string[]} */ (langs).includes(lang))) {
        problems.push(`${file}:1: no language "${lang}" on this site (${langs.join(', ')})`);
        continue;
      }
      files.push({ block: { dir, name }, lang: /** @type {Lang} */ (lang), file });
    }
  }
  const blocks = [...new Map(files.map((f) => [`${f.block.dir}/${f.block.name}`, f.block])).values()];
  const schemaFile = (/** @type {Block} */ b) => `${COPY_DIRS[b.dir]}/${b.name}.schema.ts`;
  for (const b of blocks)
    if (!existsSync(join(code, schemaFile(b))))
      problems.push(`content/${b.dir}/${b.name}.${langs[0]}.yaml:1: no schema for it: ${schemaFile(b)} exports \`schema\``);
  const partial = only !== undefined && !only.has(FACTS_FILE);
  const known = blocks.filter(
    (b) => existsSync(join(code, schemaFile(b))) && (!partial || langs.some((l) => only.has(`content/${b.dir}/${b.name}.${l}.yaml`))),
  );
  const wanted = [FACTS_SCHEMA, ...known.map(schemaFile)];
  const loaded = schemaCache?.get(wanted.join()) ?? (await loadModules(code, wanted));
  schemaCache?.set(wanted.join(), loaded);
  const [factsModule, ...schemaModules] = loaded;

  // The facts first: every other file names them.
  const factsText = existsSync(join(root, FACTS_FILE)) ? readFileSync(join(root, FACTS_FILE), 'utf8') : undefined;
  if (factsText === undefined && files.length > 0)
    problems.push(`${FACTS_FILE}:1: missing: the company's facts, the same in every language`);
  const factsParsed = factsText === undefined ? undefined : parseYaml(factsText, reporter(FACTS_FILE), 1);
  const facts = /** @type {Record<string, unknown>} */ (
    (factsParsed && checkValue(factsParsed.value, factsModule?.schema, reporter(FACTS_FILE), factsParsed.lineAt, 'the file')) ?? {}
  );
  const fill = (/** @type {string} */ name) => lookup(facts, name) ?? lookup(figures, name);

  /** @type {Record<'pages' | 'site', Record<string, Record<Lang, unknown>>>} */
  const copy = { pages: {}, site: {} };
  known.forEach((block, i) => {
    const schema = schemaModules[i]?.schema;
    const id = `content/${block.dir}/${block.name}`;
    if (!schema) {
      problems.push(`${id}.${langs[0]}.yaml:1: ${schemaFile(block)} exports no \`schema\``);
      return;
    }
    /** @type {Partial<Record<Lang, { file: string, value: unknown, lineAt: (p: readonly unknown[]) => number }>>} */
    const read = {};
    for (const lang of langs) {
      const file = `${id}.${lang}.yaml`;
      if (!files.some((f) => f.file === file)) {
        const other = langs.find((l) => files.some((f) => f.file === `${id}.${l}.yaml`));
        problems.push(
          `${file}:1: missing: ${id}.${other}.yaml has no ${lang === 'de' ? 'German' : 'English'} counterpart; every page says everything in both languages`,
        );
        continue;
      }
      const parsed = parseYaml(readFileSync(join(root, file), 'utf8'), reporter(file), 1);
      if (parsed) read[lang] = { file, ...parsed };
    }
    const [first, ...others] = langs.map((l) => read[l]).filter((r) => r !== undefined);
    for (const other of others) if (first) compareLanguages(first.value, other.value, schema, first, other, (p) => problems.push(p));
    /** @type {Partial<Record<Lang, unknown>>} */
    const out = {};
    for (const lang of langs) {
      const r = read[lang];
      if (!r) continue;
      const report = reporter(r.file);
      const quoted = quoteCaseStudies(r.value, quotes?.[lang] ?? {}, lang, report, r.lineAt);
      const finished = finish(quoted, fill, (href) => check(href, lang), report, r.lineAt);
      const checked = checkValue(finished, schema, report, r.lineAt, 'the file');
      if (checked !== undefined) out[lang] = checked;
    }
    copy[block.dir][block.name] = /** @type {Record<Lang, unknown>} */ (out);
  });

  /** The files written, those whose bytes changed (a rebuild under `npm run dev` follows only them). @type {string[]} */
  const written = [];
  /** @param {string} file @param {string} text */
  const write = (file, text) => {
    if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
    writeFileSync(file, text);
    written.push(file);
  };
  if (outDir && problems.length === 0 && files.length > 0) {
    mkdirSync(outDir, { recursive: true });
    write(join(outDir, 'facts.json'), JSON.stringify(facts));
    for (const dir of /** @type {('pages' | 'site')[]} */ (Object.keys(copy))) {
      mkdirSync(join(outDir, dir), { recursive: true });
      for (const [name, byLang] of Object.entries(copy[dir]))
        for (const [lang, value] of Object.entries(byLang)) write(join(outDir, dir, `${name}.${lang}.json`), JSON.stringify(value));
    }
    // A partial compile keeps the other pages' titles as the last one wrote them, and the module (no file came or went).
    const kept = (/** @type {Lang} */ lang) =>
      partial && existsSync(join(outDir, `page-meta.${lang}.json`))
        ? JSON.parse(readFileSync(join(outDir, `page-meta.${lang}.json`), 'utf8'))
        : {};
    const meta = Object.fromEntries(langs.map((lang) => [lang, { ...kept(lang), ...pageTitles(copy.pages, lang) }]));
    for (const lang of langs) write(join(outDir, `page-meta.${lang}.json`), JSON.stringify(meta[lang]));
    if (!partial) {
      write(join(outDir, 'pages.ts'), pagesModule(Object.keys(copy.pages).sort(), Object.keys(meta[langs[0] ?? ''] ?? {}), langs));
      if (pageIds.length > 0) write(join(outDir, 'page-components.ts'), componentsModule(pageIds));
    }
  }
  return { facts, copy, problems, written };
}

/**
 * Each page's `meta` (title and description) in a language, for those whose copy has one: the
 * worker states them in every head without carrying the pages' copy.
 * @param {Record<string, Record<Lang, unknown>>} pages @param {Lang} lang
 */
function pageTitles(pages, lang) {
  return Object.fromEntries(
    Object.entries(pages).flatMap(([name, byLang]) => {
      const value = /** @type {{ meta?: unknown } | undefined} */ (byLang[lang]);
      return value && typeof value === 'object' && 'meta' in value ? [[name, value.meta]] : [];
    }),
  );
}

/**
 * The module through which code reads the pages' copy (dist/content/copy/pages.ts): each page's
 * copy type from its schema (`PageCopy`), every page's copy per language, and the type of the
 * titles alone (code imports those from page-meta.<lang>.json: importing them from here would make
 * every page's copy reachable from where they are read). Made from the files there are, so a new
 * page file needs no import list.
 * @param {string[]} names the pages' copy files @param {string[]} titled those with `meta` @param {readonly Lang[]} langs
 */
function pagesModule(names, titled, langs) {
  const id = (/** @type {string} */ name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  const key = (/** @type {string} */ name) => (/^[a-z][a-zA-Z0-9]*$/.test(name) ? name : `'${name}'`);
  const upper = (/** @type {string} */ lang) => lang.toUpperCase();
  return [
    '// Made by the build (scripts/content/copy.mjs) from content/pages/<page>.<lang>.yaml, each checked against',
    '// the schema beside its page (client/pages/<page>.schema.ts): not for editing.',
    "import type { InferOutput } from 'valibot';",
    ...names.map((n) => `import type { schema as ${id(n)}Schema } from '../../../client/pages/${n}.schema';`),
    ...langs.flatMap((lang) => names.map((n) => `import ${lang}${id(n)} from './pages/${n}.${lang}.json' with { type: 'json' };`)),
    '',
    "/** Each page's copy, as its schema gives it. */",
    'export interface PageCopy {',
    ...names.map((n) => `  ${key(n)}: InferOutput<typeof ${id(n)}Schema>;`),
    '}',
    '',
    '/** The pages whose copy starts with their title and description (`meta`). */',
    `export type TitledPage = ${titled.map((n) => `'${n}'`).join(' | ') || 'never'};`,
    '',
    '/** Those titles and descriptions alone (page-meta.<lang>.json), which the worker carries instead of the copy. */',
    "export type PageTitles = { readonly [K in TitledPage]: PageCopy[K]['meta'] };",
    '',
    ...langs.flatMap((lang) => [
      `/** Every page's copy in ${lang === 'de' ? 'German' : 'English'}. */`,
      `export const PAGE_COPY_${upper(lang)}: PageCopy = { ${names.map((n) => `${key(n)}: ${lang}${id(n)}`).join(', ')} };`,
    ]),
    '',
  ].join('\n');
}

/**
 * The check that each page of the registry has a component (client/pages/<id>.tsx) taking its own
 * page's data (dist/content/copy/page-components.ts): compiled by the typecheck (the client's
 * project includes it), imported by nothing, so the components it names make no import circle.
 * @param {readonly string[]} pageIds
 */
function componentsModule(pageIds) {
  const key = (/** @type {string} */ name) => (/^[a-z][a-zA-Z0-9]*$/.test(name) ? name : `'${name}'`);
  return [
    '// Made by the build (scripts/content/copy.mjs) from the page registry: not for editing.',
    "import type { PageComponent } from '../../../client/app/state';",
    "import type { PageId } from '../../../client/routes';",
    '',
    "/** Each page's component: one that does not take its page's data fails to compile here. */",
    'type PageComponents = {',
    ...pageIds.map((p) => `  ${key(p)}: typeof import('../../../client/pages/${p}').default;`),
    '};',
    'null as unknown as PageComponents satisfies { [K in PageId]: PageComponent<K> };',
    '',
  ].join('\n');
}
