/**
 * Renders compiled content (client/content/types.ts) with the site's look, the same on both
 * sides: no Markdown and no HTML string here, only the node tree the build made. Headings carry
 * an anchor link; figures their size and native lazy loading; code its build-time tokens, whose
 * kinds map to colours chosen for contrast (at least 4.5:1) on the light and the dark code panel.
 */
import type { ReactNode } from 'react';
import { Link, fillTemplate } from './kit';
import type { Block, Inline, TokenKind } from '../content/types';
import type { RichTextCopy } from '../site/pages/work';

// Colours the stylesheet mostly has already (it is inlined into every page): red, the primary
// green, sky, amber and gray, each dark on the light panel and light on the dark one (≥ 4.5:1).
const TOKEN_CLASS: Record<TokenKind, string> = {
  comment: 'text-gray-600 italic dark:text-gray-400',
  string: 'text-primary-800 dark:text-primary-300',
  number: 'text-amber-800 dark:text-amber-200',
  constant: 'text-amber-800 dark:text-amber-200',
  keyword: 'text-red-700 dark:text-red-300',
  function: 'text-sky-800 dark:text-sky-300',
  type: 'text-sky-800 dark:text-sky-300',
  tag: 'text-red-800 dark:text-red-300',
  attribute: 'text-sky-800 dark:text-sky-300',
  property: 'text-sky-800 dark:text-sky-300',
};

const LINK =
  'font-medium text-primary-700 underline decoration-primary-700/30 underline-offset-4 hover:decoration-primary-700 dark:text-primary-400 dark:decoration-primary-400/40 dark:hover:decoration-primary-400';
const HEADING = { 2: 'mt-12 text-2xl sm:text-3xl', 3: 'mt-10 text-xl sm:text-2xl', 4: 'mt-8 text-lg' } as const;
const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

function Inlines({ nodes }: { nodes: readonly Inline[] }): ReactNode {
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text':
        return n.value;
      case 'emphasis':
        return (
          <em key={i}>
            <Inlines nodes={n.children} />
          </em>
        );
      case 'strong':
        return (
          <strong key={i} className="font-semibold text-gray-900 dark:text-white">
            <Inlines nodes={n.children} />
          </strong>
        );
      case 'delete':
        return (
          <del key={i}>
            <Inlines nodes={n.children} />
          </del>
        );
      case 'code':
        return (
          <code
            key={i}
            className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-[0.9em] text-gray-900 dark:bg-gray-800 dark:text-gray-100"
          >
            {n.value}
          </code>
        );
      case 'break':
        return <br key={i} />;
      case 'link':
        // In-site paths go through the router; others are plain links.
        return n.href.startsWith('/') ? (
          <Link key={i} href={n.href} className={LINK}>
            <Inlines nodes={n.children} />
          </Link>
        ) : (
          <a key={i} href={n.href} className={LINK}>
            <Inlines nodes={n.children} />
          </a>
        );
    }
  });
}

function Blocks({ blocks, copy }: { blocks: readonly Block[]; copy: RichTextCopy }): ReactNode {
  return blocks.map((b, i) => {
    switch (b.type) {
      case 'heading':
        return <Heading key={i} block={b} copy={copy} />;
      case 'paragraph':
        return (
          <p key={i} className="mt-5 leading-relaxed">
            <Inlines nodes={b.children} />
          </p>
        );
      case 'list':
        return <List key={i} block={b} copy={copy} />;
      case 'blockquote':
        return (
          <blockquote
            key={i}
            className="mt-6 border-l-4 border-primary-300 pl-5 text-gray-700 italic dark:border-primary-800 dark:text-gray-300"
          >
            <Blocks blocks={b.children} copy={copy} />
          </blockquote>
        );
      case 'table':
        return <Table key={i} block={b} />;
      case 'figure':
        return <Figure key={i} block={b} />;
      case 'code':
        return <Code key={i} block={b} copy={copy} />;
      case 'rule':
        return <hr key={i} className="my-10 border-gray-200 dark:border-gray-800" />;
    }
  });
}

/** One kind of block. */
type BlockOf<K extends Block['type']> = Extract<Block, { type: K }>;

/** A section heading with its anchor link, named for screen readers after the heading. */
function Heading({ block, copy }: { block: BlockOf<'heading'>; copy: RichTextCopy }) {
  const Tag = `h${block.level}` as const;
  return (
    <Tag
      id={block.id}
      className={`group scroll-mt-20 font-semibold tracking-tight text-balance text-gray-900 dark:text-white ${HEADING[block.level]}`}
    >
      <Inlines nodes={block.children} />{' '}
      <a
        href={`#${block.id}`}
        className="text-primary-700 no-underline opacity-60 group-hover:opacity-100 focus-visible:opacity-100 dark:text-primary-400"
        aria-label={fillTemplate(copy.anchor, { heading: block.text })}
      >
        #
      </a>
    </Tag>
  );
}

/** A numbered or bulleted list; each item holds blocks. */
function List({ block, copy }: { block: BlockOf<'list'>; copy: RichTextCopy }) {
  const items = block.items.map((item, j) => (
    <li key={j} className="pl-1 [&>p:first-child]:mt-0">
      <Blocks blocks={item} copy={copy} />
    </li>
  ));
  return block.ordered ? (
    <ol start={block.start === 1 ? undefined : block.start} className="mt-5 list-decimal space-y-2 pl-6 marker:text-gray-500">
      {items}
    </ol>
  ) : (
    <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-primary-700 dark:marker:text-primary-400">{items}</ul>
  );
}

/** A table that scrolls sideways on its own when it is wider than the column. */
function Table({ block }: { block: BlockOf<'table'> }) {
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-gray-200 dark:border-gray-800">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-gray-50 dark:bg-gray-900">
          <tr>
            {block.head.map((cell, j) => (
              <th
                key={j}
                scope="col"
                className={`border-b border-gray-200 px-4 py-3 font-semibold text-gray-900 dark:border-gray-800 dark:text-white ${ALIGN[block.align[j] ?? 'left']}`}
              >
                <Inlines nodes={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r} className="border-b border-gray-200 last:border-0 dark:border-gray-800">
              {row.map((cell, j) => (
                <td key={j} className={`px-4 py-3 ${ALIGN[block.align[j] ?? 'left']}`}>
                  <Inlines nodes={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An image with its intrinsic size (the page keeps its room while it loads), loaded lazily, and its caption. */
function Figure({ block }: { block: BlockOf<'figure'> }) {
  return (
    <figure className="mt-8">
      <img
        src={block.src}
        alt={block.alt}
        width={block.width}
        height={block.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-xl border border-gray-200 bg-white dark:border-gray-800"
      />
      {block.caption && <figcaption className="mt-3 text-sm text-gray-600 dark:text-gray-400">{block.caption}</figcaption>}
    </figure>
  );
}

/** Code with its build-time tokens, each line a block of its own (an empty one keeps its height). */
function Code({ block, copy }: { block: BlockOf<'code'>; copy: RichTextCopy }) {
  // A scrolling box of its own, focusable and named so a keyboard can scroll it.
  return (
    <pre
      role="region"
      tabIndex={0}
      aria-label={fillTemplate(copy.code, { lang: block.lang })}
      className="mt-6 overflow-x-auto rounded-xl border border-gray-200 bg-gray-50 p-5 text-[13px] leading-relaxed text-gray-900 dark:border-gray-800 dark:bg-gray-900 dark:text-gray-100"
    >
      <code>
        {block.lines.map((line, j) => (
          <span key={j} className="block min-h-[1lh]">
            {line.map((t, k) =>
              t.kind ? (
                <span key={k} className={TOKEN_CLASS[t.kind]}>
                  {t.text}
                </span>
              ) : (
                t.text
              ),
            )}
          </span>
        ))}
      </code>
    </pre>
  );
}

/** A compiled body, in a readable measure. */
export function RichText({ blocks, copy }: { blocks: readonly Block[]; copy: RichTextCopy }) {
  return (
    <div className="max-w-3xl text-lg text-gray-700 dark:text-gray-300">
      <Blocks blocks={blocks} copy={copy} />
    </div>
  );
}
