/** The copy of the contact page and its confirmation in English: content/pages/contact.en.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import en from '../../../dist/content/copy/pages/contact.en.json' with { type: 'json' };
import type { ContactPageData } from '../../pages/contact.schema';

export type { ContactPageData, ContactSentData } from '../../pages/contact.schema';

export const CONTACT: ContactPageData = en;

/** The confirmation page after a message sent without JavaScript. */
export const CONTACT_SENT = CONTACT.sent;
