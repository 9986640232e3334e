/**
 * The command palette's copy (content/site/palette.<lang>.yaml): what the lazily loaded palette says
 * around its results. The pages it lists are named by their own copy (their header label, else their
 * `meta.label`, else their title).
 */
import * as v from 'valibot';
import { text } from './copy-schema';

/** @public read by the build (scripts/content/copy.mjs), which checks those files with it. */
export const schema = v.strictObject({
  title: text,
  placeholder: text,
  /** The headings of the kinds of results. */
  groups: v.strictObject({ pages: text, sections: text, work: text, news: text, positions: text }),
  /** `{query}`: what the visitor typed. */
  empty: text,
  close: text,
  hints: v.array(text),
  /** Words that should find a section without being shown. */
  keywords: v.strictObject({ closing: text, positions: text }),
});

export type PaletteCopy = v.InferOutput<typeof schema>;
