/**
 * Every page the site serves at a moment, with its path: the registry's pages without a parameter,
 * and one page per value for those with one (each open position, each published case study and
 * post, each page of older posts, each topic). What the sitemap (with the content the worker
 * loaded) and the markup validator, the byte budgets, the benchmark, the screenshots and the
 * tests (with the build's content, client/site/all-pages.ts) walk. A new page with a parameter
 * fails to compile here until its values are given.
 */
import { newsPage, publishedEntries, type ContentIndex } from '../content/select';
import { LANGS, PAGE_IDS, isDynamic, pageDef, pagePath, type DynamicPageId, type Lang, type PageId } from '../routes';
import { openPositions } from './positions';

export interface PageEntry {
  readonly id: PageId;
  readonly lang: Lang;
  readonly path: string;
  /** The values of its path's parameters (none for a page without one). */
  readonly params: Readonly<Record<string, string>>;
  /** Kept out of search engines (and the sitemap). */
  readonly noindex: boolean;
  /** Rendered per visitor (a form's hidden fields): never from the shared page cache. */
  readonly perVisitor: boolean;
}

/** The parameters of each page with one, in a language at `now`: every value it exists for. */
function parameters(lang: Lang, content: ContentIndex, now: number): { readonly [K in DynamicPageId]: readonly Record<string, string>[] } {
  const posts = publishedEntries(content.news[lang].entries, now);
  const pages = newsPage(posts, 1)?.pages ?? 1;
  return {
    position: openPositions(lang).map((p) => ({ id: p.id })),
    'work-entry': publishedEntries(content.work[lang].entries, now).map((e) => ({ slug: e.slug })),
    'news-entry': posts.map((e) => ({ slug: e.slug })),
    'news-page': Array.from({ length: pages - 1 }, (_, i) => ({ page: String(i + 2) })),
    'news-tag': content.news[lang].tags.filter((t) => posts.some((p) => p.tags.some((pt) => pt.id === t.id))).map((t) => ({ tag: t.id })),
  };
}

/** Every page in every language at `now`: each language's pages in registry order, English first. */
export function everyPage(content: ContentIndex, now: number): PageEntry[] {
  return LANGS.flatMap((lang) => {
    const params = parameters(lang, content, now);
    return PAGE_IDS.flatMap((id) => {
      const def = pageDef(id);
      const entry = (values: Readonly<Record<string, string>>): PageEntry => ({
        id,
        lang,
        path: pagePath(id, lang, values),
        params: values,
        noindex: def.noindex === true,
        perVisitor: def.perVisitor === true,
      });
      return isDynamic(id) ? params[id as DynamicPageId].map(entry) : [entry({})];
    });
  });
}

/** One page of each kind per language (the first of a page with a parameter): for the costlier checks. */
export function onePerPage(pages: readonly PageEntry[]): PageEntry[] {
  const seen = new Set<string>();
  return pages.filter((p) => {
    const key = `${p.id} ${p.lang}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A path no page has: the 404 the tools check beside the pages. */
export const NOT_FOUND_PATH = '/no-such-page';
