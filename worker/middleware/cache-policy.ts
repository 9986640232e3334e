import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';

/**
 * No error answer is ever kept by a browser or a shared cache: a 404 or 500 must not
 * outlive the fault or the deploy that caused it, and must never be served to someone else.
 * Successful answers set their own policy where they are made (see worker/page-cache.ts).
 */
export function cachePolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400) c.header('Cache-Control', 'no-store');
  };
}
