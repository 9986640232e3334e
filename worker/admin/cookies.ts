/**
 * The studio's two cookies, both sealed with STUDIO_COOKIE_KEY (AES-GCM: nobody can read them, and
 * a changed or forged one does not open), both HttpOnly, Secure, SameSite=Lax and sent to /admin only:
 * - the login state: a nonce, bound to the browser that started a GitHub login (`/admin/login`),
 *   which the callback compares with the `state` GitHub hands back;
 * - the session: the editor's GitHub token, for the studio's API (`/admin/api/v1`).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const STATE_COOKIE = '__Secure-studio-state';
export const SESSION_COOKIE = '__Secure-studio-session';
/** A login must come back from GitHub within this time. */
export const STATE_MAX_AGE_S = 10 * 60;
/** An editor logs in again after this time. */
export const SESSION_MAX_AGE_S = 8 * 60 * 60;

const COOKIE_PATH = '/admin';
const IV_BYTES = 12;

const keys = new Map<string, Promise<CryptoKey>>();

/** The AES-GCM key derived from the secret (HKDF), once per isolate and secret. */
function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode('larchfield studio cookies') },
          material,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.clear();
    keys.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** A random value for a login's `state`: 32 bytes, base64url. */
export function newNonce(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * Seals a JSON value with an expiry: iv and ciphertext, base64url. The cookie's name is the
 * additional data, so one cookie's value never opens as the other's.
 */
async function seal(secret: string, name: string, value: Record<string, unknown>, maxAgeS: number): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify({ ...value, exp: Math.floor(Date.now() / 1000) + maxAgeS }));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(name) }, await sealingKey(secret), plain),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64Url(out);
}

/** The sealed value, or undefined when it does not open (another key, changed, forged) or has expired. */
async function unseal(secret: string, name: string, text: string): Promise<Record<string, unknown> | undefined> {
  const bytes = fromBase64Url(text);
  if (!bytes || bytes.length <= IV_BYTES) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: new TextEncoder().encode(name) },
      await sealingKey(secret),
      bytes.slice(IV_BYTES),
    );
    const value: unknown = JSON.parse(new TextDecoder().decode(plain));
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    return typeof record.exp === 'number' && record.exp > Date.now() / 1000 ? record : undefined;
  } catch {
    return undefined;
  }
}

const cookieOptions = (maxAge: number) => ({ path: COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'Lax', maxAge }) as const;

export async function setStateCookie(c: Context, secret: string, nonce: string): Promise<void> {
  setCookie(c, STATE_COOKIE, await seal(secret, STATE_COOKIE, { nonce }, STATE_MAX_AGE_S), cookieOptions(STATE_MAX_AGE_S));
}

/**
 * This browser's login state, spent as it is read: undefined without a state cookie; `nonce`
 * undefined when the cookie does not open (forged, another key) or has expired.
 */
export async function takeStateCookie(c: Context, secret: string): Promise<{ nonce: string | undefined } | undefined> {
  const text = getCookie(c, STATE_COOKIE);
  if (text === undefined) return undefined;
  deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH, secure: true });
  const value = await unseal(secret, STATE_COOKIE, text);
  return { nonce: typeof value?.nonce === 'string' ? value.nonce : undefined };
}

/** The editor's session: their GitHub token, for the Access subject who logged in. */
export interface StudioSession {
  token: string;
  sub: string;
}

export async function setSessionCookie(c: Context, secret: string, session: StudioSession): Promise<void> {
  setCookie(c, SESSION_COOKIE, await seal(secret, SESSION_COOKIE, { ...session }, SESSION_MAX_AGE_S), cookieOptions(SESSION_MAX_AGE_S));
}

/** Ends the session on an answer made outside Hono's context (the backend's). */
export function endSession(headers: Headers): void {
  headers.append('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; Path=${COOKIE_PATH}; HttpOnly; Secure; SameSite=Lax`);
}

/**
 * The session this browser carries, if it opens, has not expired, and belongs to the same Access
 * subject as this request's token (a cookie carried to another person's browser does not work there).
 */
export async function readSession(c: Context, secret: string, sub: string): Promise<StudioSession | undefined> {
  const text = getCookie(c, SESSION_COOKIE);
  if (text === undefined) return undefined;
  const value = await unseal(secret, SESSION_COOKIE, text);
  if (typeof value?.token !== 'string' || value.sub !== sub) return undefined;
  return { token: value.token, sub };
}

/** Compares two strings in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}
