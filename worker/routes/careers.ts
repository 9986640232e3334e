import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { APPLICATION_FIELDS, APPLICATION_MAX_BYTES } from '../../client/forms/application';
import { validateApplication, type Application } from '../../client/forms/application-schema';
import { jobPostingJsonLdScript } from '../../client/app/job-posting';
import type { PageView, Payload } from '../../client/app/state';
import { POSITION_PATH } from '../../client/route-table';
import { POSITION_PAGE, findOpenPosition, positionMeta, positionPage, type Position, type PositionPageData } from '../../client/site';
import { isPdf, storeApplication } from '../applications/store';
import { routeValidationFailed } from '../errors';
import { formPage } from '../forms/page';
import { formDocument, formPost, freshForm, type FormRoute } from '../forms/pipeline';
import { enqueueMail } from '../mail/outbox';
import { BUILD } from '../manifest';
import { buildDocument, memoised, sendDocument } from '../page-cache';
import type { AppEnv } from '../types';

/** Where a person lands after an application sent without JavaScript (a page of the route table). */
const APPLIED_PATH = '/careers/applied';

/** The open position a request's `:id` names; anything else is a route validation failure (404). */
function position(c: Context<AppEnv>): Position {
  const id = c.req.param('id') ?? '';
  const found = POSITION_PATH.test(`/careers/${id}`) ? findOpenPosition(id) : undefined;
  if (!found) throw routeValidationFailed(`no open position "${id.slice(0, 100)}"`);
  return found;
}

/** A position page's data: the site module's, with its JobPosting block for this origin. */
function pageData(origin: string, p: Position): PositionPageData {
  const data = positionPage(p.id);
  if (!data) throw new Error(`position ${p.id} is not open`);
  return { ...data, jsonLd: jobPostingJsonLdScript(origin, p, data.copy, data.hiring) };
}

const view = (origin: string, p: Position): PageView => ({ kind: 'page', id: 'position', meta: positionMeta(p), data: pageData(origin, p) });

/** What a position's application form's tokens are bound to: that position only (worker/forms/token.ts). */
const positionScope = (p: Position) => `position:${p.id}`;

/** The application form of a position's page; the position comes from the request's `:id`. */
const applicationForm: FormRoute<Application> = {
  name: 'application',
  scope: (c) => positionScope(position(c)),
  contentType: 'multipart/form-data',
  maxBytes: APPLICATION_MAX_BYTES,
  // A chosen file is never rendered back (browsers cannot prefill one).
  fields: APPLICATION_FIELDS.filter((f) => f !== 'cv'),
  problems: () => POSITION_PAGE.form.problems,
  async validate(body) {
    const { errors } = POSITION_PAGE.form;
    const result = validateApplication(body, errors);
    // Its name and type say PDF; its first bytes must too.
    if (result.ok && !(await isPdf(result.value.cv))) return { ok: false, errors: { cv: errors.cvNotPdf } };
    return result;
  },
  page: (c, form, status) => {
    const p = position(c);
    return formPage(c, `/careers/${p.id}`, view(c.env.SITE_URL, p), form, status);
  },
  async store(c, submission) {
    const stored = await storeApplication(c.env, position(c), submission);
    if (stored.created && stored.spam.length === 0) c.executionCtx.waitUntil(enqueueMail(c.env, { kind: 'application', id: stored.id }, c.get('log')));
    return stored;
  },
  sentPath: () => APPLIED_PATH,
};

/** Answers the 404 page before anything else is read when `:id` names no open position. */
const openPositionOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  position(c);
  await next();
};

/**
 * `/careers/<id>`: one page per open position (rendered per visitor: the application form's
 * hidden fields), its payload for client navigation, its form document and the application's
 * post (worker/forms/pipeline.ts, multipart with the CV to R2). An id that names no open position
 * (closed, unknown or malformed) is a route validation failure: the 404 page, whose links lead to
 * the open positions. Mounted after the pages, so /careers/applied (a page of the route table) is
 * answered there.
 */
export const careers = new Hono<AppEnv>();

careers.get('/careers/:id', async (c) => {
  const p = position(c);
  return formPage(c, `/careers/${p.id}`, view(c.env.SITE_URL, p), await freshForm(c, positionScope(p)), 200);
});

careers.post('/careers/:id', openPositionOnly, ...formPost(applicationForm));

careers.all('/careers/:id', (c) => {
  position(c);
  return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD, POST' });
});

careers.get('/careers/:id/_payload.json', async (c) => {
  const p = position(c);
  const path = `/careers/${p.id}`;
  const { doc } = await memoised(`payload ${c.env.SITE_URL} ${path}`, () => {
    const { title, description } = positionMeta(p);
    const payload: Payload = { buildId: BUILD.buildId, path, title, description, data: pageData(c.env.SITE_URL, p) };
    return buildDocument(JSON.stringify(payload), 'application/json');
  });
  return sendDocument(c, doc);
});

careers.get('/careers/:id/_form.json', (c) => formDocument(c, positionScope(position(c))));

for (const path of ['/careers/:id/_payload.json', '/careers/:id/_form.json']) {
  careers.all(path, (c) => {
    position(c);
    return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
  });
}
