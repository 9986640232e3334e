/**
 * The studio under /admin (issue 41), mounted by the studio's Worker (worker/admin/main.ts): every
 * request passes the gate first (the studio's configuration, then Cloudflare Access), then the
 * editor's files (dist/studio/admin, from the studio's own asset store, only through here: its
 * wrangler.toml runs the Worker first for every request), the GitHub login, the studio's API and
 * whether a save is live yet.
 */
import { Hono, type Context } from 'hono';
import type { ConfigProblem } from '../config';
import built from '../../dist/commit.json' with { type: 'json' };
import { verifyAccess, type AccessIdentity } from './access';
import { studioApi } from './api';
import { readSession } from './cookies';
import { studioConfigOf } from './config';
import { cacheAsStudioFile } from './headers';
import { githubStudio, type StudioEnv } from './env';
import { callback, login } from './login';

export const studio = new Hono<StudioEnv>();

/** A studio setting is missing or bad: /admin answers 503 (the public site keeps serving) and says which, in the log. */
function unavailable(c: Context<StudioEnv>, problems: ConfigProblem[]): Response {
  c.get('log').log('error', 'studio misconfigured: /admin answers 503 until these settings are fixed', {
    status: 503,
    variables: [...new Set(problems.map((p) => p.name))].join(', '),
    problems: problems.map((p) => p.message).join('; '),
  });
  return c.text('Service Unavailable: the studio is not configured', 503, { 'Retry-After': '300' });
}

/**
 * The gate, before any route, redirect or file under /admin. First the settings Access needs (503
 * when they fail); with the `github` backend the Access token (401 without one, 403 for a bad one);
 * then the rest of the studio's settings (503), so whoever Access does not let in learns nothing of
 * them. With the `local` backend (`wrangler dev` only: worker/config.ts refuses it elsewhere) there
 * is no Access to check.
 */
studio.use('*', async (c, next) => {
  const checked = studioConfigOf(c.env as unknown as Record<string, unknown>);
  if (!checked.access.ok) return unavailable(c, checked.access.problems);
  const access = checked.access.config;
  let editor: AccessIdentity | null = null;
  if (access.STUDIO_BACKEND === 'github') {
    const result = await verifyAccess(
      c.req.raw,
      { teamDomain: access.STUDIO_ACCESS_TEAM_DOMAIN, audience: access.STUDIO_ACCESS_AUD },
      c.get('log'),
    );
    if (!result.ok) {
      return result.status === 401
        ? c.text('Unauthorized: the studio is open through Cloudflare Access only', 401, { 'WWW-Authenticate': 'CloudflareAccess' })
        : c.text('Forbidden', 403);
    }
    editor = result.identity;
  }
  if (!checked.full.ok) return unavailable(c, checked.full.problems);
  c.set('studio', checked.full.config);
  c.set('editor', editor);
  await next();
});

/**
 * An editor file from the asset store (dist/studio/admin), passed on with the studio's headers;
 * the asset store's 404 becomes a plain one.
 */
async function editorFile(c: Context<StudioEnv>, path: string): Promise<Response> {
  const res = await c.env.ASSETS.fetch(new Request(new URL(path, c.req.url), { method: c.req.method, headers: c.req.raw.headers }));
  if (res.status === 404) {
    await res.body?.cancel();
    return c.text('Not Found', 404);
  }
  const response = new Response(res.body, res);
  cacheAsStudioFile(response.headers);
  return response;
}

/** The editor's HTML says `noindex` too (its one robots meta tag), whatever the built file says. */
function noindexMeta(response: Response): Response {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new HTMLRewriter()
    .on('meta[name="robots" i]', {
      element: (el) => {
        el.remove();
      },
    })
    .on('head', {
      element: (el) => {
        el.prepend('<meta name="robots" content="noindex, nofollow">', { html: true });
      },
    })
    .transform(response);
}

// GET /admin: the editor (dist/studio/admin/index.html, which the asset store serves as /admin/).
// With `github`, an editor without a session logs in with GitHub first.
studio.get('/', async (c) => {
  const github = githubStudio(c);
  if (github && !(await readSession(c, github.config.STUDIO_COOKIE_KEY, github.editor.sub))) return c.redirect('/admin/login', 302);
  const res = await editorFile(c, '/admin/');
  if (res.status !== 200 && res.status !== 304) {
    await res.body?.cancel();
    c.get('log').log('warn', 'studio: the editor is not built (dist/studio/admin/index.html)', { status: 503 });
    return c.text('Service Unavailable: the studio editor is not built', 503);
  }
  return noindexMeta(res);
});

// The GitHub login: only with the github backend (locally nobody logs in).
studio.get('/login', async (c) => {
  const github = githubStudio(c);
  return github ? login(c, github) : c.text('Not Found', 404);
});
studio.get('/callback', async (c) => {
  const github = githubStudio(c);
  return github ? callback(c, github) : c.text('Not Found', 404);
});

studio.post('/api/v1', (c) => studioApi(c));

// Whether a saved change is live yet (client/admin/live.ts): the commit the deployed build was made
// from (null when built outside git); locally a save is on screen once the local build has run.
studio.get('/api/status', (c) =>
  c.json(c.get('studio').STUDIO_BACKEND === 'local' ? { local: true, commit: built.commit } : { commit: built.commit }),
);

// Everything else under /admin: the editor's files (GET, HEAD), else a plain 404. A path ending in
// a slash goes on to the site's one rule (`/admin/` → 301 `/admin`).
studio.all('*', async (c, next) => {
  const { method, path } = c.req;
  const read = method === 'GET' || method === 'HEAD';
  if (read && path.endsWith('/')) return next();
  if (['/admin', '/admin/login', '/admin/callback', '/admin/api/v1', '/admin/api/status'].includes(path)) {
    return c.text('Method Not Allowed', 405, { Allow: path === '/admin/api/v1' ? 'POST' : 'GET, HEAD' });
  }
  if (!read) return c.text('Not Found', 404);
  return editorFile(c, path);
});
