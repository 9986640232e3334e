/**
 * The layout's copy in English (skip link, header controls, progress bar): content/site/chrome.en.yaml,
 * checked and compiled at build (scripts/content/copy.mjs). It rides in every first load
 * (client/site/client-copy.ts).
 */
import en from '../../dist/content/copy/site/chrome.en.json' with { type: 'json' };
import type { Chrome } from './chrome.schema';

export type { Chrome } from './chrome.schema';

export const CHROME: Chrome = en;
