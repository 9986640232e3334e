import palette from '../../../dist/content/copy/site/palette.de.json' with { type: 'json' };
import company from '../../../dist/content/copy/pages/company.de.json' with { type: 'json' };
import home from '../../../dist/content/copy/pages/home.de.json' with { type: 'json' };
import privacy from '../../../dist/content/copy/pages/privacy.de.json' with { type: 'json' };
import solutions from '../../../dist/content/copy/pages/solutions.de.json' with { type: 'json' };
import type { PaletteCopy } from '../search';
import { buildSearchIndex, type SearchEntry } from '../search-index';
import { defineCopy } from '../copy';
import { openPositions } from '../positions';
import { CAREERS } from './pages/careers';
import { PAGE_META } from './meta';
import { UI } from './ui';
import { WORK_PAGE } from './pages/work';
import { NEWS_PAGE } from './pages/news';

/** The command palette's copy in German (content/site/palette.de.yaml). */
export const PALETTE: PaletteCopy = palette;

/** Alles, was die Suche findet: dieselbe Gliederung wie das englische Verzeichnis, aus den deutschen Texten. */
export const SEARCH_INDEX: readonly SearchEntry[] = /* @__PURE__ */ defineCopy(() =>
  buildSearchIndex(
    'de',
    { PAGE_META, PAGES: { home, solutions, company, privacy }, CAREERS, UI, PALETTE, WORK_PAGE, NEWS_PAGE },
    openPositions('de'),
  ),
);
