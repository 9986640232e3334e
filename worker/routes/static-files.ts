import { Hono } from 'hono';
import { servesStaticFilesThroughWorker } from '../environment';
import type { AppEnv } from '../types';
import { methodNotAllowed } from '../method-not-allowed';

/**
 * The last route: a GET or HEAD no other route answered is tried against the static files
 * (dist/client) before it becomes the 404 page. In production the asset store answers those
 * files before the worker runs, so the route steps aside there; on staging (`run_worker_first`)
 * it serves them, so they get the worker's headers too (X-Robots-Tag, security headers,
 * request id, access log). Any other method on a static file is ours to answer there: 405 with
 * `Allow`, never cached. (In production Cloudflare's asset store answers it: decision 0111.)
 */
export const staticFiles = new Hono<AppEnv>();

staticFiles.get('*', async (c, next) => {
  if (!servesStaticFilesThroughWorker(c.get('config'))) return next();
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (res.status === 404) {
    await res.body?.cancel();
    await next();
    return;
  }
  // A fresh Response: the asset store's headers are immutable, the middleware adds to them.
  return new Response(res.body, res);
});

staticFiles.all('*', async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !servesStaticFilesThroughWorker(c.get('config'))) return next();
  // Whether the file exists, asked without the request's body, headers or conditions.
  const probe = await c.env.ASSETS.fetch(new Request(c.req.url, { method: 'HEAD' }));
  await probe.body?.cancel();
  if (probe.status === 404) return next();
  return methodNotAllowed(c);
});
