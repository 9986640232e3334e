import type { MiddlewareHandler } from 'hono';
import { allowsIndexing } from '../environment';
import type { AppEnv } from '../types';

/**
 * `X-Robots-Tag: noindex` on every response of a deployment that must stay out of search
 * indexes (staging), whatever the route, status or page metadata says.
 */
export function robotsTag(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!allowsIndexing(c.get('config'))) c.header('X-Robots-Tag', 'noindex');
  };
}
