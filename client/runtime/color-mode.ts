/**
 * Colour mode, live: the visitor's preference (system, light or dark, kept in localStorage),
 * the OS setting followed while the preference is `system`, and a mode forced by the page
 * (`<html data-color-mode-forced>`, set by the server from the route table). The inline head
 * script (client/app/document-scripts.ts) applies the same rules before first paint; this module keeps
 * them true afterwards. Browser-only: the entry hands it to the universal tree (client/app/browser.ts).
 */
import { useMemo, useSyncExternalStore } from 'react';
import {
  SERVER_COLOR_MODE,
  type ColorModeControls,
  type ColorModePreference,
  type ColorModeState,
  type ResolvedColorMode,
} from '../app/browser';
import { COLOR_MODE_STORAGE_KEY } from '../app/document-ids';

// The types are the universal tree's (client/app/browser.ts), which this module implements.
export type { ColorModeControls, ColorModePreference, ResolvedColorMode };

/** The attribute the server puts on <html> when the route forces a mode. */
const FORCED_COLOR_MODE_ATTRIBUTE = 'data-color-mode-forced';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** What the store needs from the browser; tests pass fakes. */
export interface ColorModeEnv {
  root: {
    getAttribute(name: string): string | null;
    classList: { add(token: string): void; remove(...tokens: string[]): void };
    style: { colorScheme: string };
  };
  /** Returns localStorage; may throw (storage disabled), and so may its methods. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  /** The `(prefers-color-scheme: dark)` query. */
  media: { matches: boolean; addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void };
  /** Where `storage` events of other tabs arrive (window). */
  events?: { addEventListener(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void };
}

export interface ColorModeStore {
  getSnapshot(): ColorModeState;
  subscribe(listener: () => void): () => void;
  setPreference(preference: ColorModePreference): void;
  /** Re-reads the forced mode from <html> (after a navigation) and applies the result. */
  refresh(): void;
}

function isColorModePreference(value: unknown): value is ColorModePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** The mode a page shows: a forced mode wins, then an explicit preference, then the OS. */
export function resolveColorMode(preference: ColorModePreference, systemDark: boolean, forced?: ResolvedColorMode): ResolvedColorMode {
  if (forced) return forced;
  if (preference !== 'system') return preference;
  return systemDark ? 'dark' : 'light';
}

function readForced(root: ColorModeEnv['root']): ResolvedColorMode | undefined {
  const value = root.getAttribute(FORCED_COLOR_MODE_ATTRIBUTE);
  return value === 'light' || value === 'dark' ? value : undefined;
}

/**
 * The colour-mode state machine over an environment. Storage failures never escape: the
 * preference then lives in memory for the rest of the session.
 */
export function createColorModeStore(env: ColorModeEnv): ColorModeStore {
  let preference: ColorModePreference = 'system';
  try {
    const stored = env.storage().getItem(COLOR_MODE_STORAGE_KEY);
    if (isColorModePreference(stored)) preference = stored;
  } catch {
    // Storage disabled (private mode, blocked cookies): keep the default for this session.
  }
  let systemDark = env.media.matches;
  let forced = readForced(env.root);
  let snapshot = compute();
  const listeners = new Set<() => void>();

  function compute(): ColorModeState {
    return { preference, resolved: resolveColorMode(preference, systemDark, forced), forced: forced !== undefined };
  }

  function update(): void {
    const next = compute();
    env.root.classList.remove('light', 'dark');
    env.root.classList.add(next.resolved);
    env.root.style.colorScheme = next.resolved;
    if (next.preference === snapshot.preference && next.resolved === snapshot.resolved && next.forced === snapshot.forced) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  env.media.addEventListener('change', (event) => {
    systemDark = event.matches;
    update();
  });
  env.events?.addEventListener('storage', (event) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY) return;
    preference = isColorModePreference(event.newValue) ? event.newValue : 'system';
    update();
  });
  update();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPreference(next) {
      if (!isColorModePreference(next)) return;
      preference = next;
      try {
        env.storage().setItem(COLOR_MODE_STORAGE_KEY, next);
      } catch {
        // Not persisted (storage full or disabled); it still holds for this session.
      }
      update();
    },
    refresh() {
      forced = readForced(env.root);
      update();
    },
  };
}

let browserStore: ColorModeStore | undefined;

/** The page's store, created on first use in the browser. */
function store(): ColorModeStore {
  browserStore ??= createColorModeStore({
    root: document.documentElement,
    storage: () => window.localStorage,
    media: window.matchMedia(DARK_QUERY),
    events: window,
  });
  return browserStore;
}

/** Applies the colour mode for the current page (call after the forced mode may have changed). */
export function syncColorMode(): void {
  store().refresh();
}

const subscribe = (listener: () => void) => store().subscribe(listener);
const getSnapshot = () => store().getSnapshot();
const getServerSnapshot = () => SERVER_COLOR_MODE;
const setPreference = (preference: ColorModePreference) => store().setPreference(preference);

/**
 * The colour mode for components. Server render and hydration see a neutral state; the
 * real one follows right after hydration (useSyncExternalStore re-renders, no mismatch).
 */
export function useColorMode(): ColorModeControls {
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useMemo(() => ({ ...state, setPreference }), [state]);
}
