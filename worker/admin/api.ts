/**
 * POST /admin/api/v1: Decap's proxy-backend protocol (`{ action, params }`). With the local backend
 * the body goes unchanged to the Node studio server `npm start` runs (STUDIO_LOCAL_URL), which
 * writes the working tree; with `github` the editor's session (their GitHub token, sealed in a
 * cookie) is handed to the studio backend (worker/admin/backend/), which answers against GitHub.
 */
import type { Context } from 'hono';
import { createGitHubStore, handleStudioApi, studioSite } from './backend';
import { endSession, readSession } from './cookies';
import { githubStudio, type GitHubStudio, type StudioEnv } from './env';

/** How long the local studio server may take: a save checks the whole site first. */
const LOCAL_TIMEOUT_MS = 60_000;

/**
 * A browser says where a request comes from (Origin, Sec-Fetch-Site): the API takes requests from
 * the editor's own page only, whatever cookies another site's page could make the browser send.
 */
function sameOrigin(c: Context<StudioEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return false;
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin';
}

/**
 * The local studio server's answer, passed on as it is. The browser's cookies go with the body and
 * the server's come back: the backend keeps, per browser, the version of each file its editor
 * opened in a cookie of its own, so a save over someone else's change is refused locally as in
 * production.
 */
async function forwardToLocal(c: Context<StudioEnv>, target: string): Promise<Response> {
  let response: Response;
  const headers = new Headers({ 'content-type': c.req.header('content-type') ?? 'application/json' });
  const cookie = c.req.header('cookie');
  if (cookie) headers.set('cookie', cookie);
  try {
    response = await fetch(target, {
      method: 'POST',
      headers,
      body: await c.req.arrayBuffer(),
      signal: AbortSignal.timeout(LOCAL_TIMEOUT_MS),
    });
  } catch (error) {
    c.get('log').log('warn', 'studio: the local studio server did not answer', {
      status: 502,
      reason: error instanceof Error ? error.message : String(error),
    });
    return c.json({ error: 'The local studio server did not answer: is `npm start` (or `npm run dev`) still running?' }, 502);
  }
  const answer = new Headers();
  const type = response.headers.get('content-type');
  if (type) answer.set('content-type', type);
  for (const line of response.headers.getSetCookie()) answer.append('set-cookie', line);
  return new Response(response.body, { status: response.status, headers: answer });
}

/**
 * The studio backend's answer for a logged-in editor, against GitHub with their token. A token
 * GitHub no longer takes (401) ends the session, so the next visit to /admin logs in again.
 */
async function answerFromGitHub(c: Context<StudioEnv>, { config }: GitHubStudio, token: string): Promise<Response> {
  const store = createGitHubStore({
    token,
    repository: config.STUDIO_GITHUB_REPOSITORY,
    branch: config.STUDIO_GITHUB_BRANCH,
    mode: config.STUDIO_COMMIT_MODE,
  });
  const response = await handleStudioApi(c.req.raw, store, studioSite());
  if (response.status === 401) endSession(response.headers);
  return response;
}

/** POST /admin/api/v1. */
export async function studioApi(c: Context<StudioEnv>): Promise<Response> {
  if (!sameOrigin(c)) return c.json({ error: 'Forbidden: the studio takes requests from its own page only' }, 403);
  const config = c.get('studio');
  if (config.STUDIO_BACKEND === 'local') return forwardToLocal(c, config.STUDIO_LOCAL_URL);
  const studio = githubStudio(c);
  if (!studio) return c.json({ error: 'Forbidden' }, 403);
  const session = await readSession(c, studio.config.STUDIO_COOKIE_KEY, studio.editor.sub);
  if (!session) return c.json({ error: 'Not logged in: open /admin/login' }, 401);
  return answerFromGitHub(c, studio, session.token);
}
