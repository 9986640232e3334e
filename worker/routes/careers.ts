import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { APPLICATION_FIELDS, APPLICATION_MAX_BYTES } from '../../client/forms/application';
import { validateApplication, type Application } from '../../client/forms/application-schema';
import { jobPostingJsonLdScript } from '../../client/app/job-posting';
import type { PageView, Payload } from '../../client/app/state';
import { LANGS, PAGES, PARAM_PATTERN, pagePath, payloadPath, type Lang } from '../../client/routes';
import { OFFICES, findOpenPosition, type Position, type PositionPageData } from '../../client/site';
import { SHELL } from '../../client/site/shell';
import { fillTemplate } from '../../client/site/copy';
import type { PositionPageCopy } from '../../client/site/pages/position';
import { euros, longDate } from '../../client/format';
import { isPdf, storeApplication } from '../applications/store';
import { routeValidationFailed } from '../errors';
import { formPage } from '../forms/page';
import { formDocument, formPost, freshForm, type FormRoute } from '../forms/pipeline';
import { enqueueMail } from '../mail/outbox';
import { BUILD } from '../manifest';
import { buildDocument, memoised, sendDocument } from '../page-cache';
import type { AppEnv } from '../types';
import { methodNotAllowed } from '../method-not-allowed';

/** An id as a position's path may hold it (lowercase words joined by hyphens). */
const POSITION_ID = new RegExp(`^${PARAM_PATTERN}$`);

/** The path of a position's page in a language. */
const positionPath = (p: Pick<Position, 'id'>, lang: Lang) => pagePath('position', lang, { id: p.id });

/** The open position a request's `:id` names, in a language; anything else is a route validation failure (404). */
function position(c: Context<AppEnv>, lang: Lang): Position {
  const id = c.req.param('id') ?? '';
  const found = POSITION_ID.test(id) ? findOpenPosition(id, lang) : undefined;
  if (!found) throw routeValidationFailed(`no open position "${id.slice(0, 100)}"`);
  return found;
}

/** The salary band as the page states it in a language (JobPosting's baseSalary states the numbers, pro rata for part-time). */
function salaryText(position: Position, copy: PositionPageCopy, lang: Lang): string {
  const { salary } = position;
  const eur = (amount: number) => euros(amount, lang);
  if (!salary.proRata) return fillTemplate(copy.salary.fullTime, { min: eur(salary.min), max: eur(salary.max) });
  return fillTemplate(copy.salary.partTime, {
    min: eur(salary.proRata.min),
    max: eur(salary.proRata.max),
    hours: salary.proRata.hours,
    fullMin: eur(salary.min),
    fullMax: eur(salary.max),
  });
}

/** A position page's data in a language: the position, its offices, how we hire, the page's copy and its JobPosting block for this origin. */
function pageData(origin: string, p: Position, lang: Lang): PositionPageData {
  const { CAREERS, POSITION_PAGE } = SHELL[lang];
  const { title, lead, duration, steps } = CAREERS.process;
  // The offices' addresses are facts (content/facts.yaml); their names and countries are copy in the
  // page's language. A country the copy does not name is shown by its code.
  const countries: Readonly<Partial<Record<string, string>>> = POSITION_PAGE.countryNames;
  const offices = p.offices.map((o) => ({
    ...OFFICES[o],
    name: POSITION_PAGE.officeNames[o],
    countryName: countries[OFFICES[o].country] ?? OFFICES[o].country,
  }));
  const data = { position: p, offices, hiring: { title, lead, duration, steps }, copy: POSITION_PAGE };
  const written = {
    salary: salaryText(p, POSITION_PAGE, lang),
    posted: longDate(p.datePosted, lang),
    validThrough: longDate(p.validThrough, lang),
  };
  return { ...data, jsonLd: jobPostingJsonLdScript(origin, p, data.copy, data.hiring, lang), written };
}

const view = (origin: string, p: Position, lang: Lang): PageView => ({
  kind: 'page',
  id: 'position',
  meta: SHELL[lang].positionMeta(p),
  data: pageData(origin, p, lang),
});

/** What a position's application form's tokens are bound to: that position only (worker/forms/token.ts). */
const positionScope = (p: Position) => `position:${p.id}`;

/** The application form of a position's page in a language; the position comes from the request's `:id`. */
const applicationForm = (lang: Lang): FormRoute<Application> => ({
  name: 'application',
  scope: (c) => positionScope(position(c, lang)),
  contentType: 'multipart/form-data',
  maxBytes: APPLICATION_MAX_BYTES,
  // A chosen file is never rendered back (browsers cannot prefill one).
  fields: APPLICATION_FIELDS.filter((f) => f !== 'cv'),
  problems: () => SHELL[lang].POSITION_PAGE.form.problems,
  async validate(body) {
    const { errors } = SHELL[lang].POSITION_PAGE.form;
    const result = validateApplication(body, errors, lang);
    // Its name and type say PDF; its first bytes must too.
    if (result.ok && !(await isPdf(result.value.cv))) return { ok: false, errors: { cv: errors.cvNotPdf } };
    return result;
  },
  page: (c, form, status) => {
    const p = position(c, lang);
    return formPage(c, positionPath(p, lang), view(c.get('config').SITE_URL, p, lang), form, status);
  },
  async store(c, submission) {
    const stored = await storeApplication(c.env, position(c, lang), submission, lang);
    if (stored.created && stored.spam.length === 0)
      c.executionCtx.waitUntil(enqueueMail(c.env, { kind: 'application', id: stored.id }, c.get('log')));
    return stored;
  },
  sentPath: () => pagePath('application-sent', lang),
});

/** Answers the 404 page before anything else is read when `:id` names no open position. */
const openPositionOnly =
  (lang: Lang): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    position(c, lang);
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

for (const lang of LANGS) {
  // Hono's pattern is the registry's: `/careers/:id`, `/de/karriere/:id`.
  const route = PAGES.position.paths[lang];
  careers.get(route, async (c) => {
    const p = position(c, lang);
    return formPage(c, positionPath(p, lang), view(c.get('config').SITE_URL, p, lang), await freshForm(c, positionScope(p)), 200);
  });
  careers.post(route, openPositionOnly(lang), ...formPost(applicationForm(lang)));
  careers.all(route, (c) => {
    position(c, lang);
    return methodNotAllowed(c, 'GET, HEAD, POST');
  });
  careers.get(payloadPath(route), async (c) => {
    const p = position(c, lang);
    const path = positionPath(p, lang);
    const origin = c.get('config').SITE_URL;
    const { doc } = await memoised(`payload ${origin} ${path}`, () => {
      const { title, description } = SHELL[lang].positionMeta(p);
      const payload: Payload = { buildId: BUILD.buildId, path, title, description, data: pageData(origin, p, lang) };
      return buildDocument(JSON.stringify(payload), 'application/json');
    });
    return sendDocument(c, doc);
  });
  careers.get(`${route}/_form.json`, (c) => formDocument(c, positionScope(position(c, lang))));
  for (const path of [payloadPath(route), `${route}/_form.json`]) {
    careers.all(path, (c) => {
      position(c, lang);
      return methodNotAllowed(c);
    });
  }
}
