/**
 * The worker's own check of Cloudflare Access (issue 41): Access sits in front of /admin, and every
 * request it lets through carries a JWT it signed in `Cf-Access-Jwt-Assertion`. The worker does not
 * trust that the request came through Access: it verifies the token's signature against the team's
 * published keys (JWKS), and its `aud` (the Access application), `iss` (the team domain) and `exp`.
 *
 * Answers: no token 401 (nothing to check: the request did not come through Access); a token that
 * fails any check 403 (forged, expired, another application's, another team's, a key the team does
 * not publish), and 403 too when the keys cannot be had (unreachable or malformed JWKS): never 500.
 */
import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { Logger } from '../log';

/** The header Access adds to every request it lets through. */
export const ACCESS_TOKEN_HEADER = 'Cf-Access-Jwt-Assertion';

/** Where a team publishes its signing keys (current and previous: Access rotates them). */
export const certsUrl = (teamDomain: string): string => `${teamDomain}/cdn-cgi/access/certs`;

/** Keys are fetched again at the latest this long after the last fetch. */
export const JWKS_MAX_AGE_MS = 10 * 60_000;
/** A token naming a key the set lacks (a rotation) refetches the set only once it is this old. */
export const JWKS_REFETCH_AFTER_MS = 30_000;
/**
 * At most this many fetches start in any JWKS_REFETCH_AFTER_MS: tokens with made-up key ids, or a
 * JWKS that keeps failing, cannot make the worker hammer the team's endpoint. More than one, as
 * concurrent first requests on a fresh isolate each fetch (a fetch is never shared between requests
 * on Workers: a request must not wait on another request's I/O).
 */
export const JWKS_FETCHES_PER_WINDOW = 4;
/** A JWKS answer slower than this counts as unreachable. */
const JWKS_TIMEOUT_MS = 5_000;
/** Access signs with RS256; any other algorithm a token names is refused. */
const ALGORITHMS = ['RS256'];

/** Who Access let in: the token's subject and, for a person, the e-mail address they logged in with. */
export interface AccessIdentity {
  sub: string;
  email: string | null;
}

export type AccessResult = { ok: true; identity: AccessIdentity } | { ok: false; status: 401 | 403; reason: string };

/** The Access application a token must be for. */
export interface AccessApplication {
  /** https://<team>.cloudflareaccess.com, the tokens' `iss`. */
  teamDomain: string;
  /** The application's audience tag, the tokens' `aud`. */
  audience: string;
}

interface KeySet {
  keys: JSONWebKeySet;
  resolve: ReturnType<typeof createLocalJWKSet>;
  fetchedAt: number;
}

/**
 * The keys of one team, kept in module scope (per isolate) for JWKS_MAX_AGE_MS. One team per
 * worker: a request for another certs URL (only tests have more than one) starts afresh.
 */
let cache: { url: string; keySet?: KeySet; fetchStarts: number[] } | undefined;

class JwksUnavailable extends Error {}

async function fetchKeySet(url: string): Promise<KeySet> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(JWKS_TIMEOUT_MS),
    });
  } catch (error) {
    throw new JwksUnavailable(`unreachable (${error instanceof Error ? error.message : String(error)})`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new JwksUnavailable(`answered ${response.status}`);
  }
  let keys: unknown;
  try {
    keys = await response.json();
  } catch {
    throw new JwksUnavailable('malformed (not JSON)');
  }
  try {
    return { keys: keys as JSONWebKeySet, resolve: createLocalJWKSet(keys as JSONWebKeySet), fetchedAt: Date.now() };
  } catch {
    throw new JwksUnavailable('malformed (not a JSON Web Key Set)');
  }
}

/**
 * The team's keys for a token naming `kid`: the cached set while it is fresh and knows the key;
 * otherwise a fresh fetch, within the bounds above. Throws JwksUnavailable when there is no set to
 * check against.
 */
async function keySetFor(url: string, kid: string | undefined): Promise<KeySet> {
  if (cache?.url !== url) cache = { url, fetchStarts: [] };
  const state = cache;
  const now = Date.now();
  const held = state.keySet;
  const fresh = held !== undefined && now - held.fetchedAt < JWKS_MAX_AGE_MS;
  const knowsKey = held !== undefined && (kid === undefined || held.keys.keys.some((key) => key.kid === kid));
  const mayRefetchForKey = held !== undefined && now - held.fetchedAt >= JWKS_REFETCH_AFTER_MS;
  if (held && fresh && (knowsKey || !mayRefetchForKey)) return held;
  state.fetchStarts = state.fetchStarts.filter((start) => now - start < JWKS_REFETCH_AFTER_MS);
  if (state.fetchStarts.length >= JWKS_FETCHES_PER_WINDOW) {
    if (held && fresh) return held;
    throw new JwksUnavailable(`not fetched: ${JWKS_FETCHES_PER_WINDOW} fetches in the last ${JWKS_REFETCH_AFTER_MS / 1000} s already`);
  }
  state.fetchStarts.push(now);
  const keySet = await fetchKeySet(url);
  state.keySet = keySet;
  return keySet;
}

/** jose's error code, as the reason a token was refused (logged; never the token itself). */
function refusal(error: unknown): string {
  if (error instanceof errors.JWTClaimValidationFailed) return `${error.code} (${error.claim})`;
  if (error instanceof errors.JOSEError) return error.code;
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * Checks the request's Access token against the application (worker/config.ts STUDIO_ACCESS_*).
 * Logs why a token was refused (warn), or that the keys could not be had (error: ops must act).
 */
export async function verifyAccess(request: Request, app: AccessApplication, log: Logger): Promise<AccessResult> {
  const token = request.headers.get(ACCESS_TOKEN_HEADER);
  if (!token) return { ok: false, status: 401, reason: 'no Access token' };
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch (error) {
    return refused(log, `malformed token: ${refusal(error)}`);
  }
  const url = certsUrl(app.teamDomain);
  let keySet: KeySet;
  try {
    keySet = await keySetFor(url, kid);
  } catch (error) {
    const reason = error instanceof JwksUnavailable ? error.message : refusal(error);
    log.log('error', 'studio: the Access keys (JWKS) could not be had; /admin refuses every token until they can', {
      status: 403,
      jwks: url,
      reason,
    });
    return { ok: false, status: 403, reason: `JWKS ${reason}` };
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet.resolve, {
      issuer: app.teamDomain,
      audience: app.audience,
      algorithms: ALGORITHMS,
      requiredClaims: ['exp', 'sub'],
    }));
  } catch (error) {
    return refused(log, refusal(error));
  }
  const email = typeof payload.email === 'string' ? payload.email : null;
  return { ok: true, identity: { sub: payload.sub ?? '', email } };
}

function refused(log: Logger, reason: string): AccessResult {
  log.log('warn', 'studio: Access token refused', { status: 403, reason });
  return { ok: false, status: 403, reason };
}
