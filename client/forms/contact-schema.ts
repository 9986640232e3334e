/**
 * The contact form's rules: one schema, run by the browser before sending (./contact-send.ts) and
 * by the worker on arrival (worker/routes/contact.ts), whose answer counts. Its messages come from
 * the page's copy, which the browser already holds as page data, so no copy ships in this module.
 */
import * as v from 'valibot';
import type { Lang } from '../routes';
import type { ContactPageData } from '../site/pages/contact';
import { CONSENT_VALUE, CONTACT_LIMITS, CONTACT_TOPICS } from './contact';
import { messageAndConsentFields, parseForm, personFields, textField, withMax, type FormResult } from './validate';

export type ContactErrorMessages = ContactPageData['form']['errors'];

/** The schema, with the page's error messages in the page's language (`lang` writes the limits in them). */
function contactSchema(copy: ContactErrorMessages, lang: Lang) {
  const m = copy;
  return v.object({
    ...personFields(m, CONTACT_LIMITS, lang),
    company: textField(
      { tooLong: withMax(m.companyTooLong, CONTACT_LIMITS.company, lang), invalid: m.singleLine },
      { max: CONTACT_LIMITS.company },
      { optional: true },
    ),
    // A missing radio choice or an unticked box sends no field at all: `optional` turns that into
    // '' so the page's own message is said, not the schema library's "Invalid key".
    topic: v.pipe(v.optional(v.string(m.topicRequired), ''), v.picklist(CONTACT_TOPICS, m.topicRequired)),
    ...messageAndConsentFields(m, CONTACT_LIMITS, CONSENT_VALUE, lang),
  });
}

export type ContactMessage = v.InferOutput<ReturnType<typeof contactSchema>>;

/** Checks a contact form body (field name → value) against the schema. */
export function validateContact(input: Record<string, unknown>, copy: ContactErrorMessages, lang: Lang): FormResult<ContactMessage> {
  return parseForm(contactSchema(copy, lang), input);
}
