import { Hono } from 'hono';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { errorResponse, onError } from './errors';
import { BUILD } from './manifest';
import { cachePolicy } from './middleware/cache-policy';
import { canonicalPath } from './middleware/canonical-path';
import { configGuard } from './middleware/config-guard';
import { httpsRedirect } from './middleware/https-redirect';
import { requestContext } from './middleware/request-context';
import { robotsTag } from './middleware/robots-tag';
import { securityHeaders } from './middleware/security-headers';
import { studioForward } from './middleware/studio-forward';
import { urlGuard } from './middleware/url-guard';
import { builds } from './routes/builds';
import { careers } from './routes/careers';
import { contact } from './routes/contact';
import { content } from './routes/content';
import { errorReports } from './routes/error-reports';
import { faults } from './routes/faults';
import { icons } from './routes/icons';
import { pages } from './routes/pages';
import { vitals } from './routes/vitals';
import { seo } from './routes/seo';
import { staticFiles } from './routes/static-files';
import type { AppEnv } from './types';

/** The worker's Hono app: middleware, then route modules, then the 404 and 500 answers. */
export const app = new Hono<AppEnv>();

// First: a worker whose vars or secrets fail the schema answers 503 to everything.
app.use(configGuard());
app.use(requestContext());
// The studio (/admin, /admin/*, every method) is another Worker: forwarded before the site's
// headers, redirects and routes, so its answer passes unchanged (worker/middleware/studio-forward.ts).
app.all('/admin', studioForward());
app.all('/admin/*', studioForward());
app.use(securityHeaders(BUILD));
app.use(robotsTag());
app.use(cachePolicy());
app.use(urlGuard());
// Production and staging: http:// → 301/308 to https://, before any route answers.
app.use(httpsRedirect());
// `/w%6Frk` → 301 `/work`: an escaped letter, digit or -._~ is the same path (RFC 3986 §6.2.2.2).
app.use(canonicalPath());
// `/careers/` → 301 `/careers` (query kept). The target is built from the request URL,
// so it always stays on our origin (`//evil.example/` becomes `https://<us>//evil.example`).
app.use(trimTrailingSlash({ alwaysRedirect: true }));

if (__ENABLE_FAULTS__) app.route('/', faults);
// Before the pages: /contact is rendered per visitor and takes posts.
app.route('/', contact);
app.route('/', pages);
// After the pages: /careers/applied is one of them; /careers/<any other id> is a position or a 404.
app.route('/', careers);
app.route('/', content);
app.route('/', builds);
app.route('/', vitals);
app.route('/', errorReports);
app.route('/', icons);
app.route('/', seo);
// Last: only what no route above answered is looked up among the static files.
app.route('/', staticFiles);

app.notFound((c) => errorResponse(c, 404));
app.onError(onError);
