import { defineCopy, type Cta, type Widen } from '../copy';
import type { NewsPost, Tag } from '../../content/types';

/** Copy of /news (lists, tag pages, pages of older posts) and of each post's page. */
export const NEWS_PAGE = /* @__PURE__ */ defineCopy(
  () =>
    ({
      meta: {
        title: 'News',
        description: 'Newsloom releases, notes from our engineers, open positions and company news from Larchfield Software in Leipzig.',
      },
      eyebrow: 'News',
      title: 'News from Larchfield',
      lead: 'Releases of Newsloom, notes from our engineers, open positions and what happens at the company, written by the people who did the work.',
      tagTitle: 'Posts tagged “{tag}”',
      tagLead: 'Every post about {tag}, newest first.',
      allTags: 'All topics',
      empty: 'No posts here yet.',
      pagination: { label: 'More posts', newer: 'Newer posts', older: 'Older posts', page: 'Page {page} of {pages}' },
      byline: 'By {author}',
      readingTime: '{minutes} min read',
      published: 'Published',
      updated: 'Updated {date}',
      tags: 'Tags',
      more: 'Read the post',
      back: { label: 'All news', href: '/news' } satisfies Cta,
      /** The kind written on a post's Open Graph picture. */
      og: { kind: 'News' },
      /** Dates are written with this locale, in Berlin time, the same on both sides. */
      dateLocale: 'en-GB',
    }) as const,
);

export type NewsPageCopy = Widen<typeof NEWS_PAGE>;
/** A post as a list shows it: everything but the body. */
export type NewsSummary = Omit<NewsPost, 'body'>;
/**
 * A post in a list: its summary and its date as the language writes it, by the worker
 * (client/format.ts longDate): a page's script builds no `Intl` formatter (decision 0183).
 */
export type DatedSummary = NewsSummary & { date: string };

export interface NewsListData {
  copy: NewsPageCopy;
  /** The tag the list is narrowed to (/news/tag/<id>), if any. */
  tag?: Tag;
  /** Every tag with at least one post, for the topic links. */
  tags: Tag[];
  /** The posts on this page (at most ten), newest first. */
  entries: DatedSummary[];
  /** This page's number (1 is /news itself) and how many pages there are. */
  page: number;
  pages: number;
  /** The list's own path (/news or /news/tag/<id>): page n is <base>/page/<n>. */
  base: string;
}

export interface NewsEntryData {
  copy: NewsPageCopy;
  richText: import('./work').RichTextCopy;
  entry: NewsPost;
  /** Its BlogPosting and BreadcrumbList JSON-LD, as script text: built by the worker (worker/content/article.ts). */
  jsonLd: string;
  /** Its dates as the language writes them, by the worker (client/format.ts longDate, decision 0183). */
  written: { published: string; updated?: string };
}
