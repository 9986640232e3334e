/**
 * The pages the browser tests walk, from the page registry (client/routes.ts) and its page list
 * (client/site/all-pages.ts): never listed by hand, so a new page is walked as soon as it exists.
 */
import { matchRoute, pagePath, payloadPath, type Lang, type NavPageId, type PageId } from '../client/routes';
import { SITES } from '../client/site/languages';
import { NOT_FOUND_PATH, documentTitleOf, onePagePerKind } from '../client/site/all-pages';

/** A page's document title, as the title template makes it (English unless `lang` says). */
function titleOf(page: { id: PageId; lang?: Lang; params: Readonly<Record<string, string>>; path?: string }): string {
  const lang = page.lang ?? 'en';
  return documentTitleOf({ id: page.id, lang, params: page.params, path: page.path ?? pagePath(page.id, lang, page.params) });
}

/** The title of the page at a path. */
export function titleAt(path: string): string {
  const route = matchRoute(path);
  if (!route) throw new Error(`no page at ${path}`);
  return titleOf(route);
}

/** The header's pages (English), in its order (the UI copy's, content/site/ui.en.yaml): path, link label, title and payload. */
export const NAV_PAGES = Object.entries(SITES.en.UI.routeLabels).map(([key, label]) => {
  const id = key as NavPageId;
  const path = pagePath(id);
  return { path, label, title: titleOf({ id, params: {} }), payload: payloadPath(path) };
});

/** A page the browser suites walk: `kind` is its registry id, the same in every language. */
export interface DesignPage {
  name: string;
  kind: PageId | '404';
  lang: Lang;
  path: string;
  status: number;
  title: string;
}

/** One page of each kind per language (the first of a page with a parameter) and the 404: what the design, accessibility and engine suites walk. */
export const DESIGN_PAGES: readonly DesignPage[] = [
  ...onePagePerKind().map((p) => ({
    name: p.lang === 'en' ? p.id : `${p.lang}-${p.id}`,
    kind: p.id,
    lang: p.lang,
    path: p.path,
    status: 200,
    title: titleOf(p),
  })),
  { name: '404', kind: '404', lang: 'en', path: NOT_FOUND_PATH, status: 404, title: `Page not found - ${SITES.en.COMPANY.name}` },
];
