import { PAGE_DATA } from '../client/site/page-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { COMPILED_CONTENT } from '../client/content/compiled';
import { parseService, publishedEntries } from '../client/content/select';
import type { CaseStudy, NewsPost } from '../client/content/types';
import { LANGS, pageDef, pagePath, type Lang } from '../client/routes';
import { SERVICE_ORDER } from '../client/content/select';
import { longDate } from '../client/format';
import { palettePath } from '../client/content/palette-path';
import { searchSite } from '../client/components/palette-model';
import { SEARCH_INDEX, type SearchEntry } from '../client/site';
import { EVERY_PAGE, decodeEntities, entryOf, parseDocument, request, type ParsedDocument } from './helpers';
import { requestWithEnv } from './worker-env';

const SITE = 'https://www.larchfield.dev';
const CONTENT_PAGES = EVERY_PAGE.filter((p) => pageDef(p.id).content);
const ENTRY_PAGES = CONTENT_PAGES.filter((p) => p.id === 'work-entry' || p.id === 'news-entry');
const FEED_KINDS = [
  { kind: 'rss', file: 'rss.xml', type: 'application/rss+xml' },
  { kind: 'atom', file: 'atom.xml', type: 'application/atom+xml' },
  { kind: 'json', file: 'feed.json', type: 'application/feed+json' },
] as const;
const feedUrl = (lang: Lang, file: string) => `${pagePath('news', lang)}/${file}`;
const other = (lang: Lang): Lang => (lang === 'en' ? 'de' : 'en');

/** The post scheduled in the content (2026-12-03 09:00 Leipzig), in each language. */
const SCHEDULED_KEY = 'newsloom-holidays-2026';
const DUE = Date.parse('2026-12-03T09:00:00+01:00');
const scheduled = (lang: Lang) => {
  const post = COMPILED_CONTENT.news[lang].entries.find((e) => e.key === SCHEDULED_KEY);
  if (!post) throw new Error(`no ${SCHEDULED_KEY} in ${lang}`);
  return post;
};

/** A SITE_URL no other test uses: the isolate's memo starts empty for it. */
let fresh = 0;
const freshSite = () => `https://content${++fresh}-${Date.now()}.example`;

afterEach(() => {
  vi.useRealTimers();
});

const documentOf = async (res: Response) => parseDocument(await res.text());

/** Every JSON-LD block of a document, parsed. */
const jsonLdBlocks = (doc: ParsedDocument) =>
  doc.scripts.filter((s) => s.type === 'application/ld+json').map((s) => JSON.parse(s.text) as Record<string, unknown>);

/** Where the header's language switch leads. */
async function languageSwitch(html: string): Promise<string[]> {
  const hrefs: string[] = [];
  await new HTMLRewriter()
    .on('a[data-language-switch]', { element: (e) => void hrefs.push(e.getAttribute('href') ?? '') })
    .transform(new Response(html))
    .text();
  return hrefs;
}

describe('content pages', () => {
  it('lists pages of both collections in both languages', () => {
    for (const lang of LANGS) {
      for (const id of ['work', 'news', 'work-entry', 'news-entry'] as const)
        expect(
          CONTENT_PAGES.some((p) => p.id === id && p.lang === lang),
          `${id} ${lang}`,
        ).toBe(true);
    }
  });

  for (const page of CONTENT_PAGES) {
    it(`${page.path}: 200, an HTML page in ${page.lang}`, async () => {
      const res = await request(page.path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const doc = await documentOf(res);
      expect(doc.htmlAttrs.lang).toBe(page.lang);
      expect(doc.h1).toHaveLength(1);
    });
  }

  const notFound = [
    '/work/no-such-study',
    '/de/referenzen/keine-solche-studie',
    '/news/no-such-post',
    '/de/aktuelles/kein-solcher-beitrag',
    // The scheduled post, before its time, in both languages.
    scheduled('en').url,
    scheduled('de').url,
    // A topic with no post in this language (e-invoicing is written about in German only), and an unknown one.
    '/news/tag/e-invoicing',
    '/news/tag/no-such-topic',
    '/de/aktuelles/thema/kein-thema',
    // Page 1 is the list itself; there is no second page of seven posts.
    '/news/page/1',
    '/news/page/2',
    '/news/page/999999999999',
    '/news/page/0',
    '/news/page/abc',
    '/de/aktuelles/seite/1',
    '/de/aktuelles/seite/2',
    '/work?service=no-such-service',
    '/work?service=',
    '/de/referenzen?service=%3Cscript%3E',
  ];
  for (const path of notFound) {
    it(`${path}: 404, and the payload too`, async () => {
      const res = await request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<script>alert');
      const [pathname, query] = path.split('?');
      const payload = await request(`${pathname === '/' ? '' : pathname}/_payload.json${query ? `?${query}` : ''}`);
      expect(payload.status).toBe(404);
    });
  }

  it('keeps drafts out of the build', async () => {
    // content/news/newsloom-roadmap-2027.en.md says `draft: true`.
    expect(COMPILED_CONTENT.news.en.entries.some((e) => e.key === 'newsloom-roadmap-2027')).toBe(false);
    expect((await request('/news/newsloom-roadmap-2027')).status).toBe(404);
    expect((await request('/og/news-newsloom-roadmap-2027.en.png')).status).toBe(404);
  });

  it('/work?service=<id> narrows the list with plain links, server-rendered', async () => {
    const all = publishedEntries(COMPILED_CONTENT.work.en.entries, Date.now());
    const html = await (await request('/work')).text();
    for (const service of SERVICE_ORDER.filter((s) => all.some((e) => e.services.includes(s)))) {
      expect(parseService(service)).toBe(service);
      // A link, not a script: the filter is an <a href> on the unfiltered page.
      expect(html).toContain(`href="/work?service=${service}"`);
      const res = await request(`/work?service=${service}`);
      expect(res.status, service).toBe(200);
      const narrowed = await res.text();
      for (const e of all) {
        const listed = narrowed.includes(`href="${e.url}"`);
        expect(listed, `${service} ${e.key}`).toBe(e.services.includes(service));
      }
    }
    // The unfiltered list has them all.
    for (const e of all) expect(html).toContain(`href="${e.url}"`);
  });
});

describe('feeds', () => {
  it('name no future publication in any header (when the next entry is due is not announced)', async () => {
    const now = Date.now();
    const due = LANGS.flatMap((l) => [...COMPILED_CONTENT.news[l].entries, ...COMPILED_CONTENT.work[l].entries])
      .map((e) => Date.parse(e.published))
      .filter((t) => t > now)
      .map((t) => new Date(t).toISOString());
    for (const lang of LANGS)
      for (const f of FEED_KINDS) {
        const res = await request(feedUrl(lang, f.file));
        expect(res.status).toBe(200);
        for (const [name, value] of res.headers) {
          expect(name, `${lang} ${f.file}`).not.toMatch(/publication|next/i);
          for (const t of due) expect(value, `${lang} ${f.file} ${name}`).not.toContain(t);
        }
      }
  });

  for (const lang of LANGS) {
    const posts = publishedEntries(COMPILED_CONTENT.news[lang].entries, Date.now());
    const urls = posts.map((p) => `${SITE}${p.url}`);
    /** Every level-2 heading of each post, as its full text in the feed must have them. */
    const headings = (p: NewsPost) => p.body.filter((b) => b.type === 'heading' && 'level' in b && b.level === 2).length;

    it(`${lang}: RSS 2.0 parses, absolute URLs, full text, newest first`, async () => {
      const res = await request(feedUrl(lang, 'rss.xml'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      const feed = parseRssFeed(await res.text());
      expect(feed.link).toBe(`${SITE}${pagePath('news', lang)}`);
      expect(feed.items?.map((i) => i.link)).toEqual(urls);
      const dates = (feed.items ?? []).map((i) => Date.parse(String(i.pubDate)));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      posts.forEach((p, n) => {
        const html = feed.items?.[n]?.content?.encoded ?? feed.items?.[n]?.description ?? '';
        expect(html.match(/<h2[\s>]/g)?.length ?? 0, p.key).toBe(headings(p));
        expect(html).not.toMatch(/(?:href|src)="\//);
      });
    });

    it(`${lang}: Atom parses, absolute URLs, full text, newest first`, async () => {
      const res = await request(feedUrl(lang, 'atom.xml'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      const feed = parseAtomFeed(await res.text());
      expect(feed.id).toBe(`${SITE}${feedUrl(lang, 'atom.xml')}`);
      expect(feed.entries?.map((e) => e.id)).toEqual(urls);
      const dates = (feed.entries ?? []).map((e) => Date.parse(String(e.published)));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      posts.forEach((p, n) => {
        const html = feed.entries?.[n]?.content?.value ?? '';
        expect(html.match(/<h2[\s>]/g)?.length ?? 0, p.key).toBe(headings(p));
        expect(html).not.toMatch(/(?:href|src)="\//);
      });
    });

    it(`${lang}: JSON Feed 1.1 parses, as application/feed+json, absolute URLs, full text, newest first`, async () => {
      const res = await request(feedUrl(lang, 'feed.json'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
      const feed = parseJsonFeed(JSON.parse(await res.text()));
      expect(feed.feed_url).toBe(`${SITE}${feedUrl(lang, 'feed.json')}`);
      expect(feed.home_page_url).toBe(`${SITE}${pagePath('news', lang)}`);
      expect(feed.items?.map((i) => i.url)).toEqual(urls);
      const dates = (feed.items ?? []).map((i) => Date.parse(String(i.date_published)));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      posts.forEach((p, n) => {
        const html = feed.items?.[n]?.content_html ?? '';
        expect(html.match(/<h2[\s>]/g)?.length ?? 0, p.key).toBe(headings(p));
        expect(html).not.toMatch(/(?:href|src)="\//);
      });
    });
  }

  it('every page advertises its language’s three feeds with <link rel="alternate">', async () => {
    for (const page of EVERY_PAGE) {
      const doc = await documentOf(await request(page.path));
      const feeds = (doc.links.get('alternate') ?? [])
        .filter((l) => l.attrs.type)
        .map((l) => ({ type: l.attrs.type, path: new URL(l.href, SITE).pathname }));
      expect(feeds, page.path).toEqual(FEED_KINDS.map((f) => ({ type: f.type, path: feedUrl(page.lang, f.file) })));
    }
  });
});

describe('entry pages', () => {
  for (const page of ENTRY_PAGES) {
    const entry = entryOf(page) as CaseStudy | NewsPost;
    it(`${page.path}: og:type article with its own picture and times, Article JSON-LD with breadcrumbs`, async () => {
      const doc = await documentOf(await request(page.path));
      expect(doc.meta.get('og:type')).toBe('article');
      expect(doc.meta.get('article:published_time')).toBe(entry.published);
      const picture = `${SITE}/og/${entry.og}`;
      expect(doc.meta.get('og:image')).toBe(picture);
      const blocks = jsonLdBlocks(doc);
      const organization = blocks.find((b) => b['@type'] === 'Organization');
      expect(organization?.['@id']).toBe(`${SITE}/#organization`);
      const graph = blocks.find((b) => Array.isArray(b['@graph']))?.['@graph'] as Record<string, unknown>[];
      const article = graph.find((b) => b['@type'] === ('client' in entry ? 'Article' : 'BlogPosting'));
      expect(article).toBeDefined();
      expect(article?.headline).toBe(entry.title);
      const offset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
      expect(article?.datePublished).toBe(entry.published);
      expect(article?.datePublished).toMatch(offset);
      expect(article?.dateModified).toMatch(offset);
      expect(article?.publisher).toEqual({ '@id': organization?.['@id'] });
      expect((article?.image as { url: string } | undefined)?.url).toBe(picture);
      if ('client' in entry) expect(article?.about).toEqual({ '@type': 'Organization', name: entry.client });
      else expect(article?.author).toMatchObject({ '@type': 'Person', name: entry.author.name });
      const crumbs = graph.find((b) => b['@type'] === 'BreadcrumbList');
      const items = (crumbs?.itemListElement ?? []) as { position: number; item: string }[];
      expect(items.map((i) => i.item)).toEqual([
        `${SITE}${pagePath('home', page.lang)}`,
        `${SITE}${pagePath('client' in entry ? 'work' : 'news', page.lang)}`,
        `${SITE}${entry.url}`,
      ]);
      expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    });

    it(`${page.path}: its picture is a 1200×630 PNG`, async () => {
      const res = await request(`/og/${entry.og}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Array.from(bytes.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const header = new DataView(bytes.buffer, bytes.byteOffset);
      expect(String.fromCharCode(...bytes.slice(12, 16))).toBe('IHDR');
      expect([header.getUint32(16), header.getUint32(20)]).toEqual([1200, 630]);
    });
  }

  it('an entry in both languages names its translation (hreflang) and the switch leads to it', async () => {
    const page = ENTRY_PAGES.find((p) => Object.keys(entryOf(p)?.alternates ?? {}).length === 2);
    const entry = page && entryOf(page);
    if (!page || !entry) throw new Error('no entry in both languages');
    const html = await (await request(page.path)).text();
    const doc = await parseDocument(html);
    const hreflang = (doc.links.get('alternate') ?? []).filter((l) => l.attrs.hreflang).map((l) => [l.attrs.hreflang, l.href]);
    expect(hreflang).toEqual(
      expect.arrayContaining([
        [page.lang, `${SITE}${entry.url}`],
        [other(page.lang), `${SITE}${entry.alternates[other(page.lang)]}`],
      ]),
    );
    expect(await languageSwitch(html)).toEqual([entry.alternates[other(page.lang)]]);
  });

  for (const lang of LANGS) {
    it(`${lang}: a post in one language only has no hreflang alternates, and its language switch leads to the other language’s list`, async () => {
      const post = publishedEntries(COMPILED_CONTENT.news[lang].entries, Date.now()).find((e) => Object.keys(e.alternates).length === 1);
      if (!post) throw new Error(`no ${lang}-only post`);
      const html = await (await request(post.url)).text();
      const doc = await parseDocument(html);
      expect((doc.links.get('alternate') ?? []).filter((l) => l.attrs.hreflang)).toEqual([]);
      const switches = await languageSwitch(html);
      expect(switches.length).toBeGreaterThan(0);
      expect(new Set(switches)).toEqual(new Set([pagePath('news', other(lang))]));
    });
  }
});

describe('a scheduled post', () => {
  /**
   * What a visitor, reader or crawler sees of the scheduled post at `now`. The same origin before
   * and after its time: only the publication epoch in the cache keys can make the answers differ.
   */
  async function seen(now: number, site: string) {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const get = (path: string) => requestWithEnv({ SITE_URL: site }, path);
    const out: Record<string, boolean | number | string | null> = {};
    for (const lang of LANGS) {
      const post = scheduled(lang);
      const list = await get(pagePath('news', lang));
      out[`${lang} list etag`] = list.headers.get('etag');
      out[`${lang} list`] = (await list.text()).includes(`href="${post.url}"`);
      const home = await (await get(pagePath('home', lang))).text();
      out[`${lang} home`] = home.includes(`href="${post.url}"`);
      for (const f of FEED_KINDS)
        out[`${lang} ${f.kind}`] = (await (await get(feedUrl(lang, f.file))).text()).includes(`${site}${post.url}`);
      const page = await get(post.url);
      out[`${lang} page`] = page.status;
      await page.arrayBuffer();
      const picture = await get(`/og/${post.og}`);
      out[`${lang} picture`] = picture.status;
      await picture.arrayBuffer();
      out[`${lang} sitemap`] = (await (await get('/sitemap.xml')).text()).includes(`<loc>${site}${post.url}</loc>`);
      out[`${lang} palette`] = ((await (await get(palettePath(lang))).json()) as SearchEntry[]).some((e) => e.href === post.url);
    }
    vi.useRealTimers();
    return out;
  }

  it('is nowhere before its time and everywhere after it, without a deployment; the list’s ETag changes', async () => {
    const site = freshSite();
    const before = await seen(DUE - 60_000, site);
    const after = await seen(DUE + 60_000, site);
    for (const lang of LANGS) {
      for (const where of ['list', 'home', 'rss', 'atom', 'json', 'sitemap', 'palette']) {
        expect(before[`${lang} ${where}`], `${lang} ${where} before`).toBe(false);
        expect(after[`${lang} ${where}`], `${lang} ${where} after`).toBe(true);
      }
      expect(before[`${lang} page`]).toBe(404);
      expect(after[`${lang} page`]).toBe(200);
      expect(before[`${lang} picture`]).toBe(404);
      expect(after[`${lang} picture`]).toBe(200);
      expect(before[`${lang} list etag`]).toBeTruthy();
      expect(after[`${lang} list etag`]).not.toBe(before[`${lang} list etag`]);
    }
  });

  it('one second before its time is still before it', async () => {
    const out = await seen(DUE - 1000, freshSite());
    expect(out['en page']).toBe(404);
    expect(out['en list']).toBe(false);
  });
});

describe('the home page', () => {
  for (const lang of LANGS) {
    it(`${lang}: the three latest posts, dated, after the testimonials; each testimonial in the language’s quote marks, linked to its client’s case study`, async () => {
      const HOME = PAGE_DATA[lang].home;
      const html = await (await request(pagePath('home', lang))).text();
      const latest = publishedEntries(COMPILED_CONTENT.news[lang].entries, Date.now()).slice(0, 3);
      const section = html.indexOf(`<section id="${HOME.latest.id}"`);
      expect(section).toBeGreaterThan(html.indexOf(`<section id="${HOME.testimonials.id}"`));
      for (const post of latest) {
        expect(html.indexOf(`href="${post.url}"`, section), post.key).toBeGreaterThan(section);
        expect(html.includes(`<time dateTime="${post.published}">${longDate(post.published, lang)}</time>`), post.key).toBe(true);
      }
      const older = publishedEntries(COMPILED_CONTENT.news[lang].entries, Date.now())[3];
      if (older) expect(html.includes(`href="${older.url}"`), older.key).toBe(false);
      expect(html.includes(`href="${HOME.latest.more.href}"`)).toBe(true);
      const { open, close } = HOME.testimonials.quoteMarks;
      for (const t of HOME.testimonials.items) {
        expect(decodeEntities(html).includes(`<p>${open}${t.quote}${close}</p>`), t.name).toBe(true);
        const study = publishedEntries(COMPILED_CONTENT.work[lang].entries, Date.now()).find((e) => e.client === t.company);
        if (study) expect(html.includes(`href="${study.url}"`), study.key).toBe(true);
      }
      expect(html.split(`>${HOME.testimonials.caseStudy}</a>`).length - 1).toBe(
        HOME.testimonials.items.filter((t) => COMPILED_CONTENT.work[lang].entries.some((e) => e.client === t.company)).length,
      );
    });
  }
});

describe('the command palette’s case studies and posts', () => {
  for (const lang of LANGS) {
    it(`${lang}: ${palettePath(lang)} lists what is published now, newest first, linked in the language`, async () => {
      const res = await request(palettePath(lang));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const entries = (await res.json()) as SearchEntry[];
      const now = Date.now();
      expect(entries.filter((e) => e.group === 'work').map((e) => e.href)).toEqual(
        publishedEntries(COMPILED_CONTENT.work[lang].entries, now).map((e) => e.url),
      );
      expect(entries.filter((e) => e.group === 'news').map((e) => e.href)).toEqual(
        publishedEntries(COMPILED_CONTENT.news[lang].entries, now).map((e) => e.url),
      );
      expect(entries.every((e) => e.title && e.context)).toBe(true);
      expect(entries.some((e) => e.href === scheduled(lang).url)).toBe(false);
    });
  }

  it('the palette finds a case study by its client and a post by its words, in their own groups', async () => {
    const entries = (await (await request(palettePath('en'))).json()) as SearchEntry[];
    const index = [...SEARCH_INDEX, ...entries];
    const fahrwerk = COMPILED_CONTENT.work.en.entries.find((e) => e.key === 'fahrwerk-mobility');
    expect(
      searchSite(index, 'fahrwerk booking')
        .find((g) => g.group === 'work')
        ?.items.map((e) => e.href),
    ).toEqual([fahrwerk?.url]);
    const groups = searchSite(index, 'newsloom').map((g) => g.group);
    expect(groups).toEqual(['pages', 'sections', 'work', 'news', 'positions']);
  });

  it('answers 404 for another language and 405 for another method', async () => {
    expect((await request('/_palette/fr.json')).status).toBe(404);
    expect((await request(palettePath('en'), { method: 'POST' })).status).toBe(405);
  });
});
