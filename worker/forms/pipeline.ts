/**
 * The road every form post takes (decision 0097), shared by the contact form and job
 * applications: same-origin check (403), rate limit per network before anything of the body is
 * read (429; a plain post without the page's script in a tighter budget; decision 0171), content
 * type (415), size (413, reading stops at the limit), a token too old (422, the form again with a
 * fresh one), validation (422), spam signals, storage (503 when it fails; 429 past the network's
 * daily budget; a held post past the network's cap answered as any other and not stored), then
 * success: 303 to a confirmation page, or JSON for the page's own script.
 * A person always gets the form page back with what they typed and the problem named; the
 * enhanced form (JavaScript) asks for JSON with `Accept: application/json`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { FormState } from '../../client/app/state';
import type { FormErrors, FormResult } from '../../client/forms/validate';
import { keptValues } from '../../client/forms/validate';
import type { AppEnv } from '../types';
import { powChallenge } from './challenge';
import { PER_VISITOR_CACHE_CONTROL } from './page';
import { clientNetwork, isLoopback, networkCode } from './network';
import { hiddenFields, spamSignals, type SpamSignal } from './spam';
import { DailyLimitReached, type Stored } from './stored';
import { FORM_TOKEN_MAX_AGE_MS, issueFormToken, isFormKey, verifyFormToken } from './token';

/** How long a rate-limited client is asked to wait (s): the Rate Limiting binding's period. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/** How long a visitor is asked to wait after storage failed (s). */
const UNAVAILABLE_RETRY_SECONDS = 60;

/** Answers about a whole form, in the page's words. */
interface FormProblems {
  rateLimited: string;
  unavailable: string;
  tooLarge: string;
  rejected: string;
  /** The form was open longer than its token is good for (FORM_TOKEN_MAX_AGE_MS). */
  expired: string;
  /** The network sent as much as one sender may store in a day (decision 0171). */
  dailyLimit: string;
}

/** What was accepted, as the store receives it. */
export interface Submission<T> {
  value: T;
  /** The form's idempotency key (a fresh one when the post carried none of ours). */
  key: string;
  spam: SpamSignal[];
  now: number;
  /** The sender's network, as a keyed hash (worker/forms/network.ts `networkCode`); null for loopback (not counted). */
  network: string | null;
}

export interface FormRoute<T> {
  /** Names the form in logs and rate-limit keys. */
  name: string;
  /** What its tokens are bound to: `contact`, or `position:<id>` (worker/forms/token.ts). */
  scope(c: Context<AppEnv>): string;
  /** The one content type the form sends. */
  contentType: 'application/x-www-form-urlencoded' | 'multipart/form-data';
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** The form's own fields (kept and rendered back after a failed send). */
  fields: readonly string[];
  problems(c: Context<AppEnv>): FormProblems;
  validate(body: Record<string, unknown>, c: Context<AppEnv>): FormResult<T> | Promise<FormResult<T>>;
  /** The form's page for one visitor, with this state, answered with `status`. */
  page(c: Context<AppEnv>, form: FormState, status: number): Promise<Response>;
  /**
   * Stores an accepted post; `created` is false when it was already stored (a repeated send),
   * `dropped` true when it was held past the network's cap and not stored. Throws
   * DailyLimitReached past the network's daily budget of clean posts.
   */
  store(c: Context<AppEnv>, submission: Submission<T>): Promise<Stored>;
  /** Where a person is sent after a successful post (303). */
  sentPath(c: Context<AppEnv>): string;
}

/** True when the page's script sent the post and reads the answer as JSON. */
function wantsJson(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

/**
 * True when a request comes from one of our pages (the forms' CSRF check, decision 0097; the
 * beacons use it too): `Sec-Fetch-Site: same-origin`, or an `Origin` that is the page's own or the
 * deployment's (SITE_URL). Whatever the content type.
 */
export function fromOurPages(c: Context<AppEnv>): boolean {
  if (c.req.header('sec-fetch-site') === 'same-origin') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && (origin === new URL(c.req.url).origin || origin === new URL(c.get('config').SITE_URL).origin);
}

/** A fresh form state for the form `scope`: new hidden fields, maybe some values to start with. */
export async function freshForm(c: Context<AppEnv>, scope: string, values: Record<string, string> = {}): Promise<FormState> {
  const { key, issued } = await issueFormToken(formSecret(c), scope, Date.now());
  return { key, issued, values, errors: {} };
}

/** FORM_SECRET, checked (set, 32 bytes or more) with the rest of the configuration before any route runs. */
function formSecret(c: Context<AppEnv>): string {
  return c.get('config').FORM_SECRET;
}

/**
 * Answers a failed post: JSON for the script, otherwise the form page again with what the
 * visitor typed (when it may be kept: a post refused before its body was read keeps nothing) and
 * the errors. `fresh`: new hidden fields whatever the post carried (its token was too old); the
 * script gets them in its JSON (`hidden`).
 */
async function answerProblem<T>(
  c: Context<AppEnv>,
  route: FormRoute<T>,
  status: number,
  errors: FormErrors,
  { body, headers = {}, fresh = false }: { body?: Record<string, unknown>; headers?: Record<string, string>; fresh?: boolean } = {},
): Promise<Response> {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  const scope = route.scope(c);
  if (wantsJson(c)) {
    const hidden = fresh ? await freshForm(c, scope) : undefined;
    return c.json(
      { status: status === 422 ? 'invalid' : 'error', errors, ...(hidden ? { hidden: { key: hidden.key, issued: hidden.issued } } : {}) },
      status as 400,
    );
  }
  // Keep the visitor's hidden fields when they are ours and still good, so a corrected send is still the same form.
  const submitted = body && !fresh ? hiddenFields(body) : undefined;
  const now = Date.now();
  const issuedAt = submitted ? await verifyFormToken(formSecret(c), scope, submitted.key, submitted.issued, now) : undefined;
  const form =
    issuedAt !== undefined &&
    now - issuedAt <= FORM_TOKEN_MAX_AGE_MS &&
    submitted &&
    typeof submitted.key === 'string' &&
    typeof submitted.issued === 'string'
      ? { key: submitted.key, issued: submitted.issued, values: {}, errors: {} }
      : await freshForm(c, scope);
  return route.page(c, { ...form, values: body ? keptValues(body, route.fields) : {}, errors }, status);
}

/**
 * `<form page>/_form.json`: what the page's script needs for its form (`scope`), never cached: a
 * proof-of-work challenge bound to the form's key (`?key=`), and fresh hidden fields when the
 * page came without them (a client navigation).
 */
export async function formDocument(c: Context<AppEnv>, scope: string): Promise<Response> {
  const secret = formSecret(c);
  const requested = c.req.query('key');
  const fresh = isFormKey(requested) ? undefined : await freshForm(c, scope);
  const key = fresh?.key ?? (requested as string);
  const challenge = await powChallenge(secret, key, Date.now(), c.get('config').FORM_CHECKS);
  c.header('Cache-Control', PER_VISITOR_CACHE_CONTROL);
  return c.json(fresh ? { key, issued: fresh.issued, challenge } : { challenge });
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The handlers of `POST <form path>`, in order. Each step answers and stops, or passes on; the
 * last one stores and confirms.
 */
export function formPost<T>(
  route: FormRoute<T>,
): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  const log = postLog(route);
  return [crossSite(route, log), rateLimit(route, log), contentType(route, log), size(route, log), handle(route, log)];
}

/** Logs a post's outcome: a stored or repeated post as info, every other outcome as a warning. */
type PostLog = (c: Context<AppEnv>, outcome: string, fields?: Record<string, string | number>) => void;

/** The form's log of outcomes, each line naming the form. */
function postLog<T>(route: FormRoute<T>): PostLog {
  return (c, outcome, fields = {}) =>
    c
      .get('log')
      .log(outcome === 'stored' || outcome === 'repeated' ? 'info' : 'warn', 'form post', { form: route.name, outcome, ...fields });
}

/** 403 for a post that does not come from one of our pages. */
function crossSite<T>(route: FormRoute<T>, log: PostLog): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!fromOurPages(c)) {
      log(c, 'cross-site');
      // Nothing from another site's page is rendered back into ours.
      return answerProblem(c, route, 403, { form: route.problems(c).rejected });
    }
    return next();
  };
}

/**
 * 429 past the network's budget for this form, or, for a post without the page's script, past the
 * tighter one all forms share. Before anything of the body is read: a malformed or oversized post
 * counts like any other, and a limited sender costs no parse. What they typed is not read, so not
 * kept (the page's script keeps it in the browser).
 */
function rateLimit<T>(route: FormRoute<T>, log: PostLog): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const network = clientNetwork(c);
    const limited = async (budget: string) => {
      log(c, 'rate limited', { budget });
      return answerProblem(
        c,
        route,
        429,
        { form: route.problems(c).rateLimited },
        { headers: { 'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS) } },
      );
    };
    if (!(await c.env.FORM_RATE_LIMIT.limit({ key: `${route.name}:${network}` })).success) return limited('form');
    // A post without the page's script has no proof of work: a tighter budget, shared by every form.
    if (!wantsJson(c) && !isLoopback(network) && !(await c.env.FORM_PLAIN_RATE_LIMIT.limit({ key: `plain:${network}` })).success)
      return limited('plain');
    return next();
  };
}

/** 415 for any content type but the form's own. */
function contentType<T>(route: FormRoute<T>, log: PostLog): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (mediaType(c.req.header('content-type')) === route.contentType) return next();
    log(c, 'unsupported content type');
    return c.text(`Unsupported Media Type: this form accepts ${route.contentType} only`, 415, { Accept: route.contentType });
  };
}

/** 413 for a body over the form's limit; reading stops at the limit. */
function size<T>(route: FormRoute<T>, log: PostLog): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: route.maxBytes,
    onError: (c) => {
      log(c, 'too large');
      return answerProblem(c as Context<AppEnv>, route, 413, { form: route.problems(c as Context<AppEnv>).tooLarge });
    },
  }) as MiddlewareHandler<AppEnv>;
}

/**
 * Reads the body, then answers a token too old (422, a fresh one) or an invalid post (422, or the
 * validator's status); stores an accepted one and confirms it: 303 to the page that says so, or
 * JSON for the page's script.
 */
function handle<T>(route: FormRoute<T>, log: PostLog): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const secret = formSecret(c);
    const scope = route.scope(c);
    let body: Record<string, unknown>;
    try {
      body = (await c.req.parseBody()) as Record<string, unknown>;
    } catch {
      log(c, 'malformed body');
      return c.text('Bad Request: the form body could not be read', 400);
    }
    const now = Date.now();
    const hidden = hiddenFields(body);
    // Our token, but older than a token is good for: the form again, what they typed kept, a fresh token.
    const issuedAt = await verifyFormToken(secret, scope, hidden.key, hidden.issued, now);
    if (issuedAt !== undefined && now - issuedAt > FORM_TOKEN_MAX_AGE_MS) {
      log(c, 'expired form', { ageHours: Math.floor((now - issuedAt) / 3_600_000) });
      return answerProblem(c, route, 422, { form: route.problems(c).expired }, { body, fresh: true });
    }
    const result = await route.validate(body, c);
    if (!result.ok) {
      log(c, 'invalid', { fields: Object.keys(result.errors).join(','), status: result.status ?? 422 });
      return answerProblem(c, route, result.status ?? 422, result.errors, { body });
    }
    const spam = await spamSignals(secret, scope, hidden, { enhanced: wantsJson(c), now, checks: c.get('config').FORM_CHECKS });
    const key = isFormKey(hidden.key) ? hidden.key : crypto.randomUUID();
    let stored: Stored;
    try {
      const network = clientNetwork(c);
      stored = await route.store(c, {
        value: result.value,
        key,
        spam,
        now,
        network: isLoopback(network) ? null : await networkCode(secret, network),
      });
    } catch (error) {
      return notStored(c, route, log, error, body);
    }
    // A held post past the network's cap is answered as any other: a different answer would tell the sender what was detected.
    log(c, stored.dropped ? 'dropped' : stored.created ? 'stored' : 'repeated', { id: stored.id, spam: stored.spam.join(',') });
    if (wantsJson(c)) return c.json({ status: 'sent' }, 200);
    return c.redirect(route.sentPath(c), 303);
  };
}

/** Answers a post the store did not take: 429 past the network's daily budget, otherwise 503. */
function notStored<T>(
  c: Context<AppEnv>,
  route: FormRoute<T>,
  log: PostLog,
  error: unknown,
  body: Record<string, unknown>,
): Promise<Response> {
  if (error instanceof DailyLimitReached) {
    log(c, 'daily limit', { status: 429 });
    return answerProblem(c, route, 429, { form: route.problems(c).dailyLimit }, { body, headers: { 'Retry-After': String(24 * 60 * 60) } });
  }
  // Never a success page for what was not stored: the visitor keeps their text and tries again.
  c.get('log').log('error', 'form post not stored', {
    form: route.name,
    status: 503,
    error: error instanceof Error ? error.message : String(error),
  });
  return answerProblem(
    c,
    route,
    503,
    { form: route.problems(c).unavailable },
    { body, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) } },
  );
}
