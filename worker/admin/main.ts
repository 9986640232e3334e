/**
 * The studio's own Worker (worker/admin/wrangler.toml, decision 0201): the editor under /admin, its
 * Access check, GitHub login and API. The public site's worker holds none of this code, its secrets
 * or its dependencies (jose, yaml, the Markdown parser): it forwards /admin and /admin/* through a
 * service binding (STUDIO), so a request reaches this worker only through the public one. It answers
 * with its headers final: the public worker passes the answer on unchanged.
 */
import { Hono } from 'hono';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { createLogger } from '../log';
import { newRequestId } from '../middleware/request-context';
import { securityHeaders } from '../middleware/security-headers';
import { urlGuard } from '../middleware/url-guard';
import { studioSiteOf } from './config';
import type { StudioEnv } from './env';
import { studioHeaders } from './headers';
import { studio } from './index';

/** Deployments answer plain http with a redirect to https, as the public site does. */
const HTTPS_ONLY = new Set(['production', 'staging']);

/** The studio's Hono app (its routes are read by the privacy inventory's check too). */
export const app = new Hono<StudioEnv>();

/**
 * A request id and logger per request, and one access-log line when the answer is ready (not under
 * `wrangler dev`): the studio's own lines, beside the public worker's line for the same request. A
 * studio without a valid ENVIRONMENT or SITE_URL answers 503.
 */
app.use(async (c, next) => {
  const started = Date.now();
  const requestId = newRequestId();
  const path = new URL(c.req.url).pathname;
  const log = createLogger({ requestId, method: c.req.method, path: path.length > 256 ? `${path.slice(0, 256)}…` : path });
  c.set('requestId', requestId);
  c.set('log', log);
  const checked = studioSiteOf(c.env as unknown as Record<string, unknown>);
  if (!checked.ok) {
    log.log('error', 'studio misconfigured: /admin answers 503 until these settings are fixed', {
      status: 503,
      variables: [...new Set(checked.problems.map((p) => p.name))].join(', '),
      problems: checked.problems.map((p) => p.message).join('; '),
    });
    return c.text('Service Unavailable: the studio is not configured', 503, { 'Cache-Control': 'no-store', 'Retry-After': '300' });
  }
  c.set('site', checked.site);
  await next();
  c.header('X-Request-Id', requestId);
  if (checked.site.ENVIRONMENT === 'development') return;
  log.log('info', 'request', { status: c.res.status, durationMs: Date.now() - started });
});
// The studio's headers (its CSP, noindex, no-store) have the last word over the site's security
// headers, so these get no inline sources: the studio's CSP replaces theirs.
app.use(studioHeaders());
app.use(securityHeaders({ scriptHashes: [], styleHashes: [] }));
app.use(urlGuard());
app.use(async (c, next) => {
  const url = new URL(c.req.url);
  if (url.protocol !== 'http:' || !HTTPS_ONLY.has(c.get('site').ENVIRONMENT)) return next();
  url.protocol = 'https:';
  url.port = '';
  return c.redirect(url.toString(), c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308);
});
// The gate (configuration, Cloudflare Access) comes before any route or redirect under /admin.
app.route('/admin', studio);
// `/admin/` → 301 `/admin`, the site's one form (after the gate: the studio's routes pass a
// trailing slash on to here).
app.use('/admin/*', trimTrailingSlash({ alwaysRedirect: true }));

app.notFound((c) => c.text('Not Found', 404));
app.onError((err, c) => {
  c.get('log').log('error', err.message, { status: 500, stack: err.stack ?? null });
  return c.text(`Internal Server Error (reference ${c.get('requestId')})`, 500);
});

export default { fetch: app.fetch } satisfies ExportedHandler<StudioBindings>;
