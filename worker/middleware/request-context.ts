import type { MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import { writesAccessLog } from '../environment';
import { createLogger } from '../log';
import type { AppEnv } from '../types';

/** Crockford's base-32 digits: no I, L, O or U, so a reference read out loud or retyped survives. */
const REFERENCE_DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A request id short enough for a visitor to quote from the 500 page (decision 0192): 12 random
 * base-32 digits (60 bits), e.g. `7MZ2KQ0D4H9C`. The same string is the `X-Request-Id` header,
 * the `requestId` of every log line of the request and the reference on the error page.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  let id = '';
  for (const byte of bytes) id += REFERENCE_DIGITS[byte & 31];
  return id;
}

/**
 * Gives every request an id (answered as `X-Request-Id`, shown as the reference on a 500 page), decides once whether the
 * visitor is a crawler, and writes one structured access-log line when the answer is ready:
 * method, path, status, duration, colo, request id, bot, and for build documents where the
 * bytes came from (memo, edge, render). Workers Logs (wrangler.toml [observability]) keeps them.
 * Not under `wrangler dev`, which prints its own line per request (worker/environment.ts).
 */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = Date.now();
    const requestId = newRequestId();
    const bot = isbot(c.req.header('user-agent') ?? '');
    const path = new URL(c.req.url).pathname;
    const log = createLogger({ requestId, method: c.req.method, path: path.length > 256 ? `${path.slice(0, 256)}…` : path, bot });
    c.set('requestId', requestId);
    c.set('bot', bot);
    c.set('log', log);
    await next();
    // The studio's answer (forwarded, worker/middleware/studio-forward.ts) keeps the id its own log lines carry.
    if (!c.res.headers.has('X-Request-Id')) c.header('X-Request-Id', requestId);
    if (!writesAccessLog(c.get('config'))) return;
    const cf = c.req.raw.cf as { colo?: string } | undefined;
    log.log('info', 'request', {
      status: c.res.status,
      durationMs: Date.now() - started,
      colo: cf?.colo ?? null,
      cache: c.get('cache') ?? null,
    });
  };
}
