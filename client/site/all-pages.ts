/**
 * Every page of this build, now (client/site/page-list.ts with the build's compiled content): what
 * the tools and tests walk. Never imported by the worker (it would carry all the content).
 */
import { COMPILED_CONTENT } from '../content/compiled';
import { fillTemplate } from './copy';
import { COMPANY, type PageMeta } from './index';
import { findOpenPosition } from './positions';
import { SITES } from './languages';
import { everyPage, onePerPage, type PageEntry } from './page-list';

export { NOT_FOUND_PATH, type PageEntry } from './page-list';

/** Every page in every language at `now` (default: this moment). */
export function allPages(now = Date.now()): PageEntry[] {
  return everyPage(COMPILED_CONTENT, now);
}

/** One page of each kind per language at `now`. */
export function onePagePerKind(now = Date.now()): PageEntry[] {
  return onePerPage(allPages(now));
}

/** A page's title and description, as its head and payload carry them. */
export function pageMeta(page: Pick<PageEntry, 'id' | 'lang' | 'params' | 'path'>): PageMeta {
  const site = SITES[page.lang];
  const entries = page.id.startsWith('work') ? COMPILED_CONTENT.work[page.lang].entries : COMPILED_CONTENT.news[page.lang].entries;
  switch (page.id) {
    case 'position': {
      const position = findOpenPosition(page.params.id ?? '', page.lang);
      if (!position) throw new Error(`no open position for ${page.path}`);
      return site.positionMeta(position);
    }
    case 'work':
      return site.WORK_PAGE.meta;
    case 'news':
      return site.NEWS_PAGE.meta;
    case 'news-page':
      return {
        ...site.NEWS_PAGE.meta,
        title: `${site.NEWS_PAGE.meta.title} (${fillTemplate(site.NEWS_PAGE.pagination.page, { page: page.params.page ?? '', pages: page.params.page ?? '' })})`,
      };
    case 'news-tag': {
      const tag = COMPILED_CONTENT.news[page.lang].tags.find((t) => t.id === page.params.tag);
      return {
        title: fillTemplate(site.NEWS_PAGE.tagTitle, { tag: tag?.label ?? '' }),
        description: fillTemplate(site.NEWS_PAGE.tagLead, { tag: tag?.label ?? '' }),
      };
    }
    case 'work-entry':
    case 'news-entry': {
      const entry = entries.find((e) => e.slug === page.params.slug);
      if (!entry) throw new Error(`no entry for ${page.path}`);
      return { title: entry.title, description: entry.description };
    }
    default:
      return site.PAGE_META[page.id];
  }
}

/** A page's document title, as its language's title template makes it. */
export function documentTitleOf(page: Pick<PageEntry, 'id' | 'lang' | 'params' | 'path'>): string {
  return fillTemplate(SITES[page.lang].UI.titleTemplate, { title: pageMeta(page).title, site: COMPANY.name });
}
