import { COMPANY_NAME } from './name';
import { defineCopy, type Widen } from './copy';

/**
 * Copy of the layout around every page that the browser renders: skip link, header controls and
 * progress bar. It rides in every first load (client/site/client-copy.ts).
 */
export const CHROME = /* @__PURE__ */ defineCopy(
  () =>
    ({
      skipLink: 'Skip to content',
      homeLink: `${COMPANY_NAME}, home`,
      navLabel: 'Main',
      menuButton: 'Menu',
      search: { button: 'Search', mobileButton: 'Search the site', shortcut: 'Ctrl K', appleShortcut: '⌘ K', loading: 'Loading search…' },
      progress: 'Loading page',
    }) as const,
);

export type Chrome = Widen<typeof CHROME>;
