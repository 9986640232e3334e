import { defineCopy } from '../copy';
import type { Chrome } from '../chrome';
import { COMPANY_NAME } from '../name';

/** Die Texte rund um jede Seite, die der Browser rendert: Sprunglink, Kopfzeile und Ladebalken. */
export const CHROME: Chrome = /* @__PURE__ */ defineCopy((): Chrome => ({
  skipLink: 'Zum Inhalt springen',
  homeLink: `${COMPANY_NAME}, Startseite`,
  navLabel: 'Hauptnavigation',
  menuButton: 'Menü',
  search: {
    button: 'Suche',
    mobileButton: 'Website durchsuchen',
    shortcut: 'Strg K',
    appleShortcut: '⌘ K',
    loading: 'Suche wird geladen …',
  },
  progress: 'Seite wird geladen',
}));
