/**
 * The UI copy in English (the title template, error titles and messages, the colour-mode control,
 * the header's navigation, the language hint, the forms' screen-reader prefix):
 * content/site/ui.en.yaml, checked and compiled at build (scripts/content/copy.mjs). It rides in
 * every first load (client/site/client-copy.ts).
 */
import en from '../../dist/content/copy/site/ui.en.json' with { type: 'json' };
import type { UiCopy } from './ui.schema';

export type { UiCopy } from './ui.schema';

export const UI: UiCopy = en;
