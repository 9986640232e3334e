import type { Context } from 'hono';
import { sha256Hex } from './digest';
import { BUILD } from './manifest';
import type { AppEnv, CacheSource } from './types';

/**
 * Caching of the documents a build serves unchanged to every visitor: the pages, their
 * payloads, robots.txt and the sitemap. Each is made once per isolate (memoised bytes),
 * answered with a weak ETag and revalidated on every use; pages are also kept in the
 * edge cache (Cache API) so a fresh isolate need not render them again.
 */

/** A response body that is fixed for this build: its bytes, content type and ETag. */
export interface BuildDocument {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
}

/**
 * What browsers get for every build document: they may keep it, but must ask before each
 * use; the ETag turns that question into a body-less 304 while the build is unchanged.
 */
const REVALIDATE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * How long the edge keeps a page. The key holds the build id, so a deploy never serves an
 * old page; the limit only bounds how long a dead build's pages occupy the cache.
 */
const EDGE_TTL_SECONDS = 86_400;

/** Memo entries per isolate: a handful of documents per build; the bound is only a safety net. */
const MAX_MEMO_ENTRIES = 64;

const memo = new Map<string, Promise<BuildDocument>>();

/**
 * Wraps bytes as a build document; the ETag is the build id plus a hash of the exact bytes.
 * It is weak: the edge (and wrangler dev) sends these bytes identity, gzip or br as each
 * request asks, and a strong validator would have to differ per coding (RFC 9110 §8.8.3);
 * Cloudflare weakens a strong one it compresses anyway (decision 0110).
 */
export async function buildDocument(body: Uint8Array<ArrayBuffer> | string, contentType: string): Promise<BuildDocument> {
  // encode() always returns a fresh array over an ArrayBuffer (Workers' types say ArrayBufferLike).
  const bytes = typeof body === 'string' ? (new TextEncoder().encode(body) as Uint8Array<ArrayBuffer>) : body;
  const digest = (await sha256Hex(bytes)).slice(0, 32);
  return { body: bytes, contentType, etag: `W/"${BUILD.buildId}-${digest}"` };
}

/**
 * The document for `key`, made at most once per isolate: concurrent and later callers share
 * the first call's result. A failure is not remembered, so the next request tries again.
 * Returns whether the memo already held it.
 */
export async function memoised(key: string, make: () => Promise<BuildDocument>): Promise<{ doc: BuildDocument; hit: boolean }> {
  const held = memo.get(key);
  if (held) return { doc: await held, hit: true };
  if (memo.size >= MAX_MEMO_ENTRIES) {
    const oldest = memo.keys().next().value;
    if (oldest !== undefined) memo.delete(oldest);
  }
  const pending = make();
  memo.set(key, pending);
  try {
    return { doc: await pending, hit: false };
  } catch (error) {
    if (memo.get(key) === pending) memo.delete(key);
    throw error;
  }
}

/** The zone's default cache. Our one tsconfig also loads the DOM lib, whose `caches` has no `default`. */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/**
 * Edge-cache key of a page: the requested origin and the page's canonical path, plus the
 * build id (a deploy starts afresh), the footer year (a new year renders afresh) and, for
 * crawlers, their mark (their page's state says so). The query string is left out: no page
 * depends on it.
 */
export function edgeKey(requestUrl: string, path: string, year: number, crawler = false, variant = ''): string {
  const url = new URL(path, new URL(requestUrl).origin);
  url.searchParams.set('build', BUILD.buildId);
  url.searchParams.set('year', String(year));
  if (crawler) url.searchParams.set('crawler', '1');
  // What else the page is made of: which content is published, a list's filter.
  if (variant) url.searchParams.set('variant', variant);
  return url.toString();
}

/**
 * A page document: from the isolate's memo, else the edge cache, else `render` (whose
 * result then goes to the edge cache in the background). Records where it came from
 * for the access log.
 */
export async function cachedPage(
  c: Context<AppEnv>,
  memoKey: string,
  key: string,
  render: () => Promise<BuildDocument>,
): Promise<BuildDocument> {
  let source: CacheSource = 'memo';
  const { doc } = await memoised(memoKey, async () => {
    const stored = await edgeCache().match(key);
    if (stored?.ok) {
      const etag = stored.headers.get('ETag');
      if (etag) {
        source = 'edge';
        return {
          body: new Uint8Array(await stored.arrayBuffer()),
          contentType: stored.headers.get('Content-Type') ?? 'text/html; charset=utf-8',
          etag,
        };
      }
    }
    source = 'render';
    const made = await render();
    // A copy of the bytes: the memoised array stays ours.
    const copy = new Response(made.body.slice(), {
      headers: { 'Content-Type': made.contentType, ETag: made.etag, 'Cache-Control': `public, max-age=${EDGE_TTL_SECONDS}` },
    });
    c.executionCtx.waitUntil(edgeCache().put(key, copy));
    return made;
  });
  c.set('cache', source);
  return doc;
}

/** True when an If-None-Match header names this ETag (or `*`). Weak comparison, as RFC 9110 asks for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * Answers with a build document: 304 without a body when the client already has these bytes
 * (in any coding). Both say `Vary: Accept-Encoding` (middleware/cache-policy.ts).
 */
export function sendDocument(c: Context<AppEnv>, doc: BuildDocument): Response {
  c.header('ETag', doc.etag);
  c.header('Cache-Control', REVALIDATE_CACHE_CONTROL);
  if (etagMatches(c.req.header('If-None-Match'), doc.etag)) return c.body(null, 304);
  return c.body(doc.body, 200, { 'Content-Type': doc.contentType });
}
