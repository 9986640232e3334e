import * as v from 'valibot';
import { pageMeta, text } from '../site/copy-schema';

/**
 * The copy of the privacy notice, in content/pages/privacy.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  meta: pageMeta,
  eyebrow: text,
  heading: text,
  lead: text,
  updated: text,
  /**
   * Which language's text governs, and the link to the other language's version (`original`, its
   * label): the page links the same page in the other language (client/routes.ts `pagePath`).
   */
  translationNote: v.optional(text),
  original: v.optional(text),
  contents: text,
  sections: v.array(
    v.strictObject({
      id: text,
      title: text,
      paragraphs: v.array(text),
      list: v.optional(v.array(text)),
    }),
  ),
});

/** The page's data: its copy but the title and description, which the head states. */
export type PrivacyData = Omit<v.InferOutput<typeof schema>, 'meta'>;
