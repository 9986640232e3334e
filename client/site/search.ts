import palette from '../../dist/content/copy/site/palette.en.json' with { type: 'json' };
import company from '../../dist/content/copy/pages/company.en.json' with { type: 'json' };
import home from '../../dist/content/copy/pages/home.en.json' with { type: 'json' };
import privacy from '../../dist/content/copy/pages/privacy.en.json' with { type: 'json' };
import solutions from '../../dist/content/copy/pages/solutions.en.json' with { type: 'json' };
import { defineCopy } from './copy';
import { CAREERS } from './pages/careers';
import { PAGE_META } from './meta';
import { openPositions } from './positions';
import { buildSearchIndex, type PaletteCopy, type SearchEntry } from './search-index';
import { UI } from './ui';
import { WORK_PAGE } from './pages/work';
import { NEWS_PAGE } from './pages/news';

export type { PaletteCopy, SearchEntry, SearchGroup, SearchSource } from './search-index';

/** Copy of the command palette (content/site/palette.en.yaml). */
export const PALETTE: PaletteCopy = palette;

/** The English index (the command palette's chunk; client/site/de/search.ts has the German one). */
export const SEARCH_INDEX: readonly SearchEntry[] = /* @__PURE__ */ defineCopy(() =>
  buildSearchIndex(
    'en',
    { PAGE_META, PAGES: { home, solutions, company, privacy }, CAREERS, UI, PALETTE, WORK_PAGE, NEWS_PAGE },
    openPositions(),
  ),
);
