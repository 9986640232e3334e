/**
 * Byte-stable saves. The editor sends the whole file as its own YAML serializer writes it, which is
 * not how the content's files are written (their quotes, flow lists and long lines differ), so
 * writing that text would change lines nobody edited. Instead the saved values are applied to the
 * file as it was read: only the values that changed are written again, each where it stood and in
 * its own style (quoted, plain, block or flow), and every other byte of the file is kept.
 */
import { Document, isMap, isPair, isScalar, isSeq, parseDocument, type Node, type Pair, type Scalar, type YAMLMap } from 'yaml';
import { splitFrontMatter } from '../../../scripts/content/rules.mjs';

/** A span of the original text and what replaces it. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Whether two parsed YAML values are the same data. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && same(a[k], b[k]));
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The column of an offset of the text (0-based). */
function columnOf(source: string, offset: number): number {
  return offset - (source.lastIndexOf('\n', offset - 1) + 1);
}

/** The end of a node's own text: its range without the line breaks and spaces after it. */
function endOf(source: string, node: Node | null | undefined, from: number): number {
  let end = node?.range?.[1] ?? from;
  while (end > from && /\s/.test(source[end - 1] ?? '')) end--;
  return end;
}

/**
 * A value written as YAML at a column, as the entry of a map (`key: value`) or the item of a list
 * (`- value`): its first line without indentation, the next ones indented to the column. A string
 * keeps the style of the value it replaces, and a list or map its flow or block form.
 */
function render(value: unknown, owner: { key: string } | 'item', column: number, like: Node | null | undefined): string {
  const doc = new Document(owner === 'item' ? [value] : { [owner.key]: value });
  const root = doc.contents as YAMLMap | null;
  const item = root?.items?.[0] as Pair<unknown, Node> | Node | undefined;
  const node = (isPair(item) ? item.value : item) as Node | null | undefined;
  if (isScalar(node) && isScalar(like) && typeof value === 'string' && like.type) node.type = like.type;
  if ((isMap(node) || isSeq(node)) && (isMap(like) || isSeq(like))) node.flow = like.flow ?? false;
  const text = doc.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(/\n$/, '');
  return text.replace(/\n/g, `\n${' '.repeat(column)}`);
}

/**
 * The edits that turn the text of `node` (which holds `before`) into `after`: a map keeps its entries
 * and changes, adds or removes only the ones that differ; a list of the same length changes only its
 * items that differ; anything else is written again in full by its owner.
 */
function diff(source: string, node: Node | null | undefined, before: unknown, after: unknown, edits: Edit[], rewrite: () => void) {
  if (same(before, after)) return;
  if (isMap(node) && !node.flow && isRecord(before) && isRecord(after) && node.items.length > 0) {
    let column = 0;
    let last = 0;
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? pair.key.value : undefined;
      if (typeof key !== 'string' || !isScalar(pair.key)) return rewrite();
      const keyNode = pair.key as Scalar;
      const start = keyNode.range?.[0] ?? 0;
      column = columnOf(source, start);
      const end = endOf(source, pair.value as Node | null, keyNode.range?.[1] ?? start);
      last = Math.max(last, end);
      if (!(key in after)) {
        // The entry's lines go, from the start of its line to the end of its last.
        const lineStart = start - column;
        const lineEnd = source.indexOf('\n', end);
        edits.push({ start: lineStart, end: lineEnd < 0 ? source.length : lineEnd + 1, text: '' });
        continue;
      }
      const value = pair.value as Node | null;
      const replace = () => edits.push({ start, end, text: render(after[key], { key }, column, value) });
      diff(source, value, before[key], after[key], edits, replace);
    }
    const added = Object.keys(after).filter((k) => !(k in before));
    if (added.length > 0) {
      const text = added.map((key) => `\n${' '.repeat(column)}${render(after[key], { key }, column, undefined)}`).join('');
      edits.push({ start: last, end: last, text });
    }
    return;
  }
  if (isSeq(node) && !node.flow && Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    node.items.forEach((item, i) => {
      const itemNode = item as Node;
      const start = itemNode.range?.[0] ?? 0;
      const dash = source.lastIndexOf('-', start - 1);
      const column = columnOf(source, dash);
      const end = endOf(source, itemNode, start);
      diff(source, itemNode, before[i], after[i], edits, () =>
        edits.push({ start: dash, end, text: render(after[i], 'item', column, itemNode) }),
      );
    });
    return;
  }
  rewrite();
}

/**
 * A YAML text with `after`'s values: the original's bytes wherever its data did not change. A text
 * that does not parse is replaced whole.
 * @param source the file (or front matter) as it was read
 * @param after the data the editor saved
 * @param whole the editor's own text, used when the original cannot be kept
 */
export function applyYaml(source: string, after: unknown, whole: string): string {
  const doc = parseDocument(source, { uniqueKeys: true });
  if (doc.errors.length > 0) return whole;
  const edits: Edit[] = [];
  let rewritten = false;
  diff(source, doc.contents as Node | null, doc.toJS(), after, edits, () => {
    rewritten = true;
  });
  if (rewritten) return whole;
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * A file of content as it should be written when the editor saves `proposed` over `original`: a
 * .yaml file through applyYaml; a Markdown file's front matter so, and its body as the editor wrote
 * it, keeping the original's blank lines around it when only those differ.
 * @param parse the YAML reader (the content build's), which gives the data `proposed` holds
 */
export function mergeFile(path: string, original: string, proposed: string, parse: (yaml: string) => unknown): string {
  if (original === proposed) return original;
  if (path.endsWith('.yaml')) {
    const data = parse(proposed);
    return data === undefined ? proposed : applyYaml(original, data, proposed);
  }
  const before = splitFrontMatter(original);
  const after = splitFrontMatter(proposed);
  if (!before || !after) return proposed;
  const data = parse(after.yaml);
  if (data === undefined) return proposed;
  const yaml = applyYaml(before.yaml, data, after.yaml);
  const body = after.body.trim() === before.body.trim() ? before.body : keepMargins(before.body, after.body);
  return `---\n${yaml}${yaml.endsWith('\n') ? '' : '\n'}---\n${body}`;
}

/** A new body with the leading and trailing blank space of the old one. */
function keepMargins(old: string, text: string): string {
  const lead = /^\s*/.exec(old)?.[0] ?? '';
  const trail = /\s*$/.exec(old)?.[0] ?? '';
  return `${lead}${text.trim()}${trail}`;
}
