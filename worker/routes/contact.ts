import { Hono } from 'hono';
import { CONTACT_FIELDS, CONTACT_MAX_BYTES, topicFromQuery } from '../../client/forms/contact';
import { validateContact, type ContactMessage } from '../../client/forms/contact-schema';
import { LANGS, pagePath, type Lang } from '../../client/routes';
import { SHELL } from '../../client/site/shell';
import { formPage } from '../forms/page';
import { formDocument, formPost, freshForm, type FormRoute } from '../forms/pipeline';
import { storeLead } from '../leads/store';
import { enqueueMail } from '../mail/outbox';
import { methodNotAllowed } from '../method-not-allowed';
import { pageView } from './pages';
import type { AppEnv } from '../types';

/** What the contact form's tokens are bound to (worker/forms/token.ts). */
const CONTACT_SCOPE = 'contact';

/** The contact form in a language: its page, its messages and where it leads. */
const contactForm = (lang: Lang): FormRoute<ContactMessage> => ({
  name: 'contact',
  scope: () => CONTACT_SCOPE,
  contentType: 'application/x-www-form-urlencoded',
  maxBytes: CONTACT_MAX_BYTES,
  fields: CONTACT_FIELDS,
  problems: () => SHELL[lang].CONTACT.form.problems,
  validate: (body) => validateContact(body, SHELL[lang].CONTACT.form.errors, lang),
  page: async (c, form, status) => formPage(c, pagePath('contact', lang), await pageView(c.env.ASSETS, 'contact', lang), form, status),
  async store(c, submission) {
    const stored = await storeLead(c.env.DB, submission, lang);
    // Held (spam-flagged) messages are not mailed; a repeated send was queued the first time.
    if (stored.created && stored.spam.length === 0)
      c.executionCtx.waitUntil(enqueueMail(c.env, { kind: 'lead', id: stored.id }, c.get('log')));
    return stored;
  },
  sentPath: () => pagePath('contact-sent', lang),
});

/**
 * `/contact`: the page with the form, rendered per visitor (fresh hidden fields; `?topic=api`
 * preselects the topic), the form's post (worker/forms/pipeline.ts), and `/contact/_form.json`,
 * which gives the page's script a proof-of-work challenge for its form (and hidden fields when the
 * page came by client navigation, without them). The payload and `/contact/sent` are ordinary
 * pages (worker/routes/pages.ts).
 */
export const contact = new Hono<AppEnv>();

for (const lang of LANGS) {
  const path = pagePath('contact', lang);
  contact.get(path, async (c) => {
    const topic = topicFromQuery(new URL(c.req.url).search);
    return formPage(c, path, await pageView(c.env.ASSETS, 'contact', lang), await freshForm(c, CONTACT_SCOPE, topic ? { topic } : {}), 200);
  });
  contact.post(path, ...formPost(contactForm(lang)));
  contact.all(path, (c) => methodNotAllowed(c, 'GET, HEAD, POST'));
  contact.get(`${path}/_form.json`, (c) => formDocument(c, CONTACT_SCOPE));
  contact.all(`${path}/_form.json`, (c) => methodNotAllowed(c));
}
