import { Hono } from 'hono';
import { CONTACT_FIELDS, CONTACT_MAX_BYTES, topicFromQuery } from '../../client/forms/contact';
import { validateContact, type ContactMessage } from '../../client/forms/contact-schema';
import { ROUTES } from '../../client/route-table';
import { CONTACT } from '../../client/site';
import { formPage } from '../forms/page';
import { formDocument, formPost, freshForm, type FormRoute } from '../forms/pipeline';
import { storeLead } from '../leads/store';
import { enqueueMail } from '../mail/outbox';
import { pageView, type StaticRoute } from './pages';
import type { AppEnv } from '../types';

const route = (path: string): StaticRoute => {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const CONTACT_ROUTE = route('/contact');
const SENT_ROUTE = route('/contact/sent');

/** What the contact form's tokens are bound to (worker/forms/token.ts). */
const CONTACT_SCOPE = 'contact';

const contactForm: FormRoute<ContactMessage> = {
  name: 'contact',
  scope: () => CONTACT_SCOPE,
  contentType: 'application/x-www-form-urlencoded',
  maxBytes: CONTACT_MAX_BYTES,
  fields: CONTACT_FIELDS,
  problems: () => CONTACT.form.problems,
  validate: (body) => validateContact(body, CONTACT.form.errors),
  page: (c, form, status) => formPage(c, CONTACT_ROUTE.path, pageView(CONTACT_ROUTE), form, status),
  async store(c, submission) {
    const stored = await storeLead(c.env.DB, submission);
    // Held (spam-flagged) messages are not mailed; a repeated send was queued the first time.
    if (stored.created && stored.spam.length === 0) c.executionCtx.waitUntil(enqueueMail(c.env, { kind: 'lead', id: stored.id }, c.get('log')));
    return stored;
  },
  sentPath: () => SENT_ROUTE.path,
};

/**
 * `/contact`: the page with the form, rendered per visitor (fresh hidden fields; `?topic=api`
 * preselects the topic), the form's post (worker/forms/pipeline.ts), and `/contact/_form.json`,
 * which gives the page's script a proof-of-work challenge for its form (and hidden fields when the
 * page came by client navigation, without them). The payload and `/contact/sent` are ordinary
 * pages (worker/routes/pages.ts).
 */
export const contact = new Hono<AppEnv>();

contact.get(CONTACT_ROUTE.path, async (c) => {
  const topic = topicFromQuery(new URL(c.req.url).search);
  return formPage(c, CONTACT_ROUTE.path, pageView(CONTACT_ROUTE), await freshForm(c, CONTACT_SCOPE, topic ? { topic } : {}), 200);
});

contact.post(CONTACT_ROUTE.path, ...formPost(contactForm));

contact.all(CONTACT_ROUTE.path, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD, POST' }));

contact.get(`${CONTACT_ROUTE.path}/_form.json`, (c) => formDocument(c, CONTACT_SCOPE));

contact.all(`${CONTACT_ROUTE.path}/_form.json`, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
