import { Hono, type Context } from 'hono';
import { CONTACT_FIELDS, topicFromQuery } from '../../client/forms/contact';
import { validateContact, type ContactMessage } from '../../client/forms/contact-schema';
import { findRoute, type RouteDef } from '../../client/route-table';
import { CONTACT } from '../../client/site';
import { powChallenge } from '../forms/challenge';
import { PER_VISITOR_CACHE_CONTROL, formPage } from '../forms/page';
import { formPost, formSecret, freshForm, type FormRoute } from '../forms/pipeline';
import { isFormKey } from '../forms/token';
import { storeLead } from '../leads/store';
import { enqueueMail } from '../mail/outbox';
import type { AppEnv } from '../types';

/** The largest contact form body accepted (bytes): the 16 KB. */
export const CONTACT_MAX_BYTES = 16 * 1024;

const route = (path: string): RouteDef => {
  const found = findRoute(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const CONTACT_ROUTE = route('/contact');
const SENT_ROUTE = route('/contact/sent');

const contactForm: FormRoute<ContactMessage> = {
  name: 'contact',
  contentType: 'application/x-www-form-urlencoded',
  maxBytes: CONTACT_MAX_BYTES,
  fields: CONTACT_FIELDS,
  problems: () => CONTACT.form.problems,
  validate: (body) => validateContact(body, CONTACT.form.errors),
  page: (c, form, status) => formPage(c, CONTACT_ROUTE, form, status),
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
  return formPage(c, CONTACT_ROUTE, await freshForm(c, topic ? { topic } : {}), 200);
});

contact.post(CONTACT_ROUTE.path, ...formPost(contactForm));

contact.all(CONTACT_ROUTE.path, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD, POST' }));

/** The hidden fields and challenge the enhanced form needs; never cached. */
async function formDocument(c: Context<AppEnv>) {
  const secret = formSecret(c);
  const requested = c.req.query('key');
  const fresh = isFormKey(requested) ? undefined : await freshForm(c);
  const key = fresh?.key ?? (requested as string);
  const challenge = await powChallenge(secret, key, Date.now());
  c.header('Cache-Control', PER_VISITOR_CACHE_CONTROL);
  return c.json(fresh ? { key, issued: fresh.issued, challenge } : { challenge });
}

contact.get(`${CONTACT_ROUTE.path}/_form.json`, formDocument);

contact.all(`${CONTACT_ROUTE.path}/_form.json`, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
