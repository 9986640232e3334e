import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';

/** A percent-encoded unreserved character (RFC 3986 §2.3: ALPHA, DIGIT, "-", ".", "_", "~"). */
const ENCODED_UNRESERVED = /%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/**
 * The path with its percent-encoded unreserved characters decoded (RFC 3986 §6.2.2.2): the same
 * resource, written as every link of ours writes it. Other escapes stay as they are.
 */
export function decodeUnreserved(pathname: string): string {
  return pathname.replace(ENCODED_UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
}

/**
 * One rule for every route: a path that spells an unreserved character as an escape (`/w%6Frk`)
 * is answered with a permanent redirect to the path written plainly, query kept (301 for GET and
 * HEAD, 308 for other methods, as the https redirect), before any route sees it. Routes then match
 * and render only canonical paths, so such a URL is never a page of its own, a cache entry of its
 * own, or a path the page renderer does not know (which answered 500).
 */
export function canonicalPath(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const plain = decodeUnreserved(url.pathname);
    if (plain === url.pathname) return next();
    // Only the path changes: the target stays on this origin (the URL parser has already resolved `%2E%2E`).
    url.pathname = plain;
    return c.redirect(url.toString(), c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308);
  };
}
