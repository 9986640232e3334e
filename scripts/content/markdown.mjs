// Markdown → the plain node tree the React tree renders (client/content/types.ts), at build time:
// the compiler of ./markdown-tree.mjs with what only Node has, Shiki, which highlights code into tokens with a kind, which the renderer maps to classes
// (client/components/rich-text.tsx), so no script runs in the browser.
import { bundledLanguages, createHighlighter } from 'shiki';
import { compileMarkdown as compileTree } from './markdown-tree.mjs';

export { parseMarkdown, readingMinutes, textOf } from './markdown-tree.mjs';

/** @typedef {import('../../client/content/types').Block} Block */
/** @typedef {import('../../client/content/types').CodeToken} CodeToken */
/** @typedef {import('../../client/content/types').TokenKind} TokenKind */

/**
 * What the compiler needs to know of the site.
 * @typedef {object} MarkdownContext
 * @property {import('./markdown-tree.mjs').PictureSize} picture  a picture by its path from the site's root: its size, why its
 *   file is refused, or undefined when there is none (the content build's check, ./index.mjs)
 * @property {(href: string) => { href: string } | { problem: string }} link  an internal link (a path
 *   from the site's root, or `page:<id>…`) as the page carries it, or why no page or file answers it
 * @property {(line: number, message: string) => void} report  records a problem at a line of the file
 * @property {number} lineOffset  lines of the file before the body (front matter and its fences)
 */

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

/**
 * Compiles a Markdown body to blocks, reporting every problem through `ctx.report`.
 * @param {string} markdown @param {MarkdownContext} ctx
 * @returns {Promise<{ blocks: Block[], text: string }>} the blocks and the body's plain text
 */
export function compileMarkdown(markdown, ctx) {
  return compileTree(markdown, { ...ctx, code: { known: isKnownLanguage, highlight } });
}
