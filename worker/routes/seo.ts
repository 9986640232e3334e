import { Hono } from 'hono';
import { absoluteUrl, openPositions, type Position } from '../../client/site';
import { everyPage, type PageEntry } from '../../client/site/page-list';
import { DEFAULT_LANG } from '../../client/routes';
import { allowsIndexing } from '../environment';
import { BUILD } from '../manifest';
import { buildDocument, memoised, sendDocument } from '../page-cache';
import type { AppEnv } from '../types';
import { methodNotAllowed } from './pages';

/** robots.txt: production lets every crawler in and names the sitemap; staging shuts them all out. */
export function robotsTxt(origin: string, indexable: boolean): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (s: string) => s.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

/** A time as a W3C datetime in UTC, to the second (the sitemap's lastmod). */
export function lastmod(timestamp: number): string {
  return new Date(timestamp).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * sitemap.xml: every indexable page of the registry in every language (client/site/page-list.ts)
 * as an absolute URL, with the time its own content last changed (a page's from the build,
 * `lastModified`: decision 0092; a position's its own `updated` date, never later than the build)
 * and, for a page in more than one language, each language's URL and `x-default` as
 * `xhtml:link` alternates: the same set on every URL of the set, its own included.
 */
export function sitemapXml(origin: string, lastModified: Readonly<Record<string, number>>, positions: readonly Pick<Position, 'id' | 'updated'>[] = openPositions(), buildTime = BUILD.timestamp): string {
  const updated = new Map(positions.map((p) => [p.id, Math.min(Date.parse(`${p.updated}T00:00:00Z`), buildTime)]));
  const time = (p: PageEntry): number => (p.id === 'position' ? updated.get(p.params.id ?? '') : lastModified[p.path]) ?? buildTime;
  const pages = everyPage().filter((p) => !p.noindex);
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(absoluteUrl(origin, path))}"/>`;
  const alternates = (p: PageEntry): string => {
    const set = pages.filter((q) => q.id === p.id && JSON.stringify(q.params) === JSON.stringify(p.params));
    if (set.length < 2) return '';
    const fallback = set.find((q) => q.lang === DEFAULT_LANG);
    return [...set.map((q) => link(q.lang, q.path)), ...(fallback ? [link('x-default', fallback.path)] : [])].join('');
  };
  const urls = pages.map((p) => `<url><loc>${xml(absoluteUrl(origin, p.path))}</loc><lastmod>${lastmod(time(p))}</lastmod>${alternates(p)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/robots.txt` and `/sitemap.xml`, made once per isolate and build, revalidated with their ETag. */
export const seo = new Hono<AppEnv>();

seo.get('/robots.txt', async (c) => {
  const indexable = allowsIndexing(c.get('config'));
  const { doc } = await memoised(`robots ${c.env.SITE_URL} ${indexable}`, () =>
    buildDocument(robotsTxt(c.env.SITE_URL, indexable), 'text/plain; charset=utf-8'),
  );
  return sendDocument(c, doc);
});

seo.get('/sitemap.xml', async (c) => {
  const { doc } = await memoised(`sitemap ${c.env.SITE_URL}`, () => buildDocument(sitemapXml(c.env.SITE_URL, BUILD.lastModified), 'application/xml; charset=utf-8'));
  return sendDocument(c, doc);
});

for (const path of ['/robots.txt', '/sitemap.xml']) {
  seo.all(path, (c) => methodNotAllowed(c));
}
