/**
 * The company's facts that are the same in every language (content/facts.yaml): a sentence of copy
 * names them as `{company.name}`, `{legal.vatId}`…, filled in at build (scripts/content/copy.mjs).
 */
import * as v from 'valibot';
import { text } from './copy-schema';

const email = v.pipe(text, v.email('must be an e-mail address'));
const year = v.pipe(v.number('must be a year'), v.integer(), v.minValue(1900));
const count = v.pipe(v.number('must be a number'), v.integer(), v.minValue(1));

/** @public read by the build (scripts/content/copy.mjs), which checks content/facts.yaml with it. */
export const schema = v.strictObject({
  company: v.strictObject({
    name: text,
    shortName: text,
    legalName: text,
    email,
    careersEmail: email,
    apiEmail: email,
    foundingYear: year,
    employees: v.strictObject({ min: count, max: count }),
  }),
  legal: v.strictObject({
    address: v.strictObject({ street: text, postalCode: text, locality: text }),
    managingDirector: text,
    register: v.strictObject({ court: text, number: text }),
    vatId: text,
    phone: text,
    privacyEmail: email,
    supervisoryAuthority: v.strictObject({ name: text, street: text, postalCode: text, locality: text, url: v.pipe(text, v.url()) }),
  }),
});

export type Facts = v.InferOutput<typeof schema>;
