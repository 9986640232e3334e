/**
 * Client navigation: links to the four routes swap pages without a full load. A transition
 * fetches the page's payload, loads its chunk, waits for a repaint, pushes the URL, renders,
 * then scrolls (top, `#hash`, or the saved position on back/forward), focuses the new
 * heading and announces the page. It falls back to a full page load whenever a client
 * transition could go wrong: a newer build is live, the payload is unusable, or the
 * page's chunk is gone (once per path per guard window, then the error page).
 */
import { flushSync } from 'react-dom';
import { headMeta } from '../app/head';

import type { Navigation, NavigationSnapshot } from '../app/router';
import { loadPage, resolveErrorScreen, resolveScreen } from '../app/screen';
import { serverErrorState, type AppState, type ErrorView, type Payload, type Screen } from '../app/state';
import { DEFERRED_PART_CLASS, LAYOUT_ALL_ATTRIBUTE } from '../app/document-ids';
import type { ErrorKind } from '../error-reports';
import type { UiCopy } from '../site/ui';
import { matchRoute, type Lang, type PageId, type RouteMatch } from '../routes';
import { chunkFailureState, claimChunkReload, reloadPath } from './chunk-reload';
import { createDeploymentWatch, type DeploymentWatch } from './deployment';
import { fetchPayload, stateFromPayload } from './payload';
import { browserConnection, canPrefetch } from './prefetch';
import { onIdle, waitForRepaint } from './scheduling';

/**
 * Where the reader was: the page offset, and where it lies in the `defer-offscreen` part under
 * the viewport's top edge (its index among them, and the viewport's offset into it). Parts not
 * yet shown have estimated heights, so an offset alone would land elsewhere on the next layout.
 */
export type ScrollPosition = readonly [x: number, y: number] | readonly [x: number, y: number, part: number, into: number];

/** What this runtime keeps in `history.state`: an entry key and, once left, its scroll position. */
interface HistoryEntryState {
  key: string;
  scroll?: ScrollPosition;
}

/** The DOM work after a page swap. */
interface NavigationView {
  scrollPosition(): ScrollPosition;
  scrollTo(position: ScrollPosition): void;
  /** Scrolls to and focuses the element a `#hash` names; false when there is none. */
  reveal(hash: string): boolean;
  /** Moves focus to the page's main heading without scrolling. */
  focusHeading(): void;
}

type WindowEvent = { state?: unknown; persisted?: boolean };

/** Everything the navigation needs from the browser and the app; tests pass fakes. */
export interface NavigationEnv {
  /** location.href */
  currentUrl: () => string;
  /** Full page load of a URL (location.assign). */
  assign: (url: string) => void;
  /** Full page load of the current URL (location.reload). */
  reload: () => void;
  history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'scrollRestoration'>;
  listen: (type: 'popstate' | 'pagehide' | 'pageshow', listener: (event: WindowEvent) => void) => void;
  view: NavigationView;
  /** Runs a store update so that the DOM reflects it when this returns (flushSync). */
  commit: (update: () => void) => void;
  fetchPayload: (path: string) => Promise<Payload>;
  resolveScreen: (state: AppState) => Promise<Screen>;
  resolveErrorScreen: (state: AppState & { view: ErrorView }) => Promise<Screen>;
  loadChunk: (id: PageId) => Promise<unknown>;
  claimChunkReload: (path: string) => boolean;
  deployment: DeploymentWatch;
  canPrefetch: () => boolean;
  /** Reports a failure to the worker (window.__report). */
  report: (kind: ErrorKind, error: unknown) => void;
  onIdle: (callback: () => void) => void;
  waitForRepaint: () => Promise<void>;
  newKey: () => string;
  /** The runtime's copy in the document's language (error messages, the announced title). */
  ui: UiCopy;
}

export interface ClientNavigation extends Navigation {
  /** As Router.navigate, for any click carrying the parts that matter. */
  navigate: (href: string, event: LinkClick) => boolean;
  /** Starts history handling, scroll restoration and deployment detection; call once hydrated. */
  start: () => void;
}

/** The click parts that decide whether a link may be taken over. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  currentTarget: { getAttribute(name: string): string | null; hasAttribute(name: string): boolean };
}

/** A plain primary-button click on a link that opens in this tab: anything else stays native. */
export function isPlainClick(event: LinkClick): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.currentTarget.getAttribute('target');
  if (target && target !== '_self') return false;
  return !event.currentTarget.hasAttribute('download');
}

function asEntry(state: unknown): HistoryEntryState | undefined {
  if (typeof state !== 'object' || state === null || !('key' in state) || typeof state.key !== 'string') return undefined;
  const scroll = 'scroll' in state && isScrollPosition(state.scroll) ? state.scroll : undefined;
  return { key: state.key, scroll };
}

function isScrollPosition(value: unknown): value is ScrollPosition {
  return (
    Array.isArray(value) && (value.length === 2 || value.length === 4) && value.every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

const samePage = (a: URL, b: URL) => a.pathname === b.pathname && a.search === b.search;

/** The snapshot the App renders from, as an external store: read, replaced in part, subscribed to. */
function snapshotStore(initial: NavigationSnapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    update: (next: Partial<NavigationSnapshot>): void => {
      snapshot = { ...snapshot, ...next };
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Payloads are per build, so one fetch per route serves the whole visit; a failure is forgotten. */
function payloadCache(fetchPayload: NavigationEnv['fetchPayload']): (path: string) => Promise<Payload> {
  const payloads = new Map<string, Promise<Payload>>();
  return (path) => {
    let pending = payloads.get(path);
    if (!pending) {
      pending = fetchPayload(path);
      payloads.set(path, pending);
      pending.catch(() => payloads.delete(path));
    }
    return pending;
  };
}

/**
 * The screen of a page whose payload came: the page's own, or, when its chunk did not load (gone
 * after a deploy, or offline), the 500 page; undefined when the server should answer the URL
 * instead (a reload the guard allows, or a crawler, never shown an error page of the browser's
 * making: decision 0094).
 */
async function screenFor(
  env: NavigationEnv,
  current: AppState,
  url: URL,
  next: Payload,
  stillCurrent: () => boolean,
): Promise<Screen | undefined> {
  try {
    return await env.resolveScreen(stateFromPayload(current, next));
  } catch (error) {
    if (!stillCurrent()) throw error;
    if (env.claimChunkReload(reloadPath(url)) || current.crawler) return undefined;
    env.report('chunk', error);
    return env.resolveErrorScreen(chunkFailureState(current, url.pathname, env.ui));
  }
}

/**
 * The history entries this runtime keys (`history.state.key`) and the scroll position of each:
 * kept here for entries left with back/forward (a left entry's history.state cannot be written),
 * and in the current entry's state when leaving it (a reload or a return restores it).
 */
function historyEntries(env: NavigationEnv) {
  let key = '';
  const positions = new Map<string, ScrollPosition>();
  const save = (): void => {
    const scroll = env.view.scrollPosition();
    positions.set(key, scroll);
    env.history.replaceState({ key, scroll } satisfies HistoryEntryState, '');
  };
  return {
    save,
    /** A new entry for `url`, the current one's scroll saved first. */
    push(url: URL): void {
      save();
      key = env.newKey();
      env.history.pushState({ key } satisfies HistoryEntryState, '', url.href);
    },
    /** The position the current entry was left at, if it was left. */
    saved: (): ScrollPosition | undefined => positions.get(key),
    /** Back or forward to an entry: the one left is remembered; the entry's own position, if any. */
    pop(state: unknown): ScrollPosition | undefined {
      positions.set(key, env.view.scrollPosition());
      const entry = asEntry(state);
      if (entry) key = entry.key;
      else {
        // An entry the browser made (a native #hash jump): give it a key of ours.
        key = env.newKey();
        env.history.replaceState({ key } satisfies HistoryEntryState, '');
      }
      const saved = positions.get(key) ?? entry?.scroll;
      if (saved) positions.set(key, saved);
      return saved;
    },
    /** Keys the document's entry; a reload or a return to this document puts the page back where it was. */
    start(): void {
      env.history.scrollRestoration = 'manual';
      const entry = asEntry(env.history.state);
      key = entry?.key ?? env.newKey();
      if (!entry) env.history.replaceState({ key } satisfies HistoryEntryState, '');
      if (entry?.scroll) env.view.scrollTo(entry.scroll);
    },
  };
}

/**
 * The page a URL shows, when a client transition can show it: a page of the registry in the
 * document's language. Another language is a full load (its <html lang>, head and copy are the
 * server's to render: decision 0151).
 */
function pageIn(url: URL, lang: Lang): RouteMatch | undefined {
  const route = matchRoute(url.pathname);
  return route && route.lang === lang ? route : undefined;
}

/** A full page load of `url`, answered by the server; for back/forward, a reload of the entry the browser already moved to. */
function fullLoad(env: NavigationEnv, url: URL, mode: 'push' | 'pop'): void {
  if (mode === 'pop') env.reload();
  else env.assign(url.href);
}

/** Scroll and focus for the page now on screen: the saved position, else the `#hash`'s element, else the top. */
function placeOnScreen(view: NavigationView, url: URL, saved: ScrollPosition | undefined): void {
  if (saved) {
    view.scrollTo(saved);
    view.focusHeading();
  } else if (!(url.hash.length > 1 && view.reveal(url.hash))) {
    view.scrollTo([0, 0]);
    view.focusHeading();
  }
}

/**
 * The screen a transition swaps in: the page's payload (from this build), its chunk loaded.
 * Undefined when the server should answer the URL instead, or when a later navigation took over
 * (`isCurrent()` is false then: the caller looks).
 */
async function nextScreen(
  env: NavigationEnv,
  payload: (path: string) => Promise<Payload>,
  current: AppState,
  route: RouteMatch,
  url: URL,
  isCurrent: () => boolean,
): Promise<Screen | undefined> {
  let next: Payload;
  try {
    next = await payload(route.path);
  } catch (error) {
    // No usable payload, even after a retry: let the server answer the URL itself.
    env.report('payload', error);
    return undefined;
  }
  if (!isCurrent()) return undefined;
  if (next.buildId !== current.buildId) {
    // The server runs another build: its pages and our chunks do not mix.
    env.deployment.markStale();
    return undefined;
  }
  try {
    return await screenFor(env, current, url, next, isCurrent);
  } catch {
    return undefined; // a later navigation took over while the page's chunk failed
  }
}

/**
 * Warms the payload and chunk of a linked page when idle, once per route (again after a failure);
 * `target` names the route, if a client transition would show it.
 */
function prefetcher(
  env: NavigationEnv,
  payload: (path: string) => Promise<Payload>,
  target: (href: string) => RouteMatch | undefined,
): (href: string) => void {
  const prefetched = new Set<string>();
  return (href) => {
    const route = target(href);
    if (!route || prefetched.has(route.path) || env.deployment.isStale() || !env.canPrefetch()) return;
    prefetched.add(route.path);
    env.onIdle(() => {
      // Warm-up only: a failure here is met again, and handled, by the navigation itself.
      payload(route.path).catch(() => prefetched.delete(route.path));
      env.loadChunk(route.id).catch(() => prefetched.delete(route.path));
    });
  };
}

/** The navigation over an environment (createBrowserNavigation builds the browser's). */
export function createNavigation(initial: Screen, env: NavigationEnv): ClientNavigation {
  const serverSnapshot: NavigationSnapshot = { screen: initial, pending: false, announcement: '' };
  const store = snapshotStore(serverSnapshot);
  const update = store.update;
  const entries = historyEntries(env);
  const payload = payloadCache(env.fetchPayload);
  /** The URL of the page on screen (a transition changes it when it swaps). */
  let shown = new URL(env.currentUrl());
  /** Bumped by every navigation: a transition whose number is no longer current gives up. */
  let sequence = 0;

  /** The page a URL shows, if a client transition can show it (pageIn the document's language). */
  const routeOf = (url: URL) => pageIn(url, store.get().screen.state.lang);
  /** An in-site URL a client transition can show, or undefined for a native navigation. */
  const clientUrl = (href: string): URL | undefined => {
    const url = new URL(href, env.currentUrl());
    return url.origin === shown.origin && routeOf(url) ? url : undefined;
  };
  /** Puts a screen on, its title announced, so that the DOM shows it when this returns. */
  const show = (screen: Screen) => env.commit(() => update({ screen, pending: false, announcement: headMeta(screen.state, env.ui).title }));
  /** Nothing is in flight any more. */
  const settle = () => store.get().pending && update({ pending: false });

  /** To another page: its screen (nextScreen), a repaint, the history entry, the swap, then scroll and focus. */
  async function transition(url: URL, mode: 'push' | 'pop'): Promise<void> {
    const token = ++sequence;
    const isCurrent = () => token === sequence;
    const route = routeOf(url);
    if (!route) return fullLoad(env, url, mode);
    update({ pending: true });
    const screen = await nextScreen(env, payload, store.get().screen.state, route, url, isCurrent);
    if (!isCurrent()) return;
    if (!screen) return fullLoad(env, url, mode);
    await env.waitForRepaint();
    if (!isCurrent()) return;
    if (mode === 'push') entries.push(url);
    shown = url;
    show(screen);
    placeOnScreen(env.view, url, mode === 'pop' ? entries.saved() : undefined);
  }

  /** Another place on the page on screen (a `#hash`, or back/forward within it): no fetch, only scrolling. */
  function withinPage(url: URL, saved: ScrollPosition | undefined, newEntry: boolean): void {
    sequence++;
    settle();
    if (newEntry) entries.push(url);
    shown = url;
    placeOnScreen(env.view, url, saved);
  }

  /** Starts a client navigation to `url`, or the full page load a newer deployment asks for. */
  function begin(url: URL): boolean {
    if (env.deployment.isStale()) env.assign(url.href);
    else if (samePage(url, shown)) withinPage(url, undefined, url.hash !== shown.hash);
    else void transition(url, 'push');
    return true;
  }

  /** Back or forward: within the page, to another page by a transition, or a reload where none can show it. */
  function onPopState(event: WindowEvent): void {
    const saved = entries.pop(event.state);
    const url = new URL(env.currentUrl());
    if (samePage(url, shown)) withinPage(url, saved, false);
    else if (env.deployment.isStale() || !routeOf(url)) env.reload();
    else void transition(url, 'pop');
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,
    getServerSnapshot: () => serverSnapshot,
    fail() {
      const { screen: failed } = store.get();
      const { state } = failed;
      if (state.crawler) {
        // No error page for crawlers (spec §8; the error is logged): after a client navigation the
        // server answers the URL itself; the first screen stays as it is.
        if (failed !== initial) env.reload();
        return;
      }
      const token = ++sequence;
      void env.resolveErrorScreen(serverErrorState(state, state.path, env.ui.errors.renderFailure)).then((screen) => {
        if (token === sequence) show(screen);
      });
    },
    navigate(href, event) {
      if (!isPlainClick(event)) return false;
      const url = clientUrl(href);
      return url !== undefined && begin(url);
    },
    go(href) {
      const url = clientUrl(href);
      if (!url || !begin(url)) env.assign(new URL(href, env.currentUrl()).href);
    },
    prefetch: prefetcher(env, payload, (href) => {
      const url = clientUrl(href);
      return url && !samePage(url, shown) ? routeOf(url) : undefined;
    }),
    start() {
      entries.start();
      env.listen('popstate', onPopState);
      env.listen('pagehide', () => entries.save());
      // Back from the bfcache after a full-load navigation: nothing is in flight any more.
      env.listen('pageshow', (event) => event.persisted && settle());
      env.deployment.start();
    },
  };
}

function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** The parts of a page laid out only after the first paint (the `defer-offscreen` utility). */
const DEFERRED_PART = `.${DEFERRED_PART_CLASS}`;

/**
 * Lays every deferred part out for good (client/styles.css), as the boot script does after the
 * first paint: a scroll before that would otherwise measure estimated heights.
 */
function layOutAll(): void {
  document.documentElement.setAttribute(LAYOUT_ALL_ATTRIBUTE, '');
}

const browserView: NavigationView = {
  scrollPosition() {
    const { scrollX: x, scrollY: y } = window;
    const parts = document.querySelectorAll(DEFERRED_PART);
    for (let i = parts.length - 1; i >= 0; i--) {
      const top = parts[i]!.getBoundingClientRect().top;
      if (top <= 0) return [x, y, i, -top];
    }
    return [x, y];
  },
  scrollTo(position) {
    const [x, y, index, into] = position;
    const part = index === undefined ? undefined : document.querySelectorAll(DEFERRED_PART)[index];
    if (!part || into === undefined) return window.scrollTo(x, y);
    // Parts never shown have estimated heights, and scroll anchoring does not always make up for
    // them as they render: lay every part out before measuring.
    layOutAll();
    window.scrollTo(x, window.scrollY + part.getBoundingClientRect().top + into);
  },
  reveal(hash) {
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return false;
    }
    const element = document.getElementById(id);
    if (!element) return false;
    layOutAll();
    element.scrollIntoView();
    focusWithoutScrolling(element);
    return true;
  },
  focusHeading() {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) focusWithoutScrolling(heading);
  },
};

/** The browser's navigation for the hydrated document. */
export function createBrowserNavigation(initial: Screen, buildId: string, ui: UiCopy): ClientNavigation {
  return createNavigation(initial, {
    ui,
    currentUrl: () => window.location.href,
    // The page guard sees these loads begin like any other (beforeunload, the Navigation API), and
    // holds what they cancel (client/app/document-scripts.ts).
    assign: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    history: window.history,
    listen: (type, listener) => window.addEventListener(type, listener),
    view: browserView,
    commit: flushSync,
    fetchPayload,
    resolveScreen,
    resolveErrorScreen,
    loadChunk: (id) => loadPage(id),
    claimChunkReload: (path) => claimChunkReload(path, Date.now(), () => window.sessionStorage),
    deployment: createDeploymentWatch({
      buildId,
      connection: browserConnection(),
      now: Date.now,
      logError: (message, error) => console.error(message, error),
    }),
    canPrefetch: () => canPrefetch(browserConnection()),
    report: (kind, error) => window.__report(kind, error),
    onIdle,
    waitForRepaint,
    newKey: () => Math.random().toString(36).slice(2, 10),
  });
}
