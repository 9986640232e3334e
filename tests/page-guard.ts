import { BOOT_ELEMENT_ID } from '../client/app/document-ids';
import { PAGE_GUARD_BODY } from '../client/app/document-scripts';

export const SENDER_URL = '/_app/error-reports-TEST.js';
export const PAGE_BUILD_ID = '0123456789abcdef';

type Listener = (event: Record<string, unknown>) => void;

export interface GuardOptions {
  /** The page's path (location.pathname). */
  path?: string;
  /** The Navigation API (window.navigation), where the engine has it. */
  navigationApi?: boolean;
  /** sessionStorage's contents, shared by the "documents" of one tab. */
  storage?: Map<string, string>;
  /** What importing the sender does: by default it loads, and records what it is given. */
  loadSender?: (url: string) => Promise<{ flush: (queue: unknown[]) => void }>;
}

/**
 * The page guard (client/app/document-scripts.ts), the very text the document runs, against a fake
 * window: its events are fired by hand, its timers are the test's (vi fake timers work), and the
 * sender it imports is a fake that records the queue it is given.
 */
export function runPageGuard({ path = '/company', navigationApi = false, storage = new Map(), loadSender }: GuardOptions = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const navigationListeners = new Set<Listener>();
  const imported: string[] = [];
  const sent: unknown[] = [];
  const add = (type: string, f: Listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(f);
  const window = {
    document: {
      getElementById: (id: string) =>
        id === BOOT_ELEMENT_ID ? { textContent: JSON.stringify({ entry: '/_app/entry-A.js', modules: [], report: SENDER_URL }) } : null,
      documentElement: { getAttribute: (name: string) => (name === 'data-build-id' ? PAGE_BUILD_ID : null) },
    },
    location: { pathname: path },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    navigation: navigationApi ? { addEventListener: (_type: 'navigate', f: Listener) => void navigationListeners.add(f) } : undefined,
    addEventListener: add,
    removeEventListener: (type: string, f: Listener) => void listeners.get(type)?.delete(f),
    setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  } as unknown as Window & { navigation?: unknown };
  const load =
    loadSender ??
    (async (url: string) => {
      imported.push(url);
      return { flush: (queue: unknown[]) => void sent.push(...queue.splice(0)) };
    });
  // oxlint-disable-next-line typescript/no-implied-eval -- the tests run the page guard's inline script from its text, as the browser does
  new Function('window', 'load', PAGE_GUARD_BODY)(window, (url: string) => {
    if (loadSender) imported.push(url);
    return load(url);
  });
  return {
    window,
    imported,
    sent,
    /** Fires a window event at the guard's listeners. */
    fire: (type: string, event: Record<string, unknown> = {}) => listeners.get(type)?.forEach((f) => f(event)),
    /** How many listeners of this type the guard has on the window now. */
    listening: (type: string) => listeners.get(type)?.size ?? 0,
    /** Fires the Navigation API's navigate event. */
    navigate: (event: { sameDocument: boolean; downloadRequest?: string | null }) =>
      navigationListeners.forEach((f) =>
        f({ destination: { sameDocument: event.sameDocument }, downloadRequest: event.downloadRequest ?? null }),
      ),
  };
}
