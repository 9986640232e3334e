/**
 * The per-visitor hidden fields of a form (decision 0097): an idempotency key, and the time the
 * form was issued, signed with FORM_SECRET (HMAC-SHA-256 over the form, key and time) so a client
 * cannot claim its form was shown earlier than it was, nor carry one form's token to another
 * (decision 0171: `contact`, or `position:<id>` for one position's application form). Both travel
 * in the server-rendered HTML, so they work without JavaScript. A token is good for
 * FORM_TOKEN_MAX_AGE_MS; its key stores one message (worker/forms/stored.ts).
 */

/** A UUID as `crypto.randomUUID()` makes it: the only key shape accepted. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** How long a form's token is good for (ms): an older one gets the form again, with a fresh token. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface FormToken {
  key: string;
  /** `<issued ms>.<signature>` */
  issued: string;
}

/** What a token's signature covers: the form it was issued for, its key and its time. */
const signed = (form: string, key: string, time: number) => encoder.encode(`${form}\n${key}\n${time}`);

/** A fresh key and its signed issue time, for the form `form`. */
export async function issueFormToken(secret: string, form: string, now: number): Promise<FormToken> {
  const key = crypto.randomUUID();
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), signed(form, key, now));
  return { key, issued: `${now}.${toBase64Url(signature)}` };
}

/** True when `key` has the shape of a key we issue (the check the idempotency store relies on). */
export function isFormKey(key: unknown): key is string {
  return typeof key === 'string' && KEY.test(key);
}

/**
 * The time a form was issued, when `issued` is our signature over this form, `key` and that time
 * and the time is not in the future; undefined for anything else (forged, altered, another key's
 * or another form's). Its age is the caller's to judge (FORM_TOKEN_MAX_AGE_MS).
 */
export async function verifyFormToken(
  secret: string,
  form: string,
  key: unknown,
  issued: unknown,
  now: number,
): Promise<number | undefined> {
  if (!isFormKey(key) || typeof issued !== 'string') return undefined;
  const match = /^(\d{13})\.(.+)$/.exec(issued);
  if (!match) return undefined;
  const time = Number(match[1]);
  const signature = fromBase64Url(match[2] ?? '');
  if (!signature || time > now) return undefined;
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, signed(form, key, time));
  return valid ? time : undefined;
}
