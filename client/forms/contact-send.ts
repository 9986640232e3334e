/** The contact form's script: the shared sender (./sender.ts) with the contact schema. */
import type { HiddenFields } from '../app/browser';
import type { Lang } from '../routes';
import type { fetchWithRetry } from '../runtime/fetch';
import type { ContactPageData } from '../site/pages/contact';
import { validateContact } from './contact-schema';
import { CONTACT_MAX_BYTES } from './contact';
import { prepareSender, type FormSender } from './sender';

/** The sender of the contact form on `path` (/contact or /de/kontakt), its messages in `lang`. */
export function prepareFormSender(
  path: string,
  lang: Lang,
  copy: ContactPageData['form'],
  hidden: HiddenFields,
  fetch: typeof fetchWithRetry,
): FormSender {
  return prepareSender({
    fetchWithRetry: fetch,
    path,
    hidden,
    problems: copy.problems,
    maxBytes: CONTACT_MAX_BYTES,
    check(data) {
      const result = validateContact(Object.fromEntries(data), copy.errors, lang);
      return result.ok ? null : result.errors;
    },
  });
}
