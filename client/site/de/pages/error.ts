/** The copy of the 404 and 500 pages in German: content/pages/error.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../../dist/content/copy/pages/error.de.json' with { type: 'json' };
import type { ErrorPageCopy } from '../../../pages/error.schema';

export const ERROR_PAGE: ErrorPageCopy = de;
