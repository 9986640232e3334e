/**
 * The pages the browser tests walk, from the page registry (client/routes.ts) and the list of every
 * page (client/site/all-pages.ts): never listed by hand, so a new page is walked as soon as it exists.
 */
import { NAV_PAGE_IDS, pagePath, payloadPath } from '../client/routes';
import { findOpenPosition } from '../client/site';
import { NOT_FOUND_PATH, onePagePerKind, type PageEntry } from '../client/site/all-pages';
import { SITES } from '../client/site/languages';
import { COMPILED_CONTENT } from '../client/content/compiled';

/** A page's document title, as the title template of its language makes it. */
export function titleOf(page: Pick<PageEntry, 'id' | 'params' | 'lang'>): string {
  const site = SITES[page.lang];
  const template = (title: string) => site.UI.titleTemplate.replace('{title}', title).replace('{site}', site.COMPANY.name);
  switch (page.id) {
    case 'position': {
      const position = findOpenPosition(page.params.id ?? '', page.lang);
      if (!position) throw new Error(`no open position ${page.params.id}`);
      return template(site.positionMeta(position).title);
    }
    case 'work':
      return template(site.WORK_PAGE.meta.title);
    case 'news':
      return template(site.NEWS_PAGE.meta.title);
    case 'work-entry':
    case 'news-entry': {
      const entries = page.id === 'work-entry' ? COMPILED_CONTENT.work[page.lang].entries : COMPILED_CONTENT.news[page.lang].entries;
      const entry = entries.find((e) => e.slug === page.params.slug);
      if (!entry) throw new Error(`no entry ${page.params.slug}`);
      return template(entry.title);
    }
    case 'news-page':
    case 'news-tag':
      throw new Error(`no fixed title for ${page.id}`);
    default:
      return template(site.PAGE_META[page.id].title);
  }
}

/** The header's pages in English, in its order: path, link label, title and payload. */
export const NAV_PAGES = NAV_PAGE_IDS.map((id) => {
  const path = pagePath(id);
  return { path, label: SITES.en.UI.routeLabels[id], title: titleOf({ id, params: {}, lang: 'en' }), payload: payloadPath(path) };
});

/**
 * One page of each kind in English (a position's page stands for them all), the German home page
 * and the 404: what the design, accessibility and engine suites walk. German pages share the
 * components and the layout; their markup is validated for every page (scripts/validate-markup.mjs)
 * and their text in workerd.
 */
export const DESIGN_PAGES: readonly { name: string; path: string; status: number; title: string }[] = [
  ...onePagePerKind()
    .filter((p) => (p.lang === 'en' || p.id === 'home') && p.id !== 'news-page' && p.id !== 'news-tag')
    .map((p) => ({ name: p.lang === 'en' ? p.id : `${p.lang}-${p.id}`, path: p.path, status: 200, title: titleOf(p) })),
  { name: '404', path: NOT_FOUND_PATH, status: 404, title: SITES.en.UI.titleTemplate.replace('{title}', SITES.en.UI.errors.titles[404]).replace('{site}', SITES.en.COMPANY.name) },
];
