/** The copy of the company page in German: content/pages/company.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../../dist/content/copy/pages/company.de.json' with { type: 'json' };
import type { CompanyPageData } from '../../../pages/company.schema';

export const COMPANY_PAGE: CompanyPageData = de;
