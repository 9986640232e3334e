/** The contact form's script: the shared sender (./sender.ts) with the contact schema. */
import type { HiddenFields } from '../app/browser';
import type { fetchWithRetry } from '../runtime/fetch';
import type { ContactPageData } from '../site/pages/contact';
import { validateContact } from './contact-schema';
import { CONTACT_MAX_BYTES } from './contact';
import { prepareSender, type FormSender } from './sender';

export function prepareFormSender(copy: ContactPageData['form'], hidden: HiddenFields, fetch: typeof fetchWithRetry): FormSender {
  return prepareSender({
    fetchWithRetry: fetch,
    path: '/contact',
    hidden,
    problems: copy.problems,
    maxBytes: CONTACT_MAX_BYTES,
    check(data) {
      const result = validateContact(Object.fromEntries(data), copy.errors);
      return result.ok ? null : result.errors;
    },
  });
}
