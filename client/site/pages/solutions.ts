/** The copy of the solutions page in English: content/pages/solutions.en.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import en from '../../../dist/content/copy/pages/solutions.en.json' with { type: 'json' };
import type { SolutionsData } from '../../pages/solutions.schema';

export type { SolutionsData, Offering, Plan } from '../../pages/solutions.schema';

export const SOLUTIONS: SolutionsData = en;
