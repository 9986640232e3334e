import * as v from 'valibot';
import { cta, text } from '../site/copy-schema';

/**
 * The copy of /news (its lists, tag pages and pages of older posts) and of each post's page, in
 * content/pages/news.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  meta: v.strictObject({ title: text, description: text }),
  eyebrow: text,
  title: text,
  lead: text,
  /** A tag's page (/news/tag/<id>): `{tag}` is the tag's label. */
  tagTitle: text,
  tagLead: text,
  allTags: text,
  empty: text,
  pagination: v.strictObject({
    label: text,
    newer: text,
    older: text,
    /** `{page}` of `{pages}`. */
    page: text,
  }),
  /** `{author}`: the post's author. */
  byline: text,
  /** `{minutes}`: the post's reading time. */
  readingTime: text,
  published: text,
  /** `{date}`: when the post was last changed, as the language writes it. */
  updated: text,
  tags: text,
  more: text,
  back: cta,
  /** The kind written on a post's Open Graph picture. */
  og: v.strictObject({ kind: text }),
  /** Dates are written with this locale (a BCP 47 tag such as en-GB), in Berlin time, the same on both sides. */
  dateLocale: v.pipe(text, v.regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, 'must be a locale such as en-GB')),
});

export type NewsPageCopy = v.InferOutput<typeof schema>;
