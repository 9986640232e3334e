/**
 * The editors' GitHub login (a GitHub OAuth app), answered by the worker under /admin:
 * `/admin/login` sends the browser to GitHub with a `state` nonce that a sealed cookie binds to this
 * browser; `/admin/callback` takes GitHub's answer only with that same nonce, exchanges the code
 * for the editor's token and keeps the token in the sealed session cookie (worker/admin/cookies.ts).
 */
import type { Context } from 'hono';
import { newNonce, sameText, setSessionCookie, setStateCookie, takeStateCookie } from './cookies';
import type { GitHubStudio, StudioEnv } from './env';

export const GITHUB_AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
export const GITHUB_TOKEN_URL = 'https://github.com/login/oauth/access_token';
/** Reading and committing content, and opening pull requests, in the studio's repository. */
const GITHUB_SCOPE = 'repo';
const TOKEN_EXCHANGE_TIMEOUT_MS = 10_000;

/** Where GitHub sends the editor back: on the site's own origin, as the OAuth app names it. */
const callbackUrl = (c: Context<StudioEnv>): string => new URL('/admin/callback', c.get('site').SITE_URL).toString();

/** GET /admin/login: to GitHub's consent page, with a fresh state bound to this browser. */
export async function login(c: Context<StudioEnv>, { config }: GitHubStudio): Promise<Response> {
  const nonce = newNonce();
  await setStateCookie(c, config.STUDIO_COOKIE_KEY, nonce);
  const url = new URL(GITHUB_AUTHORIZE_URL);
  url.searchParams.set('client_id', config.STUDIO_GITHUB_CLIENT_ID);
  url.searchParams.set('redirect_uri', callbackUrl(c));
  url.searchParams.set('scope', GITHUB_SCOPE);
  url.searchParams.set('state', nonce);
  url.searchParams.set('allow_signup', 'false');
  return c.redirect(url.toString(), 302);
}

/** The token GitHub gives for the code, or why not: `refused` (a bad or used code), `failed` (GitHub did not answer as it should). */
async function exchangeCode(
  c: Context<StudioEnv>,
  { config }: GitHubStudio,
  code: string,
): Promise<{ token: string } | { refused: string } | { failed: string }> {
  let response: Response;
  try {
    response = await fetch(GITHUB_TOKEN_URL, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'larchfield-studio' },
      body: JSON.stringify({
        client_id: config.STUDIO_GITHUB_CLIENT_ID,
        client_secret: config.STUDIO_GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: callbackUrl(c),
      }),
      signal: AbortSignal.timeout(TOKEN_EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    return { failed: `unreachable (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { failed: `answered ${response.status}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { failed: 'answered something other than JSON' };
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof fields.access_token === 'string' && fields.access_token !== '') return { token: fields.access_token };
  return { refused: typeof fields.error === 'string' ? fields.error : 'no token in the answer' };
}

/** GET /admin/callback: GitHub's answer, taken only by the browser that started the login. */
export async function callback(c: Context<StudioEnv>, studio: GitHubStudio): Promise<Response> {
  const log = c.get('log');
  const state = c.req.query('state');
  const stored = await takeStateCookie(c, studio.config.STUDIO_COOKIE_KEY);
  if (!state || !stored) {
    log.log('warn', 'studio: login callback without a state', { status: 400, cookie: stored !== undefined, query: Boolean(state) });
    return c.text('Bad Request: this login did not start here. Open /admin/login to log in.', 400);
  }
  if (stored.nonce === undefined || !sameText(stored.nonce, state)) {
    log.log('warn', 'studio: login callback with a state this browser did not start', { status: 403 });
    return c.text('Forbidden: this login was started by another browser, or has expired. Open /admin/login to log in.', 403);
  }
  const code = c.req.query('code');
  if (!code) {
    log.log('warn', 'studio: GitHub granted no access', { status: 403, error: c.req.query('error')?.slice(0, 100) ?? null });
    return c.text('Forbidden: GitHub did not grant the studio access.', 403);
  }
  const exchanged = await exchangeCode(c, studio, code);
  if ('failed' in exchanged) {
    log.log('error', "studio: GitHub's token endpoint failed", { status: 502, reason: exchanged.failed });
    return c.text('Bad Gateway: GitHub did not answer the login. Try again: /admin/login', 502);
  }
  if ('refused' in exchanged) {
    log.log('warn', 'studio: GitHub refused the login code', { status: 403, reason: exchanged.refused.slice(0, 100) });
    return c.text('Forbidden: GitHub refused this login. Try again: /admin/login', 403);
  }
  await setSessionCookie(c, studio.config.STUDIO_COOKIE_KEY, { token: exchanged.token, sub: studio.editor.sub });
  return c.redirect('/admin', 303);
}
