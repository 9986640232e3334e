import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isIconPart } from '../../client/icons/names';
import { iconifyAnswer, iconSvg } from '../icons/format';
import { lookupIcons } from '../icons/lookup';
import type { UpstreamResult } from '../icons/upstream';
import type { AppEnv } from '../types';

/** Spec §9: the icon service takes URLs up to 500 characters (the global guard stops at 8192). */
export const MAX_ICON_URL_LENGTH = 500;

/** Icons one JSON request may ask for; more is a 400, so one request cannot fan out without bound. */
export const MAX_ICONS_PER_REQUEST = 64;

/** Icons of a name change only when a set is updated: cached a week, then revalidated in the background. */
const ICON_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

type IconContext = Context<AppEnv>;

/** An error answer: fixed text (nothing from the request reflected), never cached. */
function fail(c: IconContext, status: ContentfulStatusCode, error: string): Response {
  return c.json({ error }, status, { 'Cache-Control': 'no-store' });
}

/** The answer when the upstream could not give icons: unknown set 404, timeout 504, anything else 502. */
function upstreamFailure(c: IconContext, result: Exclude<UpstreamResult, { kind: 'ok' }>): Response {
  if (result.kind === 'unknown-set') return fail(c, 404, 'unknown icon set');
  if (result.kind === 'timeout') return fail(c, 504, 'the icon service did not answer in time');
  return fail(c, 502, 'the icon service failed');
}

const origin = (c: IconContext) => new URL(c.req.url).origin;

/**
 * The icon endpoint, Iconify-API compatible: `/api/icons/<prefix>.json?icons=a,b` and
 * `/api/icons/<prefix>/<name>.svg`. Bundled icons are answered from the worker, others
 * through the Iconify API proxy (worker/icons/upstream.ts).
 */
export const icons = new Hono<AppEnv>();

icons.use('/api/icons/*', async (c, next) => {
  if (c.req.url.length > MAX_ICON_URL_LENGTH) return fail(c, 414, 'URI too long');
  await next();
});

icons.get('/api/icons/:file{[^/]+\\.json}', async (c) => {
  const prefix = c.req.param('file').slice(0, -'.json'.length);
  if (!isIconPart(prefix)) return fail(c, 400, 'invalid icon set prefix');
  const list = c.req.query('icons');
  if (!list) return fail(c, 400, 'the icons parameter is missing');
  const requested = list.split(',');
  if (requested.length > MAX_ICONS_PER_REQUEST) return fail(c, 400, `at most ${MAX_ICONS_PER_REQUEST} icons per request`);
  if (!requested.every(isIconPart)) return fail(c, 400, 'invalid icon name');
  const names = [...new Set(requested)].sort();
  const result = await lookupIcons(prefix, names, origin(c), c.get('log'));
  if (result.kind !== 'ok') return upstreamFailure(c, result);
  return c.json(iconifyAnswer(prefix, result.batch), 200, { 'Cache-Control': ICON_CACHE_CONTROL });
});

icons.get('/api/icons/:prefix/:file{[^/]+\\.svg}', async (c) => {
  const prefix = c.req.param('prefix');
  const name = c.req.param('file').slice(0, -'.svg'.length);
  if (!isIconPart(prefix) || !isIconPart(name)) return fail(c, 400, 'invalid icon name');
  const result = await lookupIcons(prefix, [name], origin(c), c.get('log'));
  if (result.kind !== 'ok') return upstreamFailure(c, result);
  const shape = result.batch.icons[name];
  if (!shape) return fail(c, 404, 'unknown icon');
  return c.body(iconSvg(shape), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': ICON_CACHE_CONTROL });
});

icons.all('/api/icons/*', (c) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return fail(c, 404, 'not found');
  c.header('Allow', 'GET, HEAD');
  return fail(c, 405, 'method not allowed');
});
