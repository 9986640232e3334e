/** The copy of the imprint in English: content/pages/imprint.en.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import en from '../../../dist/content/copy/pages/imprint.en.json' with { type: 'json' };
import type { ImprintData } from '../../pages/imprint.schema';

export type { ImprintData } from '../../pages/imprint.schema';

export const IMPRINT: ImprintData = en;
