import * as v from 'valibot';
import { cta, pageMeta, text, titledText } from '../site/copy-schema';

/**
 * The copy of the careers page, in content/pages/careers.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  meta: pageMeta,
  eyebrow: text,
  heading: text,
  lead: text,
  facts: v.array(text),
  positions: v.strictObject({
    id: text,
    title: text,
    filter: v.strictObject({
      label: text,
      all: text,
      count: text,
      emptyTitle: text,
      emptyText: text,
    }),
    teamNames: v.strictObject({
      Engineering: text,
      Design: text,
      Product: text,
      Operations: text,
    }),
    typeNames: v.strictObject({
      'Full-time': text,
      'Part-time': text,
    }),
    more: v.strictObject({
      label: text,
    }),
  }),
  benefits: v.strictObject({
    id: text,
    title: text,
    items: v.array(titledText),
  }),
  process: v.strictObject({
    id: text,
    title: text,
    lead: text,
    duration: text,
    steps: v.array(titledText),
  }),
  closing: v.strictObject({
    id: text,
    title: text,
    text: text,
    cta: cta,
  }),
});

/** The page's data: its copy but the title and description, which the head states. */
export type CareersCopy = Omit<v.InferOutput<typeof schema>, 'meta'>;
