// Markdown → the plain node tree the React tree renders (client/content/types.ts), at build time.
// unified + remark-parse + remark-gfm give an mdast with a position on every node, so each
// problem is reported at its own line (decision 0160). No HTML string is ever made: raw HTML in
// a file is an error, and code is highlighted here by Shiki into tokens with a kind, which the
// renderer maps to classes (client/components/rich-text.tsx), so no script runs in the browser.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { bundledLanguages, createHighlighter } from 'shiki';

/** @typedef {import('../../client/content/types').Block} Block */
/** @typedef {import('../../client/content/types').Inline} Inline */
/** @typedef {import('../../client/content/types').CodeToken} CodeToken */
/** @typedef {import('../../client/content/types').TokenKind} TokenKind */

/**
 * What the compiler needs to know of the site.
 * @typedef {object} MarkdownContext
 * @property {string} root  the project folder (images are looked up under assets/)
 * @property {(href: string) => { href: string } | { problem: string }} link  an internal link (a path
 *   from the site's root, or `page:<id>…`) as the page carries it, or why no page or file answers it
 * @property {(line: number, message: string) => void} report  records a problem at a line of the file
 * @property {number} lineOffset  lines of the file before the body (front matter and its fences)
 */

const parser = unified().use(remarkParse).use(remarkGfm);

/** @param {string} markdown */
export function parseMarkdown(markdown) {
  return parser.parse(markdown);
}

// ---- Highlighting ----------------------------------------------------------------------------

/** @type {Promise<import('shiki').Highlighter> | undefined} */
let highlighter;
/** @type {Set<string>} */
const loadedLangs = new Set();

/**
 * TextMate scope prefixes → the token kinds the renderer colours. The innermost scope that
 * matches wins, so a keyword inside a string stays a keyword only where the grammar says so.
 * @type {readonly [string, TokenKind | null][]}
 */
const SCOPE_KINDS = [
  ['comment', 'comment'],
  ['punctuation.definition.comment', 'comment'],
  ['string', 'string'],
  ['punctuation.definition.string', 'string'],
  ['constant.numeric', 'number'],
  ['constant.language', 'constant'],
  ['constant.other', 'constant'],
  ['support.constant', 'constant'],
  // Operators (=, +, =>) read as punctuation: left plain.
  ['keyword.operator', null],
  ['keyword', 'keyword'],
  ['storage', 'keyword'],
  ['entity.name.function', 'function'],
  ['support.function', 'function'],
  ['meta.function-call', 'function'],
  ['entity.name.type', 'type'],
  ['entity.name.class', 'type'],
  ['support.type', 'type'],
  ['support.class', 'type'],
  ['entity.name.tag', 'tag'],
  ['entity.other.attribute-name', 'attribute'],
  ['variable.other.property', 'property'],
  ['variable.other.object.property', 'property'],
  ['meta.object-literal.key', 'property'],
  ['support.type.property-name', 'property'],
];

/** @param {readonly { scopeName: string }[]} scopes @returns {TokenKind | undefined} */
function kindOf(scopes) {
  for (let i = scopes.length - 1; i >= 0; i--) {
    const scope = scopes[i];
    if (!scope) continue;
    const name = scope.scopeName;
    for (const [prefix, kind] of SCOPE_KINDS) if (name === prefix || name.startsWith(`${prefix}.`)) return kind ?? undefined;
  }
  return undefined;
}

/** Whether Shiki knows a fence's language. @param {string} lang */
function isKnownLanguage(lang) {
  return lang === 'text' || lang === 'plain' || Object.hasOwn(bundledLanguages, lang);
}

/**
 * Code → lines of tokens, each with the kind of what it is (no colours: the renderer's classes
 * give them, in light and dark mode).
 * @param {string} code @param {string} lang @returns {Promise<CodeToken[][]>}
 */
async function highlight(code, lang) {
  if (lang === 'text' || lang === 'plain') return code.split('\n').map((line) => (line ? [{ text: line }] : []));
  // A highlighter made with every language so far: a new language makes a new one.
  if (!loadedLangs.has(lang)) {
    loadedLangs.add(lang);
    highlighter = createHighlighter({ themes: ['github-light'], langs: /** @type {any[]} */ ([...loadedLangs]) });
  }
  const h = await /** @type {Promise<import('shiki').Highlighter>} */ (highlighter);
  // No time limit: a limited tokenizer stops where a busy machine makes it, which would make the
  // build depend on the machine's load (and Shiki's explanation pass fails on a cut line).
  const { tokens } = h.codeToTokens(code, {
    lang: /** @type {any} */ (lang),
    theme: 'github-light',
    includeExplanation: true,
    tokenizeTimeLimit: 0,
  });
  return tokens.map((line) => {
    /** @type {CodeToken[]} */
    const out = [];
    for (const token of line) {
      for (const piece of token.explanation ?? [{ content: token.content, scopes: [] }]) {
        const kind = kindOf(piece.scopes);
        const last = out.at(-1);
        if (last && last.kind === kind) last.text += piece.content;
        else out.push(kind ? { text: piece.content, kind } : { text: piece.content });
      }
    }
    return out;
  });
}

// ---- Images ----------------------------------------------------------------------------------

/**
 * The intrinsic size of an SVG (its root's width and height attributes) or a PNG (its IHDR).
 * @param {string} file @returns {{ width: number, height: number } | string} the size, or why not
 */
function imageSize(file) {
  const bytes = readFileSync(file);
  if (file.endsWith('.png')) {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return 'is not a PNG file';
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (file.endsWith('.svg')) {
    const root = /<svg\b[^>]*>/.exec(bytes.toString('utf8'))?.[0];
    if (!root) return 'has no <svg> element';
    const attr = (/** @type {string} */ name) => new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)(?:px)?"`).exec(root)?.[1];
    const width = Number(attr('width'));
    const height = Number(attr('height'));
    if (!(width > 0 && height > 0)) return 'needs width and height attributes (in pixels) on its <svg> element';
    return { width, height };
  }
  return 'must be an .svg or .png file';
}

// ---- Ids ---------------------------------------------------------------------------------------

/** A heading's id: its text in lowercase words joined by hyphens (letters of any script kept). @param {string} text */
function slugify(text) {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

// ---- The tree ----------------------------------------------------------------------------------

/** Plain text of mdast nodes (for ids, reading time). @param {any} node @returns {string} */
export function textOf(node) {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/**
 * Compiles a Markdown body to blocks, reporting every problem through `ctx.report`.
 * @param {string} markdown @param {MarkdownContext} ctx
 * @returns {Promise<{ blocks: Block[], text: string }>} the blocks and the body's plain text
 */
export async function compileMarkdown(markdown, ctx) {
  const tree = parseMarkdown(markdown);
  /** @type {Set<string>} */
  const ids = new Set();
  /** @param {import('unist').Node} node */
  const line = (node) => (node.position?.start.line ?? 1) + ctx.lineOffset;
  /** @param {import('unist').Node} node @param {string} message */
  const report = (node, message) => ctx.report(line(node), message);

  /** The href a link carries (a page link resolved to its path); problems reported. @param {string} href @param {any} node */
  const linkHref = (href, node) => {
    if (/^(https:|mailto:|tel:)/.test(href) || href.startsWith('#')) return href;
    if (href.startsWith('http:')) report(node, `link to ${href}: use https://`);
    else if ((!href.startsWith('/') || href.startsWith('//')) && !href.startsWith('page:'))
      report(node, `link to "${href}": write internal links as paths from the site's root, like /work, or as page ids, like page:work`);
    else {
      const resolved = ctx.link(href);
      if ('href' in resolved) return resolved.href;
      report(node, resolved.problem);
    }
    return href;
  };

  /** @param {any[]} nodes @returns {Inline[]} */
  const inlines = (nodes) => {
    /** @type {Inline[]} */
    const out = [];
    for (const node of nodes) {
      switch (node.type) {
        case 'text': {
          const value = node.value.replace(/\s*\n\s*/g, ' ');
          const last = out.at(-1);
          if (last?.type === 'text') last.value += value;
          else out.push({ type: 'text', value });
          break;
        }
        case 'emphasis':
        case 'strong':
        case 'delete':
          out.push({ type: node.type, children: inlines(node.children) });
          break;
        case 'inlineCode':
          out.push({ type: 'code', value: node.value });
          break;
        case 'break':
          out.push({ type: 'break' });
          break;
        case 'link':
          out.push({ type: 'link', href: linkHref(node.url, node), children: inlines(node.children) });
          break;
        case 'image':
          report(node, 'an image stands in a paragraph of its own (it becomes a figure)');
          break;
        case 'html':
          report(node, 'raw HTML is not allowed in content: use Markdown');
          break;
        default:
          report(node, `${node.type} is not supported in content (use inline links and plain Markdown)`);
      }
    }
    return out;
  };

  /** @param {any} node @returns {Block | undefined} */
  const figure = (node) => {
    const src = node.url;
    if (!node.alt || !node.alt.trim()) report(node, `image ${src} has no alt text: write ![what it shows](${src})`);
    if (!src.startsWith('/') || src.startsWith('//')) {
      report(node, `image "${src}": use a path from the site's root, like /images/work/<file>.svg`);
      return;
    }
    const file = join(ctx.root, 'assets', src);
    if (!existsSync(file)) {
      report(node, `image ${src}: no such file assets${src}`);
      return;
    }
    const size = imageSize(file);
    if (typeof size === 'string') {
      report(node, `image ${src} ${size}`);
      return;
    }
    /** @type {Block} */
    const out = { type: 'figure', src, alt: node.alt ?? '', width: size.width, height: size.height };
    if (node.title) out.caption = node.title;
    return out;
  };

  /** @param {any[]} nodes @returns {Promise<Block[]>} */
  const blocks = async (nodes) => {
    /** @type {Block[]} */
    const out = [];
    for (const node of nodes) {
      switch (node.type) {
        case 'heading': {
          if (node.depth < 2 || node.depth > 4) {
            report(
              node,
              node.depth === 1
                ? 'no "# " heading in the body: the title is the page\'s heading; start sections with "## "'
                : `heading level ${node.depth}: use ##, ### or ####`,
            );
            break;
          }
          const base = slugify(textOf(node));
          let id = base;
          for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
          ids.add(id);
          out.push({ type: 'heading', level: node.depth, id, children: inlines(node.children) });
          break;
        }
        case 'paragraph': {
          const only = node.children.filter((/** @type {import('mdast').PhrasingContent} */ c) => !(c.type === 'text' && !c.value.trim()));
          if (only.length === 1 && only[0].type === 'image') {
            const f = figure(only[0]);
            if (f) out.push(f);
          } else out.push({ type: 'paragraph', children: inlines(node.children) });
          break;
        }
        case 'list': {
          if (node.children.some((/** @type {import('mdast').ListItem} */ item) => item.checked != null))
            report(node, 'task lists are not supported in content');
          const items = [];
          for (const item of node.children) items.push(await blocks(item.children));
          out.push(node.ordered ? { type: 'list', ordered: true, start: node.start ?? 1, items } : { type: 'list', ordered: false, items });
          break;
        }
        case 'blockquote':
          out.push({ type: 'blockquote', children: await blocks(node.children) });
          break;
        case 'table': {
          const [head, ...rows] = node.children.map((/** @type {import('mdast').TableRow} */ row) =>
            row.children.map((cell) => inlines(cell.children)),
          );
          out.push({
            type: 'table',
            align: node.align.map((/** @type {import('mdast').AlignType} */ a) => a ?? null),
            head: head ?? [],
            rows,
          });
          break;
        }
        case 'code': {
          if (!node.lang) {
            report(node, 'a code block needs its language after the fence, like ```ts (or ```text)');
            break;
          }
          if (!isKnownLanguage(node.lang)) {
            report(node, `unknown code language "${node.lang}"`);
            break;
          }
          out.push({ type: 'code', lang: node.lang, lines: await highlight(node.value, node.lang) });
          break;
        }
        case 'thematicBreak':
          out.push({ type: 'rule' });
          break;
        case 'html':
          report(node, 'raw HTML is not allowed in content: use Markdown');
          break;
        case 'definition':
          break;
        default:
          report(node, `${node.type} is not supported in content`);
      }
    }
    return out;
  };

  return { blocks: await blocks(tree.children), text: textOf(tree) };
}

/** Minutes to read a text at 200 words a minute, at least one. @param {string} text */
export function readingMinutes(text) {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
