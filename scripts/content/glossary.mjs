// The German glossary (content/glossary.yaml) against the German texts of content/: every word a
// German visitor reads, line by line (the values of the *.de.yaml copy, the front matter and body of
// the *.de.md entries, the German labels of tags.yaml), and where a term the glossary rules out
// stands in them. Not the keys, ids, links, addresses, placeholders or code, which no visitor reads
// as German.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { GLOSSARY } from './schema.mjs';
import { readYaml } from './yaml.mjs';

/** @typedef {import('valibot').InferOutput<typeof GLOSSARY>} Glossary */
/** One line of German text: the file (from the project's root), its line and what a visitor reads of it. @typedef {{ file: string, line: number, text: string }} TextLine */

const GLOSSARY_FILE = 'content/glossary.yaml';

/** Keys of the copy whose values are not prose: links, pictures, addresses, ids, code samples, locales. */
const NOT_PROSE = new Set(['href', 'src', 'email', 'id', 'code', 'path', 'themeColor', 'dateLocale']);
/** The front-matter fields of each collection that are ids or names, not German words. */
const FRONT_MATTER_IDS = {
  work: new Set(['slug', 'client', 'services', 'technologies', 'published', 'updated', 'draft']),
  news: new Set(['slug', 'author', 'tags', 'published', 'updated', 'draft']),
  positions: new Set(['id', 'status', 'team', 'type', 'workplace', 'offices', 'salary', 'datePosted', 'validThrough', 'updated', 'order']),
};
/** The endings a German word takes (Werktag: Werktage, Werktagen, Werktags). */
const ENDINGS = '(?:e|en|er|es|n|s|ern|nen)?';

/**
 * Reads the glossary, checked against its schema; problems at their lines.
 * @param {string} root @param {(line: number, message: string) => void} report
 * @returns {Glossary | undefined}
 */
export function readGlossary(root, report) {
  return readYaml(readFileSync(join(root, GLOSSARY_FILE), 'utf8'), GLOSSARY, report, 1);
}

/** @param {string} s */
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern that finds a ruled-out term: a whole word (a hyphen ends a word: Engineering-Team
 * has it), with a German ending; a term written in lower case also with a capital, as at a
 * sentence's start, a capitalised one (a noun) only so; its words apart by any space.
 * @param {string} term
 */
export function termPattern(term) {
  const trimmed = term.trim();
  const first = trimmed.charAt(0);
  const head =
    first === first.toLowerCase() && first !== first.toUpperCase() ? `[${escape(first)}${escape(first.toUpperCase())}]` : escape(first);
  const tail = trimmed.slice(1).split(/\s+/).map(escape).join('[\\s\\u00a0]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${head}${tail}${ENDINGS}(?![\\p{L}\\p{N}])`, 'gu');
}

/**
 * Each ruled-out term in the lines, as `file:line: "found": use <the preferred term>`.
 * @param {readonly TextLine[]} lines @param {Glossary} glossary @returns {string[]}
 */
export function ruledOutTerms(lines, glossary) {
  const rules = glossary.flatMap((entry) => entry.not.map((term) => ({ entry, pattern: termPattern(term) })));
  /** @type {string[]} */
  const found = [];
  for (const { file, line, text } of lines) {
    // Where a term was found on this line: two ruled-out forms (Werktag, werktags) find it once.
    const seen = new Set();
    for (const { entry, pattern } of rules) {
      for (const m of text.matchAll(pattern)) {
        const start = m.index;
        const end = start + m[0].length;
        // A ruled-out word inside a name the glossary lets it stand in (an English product's name).
        const inName = (entry.except ?? []).some((name) => {
          for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1))
            if (at <= start && at + name.length >= end) return true;
          return false;
        });
        if (!inName && !seen.has(start)) found.push(`${file}:${line}: "${m[0]}": use ${entry.use}`);
        seen.add(start);
      }
    }
  }
  return found;
}

/**
 * What a visitor reads of a line: without placeholders, link targets, inline code and web addresses.
 * @param {string} text
 */
const readable = (text) =>
  text
    .replace(/\{[^{}\s]*\}/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/<[^<>\s]+>/g, ' ')
    .replace(/\b(?:https?:\/\/|mailto:)\S+/g, ' ');

/**
 * The text lines of a YAML document's values (not its keys), but under the keys `skip` names.
 * @param {string} source @param {string} file @param {number} firstLine the file line of the YAML's first line
 * @param {(key: string, path: readonly string[]) => boolean} skip
 * @returns {TextLine[]}
 */
function yamlLines(source, file, firstLine, skip) {
  const counter = new LineCounter();
  const doc = parseDocument(source, { lineCounter: counter });
  /** @type {TextLine[]} */
  const out = [];
  /** @param {unknown} node @param {string[]} path */
  const walk = (node, path) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        if (!skip(key, path)) walk(pair.value, [...path, key]);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) walk(item, path);
    } else if (isScalar(node) && typeof node.value === 'string' && node.range) {
      const start = counter.linePos(node.range[0]).line;
      source
        .slice(node.range[0], node.range[1])
        .split('\n')
        .forEach((text, i) => out.push({ file, line: start + i + firstLine - 1, text: readable(text) }));
    }
  };
  walk(doc.contents, []);
  return out;
}

/**
 * The text lines of a Markdown entry: its front matter's values but the ids, and its body but code.
 * @param {string} source @param {string} file @param {keyof typeof FRONT_MATTER_IDS} collection
 * @returns {TextLine[]}
 */
function markdownLines(source, file, collection) {
  const text = source.replace(/\r\n?/g, '\n');
  const end = text.startsWith('---\n') ? text.indexOf('\n---\n', 3) : -1;
  const ids = FRONT_MATTER_IDS[collection];
  const front = end < 0 ? [] : yamlLines(text.slice(4, end + 1), file, 2, (key, path) => path.length === 0 && ids.has(key));
  const bodyStart = end < 0 ? 0 : end + 5;
  const firstBodyLine = text.slice(0, bodyStart).split('\n').length;
  /** @type {TextLine[]} */
  const body = [];
  let fence = '';
  text
    .slice(bodyStart)
    .split('\n')
    .forEach((line, i) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || marker.startsWith(fence))) {
        fence = fence ? '' : marker;
        return;
      }
      if (!fence) body.push({ file, line: firstBodyLine + i, text: readable(line) });
    });
  return [...front, ...body];
}

/**
 * The text lines of a file of copy (a *.de.yaml of content/pages or content/site).
 * @param {string} source @param {string} file @returns {TextLine[]}
 */
const copyLines = (source, file) => yamlLines(source, file, 1, (key) => NOT_PROSE.has(key));

/**
 * Every German text line of content/: the copy, the case studies, posts and positions, and the
 * German labels of the tags.
 * @param {string} root @returns {TextLine[]}
 */
export function germanTexts(root) {
  /** @type {TextLine[]} */
  const out = [];
  const read = (/** @type {string} */ file) => readFileSync(join(root, file), 'utf8');
  const german = (/** @type {string} */ dir, /** @type {string} */ ext) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => name.endsWith(`.de.${ext}`))
          .sort()
          .map((name) => `${dir}/${name}`)
      : [];
  for (const dir of ['content/pages', 'content/site']) for (const file of german(dir, 'yaml')) out.push(...copyLines(read(file), file));
  for (const collection of /** @type {const} */ (['work', 'news', 'positions']))
    for (const file of german(`content/${collection}`, 'md')) out.push(...markdownLines(read(file), file, collection));
  if (existsSync(join(root, 'content/tags.yaml')))
    out.push(...yamlLines(read('content/tags.yaml'), 'content/tags.yaml', 1, (key, path) => path.length === 1 && key !== 'de'));
  return out;
}
