// Reading a YAML document against a valibot schema, with every problem reported at its line: the
// content build's front matter and data files (./index.mjs) and the site's copy (./copy.mjs).
import { LineCounter, parseDocument, isMap, isSeq, isScalar } from 'yaml';
import * as v from 'valibot';

/** @typedef {(line: number, message: string) => void} Report */

/**
 * The line (1-based, of the YAML text) of a key path in a parsed document: the line of the deepest
 * key or item found along the path (0, the line before the document, if none).
 * @param {import('yaml').Document} doc @param {LineCounter} lines @param {readonly unknown[]} path keys (strings, numbers)
 */
function lineOf(doc, lines, path) {
  let node = doc.contents;
  let offset = -1;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
      if (!pair) break;
      offset = /** @type {any} */ (pair.key).range?.[0] ?? offset;
      node = /** @type {any} */ (pair.value);
    } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
      node = /** @type {any} */ (node.items[key]);
      offset = node?.range?.[0] ?? offset;
    } else break;
  }
  return offset < 0 ? 0 : lines.linePos(offset).line;
}

/**
 * Parses a YAML text; syntax errors are reported at their line.
 * @param {string} yaml @param {Report} report @param {number} firstLine the file line of the YAML's first line
 * @returns {{ value: unknown, lineAt: (path: readonly unknown[]) => number } | undefined} the value, and the file line of a key path
 */
export function parseYaml(yaml, report, firstLine) {
  const lines = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const e of doc.errors) report(lines.linePos(e.pos[0]).line + firstLine - 1, `YAML: ${e.message.split('\n')[0]}`);
    return undefined;
  }
  return { value: doc.toJS(), lineAt: (path) => Math.max(1, lineOf(doc, lines, path) + firstLine - 1) };
}

/**
 * Checks a value against a schema; each issue is reported at the line of its key, named by its path.
 * @template T
 * @param {unknown} value @param {v.GenericSchema<unknown, T>} schema @param {Report} report
 * @param {(path: readonly unknown[]) => number} lineAt @param {string} [whole] what the value is, for an issue on all of it
 * @returns {T | undefined}
 */
export function checkValue(value, schema, report, lineAt, whole = 'front matter') {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((p) => p.key);
    const where = path.length > 0 ? path.join('.') : whole;
    const missing = issue.input === undefined && path.length > 0;
    const unknown = issue.type === 'strict_object' && issue.expected === 'never' && path.length > 0;
    report(
      lineAt(path),
      unknown ? `${where}: unknown field (misspelt?)` : missing ? `${where} is missing (${issue.message})` : `${where}: ${issue.message}`,
    );
  }
  return undefined;
}

/**
 * Reads and checks one YAML document (a front matter, or a whole .yaml file when `firstLine` is 1).
 * @template T
 * @param {string} yaml @param {v.GenericSchema<unknown, T>} schema @param {Report} report
 * @param {number} firstLine the file line of the YAML's first line
 * @returns {T | undefined}
 */
export function readYaml(yaml, schema, report, firstLine) {
  const parsed = parseYaml(yaml, report, firstLine);
  return parsed && checkValue(parsed.value, schema, report, parsed.lineAt);
}

/**
 * Splits a file into its YAML front matter and Markdown body.
 * @param {string} source
 * @returns {{ yaml: string, body: string, bodyLine: number } | undefined} bodyLine: lines before the body
 */
export function splitFrontMatter(source) {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!text.startsWith('---\n')) return undefined;
  const end = text.indexOf('\n---\n', 3);
  const endAtEof = end < 0 && text.endsWith('\n---') ? text.length - 4 : -1;
  const stop = end >= 0 ? end : endAtEof;
  if (stop < 0) return undefined;
  const yaml = text.slice(4, stop + 1);
  const body = end >= 0 ? text.slice(end + 5) : '';
  return { yaml, body, bodyLine: yaml.split('\n').length + 1 };
}
