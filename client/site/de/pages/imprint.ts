/** The copy of the imprint in German: content/pages/imprint.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../../dist/content/copy/pages/imprint.de.json' with { type: 'json' };
import type { ImprintData } from '../../../pages/imprint.schema';

export const IMPRINT: ImprintData = de;
