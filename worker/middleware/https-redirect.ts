import type { MiddlewareHandler } from 'hono';
import { redirectsToHttps } from '../environment';
import type { AppEnv } from '../types';

/**
 * On deployments served over https (production, staging), a request that came in over plain
 * http is answered with a permanent redirect to the same URL on https, query kept: 301 for GET
 * and HEAD, 308 for other methods, which must keep their method and body. The deployment does
 * it itself rather than relying on a zone setting (decision 0091). Local development and the
 * tests serve http and are left alone.
 */
export function httpsRedirect(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.protocol !== 'http:' || !redirectsToHttps(c.get('config'))) return next();
    url.protocol = 'https:';
    // A plain-http port (Cloudflare also proxies 8080, 8880…) would not answer TLS: the default one does.
    url.port = '';
    return c.redirect(url.toString(), c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308);
  };
}
