/**
 * RSS 2.0, Atom 1.0 and JSON Feed 1.1 from compiled posts (client/content/types.ts): pure
 * functions, so the routes can build a feed per request from the posts public at that moment.
 * Full text as HTML made from the node tree here, every text and attribute escaped (the tree
 * holds no HTML); absolute URLs; newest first.
 */
import type { Block, Inline, Lang, NewsPost } from '../../client/content/types';
import { escapeMarkup } from '../../client/escape';

export interface FeedOptions {
  /** The site's origin (SITE_URL), e.g. https://www.larchfield.dev */
  origin: string;
  lang: Lang;
  title: string;
  description: string;
  /** Site paths: the news list, and each feed's own path. */
  paths: { home: string; rss: string; atom: string; json: string };
  /** The feed's time when it has no posts (ISO 8601), e.g. the build time. */
  emptyUpdated: string;
}

/** Escapes text for XML and HTML (element content and attribute values alike). */
export function escapeXml(text: string): string {
  // Characters XML 1.0 forbids are dropped rather than escaped (they cannot be written at all).
  // eslint-disable-next-line no-control-regex
  return escapeMarkup(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));
}

/** An absolute URL for a site path (or the URL itself when it already is one). */
function absolute(origin: string, href: string): string {
  return new URL(href, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

function inlineHtml(nodes: readonly Inline[], origin: string): string {
  return nodes
    .map((n) => {
      switch (n.type) {
        case 'text':
          return escapeXml(n.value);
        case 'emphasis':
          return `<em>${inlineHtml(n.children, origin)}</em>`;
        case 'strong':
          return `<strong>${inlineHtml(n.children, origin)}</strong>`;
        case 'delete':
          return `<del>${inlineHtml(n.children, origin)}</del>`;
        case 'code':
          return `<code>${escapeXml(n.value)}</code>`;
        case 'break':
          return '<br>';
        case 'link':
          return `<a href="${escapeXml(absolute(origin, n.href))}">${inlineHtml(n.children, origin)}</a>`;
      }
    })
    .join('');
}

/** A post's body as HTML for feed readers: plain elements, absolute URLs, everything escaped. */
export function blocksToHtml(blocks: readonly Block[], origin: string): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'heading':
          return `<h${b.level} id="${escapeXml(b.id)}">${inlineHtml(b.children, origin)}</h${b.level}>`;
        case 'paragraph':
          return `<p>${inlineHtml(b.children, origin)}</p>`;
        case 'list': {
          const items = b.items.map((item) => `<li>${blocksToHtml(item, origin)}</li>`).join('');
          return b.ordered ? `<ol${b.start === 1 ? '' : ` start="${b.start}"`}>${items}</ol>` : `<ul>${items}</ul>`;
        }
        case 'blockquote':
          return `<blockquote>${blocksToHtml(b.children, origin)}</blockquote>`;
        case 'table': {
          const align = (j: number) => (b.align[j] ? ` style="text-align:${b.align[j]}"` : '');
          const head = b.head.map((cell, j) => `<th${align(j)}>${inlineHtml(cell, origin)}</th>`).join('');
          const rows = b.rows
            .map((row) => `<tr>${row.map((cell, j) => `<td${align(j)}>${inlineHtml(cell, origin)}</td>`).join('')}</tr>`)
            .join('');
          return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
        }
        case 'figure':
          return `<figure><img src="${escapeXml(absolute(origin, b.src))}" alt="${escapeXml(b.alt)}" width="${b.width}" height="${b.height}">${b.caption ? `<figcaption>${escapeXml(b.caption)}</figcaption>` : ''}</figure>`;
        case 'code':
          return `<pre><code>${escapeXml(b.lines.map((line) => line.map((t) => t.text).join('')).join('\n'))}</code></pre>`;
        case 'rule':
          return '<hr>';
      }
    })
    .join('');
}

/** Newest first by publication time (then by key, so equal times keep one order). */
function newestFirst(posts: readonly NewsPost[]): NewsPost[] {
  return [...posts].sort((a, b) => Date.parse(b.published) - Date.parse(a.published) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The latest change among the posts (their `updated`, else `published`), as written. */
function latest(posts: readonly NewsPost[], fallback: string): string {
  let best = fallback;
  let bestMs = -Infinity;
  for (const p of posts) {
    const t = p.updated ?? p.published;
    if (Date.parse(t) > bestMs) {
      best = t;
      bestMs = Date.parse(t);
    }
  }
  return best;
}

/** RFC 822 (RSS's date format), in GMT. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** RSS 2.0 with the full text in content:encoded and the author in dc:creator (RSS's own wants an e-mail). */
export function rssFeed(posts: readonly NewsPost[], o: FeedOptions): string {
  const items = newestFirst(posts).map((p) => {
    const url = absolute(o.origin, p.url);
    return [
      '<item>',
      `<title>${escapeXml(p.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<pubDate>${rfc822(p.published)}</pubDate>`,
      `<dc:creator>${escapeXml(p.author.name)}</dc:creator>`,
      ...p.tags.map((t) => `<category>${escapeXml(t.label)}</category>`),
      `<description>${escapeXml(p.description)}</description>`,
      `<content:encoded>${escapeXml(blocksToHtml(p.body, o.origin))}</content:encoded>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(o.title)}</title>`,
    `<link>${escapeXml(absolute(o.origin, o.paths.home))}</link>`,
    `<description>${escapeXml(o.description)}</description>`,
    `<language>${o.lang}</language>`,
    `<lastBuildDate>${rfc822(latest(posts, o.emptyUpdated))}</lastBuildDate>`,
    `<atom:link href="${escapeXml(absolute(o.origin, o.paths.rss))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>\n',
  ].join('');
}

/** Atom 1.0: entries with their published and updated times (with offset), full text as escaped HTML. */
export function atomFeed(posts: readonly NewsPost[], o: FeedOptions): string {
  const entries = newestFirst(posts).map((p) => {
    const url = absolute(o.origin, p.url);
    return [
      '<entry>',
      `<id>${escapeXml(url)}</id>`,
      `<title type="text">${escapeXml(p.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<published>${escapeXml(p.published)}</published>`,
      `<updated>${escapeXml(p.updated ?? p.published)}</updated>`,
      `<author><name>${escapeXml(p.author.name)}</name></author>`,
      ...p.tags.map((t) => `<category term="${escapeXml(t.id)}" label="${escapeXml(t.label)}"/>`),
      `<summary type="text">${escapeXml(p.description)}</summary>`,
      `<content type="html">${escapeXml(blocksToHtml(p.body, o.origin))}</content>`,
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${o.lang}">`,
    `<id>${escapeXml(absolute(o.origin, o.paths.atom))}</id>`,
    `<title type="text">${escapeXml(o.title)}</title>`,
    `<subtitle type="text">${escapeXml(o.description)}</subtitle>`,
    `<updated>${escapeXml(latest(posts, o.emptyUpdated))}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(absolute(o.origin, o.paths.atom))}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(absolute(o.origin, o.paths.home))}"/>`,
    ...entries,
    '</feed>\n',
  ].join('');
}

/** JSON Feed 1.1 (served as application/feed+json). */
export function jsonFeed(posts: readonly NewsPost[], o: FeedOptions): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: o.title,
    description: o.description,
    home_page_url: absolute(o.origin, o.paths.home),
    feed_url: absolute(o.origin, o.paths.json),
    language: o.lang,
    items: newestFirst(posts).map((p) => ({
      id: absolute(o.origin, p.url),
      url: absolute(o.origin, p.url),
      title: p.title,
      summary: p.description,
      content_html: blocksToHtml(p.body, o.origin),
      date_published: p.published,
      date_modified: p.updated ?? p.published,
      authors: [{ name: p.author.name }],
      tags: p.tags.map((t) => t.label),
      language: p.lang,
    })),
  });
}
