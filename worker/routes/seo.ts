import { Hono } from 'hono';
import { escapeMarkup } from '../../client/escape';
import { publicationEpoch, publishedEntries, type ContentIndex } from '../../client/content/select';
import type { CaseStudy, EntryBase, NewsPost } from '../../client/content/types';
import { DEFAULT_LANG, LANGS, absoluteUrl, pageDef, type Lang } from '../../client/routes';
import { findOpenPosition } from '../../client/site';
import { everyPage, type PageEntry } from '../../client/site/page-list';
import { loadContent } from '../content/store';
import { allowsIndexing } from '../environment';
import { BUILD } from '../manifest';
import { buildDocument, memoised, sendDocument } from '../page-cache';
import type { AppEnv } from '../types';
import { methodNotAllowed } from '../method-not-allowed';

/**
 * robots.txt: production lets every crawler in except to the studio (/admin and everything under
 * it: no public page's path starts so) and names the sitemap; staging shuts them all out.
 */
export function robotsTxt(origin: string, indexable: boolean): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
}

/** A time as a W3C datetime in UTC, to the second (the sitemap's lastmod). */
export function lastmod(timestamp: number): string {
  return new Date(timestamp).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The time of an entry's last change (its `updated`, else its `published`), in ms. */
const changed = (e: Pick<EntryBase, 'published' | 'updated'>) => Date.parse(e.updated ?? e.published);

/**
 * sitemap.xml at `now`: every indexable page of the registry in every language (client/site/page-list.ts:
 * the positions, and the case studies and posts published by then) as an absolute URL, with the
 * time its own content last changed (a page's from the build, `lastModified`: decision 0092; a
 * position's its own `updated` date, never later than the build; an entry's, and a list's newest
 * entry's) and, for a page in more than one language, each language's URL and `x-default` as
 * `xhtml:link` alternates: the same set on every URL of the set, its own included. A post in one
 * language only has none.
 */
export function sitemapXml(
  origin: string,
  lastModified: Readonly<Record<string, number>>,
  content: ContentIndex,
  now: number,
  buildTime = BUILD.timestamp,
): string {
  const pages = everyPage(content, now).filter((p) => !p.noindex);
  const published = new Set(pages.map((p) => p.path));
  const entries = (p: PageEntry): readonly (CaseStudy | NewsPost)[] =>
    publishedEntries<CaseStudy | NewsPost>(p.id.startsWith('work') ? content.work[p.lang].entries : content.news[p.lang].entries, now);
  const entryOf = (p: PageEntry) =>
    p.id === 'work-entry' || p.id === 'news-entry' ? entries(p).find((e) => e.slug === p.params.slug) : undefined;
  const time = (p: PageEntry): number => {
    if (p.id === 'position')
      return Math.min(Date.parse(`${findOpenPosition(p.params.id ?? '', p.lang)?.updated ?? ''}T00:00:00Z`) || buildTime, buildTime);
    const entry = entryOf(p);
    if (entry) return changed(entry);
    if (pageDef(p.id).content) return Math.max(0, ...entries(p).map(changed)) || buildTime;
    return lastModified[p.path] ?? buildTime;
  };
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(absoluteUrl(origin, path))}"/>`;
  const alternates = (p: PageEntry): string => {
    // An entry names its own translations (and only a published one counts); other pages are the same page in each language.
    const entry = entryOf(p);
    const set: [Lang, string][] = entry
      ? LANGS.flatMap((lang): [Lang, string][] =>
          entry.alternates[lang] && published.has(entry.alternates[lang]) ? [[lang, entry.alternates[lang]]] : [],
        )
      : pages
          .filter((q) => q.id === p.id && JSON.stringify(q.params) === JSON.stringify(p.params))
          .map((q): [Lang, string] => [q.lang, q.path]);
    if (set.length < 2) return '';
    const fallback = set.find(([lang]) => lang === DEFAULT_LANG);
    return [...set.map(([lang, path]) => link(lang, path)), ...(fallback ? [link('x-default', fallback[1])] : [])].join('');
  };
  const urls = pages.map(
    (p) =>
      `<url><loc>${escapeMarkup(absoluteUrl(origin, p.path))}</loc><lastmod>${lastmod(Math.min(time(p), Math.max(now, buildTime)))}</lastmod>${alternates(p)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/robots.txt` and `/sitemap.xml`, made once per isolate and build, revalidated with their ETag. */
export const seo = new Hono<AppEnv>();

seo.get('/robots.txt', async (c) => {
  const config = c.get('config');
  const indexable = allowsIndexing(config);
  const { doc } = await memoised(`robots ${config.SITE_URL} ${indexable}`, () =>
    buildDocument(robotsTxt(config.SITE_URL, indexable), 'text/plain; charset=utf-8'),
  );
  return sendDocument(c, doc);
});

seo.get('/sitemap.xml', async (c) => {
  const now = Date.now();
  const content = await loadContent(c.env.ASSETS);
  const origin = c.get('config').SITE_URL;
  // Made again when an entry goes live (its epoch): never the old list past that moment.
  const { doc } = await memoised(`sitemap ${origin} ${publicationEpoch(content, now)}`, () =>
    buildDocument(sitemapXml(origin, BUILD.lastModified, content, now), 'application/xml; charset=utf-8'),
  );
  return sendDocument(c, doc);
});

for (const path of ['/robots.txt', '/sitemap.xml']) {
  seo.all(path, (c) => methodNotAllowed(c));
}
