import type { MiddlewareHandler } from 'hono';
import { configOf } from '../config';
import { createLogger } from '../log';
import type { AppEnv } from '../types';

/**
 * First of all middleware: the worker's vars and secrets must pass the configuration schema
 * (worker/config.ts) before anything is served. A misconfigured worker answers every request
 * 503, plain text with no detail, and logs one `level=error` line per request naming the
 * variables that fail, instead of serving half-configured (an unknown ENVIRONMENT would be
 * indexable and skip the https redirect). Otherwise the parsed config is `c.get('config')`.
 */
export function configGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = configOf(c.env as unknown as Record<string, unknown>);
    if (!result.ok) {
      const log = createLogger({ method: c.req.method, path: new URL(c.req.url).pathname.slice(0, 256) });
      log.log('error', 'misconfigured: the worker answers 503 until these variables are fixed', {
        status: 503,
        variables: [...new Set(result.problems.map((p) => p.name))].join(', '),
        problems: result.problems.map((p) => p.message).join('; '),
      });
      return c.text('Service Unavailable', 503, { 'Cache-Control': 'no-store', 'Retry-After': '300' });
    }
    c.set('config', result.config);
    await next();
  };
}
