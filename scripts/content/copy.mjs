// The site's copy: every sentence of the pages and of the layout lives in content/, one YAML file
// per block and language (content/pages/<page>.<lang>.yaml, content/site/<block>.<lang>.yaml), and
// the facts that are the same in every language in content/facts.yaml. Each file is checked against
// the valibot schema its code exports (`schema` of client/pages/<page>.schema.ts or
// client/site/<block>.schema.ts, whose InferOutput is the TypeScript type the code reads), and the
// two languages of a block against each other; `{company.name}` and the like are filled in from the
// facts and from the figures the code owns (retention periods); a link `page:<id>[?k=v][#anchor]` is
// resolved per language through the page registry and checked. The result is JSON in dist/content/copy/, which
// the code imports with its schema's type. Every problem is `file:line: message`.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { checkValue, parseYaml } from './yaml.mjs';

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
/** `{company.name}`: a fact or figure, filled in at build. A `{word}` without a dot is the code's own slot, left for it. */
const PLACEHOLDER = /\{([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)\}/g;

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
 * The value at a dotted path of an object, if it is text or a number.
 * @param {unknown} from @param {string} path
 */
function lookup(from, path) {
  let at = from;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(key in at)) return undefined;
    at = /** @type {Record<string, unknown>} */ (at)[key];
  }
  return typeof at === 'string' || typeof at === 'number' ? String(at) : undefined;
}

/**
 * Whether a schema (unwrapped as far as it is optional) lets a key be absent.
 * @param {any} schema
 */
const isOptional = (schema) => schema?.type === 'optional' || schema?.type === 'exact_optional' || schema?.type === 'undefinedable';

/**
 * The schema of an object's entry or an array's item, through the wrappers valibot puts around them.
 * @param {any} schema @param {string | number} key
 */
function childSchema(schema, key) {
  let s = schema;
  while (s && !s.entries && !s.item) {
    if (s.wrapped) s = s.wrapped;
    else if (Array.isArray(s.pipe)) s = s.pipe[0];
    else break;
  }
  if (!s) return undefined;
  if (typeof key === 'number') return s.item;
  return s.entries?.[key];
}

/**
 * Compares the two languages of a block: the same keys (a key the schema marks optional may be in
 * one only) and lists of the same length. Each difference is reported in both files.
 * @param {unknown} a @param {unknown} b @param {any} schema
 * @param {{ file: string, lineAt: (p: readonly unknown[]) => number }} fa @param {{ file: string, lineAt: (p: readonly unknown[]) => number }} fb
 * @param {(line: string) => void} problem @param {(string | number)[]} [path]
 */
function compareLanguages(a, b, schema, fa, fb, problem, path = []) {
  const name = (/** @type {(string|number)[]} */ p) => p.join('.') || 'the file';
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length)
      problem(
        `${fa.file}:${fa.lineAt(path)}: ${name(path)} has ${a.length} items, ${fb.file}:${fb.lineAt(path)} has ${b.length}: each language says the same things`,
      );
    for (let i = 0; i < Math.min(a.length, b.length); i++)
      compareLanguages(a[i], b[i], childSchema(schema, i), fa, fb, problem, [...path, i]);
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const inA = key in a;
      const inB = key in b;
      const child = childSchema(schema, key);
      if (inA && inB) compareLanguages(/** @type {any} */ (a)[key], /** @type {any} */ (b)[key], child, fa, fb, problem, [...path, key]);
      else if (!isOptional(child)) {
        const [has, lacks] = inA ? [fa, fb] : [fb, fa];
        problem(
          `${lacks.file}:${lacks.lineAt(path)}: ${name([...path, key])} is missing; ${has.file}:${has.lineAt([...path, key])} has it`,
        );
      }
    }
  }
}

/**
 * Fills facts into every text of a value and resolves its page links; problems at their lines.
 * @param {unknown} value @param {(name: string) => string | undefined} fill @param {(href: string) => { href: string } | { problem: string }} check
 * @param {Report} report @param {(p: readonly unknown[]) => number} lineAt @param {(string | number)[]} [path]
 * @returns {unknown}
 */
function finish(value, fill, check, report, lineAt, path = []) {
  if (typeof value === 'string') {
    const filled = value.replace(PLACEHOLDER, (slot, name) => {
      const fact = fill(name);
      if (fact === undefined) report(lineAt(path), `${path.join('.')}: ${slot} names no fact (content/facts.yaml) or figure`);
      return fact ?? slot;
    });
    if (!filled.startsWith('page:')) {
      if (path.at(-1) === 'href' && filled.startsWith('/'))
        report(lineAt(path), `${path.join('.')}: link to ${filled}: name the page (page:<id>, e.g. page:contact#form), not its path`);
      return filled;
    }
    const resolved = check(filled);
    if ('problem' in resolved) {
      report(lineAt(path), `${path.join('.')}: ${resolved.problem}`);
      return filled;
    }
    return resolved.href;
  }
  if (Array.isArray(value)) return value.map((item, i) => finish(item, fill, check, report, lineAt, [...path, i]));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, finish(item, fill, check, report, lineAt, [...path, k])]));
  return value;
}

/**
 * @typedef {object} CopyOptions
 * @property {string} root  where content/ is
 * @property {string} [code]  the project folder, where the schemas' modules are (default: root)
 * @property {readonly Lang[]} langs
 * @property {CheckLink} check  a page link (page:<id>…) resolved in a language, or why it names no page (./links.mjs)
 * @property {Record<string, unknown>} [figures]  the code's figures a text may name (`{retention.messages}`)
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
export async function compileCopy({ root, code = root, langs, check, figures = {}, pageIds = [], only, schemaCache, outDir }) {
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
      const finished = finish(r.value, fill, (href) => check(href, lang), report, r.lineAt);
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
