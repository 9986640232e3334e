// Markdown → the plain node tree the React tree renders (client/content/types.ts): the part of the
// compiler that needs no file system and no highlighter, so the studio's check of a proposed change
// (worker/admin/backend/) runs it in the worker as the build runs it in Node (./markdown.mjs gives
// it Shiki and the files under assets/). unified + remark-parse + remark-gfm give an mdast with a
// position on every node, so each problem is reported at its own line (decision 0160). No HTML
// string is ever made: raw HTML in a file is an error.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';

/** @typedef {import('../../client/content/types').Block} Block */
/** @typedef {import('../../client/content/types').Inline} Inline */
/** @typedef {import('../../client/content/types').CodeToken} CodeToken */

/**
 * A picture's intrinsic size, or why its file is refused (the content build's message, naming the
 * file: `assets/images/x.png is not a PNG file`), or undefined when no file has its path.
 * @typedef {(src: string) => { width: number, height: number } | string | undefined} PictureSize
 */

/**
 * What the compiler needs to know of the site.
 * @typedef {object} MarkdownContext
 * @property {(href: string) => { href: string } | { problem: string }} link  an internal link (a path
 *   from the site's root, or `page:<id>…`) as the page carries it, or why no page or file answers it
 * @property {PictureSize} picture  a picture of the content by its path from the site's root (a file under assets/)
 * @property {{ known: (lang: string) => boolean, highlight: (code: string, lang: string) => Promise<CodeToken[][]> }} [code]
 *   the code fences' languages and their highlighter; without it a fence's language is not checked
 * @property {(line: number, message: string) => void} report  records a problem at a line of the file
 * @property {number} lineOffset  lines of the file before the body (front matter and its fences)
 */

const parser = unified().use(remarkParse).use(remarkGfm);

/** @param {string} markdown */
export function parseMarkdown(markdown) {
  return parser.parse(markdown);
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
 * One body being compiled: what the compiler knows of the site, the heading ids given so far (a
 * repeated heading's id gets `-2`, `-3`…), and where a node's problem goes (at the node's line).
 * @typedef {object} Body
 * @property {MarkdownContext} ctx
 * @property {Set<string>} ids
 * @property {(node: import('unist').Node, message: string) => void} report
 */

/**
 * Compiles a Markdown body to blocks, reporting every problem through `ctx.report`.
 * @param {string} markdown @param {MarkdownContext} ctx
 * @returns {Promise<{ blocks: Block[], text: string }>} the blocks and the body's plain text
 */
export async function compileMarkdown(markdown, ctx) {
  const tree = parseMarkdown(markdown);
  /** @type {Body} */
  const body = {
    ctx,
    ids: new Set(),
    report: (node, message) => ctx.report((node.position?.start.line ?? 1) + ctx.lineOffset, message),
  };
  return { blocks: await blocksOf(tree.children, body), text: textOf(tree) };
}

/** The href a link carries (a page link resolved to its path); problems reported. @param {string} href @param {any} node @param {Body} body */
function linkHref(href, node, body) {
  if (/^(https:|mailto:|tel:)/.test(href) || href.startsWith('#')) return href;
  if (href.startsWith('http:')) body.report(node, `link to ${href}: use https://`);
  else if ((!href.startsWith('/') || href.startsWith('//')) && !href.startsWith('page:'))
    body.report(node, `link to "${href}": write internal links as paths from the site's root, like /work, or as page ids, like page:work`);
  else {
    const resolved = body.ctx.link(href);
    if ('href' in resolved) return resolved.href;
    body.report(node, resolved.problem);
  }
  return href;
}

/** The inline nodes of a paragraph, heading, list item or table cell. @param {any[]} nodes @param {Body} body @returns {Inline[]} */
function inlinesOf(nodes, body) {
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
        out.push({ type: node.type, children: inlinesOf(node.children, body) });
        break;
      case 'inlineCode':
        out.push({ type: 'code', value: node.value });
        break;
      case 'break':
        out.push({ type: 'break' });
        break;
      case 'link':
        out.push({ type: 'link', href: linkHref(node.url, node, body), children: inlinesOf(node.children, body) });
        break;
      case 'image':
        body.report(node, 'an image stands in a paragraph of its own (it becomes a figure)');
        break;
      case 'html':
        body.report(node, 'raw HTML is not allowed in content: use Markdown');
        break;
      default:
        body.report(node, `${node.type} is not supported in content (use inline links and plain Markdown)`);
    }
  }
  return out;
}

/** The blocks of a body, a list item or a quote, in order. @param {any[]} nodes @param {Body} body @returns {Promise<Block[]>} */
async function blocksOf(nodes, body) {
  /** @type {Block[]} */
  const out = [];
  for (const node of nodes) {
    const block = await blockOf(node, body);
    if (block) out.push(block);
  }
  return out;
}

/** One block node's block, or none (its problem reported, or nothing to show). @param {any} node @param {Body} body @returns {Promise<Block | undefined>} */
async function blockOf(node, body) {
  switch (node.type) {
    case 'heading':
      return headingOf(node, body);
    case 'paragraph':
      return paragraphOf(node, body);
    case 'list':
      return listOf(node, body);
    case 'blockquote':
      return { type: 'blockquote', children: await blocksOf(node.children, body) };
    case 'table':
      return tableOf(node, body);
    case 'code':
      return codeOf(node, body);
    case 'thematicBreak':
      return { type: 'rule' };
    case 'html':
      body.report(node, 'raw HTML is not allowed in content: use Markdown');
      return undefined;
    case 'definition':
      return undefined;
    default:
      body.report(node, `${node.type} is not supported in content`);
      return undefined;
  }
}

/** Plain text of compiled inline nodes: a heading's name for its anchor link's label. @param {readonly Inline[]} nodes @returns {string} */
function plainText(nodes) {
  return nodes.map((n) => ('value' in n ? n.value : 'children' in n ? plainText(n.children) : ' ')).join('');
}

/** A heading of level 2 to 4 with its id. @param {any} node @param {Body} body @returns {Block | undefined} */
function headingOf(node, body) {
  if (node.depth < 2 || node.depth > 4) {
    body.report(
      node,
      node.depth === 1
        ? 'no "# " heading in the body: the title is the page\'s heading; start sections with "## "'
        : `heading level ${node.depth}: use ##, ### or ####`,
    );
    return undefined;
  }
  const base = slugify(textOf(node));
  let id = base;
  for (let n = 2; body.ids.has(id); n++) id = `${base}-${n}`;
  body.ids.add(id);
  const children = inlinesOf(node.children, body);
  return { type: 'heading', level: node.depth, id, text: plainText(children), children };
}

/** A paragraph, or a figure when an image stands in it alone. @param {any} node @param {Body} body @returns {Block | undefined} */
function paragraphOf(node, body) {
  const only = node.children.filter((/** @type {import('mdast').PhrasingContent} */ c) => !(c.type === 'text' && !c.value.trim()));
  if (only.length === 1 && only[0].type === 'image') return figureOf(only[0], body);
  return { type: 'paragraph', children: inlinesOf(node.children, body) };
}

/** A figure with the image's intrinsic size, from a file under assets/. @param {any} node @param {Body} body @returns {Block | undefined} */
function figureOf(node, body) {
  const src = node.url;
  if (!node.alt || !node.alt.trim()) body.report(node, `image ${src} has no alt text: write ![what it shows](${src})`);
  if (!src.startsWith('/') || src.startsWith('//')) {
    body.report(node, `image "${src}": use a path from the site's root, like /images/work/<file>.svg`);
    return undefined;
  }
  const size = body.ctx.picture(src);
  if (size === undefined) {
    body.report(node, `image ${src}: no such file assets${src}`);
    return undefined;
  }
  if (typeof size === 'string') {
    body.report(node, `image ${src}: ${size}`);
    return undefined;
  }
  /** @type {Block} */
  const out = { type: 'figure', src, alt: node.alt ?? '', width: size.width, height: size.height };
  if (node.title) out.caption = node.title;
  return out;
}

/** A list, each item's blocks in it. @param {any} node @param {Body} body @returns {Promise<Block>} */
async function listOf(node, body) {
  if (node.children.some((/** @type {import('mdast').ListItem} */ item) => item.checked != null))
    body.report(node, 'task lists are not supported in content');
  const items = [];
  for (const item of node.children) items.push(await blocksOf(item.children, body));
  return node.ordered ? { type: 'list', ordered: true, start: node.start ?? 1, items } : { type: 'list', ordered: false, items };
}

/** A table: its first row the head. @param {any} node @param {Body} body @returns {Block} */
function tableOf(node, body) {
  const [head, ...rows] = node.children.map((/** @type {import('mdast').TableRow} */ row) =>
    row.children.map((cell) => inlinesOf(cell.children, body)),
  );
  return {
    type: 'table',
    align: node.align.map((/** @type {import('mdast').AlignType} */ a) => a ?? null),
    head: head ?? [],
    rows,
  };
}

/** A code block, highlighted, when its fence names a language Shiki knows. @param {any} node @param {Body} body @returns {Promise<Block | undefined>} */
async function codeOf(node, body) {
  if (!node.lang) {
    body.report(node, 'a code block needs its language after the fence, like ```ts (or ```text)');
    return undefined;
  }
  const { code } = body.ctx;
  if (!code) return { type: 'code', lang: node.lang, lines: [] };
  if (!code.known(node.lang)) {
    body.report(node, `unknown code language "${node.lang}"`);
    return undefined;
  }
  return { type: 'code', lang: node.lang, lines: await code.highlight(node.value, node.lang) };
}

/** Minutes to read a text at 200 words a minute, at least one. @param {string} text */
export function readingMinutes(text) {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
