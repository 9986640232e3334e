/**
 * The copy of /work and of each case study's page (content/pages/work.en.yaml), and of the rich-text
 * renderer (content/site/rich-text.en.yaml), checked and compiled at build (scripts/content/copy.mjs);
 * with the data those pages receive.
 */
import en from '../../../dist/content/copy/pages/work.en.json' with { type: 'json' };
import richText from '../../../dist/content/copy/site/rich-text.en.json' with { type: 'json' };
import type { WorkPageCopy } from '../../pages/work.schema';
import type { RichTextCopy } from '../rich-text.schema';
import type { CaseStudy, ServiceId } from '../../content/types';

export type { WorkPageCopy } from '../../pages/work.schema';
export type { RichTextCopy } from '../rich-text.schema';

export const WORK_PAGE: WorkPageCopy = en;
export const RICH_TEXT: RichTextCopy = richText;

/** A case study as a list shows it: everything but the body. */
export type CaseStudySummary = Omit<CaseStudy, 'body'>;

export interface WorkListData {
  copy: WorkPageCopy;
  /** The service the list is narrowed to, if any (from ?service=<id>). */
  service?: ServiceId;
  /** The services that at least one case study has, in the copy's order. */
  services: ServiceId[];
  /** The case studies shown (already narrowed), newest first. */
  entries: CaseStudySummary[];
  /** How many case studies there are in all. */
  total: number;
}

export interface WorkEntryData {
  copy: WorkPageCopy;
  richText: RichTextCopy;
  entry: CaseStudy;
  /** Its Article and BreadcrumbList JSON-LD, as script text: built by the worker (worker/content/article.ts). */
  jsonLd: string;
  /** Its date as the language writes it, by the worker (client/format.ts longDate, decision 0183). */
  written: { published: string };
}
