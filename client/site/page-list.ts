/**
 * Every page the site serves, with its path: the registry's pages without a parameter, and one
 * page per id for those with one (each open position). What the sitemap, the markup validator,
 * the byte budgets, the benchmark, the screenshots and the tests walk; never bundled for the
 * browser. A new page with a parameter fails to compile here until its ids are given.
 */
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

/** The parameters of each page with one, in a language: every value it exists for. */
function parameters(lang: Lang): { readonly [K in DynamicPageId]: readonly Record<string, string>[] } {
  return { position: openPositions(lang).map((p) => ({ id: p.id })) };
}

/** Every page in every language: each language's pages in registry order, English first. */
export function everyPage(): PageEntry[] {
  return LANGS.flatMap((lang) => {
    const params = parameters(lang);
    return PAGE_IDS.flatMap((id) => {
      const def = pageDef(id);
      const entry = (values: Readonly<Record<string, string>>): PageEntry => ({ id, lang, path: pagePath(id, lang, values), params: values, noindex: def.noindex === true, perVisitor: def.perVisitor === true });
      return isDynamic(id) ? params[id as DynamicPageId].map(entry) : [entry({})];
    });
  });
}

/** One page of each kind per language (the first of a page with a parameter): for the costlier checks. */
export function onePerPage(): PageEntry[] {
  const seen = new Set<string>();
  return everyPage().filter((p) => {
    const key = `${p.id} ${p.lang}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A path no page has: the 404 the tools check beside the pages. */
export const NOT_FOUND_PATH = '/no-such-page';
