import type { Handler } from 'hono';
import type { AppEnv } from '../types';

/**
 * /admin and everything under it, any method: the studio, a Worker of its own (worker/admin/main.ts,
 * decision 0201) reached through the STUDIO service binding. The request goes on unchanged and the
 * studio's answer comes back unchanged (its own CSP, noindex and cache headers), so this worker holds
 * none of the studio's code, secrets or dependencies. Without the binding /admin answers 503 and the
 * rest of the site is unaffected.
 */
export function studioForward(): Handler<AppEnv> {
  return async (c) => {
    const studio = (c.env as Partial<Env>).STUDIO;
    if (!studio) {
      c.get('log').log('error', 'the studio is not bound (STUDIO service binding): /admin answers 503', { status: 503 });
      return c.text('Service Unavailable: the studio is not reachable', 503, { 'Cache-Control': 'no-store', 'Retry-After': '300' });
    }
    const res = await studio.fetch(c.req.raw);
    // A fetched answer's headers are immutable; the access log adds X-Request-Id when the studio did not.
    return new Response(res.body, res);
  };
}
