import { quicklyValidateIconSet } from '@iconify/utils';
import { isIconPart } from '../../client/icons/names';
import type { IconShape } from '../../client/icons/shape';
import type { Logger } from '../log';
import { flattenIcon, type IconSet } from './flatten';

/** The one host the proxy ever contacts. The upstream URL is this plus validated parts. */
export const UPSTREAM_ORIGIN = 'https://api.iconify.design';

/** Issue 5: the upstream has 1500 ms, headers and body, before we answer 504. */
const UPSTREAM_TIMEOUT_MS = 1500;

/** How long a proxied answer stays in the edge cache (icons of a published set do not change). */
const UPSTREAM_CACHE_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Where proxied batches sit in the edge cache, under our origin. */
const CACHE_KEY_PATH = '/__icon-upstream';

/**
 * SVG content that could run script if a page inlines it. Icon sets never need it, so an
 * upstream icon carrying it is treated as not found rather than passed on.
 */
const UNSAFE_SVG = /<\s*(?:script|foreignobject|iframe|object|embed)\b|\son[a-z]+\s*=|javascript:/i;

/** Icons found in one answer, and the requested names that were not. */
export interface IconBatch {
  icons: Record<string, IconShape>;
  notFound: string[];
}

export type UpstreamResult =
  | { kind: 'ok'; batch: IconBatch }
  /** The upstream does not know the set (its 404). */
  | { kind: 'unknown-set' }
  | { kind: 'timeout' }
  | { kind: 'failed'; reason: string };

/** The Workers edge cache. The DOM lib types `caches` without Workers' `default`, hence this one accessor. */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/**
 * The upstream URL for a batch: the Iconify origin, `/<prefix>.json?icons=a,b`. Every part
 * is checked again here (lowercase letters, digits, hyphens: nothing that could change the
 * host, path or query), and the result must still be on the Iconify origin.
 */
function upstreamUrl(prefix: string, names: readonly string[]): string {
  if (!isIconPart(prefix) || names.length === 0 || !names.every(isIconPart)) throw new Error('icon upstream URL from unvalidated parts');
  const url = new URL(`${UPSTREAM_ORIGIN}/${prefix}.json?icons=${names.join(',')}`);
  if (url.origin !== UPSTREAM_ORIGIN) throw new Error('icon upstream URL left the Iconify origin');
  return url.href;
}

const TIMED_OUT = Symbol('timed out');

/** Runs `work` with an abort signal; gives TIMED_OUT after `ms` even if `work` ignores the signal. */
async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T | typeof TIMED_OUT> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(TIMED_OUT);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** The requested icons out of an upstream icon set, flattened like bundled ones; unsafe bodies count as not found. */
function batchFrom(set: IconSet, names: readonly string[], log: Logger): IconBatch {
  const batch: IconBatch = { icons: {}, notFound: [] };
  for (const name of names) {
    const shape = flattenIcon(set, name);
    if (!shape) {
      batch.notFound.push(name);
    } else if (UNSAFE_SVG.test(shape.body)) {
      log.log('warn', 'icon upstream sent unsafe SVG', { prefix: set.prefix, icon: name });
      batch.notFound.push(name);
    } else {
      batch.icons[name] = shape;
    }
  }
  return batch;
}

/** Fetches and reads one upstream answer. Never throws: every failure is a result. */
async function fetchBatch(url: string, prefix: string, names: readonly string[], log: Logger): Promise<UpstreamResult> {
  try {
    const outcome = await withDeadline(UPSTREAM_TIMEOUT_MS, async (signal): Promise<UpstreamResult> => {
      // A redirect is an answer, not something to follow: it could lead to another host.
      const res = await fetch(url, { signal, redirect: 'manual', headers: { Accept: 'application/json' } });
      if (res.status === 404) {
        await res.body?.cancel();
        return { kind: 'unknown-set' };
      }
      if (res.status !== 200) {
        await res.body?.cancel();
        return { kind: 'failed', reason: `HTTP ${res.status}` };
      }
      let json: unknown;
      try {
        json = await res.json();
      } catch {
        return { kind: 'failed', reason: 'answer is not JSON' };
      }
      const set = quicklyValidateIconSet(json);
      if (!set || set.prefix !== prefix) return { kind: 'failed', reason: 'answer is not an icon set for the prefix' };
      return { kind: 'ok', batch: batchFrom(set, names, log) };
    });
    return outcome === TIMED_OUT ? { kind: 'timeout' } : outcome;
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/**
 * Icons of a set we do not bundle, from the public Iconify API: from the edge cache when an
 * earlier request fetched the same batch, else upstream with a 1500 ms deadline. Only a good
 * answer is cached; a timeout or failure is logged once here and never cached.
 */
export async function fetchUpstreamIcons(prefix: string, names: readonly string[], origin: string, log: Logger): Promise<UpstreamResult> {
  const url = upstreamUrl(prefix, names);
  const cache = edgeCache();
  // Keyed on our own origin (a path no route serves), as the Cache API expects of a zone.
  const key = `${origin}${CACHE_KEY_PATH}${url.slice(UPSTREAM_ORIGIN.length)}`;
  // The cache only saves upstream calls: if it fails, the request goes on without it.
  const cached = await cache.match(key).catch(() => undefined);
  // Our own serialisation of an IconBatch (written below), so it is read back as one.
  if (cached) return { kind: 'ok', batch: (await cached.json()) as IconBatch };

  const result = await fetchBatch(url, prefix, names, log);
  if (result.kind === 'timeout' || result.kind === 'failed') {
    log.log('warn', 'icon upstream failed', {
      upstream: url,
      outcome: result.kind,
      reason: result.kind === 'failed' ? result.reason : `no answer in ${UPSTREAM_TIMEOUT_MS} ms`,
    });
  } else if (result.kind === 'ok') {
    const body = JSON.stringify(result.batch);
    // Awaited, not waitUntil: it is a local write, and the next request must find it.
    await cache
      .put(
        key,
        new Response(body, {
          headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${UPSTREAM_CACHE_TTL_SECONDS}` },
        }),
      )
      .catch((error: unknown) =>
        log.log('warn', 'icon cache write failed', { reason: error instanceof Error ? error.message : String(error) }),
      );
  }
  return result;
}
