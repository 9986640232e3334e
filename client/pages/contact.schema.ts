import * as v from 'valibot';
import { consent, formProblems, pageMeta, text } from '../site/copy-schema';

/**
 * The copy of the contact page and its confirmation, in content/pages/contact.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  meta: pageMeta,
  eyebrow: text,
  heading: text,
  lead: text,
  form: v.strictObject({
    title: text,
    required: text,
    name: v.strictObject({
      label: text,
    }),
    email: v.strictObject({
      label: text,
      hint: text,
    }),
    company: v.strictObject({
      label: text,
      optional: text,
    }),
    topic: v.strictObject({
      legend: text,
      options: v.strictObject({
        project: v.strictObject({
          label: text,
          hint: text,
        }),
        api: v.strictObject({
          label: text,
          hint: text,
        }),
        other: v.strictObject({
          label: text,
          hint: text,
        }),
      }),
    }),
    message: v.strictObject({
      label: text,
      hint: text,
    }),
    consent,
    honeypot: text,
    submit: text,
    sending: text,
    summary: text,
    errors: v.strictObject({
      nameRequired: text,
      nameTooLong: text,
      singleLine: text,
      emailRequired: text,
      emailInvalid: text,
      emailTooLong: text,
      companyTooLong: text,
      topicRequired: text,
      messageRequired: text,
      messageTooShort: text,
      messageTooLong: text,
      messageInvalid: text,
      consentRequired: text,
    }),
    problems: formProblems,
  }),
  mail: v.strictObject({
    title: text,
    text: text,
    addresses: v.array(
      v.strictObject({
        label: text,
        email: text,
      }),
    ),
  }),
});

/** The page's data: its copy but the title and description, which the head states. */
export type ContactCopy = Omit<v.InferOutput<typeof schema>, 'meta'>;
