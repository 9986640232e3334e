/**
 * The copy of /news and of each post's page (content/pages/news.en.yaml), checked and compiled at
 * build (scripts/content/copy.mjs); with the data those pages receive.
 */
import en from '../../../dist/content/copy/pages/news.en.json' with { type: 'json' };
import type { NewsPageCopy } from '../../pages/news.schema';
import type { NewsPost, Tag } from '../../content/types';

export type { NewsPageCopy } from '../../pages/news.schema';

export const NEWS_PAGE: NewsPageCopy = en;

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
