// The rules of the site's copy that need no file system (./copy.mjs reads the files and writes the
// result): two languages of a block compared, facts filled in, page links resolved. The studio's
// check of a proposed change (worker/admin/backend/) applies them as the build does.

/** @typedef {import('./yaml.mjs').Report} Report */

/** `{company.name}`: a fact or figure, filled in at build. A `{word}` without a dot is the code's own slot, left for it. */
const PLACEHOLDER = /\{([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)\}/g;

/**
 * The value at a dotted path of an object, if it is text or a number.
 * @param {unknown} from @param {string} path
 */
export function lookup(from, path) {
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
export function compareLanguages(a, b, schema, fa, fb, problem, path = []) {
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
export function finish(value, fill, check, report, lineAt, path = []) {
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

/** A case study's quote, as its front matter says it, with its client. @typedef {{ text: string, author: string, role: string, client: string }} CaseStudyQuote */

/** How a testimonial names the case study it quotes: `quote: work:<key>`, the key of content/work/<key>.<lang>.md. */
const QUOTE_REF = /^work:([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** What a testimonial takes from its case study besides the quote; its copy does not write them. */
const QUOTED = ['name', 'initials', 'role', 'company'];

/** A person's initials: of the first and the last of their names. @param {string} name */
const initialsOf = (name) => {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''}`;
};

/**
 * Fills in every testimonial that names a case study (a mapping with `quote: work:<key>`): the
 * quote, the person's name, initials and role, and the client, from that case study's front matter
 * in the copy's language, so the words are written once (in the case study) wherever they are
 * quoted. A mapping that also writes one of those, or names no case study of its language, is
 * reported at its line.
 * @param {unknown} value @param {Readonly<Record<string, CaseStudyQuote>>} quotes the case studies of the copy's language, by key
 * @param {string} lang @param {Report} report @param {(p: readonly unknown[]) => number} lineAt @param {(string | number)[]} [path]
 * @returns {unknown}
 */
export function quoteCaseStudies(value, quotes, lang, report, lineAt, path = []) {
  if (Array.isArray(value)) return value.map((item, i) => quoteCaseStudies(item, quotes, lang, report, lineAt, [...path, i]));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, item]) => [k, quoteCaseStudies(item, quotes, lang, report, lineAt, [...path, k])]);
  const ref =
    typeof (/** @type {Record<string, unknown>} */ (value).quote) === 'string' ? QUOTE_REF.exec(/** @type {any} */ (value).quote) : null;
  if (!ref) return Object.fromEntries(entries);
  const key = ref[1] ?? '';
  const at = [...path, 'quote'];
  for (const k of QUOTED)
    if (k in value)
      report(lineAt([...path, k]), `${[...path, k].join('.')}: comes from the case study content/work/${key}.${lang}.md; remove it here`);
  const q = quotes[key];
  if (!q) {
    report(lineAt(at), `${at.join('.')}: work:${key} names no case study in this language (content/work/${key}.${lang}.md)`);
    return Object.fromEntries(entries);
  }
  const rest = entries.filter(([k]) => k !== 'quote' && !QUOTED.includes(String(k)));
  return { quote: q.text, name: q.author, initials: initialsOf(q.author), role: q.role, company: q.client, ...Object.fromEntries(rest) };
}
