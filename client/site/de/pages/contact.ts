/** The contact page's data in German (../../pages/contact.ts). */
import de from '../../../../dist/content/copy/pages/contact.de.json' with { type: 'json' };
import sent from '../../../../dist/content/copy/pages/contact-sent.de.json' with { type: 'json' };
import { contactPage, type ContactPageData } from '../../pages/contact';

export const CONTACT: ContactPageData = /* @__PURE__ */ contactPage(de, sent);
