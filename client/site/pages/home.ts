/** The copy of the home page in English: content/pages/home.en.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import en from '../../../dist/content/copy/pages/home.en.json' with { type: 'json' };
import type { HomeData } from '../../pages/home.schema';

export type { HomeData, Testimonial } from '../../pages/home.schema';

export const HOME: HomeData = en;
