import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { vi, type MockInstance } from 'vitest';
import { ACCESS_TOKEN_HEADER, certsUrl } from '../worker/admin/access';
import { studioFetch } from './studio-helpers';

/** An Access application's audience tag (64 hex digits, as Cloudflare's). */
const AUD = 'a1b2c3d4'.repeat(8);
/** The secrets of a configured studio (`openssl rand -hex 32` for the cookie key). */
const COOKIE_KEY = '8f14e45fceea167a5a36dedd4bea2543c5b3a9a0bcf2e1f8f7a13e9d8c0b4d21';
export const CLIENT_SECRET = '0123456789abcdef0123456789abcdef01234567';

/** A signing key of the test's own "team", as Access publishes it (RS256, with a kid). */
export interface AccessKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

export async function accessKey(kid: string): Promise<AccessKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** The JWKS a team's certs endpoint answers, for these keys. */
export const jwksOf = (...keys: AccessKey[]) => ({ keys: keys.map((k) => k.jwk) });

let teams = 0;
/**
 * A team domain no other test has used: the worker keeps one team's keys per isolate, and files
 * share the isolate, so each test starts from an empty key cache.
 */
export function newTeam(): string {
  teams += 1;
  return `https://studio-test-${teams}-${crypto.randomUUID().slice(0, 8)}.cloudflareaccess.com`;
}

export interface TokenClaims {
  iss: string;
  aud?: string;
  sub?: string;
  email?: string;
  /** Seconds from now (negative: already expired). */
  expiresIn?: number;
  /** Sign with another key than the one the header names (a forgery). */
  signWith?: AccessKey;
}

/** A token as Access signs it (RS256, kid in the header), signed for real. */
export async function accessToken(key: AccessKey, claims: TokenClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email ?? 'editor@larchfield.dev', type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(claims.iss)
    .setAudience(claims.aud ?? AUD)
    .setSubject(claims.sub ?? 'editor-1')
    .setIssuedAt(now - 5)
    .setNotBefore(now - 5)
    .setExpirationTime(now + (claims.expiresIn ?? 600))
    .sign((claims.signWith ?? key).privateKey);
}

/** The vars and secrets of a studio with the github backend behind this team's Access application. */
export function studioVars(team: string, overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    STUDIO_BACKEND: 'github',
    STUDIO_ACCESS_TEAM_DOMAIN: team,
    STUDIO_ACCESS_AUD: AUD,
    STUDIO_GITHUB_REPOSITORY: 'larchfield/company-site',
    STUDIO_GITHUB_BRANCH: 'main',
    STUDIO_COMMIT_MODE: 'main',
    STUDIO_GITHUB_CLIENT_ID: 'Ov23liTestClient0001',
    STUDIO_GITHUB_CLIENT_SECRET: CLIENT_SECRET,
    STUDIO_COOKIE_KEY: COOKIE_KEY,
    ...overrides,
  };
}

/** Sends a request to the studio worker with these studio vars (and, when given, an Access token). */
export function studioRequest(
  vars: Record<string, string | undefined>,
  path: string,
  { token, ...init }: RequestInit & { token?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token !== undefined) headers.set(ACCESS_TOKEN_HEADER, token);
  return studioFetch(path, { ...init, headers }, vars as Partial<StudioBindings>);
}

type Answer = Response | (() => Response | Promise<Response>);

/**
 * The worker's outbound requests (it runs in this isolate, so its fetch is the global one): each
 * URL the test names answers as given, the team's certs endpoint with `jwks()` of the moment; any
 * other URL fails the request, so nothing leaves the test. Restore with vi.restoreAllMocks().
 */
export function mockOutbound(team: string, jwks: () => Answer, others: Record<string, Answer> = {}) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const answer = async (given: Answer) => (typeof given === 'function' ? given() : given.clone());
  const spy: MockInstance<typeof fetch> = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init });
    if (url === certsUrl(team)) return answer(jwks());
    const other = others[url];
    if (other) return answer(other);
    throw new TypeError(`unexpected outbound request to ${url}`);
  });
  return { spy, calls, certsCalls: () => calls.filter((call) => call.url === certsUrl(team)).length };
}
