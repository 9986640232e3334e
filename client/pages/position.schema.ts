import * as v from 'valibot';
import { consent, cta, formProblems, text } from '../site/copy-schema';

/**
 * The copy of every position's page and the confirmation after an application, in content/pages/position.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  eyebrow: text,
  back: cta,
  facts: v.strictObject({
    team: text,
    type: text,
    location: text,
    salary: text,
    workplace: text,
    offices: text,
    posted: text,
    validThrough: text,
  }),
  officeNames: v.strictObject({
    leipzig: text,
    lisbon: text,
  }),
  /** Where a remote position may be done from when it names no region of its own (its JobPosting's applicantLocationRequirements). */
  remoteRegion: text,
  countryNames: v.strictObject({
    DE: text,
    PT: text,
  }),
  salary: v.strictObject({
    fullTime: text,
    partTime: text,
    note: text,
  }),
  sections: v.strictObject({
    about: text,
    tasks: text,
    requirements: text,
    niceToHave: text,
    hiring: text,
  }),
  form: v.strictObject({
    id: text,
    title: text,
    lead: text,
    required: text,
    name: v.strictObject({
      label: text,
    }),
    email: v.strictObject({
      label: text,
      hint: text,
    }),
    link: v.strictObject({
      label: text,
      optional: text,
      hint: text,
    }),
    message: v.strictObject({
      label: text,
      hint: text,
    }),
    cv: v.strictObject({
      label: text,
      hint: text,
      again: text,
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
      linkInvalid: text,
      linkTooLong: text,
      messageRequired: text,
      messageTooShort: text,
      messageTooLong: text,
      messageInvalid: text,
      cvRequired: text,
      cvNotPdf: text,
      cvTooLarge: text,
      consentRequired: text,
    }),
    problems: formProblems,
  }),
});

export type PositionPageText = v.InferOutput<typeof schema>;
