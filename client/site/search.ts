import { ROUTES } from '../route-table';
import { defineCopy, type Widen } from './copy';
import { CAREERS } from './pages/careers';
import { COMPANY_PAGE } from './pages/company';
import { HOME } from './pages/home';
import { PRIVACY } from './pages/privacy';
import { PAGE_META } from './meta';
import { openPositions } from './positions';
import { SOLUTIONS } from './pages/solutions';

export type SearchGroup = 'pages' | 'sections' | 'positions';

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

const pageLabel = (path: string): string => ROUTES.find((r) => r.path === path)?.label ?? path;

function sections(path: string, outline: readonly Outline[]): SearchEntry[] {
  return outline.map((s) => ({ group: 'sections', title: s.title, context: pageLabel(path), href: `${path}#${s.id}`, keywords: s.text ?? '' }));
}

/**
 * Everything the palette searches, in display order: the pages, every titled section with its
 * anchor, and the open positions. Built from the same copy the pages render, so it cannot drift.
 */
export const SEARCH_INDEX: readonly SearchEntry[] = /* @__PURE__ */ defineCopy(() => [
  ...ROUTES.filter((r) => !('noindex' in r)).map((r): SearchEntry => ({ group: 'pages', title: r.label, context: PAGE_META[r.id].description, href: r.path, keywords: PAGE_META[r.id].title })),
  ...sections('/', [
    { id: HOME.offerings.id, title: HOME.offerings.title, text: HOME.offerings.items.map((o) => o.title).join(' ') },
    { id: HOME.product.id, title: HOME.product.title, text: HOME.product.text },
    { id: HOME.testimonials.id, title: HOME.testimonials.title, text: HOME.testimonials.items.map((t) => t.company).join(' ') },
    { id: HOME.figures.id, title: HOME.figures.title },
    { id: HOME.closing.id, title: HOME.closing.title, text: 'contact e-mail' },
  ]),
  ...sections('/solutions', [
    ...SOLUTIONS.offerings.map((o) => ({ id: o.id, title: o.title, text: `${o.eyebrow} ${o.intro} ${o.stack.join(' ')}` })),
    { id: SOLUTIONS.newsloom.id, title: SOLUTIONS.newsloom.title, text: `${SOLUTIONS.newsloom.intro} ${SOLUTIONS.newsloom.plans.title} ${SOLUTIONS.newsloom.key.title}` },
    { id: SOLUTIONS.closing.id, title: SOLUTIONS.closing.title, text: SOLUTIONS.closing.text },
  ]),
  ...sections('/company', [
    { id: COMPANY_PAGE.story.id, title: COMPANY_PAGE.story.title, text: COMPANY_PAGE.story.paragraphs.join(' ') },
    { id: COMPANY_PAGE.mission.id, title: COMPANY_PAGE.mission.title, text: COMPANY_PAGE.mission.text },
    { id: COMPANY_PAGE.values.id, title: COMPANY_PAGE.values.title, text: COMPANY_PAGE.values.items.map((v) => v.title).join(' ') },
    { id: COMPANY_PAGE.process.id, title: COMPANY_PAGE.process.title, text: COMPANY_PAGE.process.lead },
    { id: COMPANY_PAGE.figures.id, title: COMPANY_PAGE.figures.title },
    { id: COMPANY_PAGE.team.id, title: COMPANY_PAGE.team.title, text: COMPANY_PAGE.team.people.map((p) => `${p.name} ${p.role}`).join(' ') },
    { id: COMPANY_PAGE.locations.id, title: COMPANY_PAGE.locations.title, text: COMPANY_PAGE.locations.places.map((p) => p.name).join(' ') },
  ]),
  ...sections('/careers', [
    { id: CAREERS.positions.id, title: CAREERS.positions.title, text: 'jobs vacancies' },
    { id: CAREERS.benefits.id, title: CAREERS.benefits.title, text: CAREERS.benefits.items.map((b) => b.title).join(' ') },
    { id: CAREERS.process.id, title: CAREERS.process.title, text: CAREERS.process.lead },
    { id: CAREERS.closing.id, title: CAREERS.closing.title, text: CAREERS.closing.text },
  ]),
  ...sections('/privacy', PRIVACY.sections.map((s) => ({ id: s.id, title: s.title, text: s.paragraphs.join(' ') }))),
  ...openPositions().map((p): SearchEntry => ({ group: 'positions', title: p.title, context: `${p.team} · ${p.location} · ${p.type}`, href: `/careers/${p.id}`, keywords: `${p.summary} ${p.tasks.join(' ')}` })),
]);

/** Copy of the command palette. */
export const PALETTE = /* @__PURE__ */ defineCopy(
  () =>
    ({
      title: 'Search the site',
      placeholder: 'Search pages, sections and positions',
      groups: { pages: 'Pages', sections: 'Sections', positions: 'Open positions' } satisfies Record<SearchGroup, string>,
      empty: 'Nothing matches “{query}”. Try a shorter word, or write to us.',
      close: 'Close',
      hints: ['↑ ↓ to move', 'Enter to open', 'Esc to close'],
    }) as const,
);

export type PaletteCopy = Widen<typeof PALETTE>;
