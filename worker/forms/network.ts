/**
 * The network a request comes from, as the rate limits and the held-row cap count it (issue 32):
 * an IPv4 address on its own, an IPv6 address by its /64 (one home or office line is given a
 * whole /64, so counting single IPv6 addresses would let one sender rotate through 2^64 of them).
 * Cloudflare sets `CF-Connecting-IP`; locally it may be absent, which counts as one network.
 */
import { toHex } from '../digest';
import type { Context } from 'hono';
import type { AppEnv } from '../types';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    if (!IPV4.test(tail[1]!)) return undefined;
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  if (!/^[0-9a-f:]+$/.test(text) || (text.match(/::/g)?.length ?? 0) > 1) return undefined;
  const [head, rest] = text.split('::') as [string, string | undefined];
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const left = part(head);
  const right = rest === undefined ? [] : part(rest);
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The network of a client address: `4:<address>` for IPv4 (an IPv4-mapped IPv6 address too),
 * `6:<first four groups>::/64` for IPv6, `unknown` for anything else (or no address).
 */
export function networkOf(address: string | undefined): string {
  if (!address) return 'unknown';
  const trimmed = address.trim();
  if (IPV4.test(trimmed)) return `4:${trimmed}`;
  const groups = ipv6Groups(trimmed);
  if (!groups) return 'unknown';
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return `4:${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return `6:${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * True for the loopback network (127.0.0.0/8, or the /64 of ::1): only ever `npm start` and the
 * browser tests on this machine, never a client address Cloudflare sets. It is exempt from the
 * plain-post budget and the daily caps (decision 0171), so a day of local testing does not lock
 * the forms; the per-form rate limit still counts it.
 */
export const isLoopback = (network: string) => network.startsWith('4:127.') || network === '6:0:0:0:0::/64';

/** The network of this request's client (`CF-Connecting-IP`). */
export const clientNetwork = (c: Context<AppEnv>) => networkOf(c.req.header('cf-connecting-ip'));

const codeKeys = new Map<string, Promise<CryptoKey>>();

/**
 * What a stored row keeps of its sender's network (decision 0171): a keyed hash (HMAC-SHA-256 with
 * FORM_SECRET, the first 16 bytes as hex), enough to count one network's rows, never the address.
 */
export async function networkCode(secret: string, network: string): Promise<string> {
  let key = codeKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(`network:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    codeKeys.set(secret, key);
  }
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(network)));
  return toHex(mac.slice(0, 16));
}
