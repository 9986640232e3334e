import type { MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import { writesAccessLog } from '../environment';
import { createLogger } from '../log';
import type { AppEnv } from '../types';

/**
 * Gives every request an id (answered as `X-Request-Id`), decides once whether the
 * visitor is a crawler, and writes one structured access-log line when the answer is ready:
 * method, path, status, duration, colo, request id, bot, and for build documents where the
 * bytes came from (memo, edge, render). Workers Logs (wrangler.toml [observability]) keeps them.
 * Not under `wrangler dev`, which prints its own line per request (worker/environment.ts).
 */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    const requestId = crypto.randomUUID();
    const bot = isbot(c.req.header('user-agent') ?? '');
    const path = new URL(c.req.url).pathname;
    const log = createLogger({ requestId, method: c.req.method, path: path.length > 256 ? `${path.slice(0, 256)}…` : path, bot });
    c.set('requestId', requestId);
    c.set('bot', bot);
    c.set('log', log);
    await next();
    c.header('X-Request-Id', requestId);
    if (!writesAccessLog(c.get('config'))) return;
    const cf = c.req.raw.cf as { colo?: string } | undefined;
    log.log('info', 'request', { status: c.res.status, durationMs: Date.now() - started, colo: cf?.colo ?? null, cache: c.get('cache') ?? null });
  };
}
