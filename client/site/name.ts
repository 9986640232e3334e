/**
 * The company's name, the one fact the browser's own code needs (the document title, the header's
 * home link). A module of its own: the first load imports this, not the company's facts and words,
 * which only the worker and the build read (decision 0184). The name is the English copy's
 * (content/site/company.en.yaml, `{company.name}`), imported by name and without the JSON import's
 * attribute, so the bundler keeps that one entry of the file and drops the rest. With the attribute
 * the file is one default export, carried whole, and scripts/lib/first-load-chunk.test.mjs fails on
 * the head's keywords, which the same file holds.
 */
import { name } from '../../dist/content/copy/site/company.en.json';
import type { CompanyCopy } from './company.schema';

export const COMPANY_NAME: CompanyCopy['name'] = name;
