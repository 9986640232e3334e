import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';

/** Longest URL we answer; longer ones get 414 before any routing. */
export const MAX_URL_LENGTH = 8192;

/**
 * Rejects URLs no page can have before they reach a route: over-long (414),
 * undecodable percent-encoding or NUL bytes (400). Plain-text answers, nothing reflected.
 */
export function urlGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.url.length > MAX_URL_LENGTH) return c.text('URI Too Long', 414);
    const { pathname } = new URL(c.req.url);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return c.text('Bad Request: malformed percent-encoding in the path', 400);
    }
    if (decoded.includes('\0')) return c.text('Bad Request: NUL byte in the path', 400);
    await next();
  };
}
