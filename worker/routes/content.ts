import { Hono, type Context } from 'hono';
import type { PageView } from '../../client/app/state';
import {
  newsPage,
  parseService,
  publicationEpoch,
  publishedEntries,
  servicesOf,
  summary,
  type ContentIndex,
} from '../../client/content/select';
import type { CaseStudy, NewsPost } from '../../client/content/types';
import { LANGS, PAGE_IDS, pageDef, pagePath, payloadPath, type ContentPageId, type Lang } from '../../client/routes';
import { palettePath } from '../../client/content/palette-path';
import { fillTemplate } from '../../client/site/copy';
import type { SearchEntry } from '../../client/site/search-index';
import { SHELL } from '../../client/site/shell';
import { articleJsonLdScript } from '../content/article';
import { datedSummary } from '../content/home';
import { longDate } from '../../client/format';
import { atomFeed, jsonFeed, rssFeed, type FeedOptions } from '../content/feeds';
import { FEEDS, feedPath } from '../content/feed-paths';
import { loadContent, pictureFile } from '../content/store';
import { routeValidationFailed } from '../errors';
import { BUILD } from '../manifest';
import { buildDocument, memoised, sendDocument } from '../page-cache';
import type { AppEnv } from '../types';
import { methodNotAllowed } from '../method-not-allowed';
import { sharedPage, sharedPayload } from './pages';

/** An entry's social-card picture: its own, served by this module once the entry is published. */
const PICTURE_PATH = '/og';

/** The picture's size (scripts/content/og.mjs draws 1200×630). */
const PICTURE = { width: 1200, height: 630 } as const;

/** A case study's or post's page meta: its title, description, picture and times. */
function entryMeta(entry: CaseStudy | NewsPost) {
  return {
    title: entry.title,
    description: entry.description,
    image: { path: `${PICTURE_PATH}/${entry.og}`, ...PICTURE, alt: entry.title },
    article: {
      published: entry.published,
      ...(entry.updated ? { modified: entry.updated } : {}),
      ...('tags' in entry ? { tags: entry.tags.map((t) => t.label) } : {}),
    },
  };
}

/** An entry's translations that are published by `now`: its hreflang set and where the language switch leads. */
function publishedAlternates(content: ContentIndex, entry: CaseStudy | NewsPost, now: number): Partial<Record<Lang, string>> {
  const collection = 'client' in entry ? content.work : content.news;
  return Object.fromEntries(
    LANGS.flatMap((lang) => {
      const path = entry.alternates[lang];
      const there = path && publishedEntries<CaseStudy | NewsPost>(collection[lang].entries, now).some((e) => e.url === path);
      return there ? [[lang, path]] : [];
    }),
  );
}

/** The view of one of the content pages at `now`, or a 404 (an unknown or unpublished entry, a page or topic with no posts). */
function contentView(c: Context<AppEnv>, id: ContentPageId, lang: Lang, content: ContentIndex, now: number): PageView {
  const shell = SHELL[lang];
  const work = publishedEntries(content.work[lang].entries, now);
  const posts = publishedEntries(content.news[lang].entries, now);
  const richText = shell.RICH_TEXT;
  const origin = c.get('config').SITE_URL;
  switch (id) {
    case 'work': {
      const query = new URL(c.req.url).searchParams.get('service');
      const service = parseService(query);
      if (query !== null && !service) throw routeValidationFailed(`no service "${query.slice(0, 100)}"`);
      const entries = (service ? work.filter((e) => e.services.includes(service)) : work).map(summary);
      return {
        kind: 'page',
        id,
        meta: shell.WORK_PAGE.meta,
        data: { copy: shell.WORK_PAGE, ...(service ? { service } : {}), services: servicesOf(work), entries, total: work.length },
      };
    }
    case 'work-entry': {
      const entry = work.find((e) => e.slug === c.req.param('slug'));
      if (!entry) throw routeValidationFailed(`no case study "${(c.req.param('slug') ?? '').slice(0, 100)}"`);
      const jsonLd = articleJsonLdScript(origin, entry, lang, shell.WORK_PAGE.title, `${PICTURE_PATH}/${entry.og}`);
      return {
        kind: 'page',
        id,
        meta: entryMeta(entry),
        data: { copy: shell.WORK_PAGE, richText, entry, jsonLd, written: { published: longDate(entry.published, lang) } },
        alternates: publishedAlternates(content, entry, now),
      };
    }
    case 'news':
    case 'news-page':
    case 'news-tag': {
      const tagId = id === 'news-tag' ? c.req.param('tag') : undefined;
      const tag = tagId === undefined ? undefined : content.news[lang].tags.find((t) => t.id === tagId);
      const listed = tag ? posts.filter((p) => p.tags.some((t) => t.id === tag.id)) : posts;
      const number = id === 'news-page' ? Number(c.req.param('page')) : 1;
      const page = newsPage(listed, number);
      // Page 1 is the list itself; a topic without posts, or a page past the last, is no page.
      if (!page || (id === 'news-page' && number < 2) || (tagId !== undefined && (!tag || listed.length === 0)))
        throw routeValidationFailed(`no news page "${new URL(c.req.url).pathname.slice(0, 100)}"`);
      const base = tag ? pagePath('news-tag', lang, { tag: tag.id }) : pagePath('news', lang);
      const tags = content.news[lang].tags.filter((t) => posts.some((p) => p.tags.some((pt) => pt.id === t.id)));
      const meta = tag
        ? {
            title: fillTemplate(shell.NEWS_PAGE.tagTitle, { tag: tag.label }),
            description: fillTemplate(shell.NEWS_PAGE.tagLead, { tag: tag.label }),
          }
        : shell.NEWS_PAGE.meta;
      const title =
        page.page > 1
          ? `${meta.title} (${fillTemplate(shell.NEWS_PAGE.pagination.page, { page: page.page, pages: page.pages })})`
          : meta.title;
      // A topic or a page of older posts exists in a language only where it has posts there.
      const alternates = Object.fromEntries(
        LANGS.flatMap((l) => {
          const theirs = publishedEntries(content.news[l].entries, now).filter((p) => !tag || p.tags.some((t) => t.id === tag.id));
          return theirs.length > 0 && newsPage(theirs, number)
            ? [[l, pagePath(id, l, tag ? { tag: tag.id } : { page: String(number) })]]
            : [];
        }),
      );
      return {
        kind: 'page',
        id,
        meta: { ...meta, title },
        data: {
          copy: shell.NEWS_PAGE,
          ...(tag ? { tag } : {}),
          tags,
          entries: page.entries.map((e) => datedSummary(e, lang)),
          page: page.page,
          pages: page.pages,
          base,
        },
        alternates,
      };
    }
    case 'news-entry': {
      const entry = posts.find((e) => e.slug === c.req.param('slug'));
      if (!entry) throw routeValidationFailed(`no post "${(c.req.param('slug') ?? '').slice(0, 100)}"`);
      const jsonLd = articleJsonLdScript(origin, entry, lang, shell.NEWS_PAGE.title, `${PICTURE_PATH}/${entry.og}`);
      return {
        kind: 'page',
        id,
        meta: entryMeta(entry),
        data: {
          copy: shell.NEWS_PAGE,
          richText,
          entry,
          jsonLd,
          written: { published: longDate(entry.published, lang), ...(entry.updated ? { updated: longDate(entry.updated, lang) } : {}) },
        },
        alternates: publishedAlternates(content, entry, now),
      };
    }
  }
}

/**
 * The pages made of content: /work and its case studies, /news with its pages of older posts,
 * topics and posts, in each language; their payloads; each language's feeds; and the entries'
 * pictures. What is public is decided by the clock at each request (client/content/select.ts): a
 * scheduled entry is in no list, feed or sitemap, its URL and picture answer 404 until its time,
 * and then it is there without a deployment. Every cache key names the publication epoch, so no
 * cache serves an old list past that moment (worker/routes/pages.ts `sharedPage`).
 */
export const content = new Hono<AppEnv>();

const CONTENT_PAGES = PAGE_IDS.filter((id): id is ContentPageId => pageDef(id).content === true);

for (const lang of LANGS) {
  // The feeds first: Hono answers with the first route that matches, and /news/:slug matches /news/rss.xml too.
  for (const kind of Object.keys(FEEDS) as (keyof typeof FEEDS)[]) {
    content.get(feedPath(lang, kind), async (c) => {
      const now = Date.now();
      const index = await loadContent(c.env.ASSETS);
      const { doc } = await memoised(`feed ${c.get('config').SITE_URL} ${lang} ${kind} ${publicationEpoch(index, now)}`, () => {
        const posts = publishedEntries(index.news[lang].entries, now);
        const copy = SHELL[lang].NEWS_PAGE;
        const options: FeedOptions = {
          origin: c.get('config').SITE_URL,
          lang,
          title: copy.title,
          description: copy.meta.description,
          paths: { home: pagePath('news', lang), rss: feedPath(lang, 'rss'), atom: feedPath(lang, 'atom'), json: feedPath(lang, 'json') },
          emptyUpdated: new Date(BUILD.timestamp).toISOString(),
        };
        const text = kind === 'rss' ? rssFeed(posts, options) : kind === 'atom' ? atomFeed(posts, options) : jsonFeed(posts, options);
        return buildDocument(text, FEEDS[kind].type);
      });
      return sendDocument(c, doc);
    });
    content.all(feedPath(lang, kind), (c) => methodNotAllowed(c));
  }
  for (const id of CONTENT_PAGES) {
    const route = pagePath(id, lang, { slug: ':slug', page: ':page', tag: ':tag' });
    const answer = (send: typeof sharedPage) => async (c: Context<AppEnv>) => {
      const now = Date.now();
      const index = await loadContent(c.env.ASSETS);
      // Validated before any rendering: an unknown entry is a 404 whatever the cache holds.
      const view = contentView(c, id, lang, index, now);
      // The page's own path, made from the parameters its view has checked, never the request's text.
      const path = pagePath(id, lang, c.req.param());
      // The key holds only what the view read and checked: /work's `service`; any other query is left out.
      const service = id === 'work' ? parseService(new URL(c.req.url).searchParams.get('service')) : undefined;
      return send(c, path, `${publicationEpoch(index, now)}${service ? ` ${service}` : ''}`, () => Promise.resolve(view));
    };
    content.get(route, answer(sharedPage));
    content.get(payloadPath(route), answer(sharedPayload));
    for (const path of [route, payloadPath(route)]) content.all(path, (c) => methodNotAllowed(c));
  }
}

/** The case studies and posts published at `now` in a language, as the command palette finds them (newest first, as the lists). */
function contentSearchEntries(content: ContentIndex, lang: Lang, now: number): SearchEntry[] {
  const services = SHELL[lang].WORK_PAGE.services;
  return [
    ...publishedEntries(content.work[lang].entries, now).map((e): SearchEntry => ({
      group: 'work',
      title: e.title,
      context: `${e.client} · ${e.industry}`,
      href: e.url,
      keywords: `${e.description} ${e.services.map((s) => services[s]).join(' ')} ${e.technologies.join(' ')}`,
    })),
    ...publishedEntries(content.news[lang].entries, now).map((e): SearchEntry => ({
      group: 'news',
      title: e.title,
      context: e.tags.map((t) => t.label).join(' · '),
      href: e.url,
      keywords: `${e.description} ${e.author.name}`,
    })),
  ];
}

for (const lang of LANGS) {
  content.get(palettePath(lang), async (c) => {
    const now = Date.now();
    const index = await loadContent(c.env.ASSETS);
    const { doc } = await memoised(`palette ${lang} ${publicationEpoch(index, now)}`, () =>
      buildDocument(JSON.stringify(contentSearchEntries(index, lang, now)), 'application/json; charset=utf-8'),
    );
    return sendDocument(c, doc);
  });
  content.all(palettePath(lang), (c) => methodNotAllowed(c));
}

/** An entry's picture, once the entry is published (a scheduled one's is a 404 until its time). */
content.get(`${PICTURE_PATH}/:name{[a-z0-9-]+\\.(?:en|de)\\.png}`, async (c) => {
  const name = c.req.param('name');
  const now = Date.now();
  const index = await loadContent(c.env.ASSETS);
  const all = [...LANGS.flatMap((l) => index.work[l].entries), ...LANGS.flatMap((l) => index.news[l].entries)];
  const entry = publishedEntries<CaseStudy | NewsPost>(all, now).find((e) => e.og === name);
  const file = entry ? pictureFile(name) : undefined;
  if (!file) throw routeValidationFailed(`no published picture "${name}"`);
  const res = await c.env.ASSETS.fetch(new Request(new URL(file, c.req.url)));
  if (!res.ok) throw new Error(`picture ${name}: HTTP ${res.status}`);
  return new Response(res.body, { status: 200, headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' } });
});
