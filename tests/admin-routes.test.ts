import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkStudioVars } from '../worker/admin/config';
import { SESSION_COOKIE, SESSION_MAX_AGE_S, STATE_COOKIE, STATE_MAX_AGE_S } from '../worker/admin/cookies';
import { STUDIO_CSP } from '../worker/admin/headers';
import { GITHUB_AUTHORIZE_URL, GITHUB_TOKEN_URL } from '../worker/admin/login';
import { BUILD } from '../worker/manifest';
import {
  accessKey,
  accessToken,
  CLIENT_SECRET,
  jwksOf,
  mockOutbound,
  newTeam,
  studioRequest,
  studioVars,
  type AccessKey,
} from './admin-helpers';
import { ORIGIN, studioFetch as request } from './studio-helpers';
import { captureLogs } from './worker-env';

let key: AccessKey;
let stranger: AccessKey;

beforeAll(async () => {
  [key, stranger] = await Promise.all([accessKey('key-1'), accessKey('key-1')]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The editor's built files (scripts/lib/admin-bundle.mjs writes them to dist/studio/admin, the studio worker's assets). */
const EDITOR_FILES = Object.keys(import.meta.glob('../dist/studio/admin/**/*')).map((file) => file.replace('../dist/studio', ''));

/** A body's SHA-256, hex: the same bytes (the editor's bundle is megabytes). */
const digest = async (res: Response) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', await res.arrayBuffer())), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );

/** A studio behind a fresh team's Access, its keys served by the mock; GitHub's token endpoint as given. */
function setUp(github: Record<string, Response | (() => Response | Promise<Response>)> = {}) {
  const team = newTeam();
  const outbound = mockOutbound(team, () => Response.json(jwksOf(key)), github);
  return { team, vars: studioVars(team), outbound, token: (claims: { sub?: string } = {}) => accessToken(key, { iss: team, ...claims }) };
}

/** The `name=value` of a Set-Cookie header the answer carries for `name`, with its attributes. */
function setCookie(res: Response, name: string): { value: string; attributes: string[] } | undefined {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair = '', ...attributes] = line.split(/;\s*/);
  return { value: pair.slice(name.length + 1), attributes };
}

/** Logs in through /admin/login and /admin/callback (GitHub mocked): the session cookie's value. */
async function logIn(vars: Record<string, string | undefined>, token: string): Promise<string> {
  const started = await studioRequest(vars, '/admin/login', { token });
  const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
  const stateCookie = setCookie(started, STATE_COOKIE)?.value ?? '';
  const done = await studioRequest(vars, `/admin/callback?code=the-code&state=${state}`, {
    token,
    headers: { cookie: `${STATE_COOKIE}=${stateCookie}` },
  });
  expect(done.status).toBe(303);
  return setCookie(done, SESSION_COOKIE)?.value ?? '';
}

const githubGrants =
  (token = 'gho_editorsToken') =>
  () =>
    Response.json({ access_token: token, token_type: 'bearer', scope: 'repo' });

describe('the studio configuration: a missing or bad setting answers 503 under /admin only', () => {
  it('without STUDIO_BACKEND: 503 under /admin', async () => {
    const logs = captureLogs();
    const vars = { STUDIO_BACKEND: undefined };
    for (const path of ['/admin', '/admin/login', '/admin/assets/editor.js']) {
      const res = await studioRequest(vars, path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', status: 503, variables: 'STUDIO_BACKEND' }));
  });

  it('a bad Access setting: 503 before any token is looked at, and no keys fetched', async () => {
    const { vars, outbound, token } = setUp();
    const logs = captureLogs();
    const bad = { ...vars, STUDIO_ACCESS_AUD: 'not-an-audience-tag' };
    expect((await studioRequest(bad, '/admin/login')).status).toBe(503);
    expect((await studioRequest(bad, '/admin/login', { token: await token() })).status).toBe(503);
    expect(outbound.calls).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ variables: 'STUDIO_ACCESS_AUD' }));
  });

  it('a missing secret: Access is checked first (401 without a token), then 503 for whoever it lets in', async () => {
    const { vars, token } = setUp();
    const logs = captureLogs();
    const noKey = { ...vars, STUDIO_COOKIE_KEY: undefined, STUDIO_GITHUB_CLIENT_SECRET: 'short' };
    expect((await studioRequest(noKey, '/admin/login')).status).toBe(401);
    expect((await studioRequest(noKey, '/admin/login', { token: await token() })).status).toBe(503);
    expect(logs).toContainEqual(expect.objectContaining({ variables: 'STUDIO_GITHUB_CLIENT_SECRET, STUDIO_COOKIE_KEY' }));
  });

  it('refuses the local backend (no Access) outside development: in the worker and in every deploy', async () => {
    const logs = captureLogs();
    const local = { STUDIO_BACKEND: 'local', STUDIO_LOCAL_URL: 'http://127.0.0.1:9' };
    for (const ENVIRONMENT of ['production', 'staging']) {
      const vars = { ...local, ENVIRONMENT, SITE_URL: ENVIRONMENT === 'staging' ? 'https://staging.larchfield.dev' : ORIGIN };
      expect((await studioRequest(vars, '/admin')).status, ENVIRONMENT).toBe(503);
      expect((await studioRequest(vars, '/admin/api/v1', { method: 'POST', body: '{}' })).status, ENVIRONMENT).toBe(503);
      expect(checkStudioVars(vars)).toEqual([
        {
          name: 'STUDIO_BACKEND',
          message:
            'STUDIO_BACKEND = "local" (the working tree, no Cloudflare Access) is for `wrangler dev` only, refused outside development',
        },
      ]);
    }
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', variables: 'STUDIO_BACKEND' }));
    expect(checkStudioVars({ ...local, ENVIRONMENT: 'development' })).toEqual([]);
    expect(
      checkStudioVars({ ENVIRONMENT: 'development', STUDIO_BACKEND: 'local', STUDIO_LOCAL_URL: 'https://studio.example.com' }),
    ).toEqual([
      { name: 'STUDIO_LOCAL_URL', message: 'STUDIO_LOCAL_URL must be an http URL on 127.0.0.1 or localhost (the local studio server)' },
    ]);
  });

  it("names each of the github backend's vars that is missing or bad", () => {
    const problems = checkStudioVars({
      ENVIRONMENT: 'production',
      STUDIO_BACKEND: 'github',
      STUDIO_ACCESS_TEAM_DOMAIN: 'https://larchfield.example.com',
      STUDIO_GITHUB_REPOSITORY: 'no-slash',
      STUDIO_GITHUB_BRANCH: 'a..b',
      STUDIO_COMMIT_MODE: 'push',
    });
    expect(problems.map((p) => p.name)).toEqual([
      'STUDIO_ACCESS_TEAM_DOMAIN',
      'STUDIO_ACCESS_AUD',
      'STUDIO_GITHUB_REPOSITORY',
      'STUDIO_GITHUB_BRANCH',
      'STUDIO_COMMIT_MODE',
      'STUDIO_GITHUB_CLIENT_ID',
    ]);
  });
});

describe('the local backend (wrangler dev)', () => {
  const LOCAL_URL = 'http://127.0.0.1:8790/api/v1';
  const local = { ENVIRONMENT: 'development', SITE_URL: 'http://127.0.0.1:8787', STUDIO_BACKEND: 'local', STUDIO_LOCAL_URL: LOCAL_URL };

  it("forwards POST /admin/api/v1 unchanged to the local studio server, without Access, with the browser's cookies, and passes its answer back", async () => {
    const received: { body: string; type: string | null; cookie: string | null }[] = [];
    const versions = 'studio-versions=content%2Fwork%2Fa.en.md:0123456789ab; Path=/admin/api; HttpOnly; SameSite=Strict';
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      expect(input instanceof Request ? input.url : input.toString()).toBe(LOCAL_URL);
      const headers = new Headers(init?.headers);
      received.push({ body: await new Response(init?.body).text(), type: headers.get('content-type'), cookie: headers.get('cookie') });
      return Response.json({ entries: [] }, { status: 200, headers: { 'set-cookie': versions } });
    });
    const body = '{"action":"entriesByFolder","params":{"folder":"content/work","extension":"md","depth":1}}';
    const res = await request(
      'http://127.0.0.1:8787/admin/api/v1',
      {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:8787', cookie: 'studio-versions=-' },
      },
      local,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ entries: [] });
    expect(res.headers.getSetCookie()).toEqual([versions]);
    expect(received).toEqual([{ body, type: 'application/json', cookie: 'studio-versions=-' }]);
  });

  it('says so when the local studio server does not answer (502)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connect ECONNREFUSED'));
    captureLogs();
    const res = await request('http://127.0.0.1:8787/admin/api/v1', { method: 'POST', body: '{}' }, local);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toContain('npm start');
  });

  it('has no login: nobody logs in locally', async () => {
    expect((await request('http://127.0.0.1:8787/admin/login', {}, local)).status).toBe(404);
  });
});

describe("the editor's files: only through the worker, only after the Access check", () => {
  it("the build put the editor under dist/studio/admin, the studio worker's assets (its HTML and its bundle)", () => {
    expect(EDITOR_FILES).toContain('/admin/index.html');
    expect(EDITOR_FILES.some((f) => f.startsWith('/admin/assets/'))).toBe(true);
  });

  it('refuses every static file under /admin without a token (401) and with a forged one (403); serves it with a valid one', async () => {
    const { vars, team, token } = setUp();
    captureLogs();
    const forged = await accessToken(key, { iss: team, signWith: stranger });
    for (const file of EDITOR_FILES.filter((f) => f !== '/admin/index.html')) {
      expect((await studioRequest(vars, file)).status, file).toBe(401);
      expect((await studioRequest(vars, file, { token: forged })).status, file).toBe(403);
      const res = await studioRequest(vars, file, { token: await token() });
      expect(res.status, file).toBe(200);
      const direct = await env.ASSETS.fetch(`${ORIGIN}${file}`);
      expect(await digest(res), file).toBe(await digest(direct));
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('content-security-policy')).toBe(STUDIO_CSP);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it('GET /admin: the editor for a logged-in editor, noindex in its header and in one meta tag; to the login without a session', async () => {
    const { vars, token } = setUp({ [GITHUB_TOKEN_URL]: githubGrants() });
    const access = await token();
    const toLogin = await studioRequest(vars, '/admin', { token: access });
    expect(toLogin.status).toBe(302);
    expect(toLogin.headers.get('location')).toBe('/admin/login');
    const session = await logIn(vars, access);
    const res = await studioRequest(vars, '/admin', { token: access, headers: { cookie: `${SESSION_COOKIE}=${session}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('content-security-policy')).toBe(STUDIO_CSP);
    const html = await res.text();
    expect(html.match(/<meta name="robots"[^>]*>/gi)).toEqual(['<meta name="robots" content="noindex, nofollow">']);
  });

  it('/admin/ → 301 /admin (the one form), after the Access check; other methods and unknown files are refused', async () => {
    const { vars, token } = setUp();
    captureLogs();
    const access = await token();
    const res = await studioRequest(vars, '/admin/?x=1', { token: access });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/admin?x=1`);
    expect((await studioRequest(vars, '/admin/')).status).toBe(401);
    expect((await studioRequest(vars, '/admin/no-such-file.js', { token: access })).status).toBe(404);
    const post = await studioRequest(vars, '/admin', { method: 'POST', token: access });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const get = await studioRequest(vars, '/admin/api/v1', { token: access });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('the GitHub login (OAuth app), its state bound to the browser that started it', () => {
  it('/admin/login: to GitHub with a state whose nonce a sealed HttpOnly cookie for /admin keeps', async () => {
    const { vars, token } = setUp();
    const res = await studioRequest(vars, '/admin/login', { token: await token() });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(GITHUB_AUTHORIZE_URL);
    expect(to.searchParams.get('client_id')).toBe(vars.STUDIO_GITHUB_CLIENT_ID);
    expect(to.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/admin/callback`);
    expect(to.searchParams.get('scope')).toBe('repo');
    const state = to.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = setCookie(res, STATE_COOKIE);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining([`Max-Age=${STATE_MAX_AGE_S}`, 'Path=/admin', 'HttpOnly', 'Secure', 'SameSite=Lax']),
    );
    expect(cookie?.value).not.toContain(state);
  });

  it('/admin/callback: exchanges the code with GitHub and keeps the token in an encrypted HttpOnly cookie for /admin', async () => {
    const { vars, token, outbound } = setUp({ [GITHUB_TOKEN_URL]: githubGrants('gho_secretToken123') });
    const access = await token();
    const started = await studioRequest(vars, '/admin/login', { token: access });
    const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const res = await studioRequest(vars, `/admin/callback?code=the-code&state=${state}`, {
      token: access,
      headers: { cookie: `${STATE_COOKIE}=${setCookie(started, STATE_COOKIE)?.value}` },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin');
    const exchange = outbound.calls.find((call) => call.url === GITHUB_TOKEN_URL);
    expect(exchange?.init?.method).toBe('POST');
    expect(JSON.parse(await new Response(exchange?.init?.body).text())).toEqual({
      client_id: vars.STUDIO_GITHUB_CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: 'the-code',
      redirect_uri: `${ORIGIN}/admin/callback`,
    });
    const session = setCookie(res, SESSION_COOKIE);
    expect(session?.attributes).toEqual(
      expect.arrayContaining([`Max-Age=${SESSION_MAX_AGE_S}`, 'Path=/admin', 'HttpOnly', 'Secure', 'SameSite=Lax']),
    );
    expect(session?.value).not.toContain('gho_');
    expect(atob(session?.value.replace(/-/g, '+').replace(/_/g, '/') ?? '')).not.toContain('secretToken');
    // The state is spent.
    expect(setCookie(res, STATE_COOKIE)?.attributes).toContain('Max-Age=0');
  });

  it("refuses a callback without state (400), with another login's state, a forged or an expired cookie (403); nothing reaches GitHub", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { vars, token, outbound } = setUp({ [GITHUB_TOKEN_URL]: githubGrants() });
    captureLogs();
    const access = await token();
    const begin = async () => {
      const res = await studioRequest(vars, '/admin/login', { token: access });
      return {
        state: new URL(res.headers.get('location') ?? '').searchParams.get('state') ?? '',
        cookie: `${STATE_COOKIE}=${setCookie(res, STATE_COOKIE)?.value}`,
      };
    };
    const mine = await begin();
    const theirs = await begin();
    const callback = (query: string, cookie?: string) =>
      studioRequest(vars, `/admin/callback?${query}`, { token: access, headers: cookie ? { cookie } : {} });
    expect((await callback(`code=c&state=${mine.state}`)).status).toBe(400);
    expect((await callback('code=c', mine.cookie)).status).toBe(400);
    expect((await callback(`code=c&state=${theirs.state}`, mine.cookie)).status).toBe(403);
    expect((await callback(`code=c&state=${mine.state}`, `${mine.cookie.slice(0, -2)}AA`)).status).toBe(403);
    const sealedElsewhere = await (async () => {
      const other = { ...vars, STUDIO_COOKIE_KEY: 'f'.repeat(8) + '0123456789abcdef0123456789abcdef0123456789abcdef01234567' };
      const res = await studioRequest(other, '/admin/login', { token: access });
      return {
        state: new URL(res.headers.get('location') ?? '').searchParams.get('state') ?? '',
        cookie: `${STATE_COOKIE}=${setCookie(res, STATE_COOKIE)?.value}`,
      };
    })();
    expect((await callback(`code=c&state=${sealedElsewhere.state}`, sealedElsewhere.cookie)).status).toBe(403);
    vi.setSystemTime(Date.now() + STATE_MAX_AGE_S * 1000 + 1000);
    expect((await callback(`code=c&state=${mine.state}`, mine.cookie)).status).toBe(403);
    expect(outbound.calls.filter((call) => call.url === GITHUB_TOKEN_URL)).toEqual([]);
  });

  it('GitHub refusing the code: 403 and no session; GitHub not answering: 502 and an error line', async () => {
    let github: () => Response = () => Response.json({ error: 'bad_verification_code' });
    const { vars, token } = setUp({ [GITHUB_TOKEN_URL]: () => github() });
    const logs = captureLogs();
    const access = await token();
    const attempt = async () => {
      const started = await studioRequest(vars, '/admin/login', { token: access });
      const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
      return studioRequest(vars, `/admin/callback?code=c&state=${state}`, {
        token: access,
        headers: { cookie: `${STATE_COOKIE}=${setCookie(started, STATE_COOKIE)?.value}` },
      });
    };
    const refused = await attempt();
    expect(refused.status).toBe(403);
    expect(setCookie(refused, SESSION_COOKIE)).toBeUndefined();
    github = () => {
      throw new TypeError('Network connection lost.');
    };
    const down = await attempt();
    expect(down.status).toBe(502);
    expect(setCookie(down, SESSION_COOKIE)).toBeUndefined();
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', status: 502 }));
  });
});

describe('the studio API (POST /admin/api/v1) with the github backend', () => {
  const BODY = '{"action":"info","params":{}}';
  const post = (vars: Record<string, string | undefined>, token: string, headers: Record<string, string> = {}) =>
    studioRequest(vars, '/admin/api/v1', {
      method: 'POST',
      body: BODY,
      token,
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    });

  it('wants a session: 401 without one, and with one made for another Access user or sealed with another key', async () => {
    const { vars, token } = setUp({ [GITHUB_TOKEN_URL]: githubGrants() });
    const alice = await token({ sub: 'alice' });
    const bob = await token({ sub: 'bob' });
    const session = await logIn(vars, alice);
    expect((await post(vars, alice)).status).toBe(401);
    expect((await post(vars, bob, { cookie: `${SESSION_COOKIE}=${session}` })).status).toBe(401);
    const rekeyed = { ...vars, STUDIO_COOKIE_KEY: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0' };
    expect((await post(rekeyed, alice, { cookie: `${SESSION_COOKIE}=${session}` })).status).toBe(401);
    const answered = await post(vars, alice, { cookie: `${SESSION_COOKIE}=${session}` });
    expect(answered.status).not.toBe(401);
  });

  it("hands the editor's token to the studio backend's GitHub store; a token GitHub refuses ends the session", async () => {
    const file = 'https://api.github.com/repos/larchfield/company-site/contents/content/work/example.en.md?ref=main';
    const { vars, token, outbound } = setUp({
      [GITHUB_TOKEN_URL]: githubGrants('gho_editorsToken'),
      [file]: () => Response.json({ message: 'Bad credentials' }, { status: 401 }),
    });
    const access = await token();
    const cookie = `${SESSION_COOKIE}=${await logIn(vars, access)}`;
    const info = await post(vars, access, { cookie });
    expect(info.status).toBe(200);
    expect(setCookie(info, SESSION_COOKIE)).toBeUndefined();
    const entry = await studioRequest(vars, '/admin/api/v1', {
      method: 'POST',
      body: JSON.stringify({ action: 'getEntry', params: { path: 'content/work/example.en.md' } }),
      token: access,
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    });
    expect(entry.status).toBe(401);
    expect(new Headers(outbound.calls.find((call) => call.url === file)?.init?.headers).get('authorization')).toBe(
      'Bearer gho_editorsToken',
    );
    expect(setCookie(entry, SESSION_COOKIE)?.attributes).toEqual(expect.arrayContaining(['Max-Age=0', 'Path=/admin']));
  });

  it("refuses another site's page (Origin, Sec-Fetch-Site): 403", async () => {
    const { vars, token } = setUp({ [GITHUB_TOKEN_URL]: githubGrants() });
    const access = await token();
    const session = await logIn(vars, access);
    const cookie = `${SESSION_COOKIE}=${session}`;
    expect((await post(vars, access, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(vars, access, { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});

describe('GET /admin/api/status: whether a saved change is live yet', () => {
  it("names the deployed build's commit, behind the Access check; locally, that a save shows after the local build", async () => {
    const { vars, token } = setUp();
    const res = await studioRequest(vars, '/admin/api/status', { token: await token() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ commit: BUILD.commit });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await studioRequest(vars, '/admin/api/status')).status).toBe(401);
    const local = { ENVIRONMENT: 'development', STUDIO_BACKEND: 'local', STUDIO_LOCAL_URL: 'http://127.0.0.1:8790/api/v1' };
    expect(await (await request('/admin/api/status', {}, local)).json()).toEqual({ local: true, commit: BUILD.commit });
  });
});
