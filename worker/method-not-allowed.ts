import type { Context } from 'hono';
import type { AppEnv } from './types';

/**
 * The answer for a method a route does not take: 405 with the methods it does (`GET, HEAD` by
 * default), the one way every route of ours says so (the icon endpoint's JSON errors aside).
 */
export function methodNotAllowed(c: Context<AppEnv>, allow = 'GET, HEAD'): Response {
  return c.text('Method Not Allowed', 405, { Allow: allow });
}
