import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPILED_CONTENT } from '../client/content/compiled';
import { openPositions } from '../client/site';
import { BUILD } from '../worker/manifest';
import { lastmod, robotsTxt, sitemapXml } from '../worker/routes/seo';
import { EVERY_PAGE, ORIGIN, STATIC_PAGES, request } from './helpers';
import { STAGING, captureLogs, requestWithEnv } from './worker-env';

/** The pages a sitemap lists: every page of the registry but those kept out of search engines (the confirmations). */
const INDEXED = EVERY_PAGE.filter((r) => !r.noindex);

const PRODUCTION = { ENVIRONMENT: 'production', SITE_URL: 'https://www.larchfield.dev' } as const;

/** The <url> entries of a sitemap, read with workerd's HTMLRewriter. */
async function sitemapEntries(xml: string): Promise<{ loc: string; lastmod: string }[]> {
  const entries: { loc: string; lastmod: string }[] = [];
  let field: 'loc' | 'lastmod' | undefined;
  await new HTMLRewriter()
    .on('url', { element: () => void entries.push({ loc: '', lastmod: '' }) })
    .on('loc', { element: () => void (field = 'loc'), text: (t) => void (entries.at(-1)![field ?? 'loc'] += t.text) })
    .on('lastmod', { element: () => void (field = 'lastmod'), text: (t) => void (entries.at(-1)![field ?? 'lastmod'] += t.text) })
    .transform(new Response(xml))
    .text();
  return entries;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/robots.txt', () => {
  it('production: allows every crawler everywhere but the studio and names the absolute sitemap URL', async () => {
    const res = await requestWithEnv(PRODUCTION, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.larchfield.dev/sitemap.xml\n');
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });

  it('local development and tests answer like production', async () => {
    expect(await (await request('/robots.txt')).text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });

  it('staging: disallows everything, names no sitemap, and says noindex', async () => {
    const res = await requestWithEnv(STAGING, '/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('User-agent: *\nDisallow: /\n');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('answers HEAD, and 405 with Allow for other methods', async () => {
    captureLogs();
    expect((await request('/robots.txt', { method: 'HEAD' })).status).toBe(200);
    const res = await request('/robots.txt', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('/sitemap.xml', () => {
  it('lists every indexable page of the registry as an absolute URL, each with the time its own content last changed (ISO 8601)', async () => {
    const res = await request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    // In registry order, each open position after /careers (its lastmod: tests/careers.test.ts).
    const entries = await sitemapEntries(xml);
    expect(entries.map((e) => e.loc)).toEqual(INDEXED.map((r) => new URL(r.path, ORIGIN).toString()));
    const positions = openPositions().map((p) => `/careers/${p.id}`);
    expect(entries.map((e) => e.loc.slice(ORIGIN.length)).slice(0, 6 + positions.length)).toEqual([
      '/',
      '/solutions',
      '/company',
      '/careers',
      ...positions,
      '/contact',
      '/work',
    ]);
    for (const [i, route] of INDEXED.entries()) {
      const e = entries[i]!;
      if (STATIC_PAGES.includes(route))
        expect(e.lastmod).toBe(new Date(BUILD.lastModified[route.path]!).toISOString().replace('.000Z', 'Z'));
      expect(e.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });

  it('uses the deployment origin (SITE_URL): staging lists staging URLs', async () => {
    const entries = await sitemapEntries(await (await requestWithEnv(STAGING, '/sitemap.xml')).text());
    expect(entries.map((e) => e.loc)).toEqual(INDEXED.map((r) => new URL(r.path, STAGING.SITE_URL).toString()));
  });

  it('names the build time to the second, in UTC', () => {
    expect(lastmod(Date.UTC(2026, 10, 22, 15, 4, 5, 678))).toBe('2026-11-22T15:04:05Z');
  });

  it('is the one robots.txt names', () => {
    expect(robotsTxt('https://www.larchfield.dev', true)).toContain('Sitemap: https://www.larchfield.dev/sitemap.xml');
    expect(robotsTxt('https://www.larchfield.dev', false)).not.toContain('Sitemap');
  });
});

describe('the build time', () => {
  it('is the commit time the build recorded (a whole second, not 1970)', () => {
    expect(BUILD.timestamp % 1000).toBe(0);
    expect(BUILD.timestamp).toBeGreaterThan(Date.UTC(2025, 0, 1));
  });

  it("bounds each page's time, which is a commit time too", () => {
    for (const route of STATIC_PAGES) {
      const time = BUILD.lastModified[route.path]!;
      expect(time % 1000, route.path).toBe(0);
      expect(time, route.path).toBeGreaterThan(Date.UTC(2019, 0, 1));
      expect(time, route.path).toBeLessThanOrEqual(BUILD.timestamp);
    }
  });
});

describe('sitemapXml', () => {
  it('gives each page its own lastmod', () => {
    const times = {
      ...BUILD.lastModified,
      '/': Date.UTC(2026, 0, 2, 3, 4, 5),
      '/solutions': Date.UTC(2026, 5, 1),
      '/company': Date.UTC(2025, 11, 31, 23, 59, 59),
      '/careers': Date.UTC(2026, 10, 20, 8),
    };
    const xml = sitemapXml('https://www.larchfield.dev', times, COMPILED_CONTENT, Date.now());
    expect(xml).toContain('<url><loc>https://www.larchfield.dev/</loc><lastmod>2026-01-02T03:04:05Z</lastmod><xhtml:link');
    expect(xml).toContain('<url><loc>https://www.larchfield.dev/solutions</loc><lastmod>2026-06-01T00:00:00Z</lastmod><xhtml:link');
    expect(xml).toContain('<url><loc>https://www.larchfield.dev/company</loc><lastmod>2025-12-31T23:59:59Z</lastmod><xhtml:link');
    expect(xml).toContain('<url><loc>https://www.larchfield.dev/careers</loc><lastmod>2026-11-20T08:00:00Z</lastmod><xhtml:link');
  });

  it('names each language of a page and x-default on every URL of the set, reciprocally', () => {
    const xml = sitemapXml('https://www.larchfield.dev', BUILD.lastModified, COMPILED_CONTENT, Date.now());
    const set =
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.larchfield.dev/solutions"/><xhtml:link rel="alternate" hreflang="de" href="https://www.larchfield.dev/de/loesungen"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.larchfield.dev/solutions"/></url>';
    expect(xml).toMatch(
      new RegExp(`<loc>https://www.larchfield.dev/solutions</loc><lastmod>[^<]+</lastmod>${set.replace(/[.?/]/g, '\\$&')}`),
    );
    expect(xml).toMatch(
      new RegExp(`<loc>https://www.larchfield.dev/de/loesungen</loc><lastmod>[^<]+</lastmod>${set.replace(/[.?/]/g, '\\$&')}`),
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
