/** The copy of the 404 and 500 pages in English: content/pages/error.en.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import en from '../../../dist/content/copy/pages/error.en.json' with { type: 'json' };
import type { ErrorPageCopy } from '../../pages/error.schema';

export type { ErrorPageCopy } from '../../pages/error.schema';

export const ERROR_PAGE: ErrorPageCopy = en;
