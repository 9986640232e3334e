import * as v from 'valibot';
import type { ServiceId } from '../content/types';
import { cta, text } from '../site/copy-schema';

/**
 * The copy of /work (the case studies) and of each case study's page, in content/pages/work.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  meta: v.strictObject({ title: text, description: text }),
  eyebrow: text,
  title: text,
  lead: text,
  /** Plain links narrow the list to one service (/work?service=<id>): no JavaScript needed. */
  filter: v.strictObject({
    label: text,
    all: text,
    /** `{shown}` and `{total}`: how many case studies the list shows, and how many there are. */
    count: text,
    empty: text,
  }),
  /** Each service's name, by its id (the case studies' `services`): every service, and no other key. */
  services: v.strictObject({
    'custom-saas': text,
    'api-development': text,
    'custom-software': text,
    'newsloom-api': text,
  } satisfies Record<ServiceId, typeof text>),
  more: text,
  facts: v.strictObject({
    client: text,
    industry: text,
    services: text,
    duration: text,
    team: text,
    published: text,
  }),
  sections: v.strictObject({
    results: text,
    quote: text,
    technologies: text,
    story: text,
  }),
  back: cta,
  /** `{minutes}`: the case study's reading time. */
  readingTime: text,
  /** Around the client's quote. */
  quoteMarks: v.strictObject({ open: text, close: text }),
  /** The kind written on a case study's Open Graph picture. */
  og: v.strictObject({ kind: text }),
  /** Dates are written with this locale (a BCP 47 tag such as en-GB), in Berlin time, the same on both sides. */
  dateLocale: v.pipe(text, v.regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, 'must be a locale such as en-GB')),
});

export type WorkPageCopy = v.InferOutput<typeof schema>;
