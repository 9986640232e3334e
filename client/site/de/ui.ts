import { defineCopy } from '../copy';
import type { UiCopy } from '../ui';
import { LANGUAGE_HINT } from './language-hint';

/** Texte der Komponenten, der Laufzeit und des Workers (siehe client/site/ui.ts). */
export const UI: UiCopy = /* @__PURE__ */ defineCopy((): UiCopy => ({
  titleTemplate: '{title} – {site}',
  formErrorTitle: 'Fehler: {title}',
  routeLabels: {
    home: 'Startseite',
    solutions: 'Lösungen',
    company: 'Unternehmen',
    careers: 'Karriere',
    contact: 'Kontakt',
  },
  errors: {
    titles: { 404: 'Seite nicht gefunden', 500: 'Interner Serverfehler' },
    renderFailure: 'Beim Anzeigen dieser Seite ist etwas schiefgelaufen. Bitte versuchen Sie es in einem Moment noch einmal.',
    chunkFailure:
      'Diese Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es in einem Moment noch einmal.',
    fallback: { eyebrow: 'Fehler {status}', home: 'Zurück zur Startseite' },
  },
  colorMode: {
    label: 'Farbdarstellung',
    options: { system: 'System', light: 'Hell', dark: 'Dunkel' },
    forced: { light: 'Diese Seite ist immer hell', dark: 'Diese Seite ist immer dunkel' },
  },
  otherLanguage: { name: 'English', label: 'This page in English' },
  languageHint: LANGUAGE_HINT,
  forms: {
    errorPrefix: 'Fehler: ',
  },
}));
