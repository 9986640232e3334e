import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fromOurPages } from '../forms/pipeline';
import { clientNetwork } from '../forms/network';
import type { AppEnv } from '../types';
import { methodNotAllowed } from '../method-not-allowed';

/** A beacon's body checked: its value, or why it is refused (`unavailable`: it cannot be checked now, 503). */
type Parsed<T> = { ok: true; value: T } | { ok: false; error: string; unavailable?: true };

/** How long a rate-limited sender of beacons is asked to wait (s): BEACON_RATE_LIMIT's period. */
const BEACON_RETRY_SECONDS = 60;

/**
 * True when a beacon may come from our pages: it says it does (the forms' `Origin` /
 * `Sec-Fetch-Site` check), or it says nothing about where it comes from (a browser too old to
 * send either header; `navigator.sendBeacon` from our page sends both).
 */
function fromOurPagesOrUnsaid(c: Context<AppEnv>): boolean {
  if (c.req.header('origin') === undefined && c.req.header('sec-fetch-site') === undefined) return true;
  return fromOurPages(c);
}

/**
 * A route for one kind of beacon the browser sends (`navigator.sendBeacon`, a JSON text body):
 * POST only (405 with `Allow: POST` otherwise), from our pages only (403; issue 32), at most
 * BEACON_RATE_LIMIT a minute per network and path, counted before the body is read (429), at most
 * `maxBytes` (413), JSON that `parse` accepts (400 with its reason, which never echoes the body;
 * 503 when `parse` could not check it now), then `accept` and 204.
 */
export function beaconRoute<T>(
  path: string,
  maxBytes: number,
  parse: (json: unknown, c: Context<AppEnv>) => Parsed<T> | Promise<Parsed<T>>,
  accept: (c: Context<AppEnv>, value: T) => void,
): Hono<AppEnv> {
  const route = new Hono<AppEnv>();
  route.post(
    path,
    async (c, next) => {
      if (!fromOurPagesOrUnsaid(c)) return c.text('Forbidden: reports are accepted from this site’s pages only', 403);
      const { success } = await c.env.BEACON_RATE_LIMIT.limit({ key: `${path}:${clientNetwork(c)}` });
      if (!success) return c.text('Too Many Requests', 429, { 'Retry-After': String(BEACON_RETRY_SECONDS) });
      return next();
    },
    bodyLimit({ maxSize: maxBytes, onError: (c) => c.text('Payload Too Large', 413) }),
    async (c) => {
      let json: unknown;
      try {
        json = JSON.parse(await c.req.text());
      } catch {
        return c.text('Bad Request: body is not JSON', 400);
      }
      const result = await parse(json, c);
      if (!result.ok && result.unavailable)
        return c.text(`Service Unavailable: ${result.error}`, 503, { 'Retry-After': String(BEACON_RETRY_SECONDS) });
      if (!result.ok) return c.text(`Bad Request: ${result.error}`, 400);
      accept(c, result.value);
      return c.body(null, 204);
    },
  );
  route.all(path, (c) => methodNotAllowed(c, 'POST'));
  return route;
}
