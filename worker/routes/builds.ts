import { Hono, type Context } from 'hono';
import { BUILD } from '../manifest';
import type { AppEnv } from '../types';

/** KV keys of the deployment-detection documents (written by the build's seed and deploy steps). */
export const LATEST_KEY = 'builds/latest';
export const metaKey = (id: string) => `builds/meta/${id}`;

/** A KV read slower than this answers 503: clients poll again later, nobody waits on us. */
export const KV_TIMEOUT_MS = 1000;

const BUILD_ID = /^[a-f0-9]{8,64}$/;

type KvRead = { kind: 'found'; json: string } | { kind: 'absent' } | { kind: 'failed'; reason: string };

/**
 * Reads a manifest document from KV, bounded in time, and checks it is a JSON object with an
 * id: a KV outage, a slow read or a corrupt value become 'failed', never an exception.
 */
async function readManifest(c: Context<AppEnv>, key: string): Promise<KvRead> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<KvRead>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'failed', reason: `KV read exceeded ${KV_TIMEOUT_MS} ms` }), KV_TIMEOUT_MS);
  });
  const read = (async (): Promise<KvRead> => {
    try {
      const text = await c.env.BUILDS.get(key, 'text');
      if (text === null) return { kind: 'absent' };
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || typeof (value as { id?: unknown }).id !== 'string') {
        return { kind: 'failed', reason: 'manifest is not an object with an id' };
      }
      return { kind: 'found', json: JSON.stringify(value) };
    } catch (err) {
      return {
        kind: 'failed',
        reason: err instanceof SyntaxError ? 'manifest is not JSON' : `KV read failed: ${err instanceof Error ? err.message : String(err)}`,
      };
    }
  })();
  try {
    return await Promise.race([read, timeout]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/**
 * Whether `id` names a build this site served: its own, or one a deploy wrote the manifest of
 * (`builds/meta/<id>`, never removed). KV is read only for a well-formed id other than our own; a
 * read that fails or times out is `failed`, neither known nor unknown.
 */
export async function servedBuild(
  c: Context<AppEnv>,
  id: string,
): Promise<{ kind: 'served' } | { kind: 'unknown' } | { kind: 'failed'; reason: string }> {
  if (id === BUILD.buildId) return { kind: 'served' };
  if (!BUILD_ID.test(id)) return { kind: 'unknown' };
  const read = await readManifest(c, metaKey(id));
  return read.kind === 'found' ? { kind: 'served' } : read.kind === 'absent' ? { kind: 'unknown' } : read;
}

function answer(c: Context<AppEnv>, key: string, result: KvRead, cacheControl: string): Response {
  if (result.kind === 'found')
    return c.body(result.json, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl });
  c.header('Cache-Control', 'no-store');
  if (result.kind === 'absent') return c.json({ error: 'unknown build' }, 404);
  c.get('log').log('error', 'build manifest unavailable', { key, reason: result.reason, status: 503 });
  return c.json({ error: 'build manifest temporarily unavailable' }, 503, { 'Retry-After': '60' });
}

/**
 * `/_app/builds/latest.json` (polled with a cache-busting query, never cached) and
 * `/_app/builds/meta/<id>.json` (immutable once written). Both straight from KV.
 */
export const builds = new Hono<AppEnv>();

builds.get('/_app/builds/latest.json', async (c) => answer(c, LATEST_KEY, await readManifest(c, LATEST_KEY), 'no-cache'));

builds.get('/_app/builds/meta/:file{[^/]+\\.json}', async (c) => {
  const id = c.req.param('file').slice(0, -'.json'.length);
  if (!BUILD_ID.test(id)) {
    c.header('Cache-Control', 'no-store');
    return c.json({ error: 'unknown build' }, 404);
  }
  return answer(c, metaKey(id), await readManifest(c, metaKey(id)), 'public, max-age=31536000, immutable');
});
