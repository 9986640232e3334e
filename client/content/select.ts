/**
 * Choosing what compiled content is public at a moment, and cutting lists into pages: pure
 * functions for the worker's routes, feeds and sitemap (which bring the clock), so a scheduled
 * entry appears at its time without a deployment, and caches can end when the next one is due.
 */
import type { CaseStudy, EntryBase, Lang, NewsCollection, NewsPost, ServiceId, WorkCollection } from './types';

/** Posts per list page (/news, /news/page/<n>); the content build reads it to know the list pages' paths. */
export const NEWS_PAGE_SIZE = 10;

/** The services in the order the filter lists them. */
export const SERVICE_ORDER: readonly ServiceId[] = ['custom-saas', 'api-development', 'custom-software', 'newsloom-api'];

/**
 * Whether an entry is public at `now` (ms): its `published` time has come. Drafts are in no build
 * (the studio's preview shows them), locally as in production.
 */
export function isPublished(entry: Pick<EntryBase, 'published'>, now: number): boolean {
  return Date.parse(entry.published) <= now;
}

/** The entries public at `now`, in their order (the build sorts them newest first). */
export function publishedEntries<T extends Pick<EntryBase, 'published'>>(entries: readonly T[], now: number): T[] {
  return entries.filter((e) => isPublished(e, now));
}

/** An entry without its body, as lists carry it. */
export function summary<T extends EntryBase>(entry: T): Omit<T, 'body'> {
  const { body: _body, ...rest } = entry;
  return rest;
}

/**
 * Page `page` (1-based) of a list of posts, or undefined when there is no such page (a 404):
 * page 1 always exists, even for an empty list.
 */
export function newsPage(posts: readonly NewsPost[], page: number): { entries: NewsPost[]; page: number; pages: number } | undefined {
  const pages = Math.max(1, Math.ceil(posts.length / NEWS_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined;
  return { entries: posts.slice((page - 1) * NEWS_PAGE_SIZE, page * NEWS_PAGE_SIZE), page, pages };
}

/** The services at least one case study has, in the filter's order. */
export function servicesOf(studies: readonly Pick<CaseStudy, 'services'>[]): ServiceId[] {
  return SERVICE_ORDER.filter((s) => studies.some((c) => c.services.includes(s)));
}

/** A `?service=` value as a known service id, or undefined (an unknown one is the caller's 404 or full list). */
export function parseService(value: string | null | undefined): ServiceId | undefined {
  return SERVICE_ORDER.find((s) => s === value);
}

/** The compiled collections of every language: what the worker loads (worker/content/store.ts) and the tools import (client/content/compiled.ts). */
export interface ContentIndex {
  readonly work: Readonly<Record<Lang, WorkCollection>>;
  readonly news: Readonly<Record<Lang, NewsCollection>>;
}

/**
 * A number that changes whenever what is published changes (an entry goes live): part of every
 * cache key of a page, list, feed or the sitemap, so no cache serves the old list past the moment
 * the next entry is due.
 */
export function publicationEpoch(content: ContentIndex, now: number): number {
  let count = 0;
  for (const collection of [content.work, content.news])
    for (const c of Object.values(collection)) count += publishedEntries(c.entries, now).length;
  return count;
}
