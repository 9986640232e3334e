/** The copy of the company page in English: content/pages/company.en.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import en from '../../../dist/content/copy/pages/company.en.json' with { type: 'json' };
import type { CompanyPageData } from '../../pages/company.schema';

export type { CompanyPageData, Person } from '../../pages/company.schema';

export const COMPANY_PAGE: CompanyPageData = en;
