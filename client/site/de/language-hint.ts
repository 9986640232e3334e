import type { LanguageHintCopy } from '../language-hint';

/** Der Sprachhinweis auf Deutsch: auf einer englischen Seite für einen Browser, der Deutsch bevorzugt (siehe client/site/language-hint.ts). */
export const LANGUAGE_HINT: LanguageHintCopy = {
  label: 'Sprache',
  text: 'Diese Seite gibt es auch auf Deutsch.',
  link: 'Auf Deutsch lesen',
  dismiss: 'Schließen',
};
