import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JWKS_FETCHES_PER_WINDOW, JWKS_MAX_AGE_MS, JWKS_REFETCH_AFTER_MS } from '../worker/admin/access';
import { STUDIO_CSP } from '../worker/admin/headers';
import { accessKey, accessToken, jwksOf, mockOutbound, newTeam, studioRequest, studioVars, type AccessKey } from './admin-helpers';
import { captureLogs } from './worker-env';

// The worker's own check of Cloudflare Access, with tokens signed for real by test keys and the
// team's JWKS served by a mock of Cloudflare's certs endpoint (outside Cloudflare, so mocked).
// The probe is GET /admin/login: past the check it answers 302 to GitHub's consent page.

let keyA: AccessKey;
let keyB: AccessKey;
let stranger: AccessKey;

beforeAll(async () => {
  [keyA, keyB, stranger] = await Promise.all([accessKey('key-a'), accessKey('key-b'), accessKey('key-a')]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PROBE = '/admin/login';
const passed = (res: Response) =>
  res.status === 302 && (res.headers.get('location') ?? '').startsWith('https://github.com/login/oauth/authorize?');

describe('the Access check (Cf-Access-Jwt-Assertion)', () => {
  it('lets a valid token through', async () => {
    const team = newTeam();
    mockOutbound(team, () => Response.json(jwksOf(keyA)));
    const res = await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team }) });
    expect(passed(res)).toBe(true);
  });

  it('answers 401 without a token, with the studio headers, and fetches no keys', async () => {
    const team = newTeam();
    const outbound = mockOutbound(team, () => Response.json(jwksOf(keyA)));
    const res = await studioRequest(studioVars(team), PROBE);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('CloudflareAccess');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('content-security-policy')).toBe(STUDIO_CSP);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(outbound.calls).toEqual([]);
    // An empty header is no token either.
    expect((await studioRequest(studioVars(team), PROBE, { token: '' })).status).toBe(401);
  });

  it('answers 403 to a forged token: signed by another key under the kid the team publishes', async () => {
    const team = newTeam();
    mockOutbound(team, () => Response.json(jwksOf(keyA)));
    const logs = captureLogs();
    const res = await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team, signWith: stranger }) });
    expect(res.status).toBe(403);
    expect(logs).toContainEqual(expect.objectContaining({ level: 'warn', reason: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' }));
  });

  it('answers 403 to an expired token', async () => {
    const team = newTeam();
    mockOutbound(team, () => Response.json(jwksOf(keyA)));
    const logs = captureLogs();
    const res = await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team, expiresIn: -1 }) });
    expect(res.status).toBe(403);
    expect(logs).toContainEqual(expect.objectContaining({ reason: 'ERR_JWT_EXPIRED' }));
  });

  it("answers 403 to another application's token (wrong aud)", async () => {
    const team = newTeam();
    mockOutbound(team, () => Response.json(jwksOf(keyA)));
    const logs = captureLogs();
    const res = await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team, aud: 'f'.repeat(64) }) });
    expect(res.status).toBe(403);
    expect(logs).toContainEqual(expect.objectContaining({ reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED (aud)' }));
  });

  it("answers 403 to another team's token (wrong iss), even signed with a key this team publishes", async () => {
    const team = newTeam();
    mockOutbound(team, () => Response.json(jwksOf(keyA)));
    const logs = captureLogs();
    const res = await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: newTeam() }) });
    expect(res.status).toBe(403);
    expect(logs).toContainEqual(expect.objectContaining({ reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED (iss)' }));
  });

  it('answers 403 to a token that is not a JWT, and to one of another algorithm', async () => {
    const team = newTeam();
    mockOutbound(team, () => Response.json(jwksOf(keyA)));
    captureLogs();
    expect((await studioRequest(studioVars(team), PROBE, { token: 'not-a-token' })).status).toBe(403);
    const valid = await accessToken(keyA, { iss: team });
    const [, payload] = valid.split('.');
    const unsigned = `${btoa(JSON.stringify({ alg: 'none', kid: 'key-a' })).replace(/=+$/, '')}.${payload}.`;
    expect((await studioRequest(studioVars(team), PROBE, { token: unsigned })).status).toBe(403);
  });

  it('keeps the keys: many requests, one fetch of the JWKS', async () => {
    const team = newTeam();
    const outbound = mockOutbound(team, () => Response.json(jwksOf(keyA)));
    for (let i = 0; i < 3; i++) {
      expect(passed(await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team }) }))).toBe(true);
    }
    expect(outbound.certsCalls()).toBe(1);
  });

  it('fetches the keys again once they are JWKS_MAX_AGE_MS old', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const team = newTeam();
    const outbound = mockOutbound(team, () => Response.json(jwksOf(keyA)));
    expect(passed(await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team }) }))).toBe(true);
    vi.setSystemTime(Date.now() + JWKS_MAX_AGE_MS);
    expect(passed(await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team }) }))).toBe(true);
    expect(outbound.certsCalls()).toBe(2);
  });

  it('a token naming a key it does not hold (rotation): refused while the keys are fresh, let in once the refetched JWKS has it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const team = newTeam();
    let published = jwksOf(keyA);
    const outbound = mockOutbound(team, () => Response.json(published));
    captureLogs();
    expect(passed(await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team }) }))).toBe(true);
    // The team rotates: key B is published and signs from now on.
    published = jwksOf(keyA, keyB);
    // Within JWKS_REFETCH_AFTER_MS of the last fetch an unknown kid refetches nothing (bound): 403.
    vi.setSystemTime(Date.now() + JWKS_REFETCH_AFTER_MS - 1000);
    for (let i = 0; i < 3; i++) {
      expect((await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyB, { iss: team }) })).status).toBe(403);
    }
    expect(outbound.certsCalls()).toBe(1);
    // After it, the unknown kid fetches the set again, which now holds the key.
    vi.setSystemTime(Date.now() + 1000);
    expect(passed(await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyB, { iss: team }) }))).toBe(true);
    expect(passed(await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team }) }))).toBe(true);
    expect(outbound.certsCalls()).toBe(2);
  });

  it('a kid the team never publishes: 403, and the JWKS is fetched at most JWKS_FETCHES_PER_WINDOW times a window', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const team = newTeam();
    const outbound = mockOutbound(team, () => Response.json(jwksOf(keyA)));
    const logs = captureLogs();
    const made = await accessKey('made-up');
    for (let i = 0; i < JWKS_FETCHES_PER_WINDOW + 3; i++) {
      vi.setSystemTime(Date.now() + JWKS_REFETCH_AFTER_MS / (JWKS_FETCHES_PER_WINDOW + 3));
      expect((await studioRequest(studioVars(team), PROBE, { token: await accessToken(made, { iss: team }) })).status).toBe(403);
    }
    expect(outbound.certsCalls()).toBeLessThanOrEqual(JWKS_FETCHES_PER_WINDOW);
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  describe('a JWKS that cannot be had: 403, never 500, and an error line for ops', () => {
    const cases: [string, () => Response][] = [
      [
        'unreachable',
        () => {
          throw new TypeError('Network connection lost.');
        },
      ],
      ['answering 500', () => new Response('oops', { status: 500 })],
      ['not JSON', () => new Response('<html>', { status: 200 })],
      ['not a key set', () => Response.json({ keys: 'none' })],
    ];
    for (const [name, answer] of cases) {
      it(name, async () => {
        const team = newTeam();
        mockOutbound(team, answer);
        const logs = captureLogs();
        const res = await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team }) });
        expect(res.status).toBe(403);
        expect(await res.text()).toBe('Forbidden');
        expect(logs).toContainEqual(
          expect.objectContaining({ level: 'error', status: 403, message: expect.stringContaining('Access keys (JWKS) could not be had') }),
        );
      });
    }

    it('comes back once the endpoint answers again, within the bound on fetches', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const team = newTeam();
      let up = false;
      const outbound = mockOutbound(team, () => (up ? Response.json(jwksOf(keyA)) : new Response('down', { status: 503 })));
      captureLogs();
      for (let i = 0; i < JWKS_FETCHES_PER_WINDOW + 2; i++) {
        expect((await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team }) })).status).toBe(403);
      }
      expect(outbound.certsCalls()).toBe(JWKS_FETCHES_PER_WINDOW);
      up = true;
      vi.setSystemTime(Date.now() + JWKS_REFETCH_AFTER_MS);
      expect(passed(await studioRequest(studioVars(team), PROBE, { token: await accessToken(keyA, { iss: team }) }))).toBe(true);
    });
  });

  it('checks the token before anything else under /admin: files, the API, the editor and the trailing-slash redirect', async () => {
    const team = newTeam();
    mockOutbound(team, () => Response.json(jwksOf(keyA)));
    captureLogs();
    const forged = await accessToken(keyA, { iss: team, signWith: stranger });
    for (const [path, init] of [
      ['/admin', {}],
      ['/admin/', {}],
      ['/admin/assets/editor.js', {}],
      ['/admin/no-such-file', {}],
      ['/admin/callback?code=x&state=y', {}],
      ['/admin/api/v1', { method: 'POST', body: '{"action":"info","params":{}}' }],
    ] as const) {
      expect((await studioRequest(studioVars(team), path, init)).status, path).toBe(401);
      expect((await studioRequest(studioVars(team), path, { ...init, token: forged })).status, path).toBe(403);
    }
  });
});
