/** The copy of the contact page and its confirmation in German: content/pages/contact.de.yaml, checked and compiled at build (scripts/content/copy.mjs). */
import de from '../../../../dist/content/copy/pages/contact.de.json' with { type: 'json' };
import type { ContactPageData } from '../../../pages/contact.schema';

export const CONTACT: ContactPageData = de;

/** The confirmation page after a message sent without JavaScript. */
export const CONTACT_SENT = CONTACT.sent;
