/**
 * The contact page's data: its copy (content/pages/contact.<lang>.yaml) and its confirmation's
 * (content/pages/contact-sent.<lang>.yaml), which the form shows in place once sent with JavaScript.
 * The worker carries it: it renders the form for each visitor and words the form's errors.
 */
import en from '../../../dist/content/copy/pages/contact.en.json' with { type: 'json' };
import sent from '../../../dist/content/copy/pages/contact-sent.en.json' with { type: 'json' };
import type { ContactCopy, schema } from '../../pages/contact.schema';
import type { SentCopy, sentPage } from '../copy-schema';
import type { InferOutput } from 'valibot';

export type ContactPageData = ContactCopy & { readonly sent: SentCopy };

/** A language's contact page from its two files' copy (the head states their titles, the page does not). */
export function contactPage(copy: InferOutput<typeof schema>, confirmation: InferOutput<typeof sentPage>): ContactPageData {
  const { meta: _page, ...page } = copy;
  const { meta: _sent, ...done } = confirmation;
  return { ...page, sent: done };
}

export const CONTACT: ContactPageData = /* @__PURE__ */ contactPage(en, sent);
