/**
 * The pages the browser tests walk, from the page registry (client/routes.ts) and its page list
 * (client/site/page-list.ts): never listed by hand, so a new page is walked as soon as it exists.
 */
import { NAV_PAGE_IDS, PAGES, pagePath, payloadPath } from '../client/routes';
import { COMPANY, PAGE_META, findOpenPosition, positionMeta } from '../client/site';
import { NOT_FOUND_PATH, onePerPage, type PageEntry } from '../client/site/page-list';

/** A page's document title, as the title template makes it. */
export function titleOf(page: Pick<PageEntry, 'id' | 'params'>): string {
  if (page.id !== 'position') return `${PAGE_META[page.id].title} - ${COMPANY.name}`;
  const position = findOpenPosition(page.params.id ?? '');
  if (!position) throw new Error(`no open position ${page.params.id}`);
  return `${positionMeta(position).title} - ${COMPANY.name}`;
}

/** The header's pages, in its order: path, link label, title and payload. */
export const NAV_PAGES = NAV_PAGE_IDS.map((id) => {
  const path = pagePath(id);
  return { path, label: PAGES[id].label.en, title: titleOf({ id, params: {} }), payload: payloadPath(path) };
});

/** One page of each kind (a position's page stands for them all) and the 404: what the design, accessibility and engine suites walk. */
export const DESIGN_PAGES: readonly { name: string; path: string; status: number; title: string }[] = [
  ...onePerPage().map((p) => ({ name: p.lang === 'en' ? p.id : `${p.lang}-${p.id}`, path: p.path, status: 200, title: titleOf(p) })),
  { name: '404', path: NOT_FOUND_PATH, status: 404, title: `Page not found - ${COMPANY.name}` },
];
