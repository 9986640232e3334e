/**
 * The contact form's rules: one schema, run by the browser before sending (./contact-send.ts) and
 * by the worker on arrival (worker/routes/contact.ts), whose answer counts. Its messages come from
 * the page's copy, which the browser already holds as page data, so no copy ships in this module.
 */
import * as v from 'valibot';
import { fillTemplate } from '../site/copy';
import type { ContactPageData } from '../site/pages/contact';
import { CONSENT_VALUE, CONTACT_LIMITS, CONTACT_TOPICS } from './contact';
import { parseForm, personFields, textField, withMax, type FormResult } from './validate';

export type ContactErrorMessages = ContactPageData['form']['errors'];

/** The schema, with the page's error messages. */
export function contactSchema(copy: ContactErrorMessages) {
  const m = copy;
  return v.object({
    ...personFields(m, CONTACT_LIMITS),
    company: textField({ tooLong: withMax(m.companyTooLong, CONTACT_LIMITS.company), invalid: m.singleLine }, { max: CONTACT_LIMITS.company }, { optional: true }),
    // A missing radio choice or an unticked box sends no field at all: `optional` turns that into
    // '' so the page's own message is said, not the schema library's "Invalid key".
    topic: v.pipe(v.optional(v.string(m.topicRequired), ''), v.picklist(CONTACT_TOPICS, m.topicRequired)),
    message: textField(
      { required: m.messageRequired, tooShort: fillTemplate(m.messageTooShort, { min: CONTACT_LIMITS.messageMin }), tooLong: withMax(m.messageTooLong, CONTACT_LIMITS.message), invalid: m.messageInvalid },
      { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.message },
      { multiLine: true },
    ),
    consent: v.pipe(v.optional(v.string(m.consentRequired), ''), v.literal(CONSENT_VALUE, m.consentRequired)),
  });
}

export type ContactMessage = v.InferOutput<ReturnType<typeof contactSchema>>;

/** Checks a contact form body (field name → value) against the schema. */
export function validateContact(input: Record<string, unknown>, copy: ContactErrorMessages): FormResult<ContactMessage> {
  return parseForm(contactSchema(copy), input);
}

