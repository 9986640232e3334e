import { defineCopy, type Cta, type Widen } from '../copy';
import type { CaseStudy, ServiceId } from '../../content/types';

/** Copy of /work (the case studies) and of each case study's page. */
export const WORK_PAGE = /* @__PURE__ */ defineCopy(
  () =>
    ({
      meta: {
        title: 'Case studies',
        description:
          'What Larchfield built, for whom and what changed: case studies with the problem, the work, the results in figures and the client in their own words.',
      },
      eyebrow: 'Our work',
      title: 'Case studies',
      lead: 'What we built, for whom, and what changed for them: the problem, the work and the results in figures, told with the people we built it with.',
      /** Plain links narrow the list to one service (/work?service=<id>): no JavaScript needed. */
      filter: {
        label: 'Show case studies for',
        all: 'All services',
        count: '{shown} of {total} case studies',
        empty: 'No case study for this service yet.',
      },
      services: {
        'custom-saas': 'Custom SaaS development',
        'api-development': 'Web and API development',
        'custom-software': 'Custom software',
        'newsloom-api': 'Newsloom API',
      } satisfies Record<ServiceId, string>,
      more: 'Read the case study',
      facts: { client: 'Client', industry: 'Industry', services: 'Services', duration: 'Duration', team: 'Team', published: 'Published' },
      sections: { results: 'Results', quote: 'What the client says', technologies: 'Technologies', story: 'The story' },
      back: { label: 'All case studies', href: '/work' } satisfies Cta,
      readingTime: '{minutes} min read',
      /** Around the client's quote. */
      quoteMarks: { open: '“', close: '”' },
      /** The kind written on a case study's Open Graph picture. */
      og: { kind: 'Case study' },
      /** Dates are written with this locale, in Berlin time, the same on both sides. */
      dateLocale: 'en-GB',
    }) as const,
);

/** Copy the rich-text renderer needs (client/components/rich-text.tsx). */
export const RICH_TEXT = /* @__PURE__ */ defineCopy(
  () =>
    ({
      /** A heading's anchor link, for screen readers: "Link to this section: <heading>". */
      anchor: 'Link to this section: {heading}',
      /** The label of a code sample's scrolling box. */
      code: 'Code sample ({lang})',
    }) as const,
);

export type WorkPageCopy = Widen<typeof WORK_PAGE>;
export type RichTextCopy = Widen<typeof RICH_TEXT>;
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
