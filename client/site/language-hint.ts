/**
 * The language hint in English (client/components/language-hint.tsx): shown on a German page to a
 * browser that prefers English. A module of its own, not only part of the UI copy, so the hint's
 * chunk carries just the two hints and not a whole language's UI (client/site/de/language-hint.ts).
 */
export interface LanguageHintCopy {
  /** The name of the hint's landmark. */
  readonly label: string;
  readonly text: string;
  /** The link to this page in the hint's language. */
  readonly link: string;
  /** The button that closes the hint for good. */
  readonly dismiss: string;
}

export const LANGUAGE_HINT: LanguageHintCopy = {
  label: 'Language',
  text: 'This page is also available in English.',
  link: 'Read it in English',
  dismiss: 'Close',
};
