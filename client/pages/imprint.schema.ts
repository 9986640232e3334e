import * as v from 'valibot';
import { pageMeta, text } from '../site/copy-schema';

/**
 * The copy of the imprint, in content/pages/imprint.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  meta: pageMeta,
  eyebrow: text,
  heading: text,
  lead: text,
  /**
   * Which language's text governs, and the link to the other language's version (`original`, its
   * label): the page links the same page in the other language (client/routes.ts `pagePath`).
   */
  translationNote: v.optional(text),
  original: v.optional(text),
  entries: v.array(
    v.strictObject({
      term: text,
      lines: v.array(text),
    }),
  ),
  contact: v.strictObject({
    title: text,
    phone: v.strictObject({
      label: text,
      value: text,
    }),
    email: v.strictObject({
      label: text,
      value: text,
    }),
    form: v.strictObject({
      label: text,
      text: text,
      href: text,
    }),
  }),
  disputes: v.strictObject({
    title: text,
    text: text,
  }),
});

/** The page's data: its copy but the title and description, which the head states. */
export type ImprintData = Omit<v.InferOutput<typeof schema>, 'meta'>;
