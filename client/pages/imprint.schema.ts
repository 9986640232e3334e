import * as v from 'valibot';
import { text } from '../site/copy-schema';

/**
 * The copy of the imprint, in content/pages/imprint.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  eyebrow: text,
  heading: text,
  lead: text,
  translationNote: text,
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

export type ImprintData = v.InferOutput<typeof schema>;
