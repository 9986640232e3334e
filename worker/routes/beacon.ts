import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../types';

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A route for one kind of beacon the browser sends (`navigator.sendBeacon`, a JSON text body):
 * POST only (405 with `Allow: POST` otherwise), at most `maxBytes` (413), JSON that `parse`
 * accepts (400 with its reason, which never echoes the body), then `accept` and 204.
 */
export function beaconRoute<T>(path: string, maxBytes: number, parse: (json: unknown) => Parsed<T>, accept: (c: Context<AppEnv>, value: T) => void): Hono<AppEnv> {
  const route = new Hono<AppEnv>();
  route.post(path, bodyLimit({ maxSize: maxBytes, onError: (c) => c.text('Payload Too Large', 413) }), async (c) => {
    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      return c.text('Bad Request: body is not JSON', 400);
    }
    const result = parse(json);
    if (!result.ok) return c.text(`Bad Request: ${result.error}`, 400);
    accept(c, result.value);
    return c.body(null, 204);
  });
  route.all(path, (c) => c.text('Method Not Allowed', 405, { Allow: 'POST' }));
  return route;
}
