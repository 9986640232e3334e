import company from '../../dist/content/copy/pages/company.en.json' with { type: 'json' };
import home from '../../dist/content/copy/pages/home.en.json' with { type: 'json' };
import privacy from '../../dist/content/copy/pages/privacy.en.json' with { type: 'json' };
import solutions from '../../dist/content/copy/pages/solutions.en.json' with { type: 'json' };
import { defineCopy } from './copy';
import { CAREERS } from './pages/careers';
import { PAGE_META } from './meta';
import { openPositions } from './positions';
import { buildSearchIndex, type PaletteCopy, type SearchEntry, type SearchGroup } from './search-index';
import { UI } from './ui';
import { WORK_PAGE } from './pages/work';
import { NEWS_PAGE } from './pages/news';

export type { PaletteCopy, SearchEntry, SearchGroup, SearchSource } from './search-index';

/** Copy of the command palette. */
export const PALETTE: PaletteCopy = /* @__PURE__ */ defineCopy(
  (): PaletteCopy =>
    ({
      title: 'Search the site',
      pageLabels: { work: 'Case studies', news: 'News', privacy: 'Privacy', imprint: 'Imprint' },
      placeholder: 'Search pages, sections, case studies, news and positions',
      groups: { pages: 'Pages', sections: 'Sections', work: 'Case studies', news: 'News', positions: 'Open positions' } satisfies Record<
        SearchGroup,
        string
      >,
      empty: 'Nothing matches “{query}”. Try a shorter word, or write to us.',
      close: 'Close',
      hints: ['↑ ↓ to move', 'Enter to open', 'Esc to close'],
      // Words that should find a section without being shown.
      keywords: { closing: 'contact e-mail', positions: 'jobs vacancies' },
    }) as const,
);

/** The English index (the command palette's chunk; client/site/de/search.ts has the German one). */
export const SEARCH_INDEX: readonly SearchEntry[] = /* @__PURE__ */ defineCopy(() =>
  buildSearchIndex(
    'en',
    { PAGE_META, PAGES: { home, solutions, company, privacy }, CAREERS, UI, PALETTE, WORK_PAGE, NEWS_PAGE },
    openPositions(),
  ),
);
