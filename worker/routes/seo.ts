import { Hono } from 'hono';
import { ROUTES, type RoutePath } from '../../client/route-table';
import { absoluteUrl, openPositions, type Position } from '../../client/site';
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
 * sitemap.xml: every indexable page of the route table as an absolute URL, with the time its own
 * content last changed (`lastModified`, from the build: decision 0092), then every open
 * position's page with its own `updated` date (never later than the build).
 */
export function sitemapXml(origin: string, lastModified: Record<RoutePath, number>, positions: readonly Pick<Position, 'id' | 'updated'>[] = openPositions(), buildTime = BUILD.timestamp): string {
  const entry = (path: string, time: number) => `<url><loc>${xml(absoluteUrl(origin, path))}</loc><lastmod>${lastmod(time)}</lastmod></url>`;
  const urls = [
    ...ROUTES.filter((r) => !('noindex' in r)).map((r) => entry(r.path, lastModified[r.path])),
    ...positions.map((p) => entry(`/careers/${p.id}`, Math.min(Date.parse(`${p.updated}T00:00:00Z`), buildTime))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
  seo.all(path, methodNotAllowed);
}
