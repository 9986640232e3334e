/**
 * The command palette's index, built from one language's copy: what client/site/search.ts (English)
 * and client/site/de/search.ts (German) make, each in the palette's chunk of its language.
 */
import { PAGE_IDS, isDynamic, pageDef, pagePath, type Lang, type NoindexPageId, type StaticPageId } from '../routes';
import type { CareersData } from './pages/careers';
import type { PageMeta } from './meta';
import type { PaletteCopy } from './palette.schema';
import type { Position } from './positions';
import type { PageCopy } from '../../dist/content/copy/pages';
import type { UiCopy } from './ui';
import type { WorkPageCopy } from './pages/work';
import type { NewsPageCopy } from './pages/news';

/** `work` and `news`: the case studies and posts published now, which the palette asks the worker for when it opens (worker/routes/content.ts `palettePath`). */
export type SearchGroup = 'pages' | 'sections' | 'work' | 'news' | 'positions';

/** One thing the command palette can find. */
export interface SearchEntry {
  readonly group: SearchGroup;
  readonly title: string;
  /** Where it is (page, team and location): shown under the title and searched too. */
  readonly context: string;
  readonly href: string;
  /** More text that should find the entry without being shown. */
  readonly keywords: string;
}

interface Outline {
  readonly id: string;
  readonly title: string;
  readonly text?: string;
}

/** What the palette searches and says, in the page's language (its own chunk each: client/site/search.ts, client/site/de/search.ts). */
export interface PaletteSearch {
  readonly SEARCH_INDEX: readonly SearchEntry[];
  readonly PALETTE: PaletteCopy;
}

/** The pages the palette lists: those without a parameter that search engines may show, and the lists of case studies and news. */
type ListedPageId = Exclude<StaticPageId | 'work' | 'news', NoindexPageId>;

export type { PaletteCopy } from './palette.schema';

/** The copy of one language the index is built from: the pages' own, so it cannot drift. */
export interface SearchSource {
  readonly PAGE_META: Readonly<Record<StaticPageId, PageMeta>>;
  /** The pages whose sections the palette finds, as their copy files give them. */
  readonly PAGES: Pick<PageCopy, 'home' | 'solutions' | 'company' | 'privacy'>;
  readonly CAREERS: CareersData;
  readonly UI: UiCopy;
  readonly PALETTE: PaletteCopy;
  readonly WORK_PAGE: Pick<WorkPageCopy, 'meta'>;
  readonly NEWS_PAGE: Pick<NewsPageCopy, 'meta'>;
}

/**
 * Everything the palette searches in one language, in display order: the pages, every titled
 * section with its anchor, and the open positions, each linked in that language.
 */
export function buildSearchIndex(lang: Lang, site: SearchSource, positions: readonly Position[]): SearchEntry[] {
  const { CAREERS, UI, PALETTE } = site;
  const { home: HOME, solutions: SOLUTIONS, company: COMPANY_PAGE, privacy: PRIVACY } = site.PAGES;
  const meta = (id: ListedPageId): PageMeta =>
    id === 'work' ? site.WORK_PAGE.meta : id === 'news' ? site.NEWS_PAGE.meta : site.PAGE_META[id];
  // The header's label, else the page's own shorter name, else its title.
  const headerLabels: Readonly<Partial<Record<string, string>>> = UI.routeLabels;
  const label = (id: ListedPageId): string => headerLabels[id] ?? meta(id).label ?? meta(id).title;
  const sections = (id: ListedPageId, outline: readonly Outline[]): SearchEntry[] =>
    outline.map((s) => ({
      group: 'sections',
      title: s.title,
      context: label(id),
      href: `${pagePath(id, lang)}#${s.id}`,
      keywords: s.text ?? '',
    }));
  return [
    ...PAGE_IDS.filter((id): id is ListedPageId => !isDynamic(id) && !pageDef(id).noindex).map((id): SearchEntry => {
      return { group: 'pages', title: label(id), context: meta(id).description, href: pagePath(id, lang), keywords: meta(id).title };
    }),
    ...sections('home', [
      { id: HOME.offerings.id, title: HOME.offerings.title, text: HOME.offerings.items.map((o) => o.title).join(' ') },
      { id: HOME.product.id, title: HOME.product.title, text: HOME.product.text },
      { id: HOME.testimonials.id, title: HOME.testimonials.title, text: HOME.testimonials.items.map((t) => t.company).join(' ') },
      { id: HOME.figures.id, title: HOME.figures.title },
      { id: HOME.closing.id, title: HOME.closing.title, text: PALETTE.keywords.closing },
    ]),
    ...sections('solutions', [
      ...SOLUTIONS.offerings.map((o) => ({ id: o.id, title: o.title, text: `${o.eyebrow} ${o.intro} ${o.stack.join(' ')}` })),
      {
        id: SOLUTIONS.newsloom.id,
        title: SOLUTIONS.newsloom.title,
        text: `${SOLUTIONS.newsloom.intro} ${SOLUTIONS.newsloom.plans.title} ${SOLUTIONS.newsloom.key.title}`,
      },
      { id: SOLUTIONS.closing.id, title: SOLUTIONS.closing.title, text: SOLUTIONS.closing.text },
    ]),
    ...sections('company', [
      { id: COMPANY_PAGE.story.id, title: COMPANY_PAGE.story.title, text: COMPANY_PAGE.story.paragraphs.join(' ') },
      { id: COMPANY_PAGE.mission.id, title: COMPANY_PAGE.mission.title, text: COMPANY_PAGE.mission.text },
      { id: COMPANY_PAGE.values.id, title: COMPANY_PAGE.values.title, text: COMPANY_PAGE.values.items.map((v) => v.title).join(' ') },
      { id: COMPANY_PAGE.process.id, title: COMPANY_PAGE.process.title, text: COMPANY_PAGE.process.lead },
      { id: COMPANY_PAGE.figures.id, title: COMPANY_PAGE.figures.title },
      {
        id: COMPANY_PAGE.team.id,
        title: COMPANY_PAGE.team.title,
        text: COMPANY_PAGE.team.people.map((p) => `${p.name} ${p.role}`).join(' '),
      },
      {
        id: COMPANY_PAGE.locations.id,
        title: COMPANY_PAGE.locations.title,
        text: COMPANY_PAGE.locations.places.map((p) => p.name).join(' '),
      },
    ]),
    ...sections('careers', [
      { id: CAREERS.positions.id, title: CAREERS.positions.title, text: PALETTE.keywords.positions },
      { id: CAREERS.benefits.id, title: CAREERS.benefits.title, text: CAREERS.benefits.items.map((b) => b.title).join(' ') },
      { id: CAREERS.process.id, title: CAREERS.process.title, text: CAREERS.process.lead },
      { id: CAREERS.closing.id, title: CAREERS.closing.title, text: CAREERS.closing.text },
    ]),
    ...sections(
      'privacy',
      PRIVACY.sections.map((s) => ({ id: s.id, title: s.title, text: s.paragraphs.join(' ') })),
    ),
    ...positions.map((p): SearchEntry => ({
      group: 'positions',
      title: p.title,
      context: `${CAREERS.positions.teamNames[p.team]} · ${p.location} · ${p.type}`,
      href: pagePath('position', lang, { id: p.id }),
      keywords: `${p.summary} ${p.tasks.join(' ')}`,
    })),
  ];
}
