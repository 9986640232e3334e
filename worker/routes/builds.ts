import { Hono } from 'hono';
import type { AppEnv } from '../types';

/** KV keys of the deployment-detection documents (written by the build's seed and deploy steps). */
export const LATEST_KEY = 'builds/latest';
export const metaKey = (id: string) => `builds/meta/${id}`;

const BUILD_ID = /^[a-f0-9]{8,64}$/;

/**
 * `/_app/builds/latest.json` (polled with a cache-busting query, never cached) and
 * `/_app/builds/meta/<id>.json` (immutable once written). Both straight from KV.
 */
export const builds = new Hono<AppEnv>();

builds.get('/_app/builds/latest.json', async (c) => {
  const latest = await c.env.BUILDS.get(LATEST_KEY, 'text');
  c.header('Cache-Control', 'no-cache');
  if (latest === null) return c.json({ error: 'no build published' }, 404);
  return c.body(latest, 200, { 'Content-Type': 'application/json; charset=utf-8' });
});

builds.get('/_app/builds/meta/:file{[^/]+\\.json}', async (c) => {
  const id = c.req.param('file').slice(0, -'.json'.length);
  if (!BUILD_ID.test(id)) return c.json({ error: 'unknown build' }, 404);
  const meta = await c.env.BUILDS.get(metaKey(id), 'text');
  if (meta === null) return c.json({ error: 'unknown build' }, 404);
  return c.body(meta, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' });
});
