/** The copy of the solutions page in German: content/pages/solutions.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../../dist/content/copy/pages/solutions.de.json' with { type: 'json' };
import type { SolutionsData } from '../../../pages/solutions.schema';

export const SOLUTIONS: SolutionsData = de;
