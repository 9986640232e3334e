/**
 * Recovery from a code chunk that fails to load (an open tab after a deploy asks for a
 * chunk that no longer exists): one full page load of the target path, at most once per
 * path per CHUNK_RELOAD_GUARD_MS (spec §8–9). The guard lives in sessionStorage so it
 * survives that reload; a second failure inside the window shows the error page instead,
 * so the page can never reload in a loop.
 */
import { serverErrorState, type AppState, type ErrorView } from '../app/state';
import type { UiCopy } from '../site/ui';

/** How long a path may not be reloaded again after a chunk failure (spec §9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** sessionStorage key of the guard `{ path, expires }`. */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload';

interface ReloadGuard {
  path: string;
  expires: number;
}

function readGuard(raw: string | null): ReloadGuard | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'path' in value && 'expires' in value) {
      const { path, expires } = value;
      if (typeof path === 'string' && typeof expires === 'number') return { path, expires };
    }
  } catch {
    // A corrupt guard guards nothing.
  }
  return undefined;
}

/**
 * Whether a chunk failure on `path` may reload the page now. When it may, the guard is
 * written first. Without a working sessionStorage nothing could stop a loop, so the
 * answer is then no (the caller shows the error page).
 */
export function claimChunkReload(path: string, now: number, storage: () => Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    const store = storage();
    const guard = readGuard(store.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (guard && guard.path === path && now < guard.expires) return false;
    const next: ReloadGuard = { path, expires: now + CHUNK_RELOAD_GUARD_MS };
    store.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify(next));
    return true;
  } catch {
    return false;
  }
}

/** The error state shown instead of a page whose code cannot be loaded (twice inside the guard window), in the page's language. */
export function chunkFailureState(current: AppState, path: string, ui: UiCopy): AppState & { view: ErrorView } {
  return serverErrorState(current, path, ui.errors.chunkFailure);
}

/** The guard's notion of a path: what a full load would request (the hash never reaches the server). */
export function reloadPath(url: { pathname: string; search: string }): string {
  return url.pathname + url.search;
}
