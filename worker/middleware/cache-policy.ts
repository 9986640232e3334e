import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';

/**
 * Content types Cloudflare's edge compresses (gzip, br, zstd, as the visitor accepts), as its
 * compression documentation lists them, in short: text, JSON, JavaScript, XML, SVG and icons.
 * wrangler dev does the same locally.
 */
const COMPRESSED_BY_THE_EDGE =
  /^(text\/|application\/(json|javascript|x-javascript|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json|[\w.-]+\+(json|xml))\b|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon)\b)/i;

/** True when the answer's bytes depend on the request's Accept-Encoding once the edge has them. */
function variesByEncoding(res: Response): boolean {
  if (res.status === 304) return true; // a 304 says what the 200 it stands for said (RFC 9110 §15.4.5)
  return COMPRESSED_BY_THE_EDGE.test(res.headers.get('Content-Type') ?? '');
}

/**
 * No error answer is ever kept by a browser or a shared cache: a 404 or 500 must not
 * outlive the fault or the deploy that caused it, and must never be served to someone else.
 * Successful answers set their own policy where they are made (see worker/page-cache.ts).
 *
 * Every answer the edge may compress says `Vary: Accept-Encoding` (RFC 9110 §12.5.3), so a
 * cache between the edge and a visitor never hands gzip bytes to a client that asked for none;
 * the ETags of such answers are weak (decision 0110).
 */
export function cachePolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400) c.header('Cache-Control', 'no-store');
    if (variesByEncoding(c.res)) {
      const vary = c.res.headers.get('Vary');
      if (!vary) c.header('Vary', 'Accept-Encoding');
      else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) c.header('Vary', `${vary}, Accept-Encoding`);
    }
  };
}
