/** The copy of the home page in German: content/pages/home.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../../dist/content/copy/pages/home.de.json' with { type: 'json' };
import type { HomeData } from '../../../pages/home.schema';

export const HOME: HomeData = de;
