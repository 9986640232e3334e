import { parseIconName } from './names';
import type { IconShape } from './shape';

/** Spec §9: an icon fetch gives up after 1500 ms. */
export const ICON_FETCH_TIMEOUT_MS = 1500;

/** Iconify's default icon box when neither the icon nor its set gives one. */
const ICONIFY_DEFAULT_SIZE = 16;

/**
 * How the loader fetches: the project's retrying fetch once it exists
 * (client/runtime/fetch.ts, `fetchWithRetry(url, { timeoutMs })`), plain fetch until then.
 */
export type IconFetch = (url: string, init: { timeoutMs: number }) => Promise<Response>;

export interface IconLoaderDeps {
  fetch: IconFetch;
  /** Called once per icon that could not be loaded (spec §8: logged, icon omitted). */
  log: (message: string, name: string, detail: string) => void;
}

/** The local endpoint's URL for one icon (Iconify API shape); null for an invalid name. */
export function remoteIconUrl(full: string): string | null {
  const parsed = parseIconName(full);
  return parsed ? `/api/icons/${parsed.prefix}.json?icons=${parsed.name}` : null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const numberOr = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** Reads one icon out of an Iconify JSON answer; null when the answer does not have it. */
export function shapeFromIconifyJson(json: unknown, prefix: string, name: string): IconShape | null {
  if (!isObject(json) || json.prefix !== prefix || !isObject(json.icons)) return null;
  const icon = Object.hasOwn(json.icons, name) ? json.icons[name] : undefined;
  if (!isObject(icon) || typeof icon.body !== 'string') return null;
  const shape: IconShape = {
    body: icon.body,
    width: numberOr(icon.width, numberOr(json.width, ICONIFY_DEFAULT_SIZE)),
    height: numberOr(icon.height, numberOr(json.height, ICONIFY_DEFAULT_SIZE)),
  };
  const left = numberOr(icon.left, numberOr(json.left, 0));
  const top = numberOr(icon.top, numberOr(json.top, 0));
  if (left) shape.left = left;
  if (top) shape.top = top;
  return shape;
}

/** Fetches one icon through the local endpoint. Never rejects: any failure is logged and gives null. */
async function fetchIcon(full: string, deps: IconLoaderDeps): Promise<IconShape | null> {
  const url = remoteIconUrl(full);
  const parsed = parseIconName(full);
  if (!url || !parsed) {
    deps.log('icon omitted', full, 'invalid icon name');
    return null;
  }
  try {
    const res = await deps.fetch(url, { timeoutMs: ICON_FETCH_TIMEOUT_MS });
    if (!res.ok) {
      deps.log('icon omitted', full, `HTTP ${res.status}`);
      return null;
    }
    const shape = shapeFromIconifyJson(await res.json(), parsed.prefix, parsed.name);
    if (!shape) deps.log('icon omitted', full, 'not found');
    return shape;
  } catch (error) {
    deps.log('icon omitted', full, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    return null;
  }
}

/**
 * A loader that fetches each icon once per page life: concurrent and later requests for the
 * same name share the first result, so a failure is logged once and not retried in a loop.
 */
export function createIconLoader(deps: IconLoaderDeps): (full: string) => Promise<IconShape | null> {
  const loaded = new Map<string, Promise<IconShape | null>>();
  return (full) => {
    let pending = loaded.get(full);
    if (!pending) {
      pending = fetchIcon(full, deps);
      loaded.set(full, pending);
    }
    return pending;
  };
}
