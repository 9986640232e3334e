import { PAGE_META, UI } from '../client/site';
import { PAGE_DATA } from '../client/site/page-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppState, ErrorView, Payload, Screen } from '../client/app/state';
import { matchRoute, type StaticPageId } from '../client/routes';
import { createNavigation, isPlainClick, type LinkClick, type NavigationEnv, type ScrollPosition } from '../client/runtime/navigation';
import { canPrefetch } from '../client/runtime/prefetch';

const ORIGIN = 'https://www.larchfield.dev';
const BUILD_ID = 'abcdef0123456789';

/** The id of the page without a parameter at `path`. */
const staticId = (path: string) => matchRoute(path)!.id as StaticPageId;

function stateAt(path: string): AppState {
  const id = staticId(path);
  return {
    buildId: BUILD_ID,
    origin: ORIGIN,
    path,
    lang: 'en',
    year: 2026,
    view: { kind: 'page', id, meta: PAGE_META[id], data: PAGE_DATA.en[id] } as AppState['view'],
  };
}

function payloadOf(path: string, buildId = BUILD_ID): Payload {
  const id = staticId(path);
  return { buildId, path, ...PAGE_META[id], data: PAGE_DATA.en[id] };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise chain of the fakes run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake browser and app around createNavigation, recording what the navigation did. */
function harness(start: string = '/', options: { sectionIds?: string[]; crawler?: boolean } = {}) {
  let href = `${ORIGIN}${start}`;
  let scroll: ScrollPosition = [0, 0];
  let keys = 0;
  const listeners = new Map<string, (event: { state?: unknown; persisted?: boolean }) => void>();
  const idle: (() => void)[] = [];
  const record = {
    assigned: [] as string[],
    reloads: 0,
    pushed: [] as string[],
    scrolledTo: [] as ScrollPosition[],
    revealed: [] as string[],
    focused: 0,
  };
  const history = {
    state: null as unknown,
    scrollRestoration: 'auto' as ScrollRestoration,
    pushState(state: unknown, _unused: string, url?: string | URL | null) {
      history.state = state;
      href = new URL(String(url), href).href;
      record.pushed.push(href.slice(ORIGIN.length));
    },
    replaceState(state: unknown) {
      history.state = state;
    },
  };
  let stale = false;
  const deployment = { start: vi.fn(), isStale: () => stale, markStale: vi.fn(() => void (stale = true)) };
  const env = {
    currentUrl: () => href,
    assign: vi.fn((url: string) => void record.assigned.push(url)),
    reload: vi.fn(() => void record.reloads++),
    history,
    listen: (type: string, listener: (event: { state?: unknown; persisted?: boolean }) => void) => void listeners.set(type, listener),
    view: {
      scrollPosition: () => scroll,
      scrollTo: (position: ScrollPosition) => {
        scroll = position;
        record.scrolledTo.push(position);
      },
      reveal: (hash: string) => {
        record.revealed.push(hash);
        return (options.sectionIds ?? []).includes(hash.slice(1));
      },
      focusHeading: () => void record.focused++,
    },
    commit: (update: () => void) => update(),
    fetchPayload: vi.fn(async (path: string) => payloadOf(path)),
    resolveScreen: vi.fn(async (state: AppState): Promise<Screen> => ({ state, element: null })),
    resolveErrorScreen: vi.fn(async (state: AppState & { view: ErrorView }): Promise<Screen> => ({ state, element: null })),
    loadChunk: vi.fn(async () => ({})),
    claimChunkReload: vi.fn(() => true),
    deployment,
    canPrefetch: vi.fn(() => true),
    report: vi.fn(),
    onIdle: (callback: () => void) => void idle.push(callback),
    waitForRepaint: vi.fn(async () => {}),
    newKey: () => `k${++keys}`,
    ui: UI,
  } satisfies NavigationEnv;
  const initial: Screen = { state: options.crawler ? { ...stateAt(start), crawler: true } : stateAt(start), element: null };
  const navigation = createNavigation(initial, env);
  return {
    navigation,
    env,
    record,
    history,
    idle,
    makeStale: () => void (stale = true),
    scrollBy: (y: number) => void (scroll = [0, y]),
    /** The browser's back/forward: the URL and entry change first, then popstate fires. */
    pop(url: string, state: unknown) {
      href = new URL(url, href).href;
      history.state = state;
      listeners.get('popstate')?.({ state });
    },
    fire: (type: string, event: { state?: unknown; persisted?: boolean } = {}) => listeners.get(type)?.(event),
    get url() {
      return href.slice(ORIGIN.length);
    },
    get screen() {
      return navigation.getSnapshot().screen.state;
    },
  };
}

/** A plain left click on a link, with optional modifiers and attributes. */
function click(overrides: Partial<Omit<LinkClick, 'currentTarget'>> = {}, attributes: Record<string, string> = {}): LinkClick {
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...overrides,
    currentTarget: { getAttribute: (name) => attributes[name] ?? null, hasAttribute: (name) => name in attributes },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isPlainClick', () => {
  it('takes over only plain primary clicks on links that open in this tab', () => {
    expect(isPlainClick(click())).toBe(true);
    expect(isPlainClick(click({}, { target: '_self' }))).toBe(true);
    expect(isPlainClick(click({ metaKey: true }))).toBe(false);
    expect(isPlainClick(click({ ctrlKey: true }))).toBe(false);
    expect(isPlainClick(click({ shiftKey: true }))).toBe(false);
    expect(isPlainClick(click({ altKey: true }))).toBe(false);
    expect(isPlainClick(click({ button: 1 }))).toBe(false);
    expect(isPlainClick(click({}, { target: '_blank' }))).toBe(false);
    expect(isPlainClick(click({}, { download: '' }))).toBe(false);
  });
});

describe('client navigation', () => {
  it('fetches the payload, loads the page, pushes the URL, scrolls up, focuses and announces', async () => {
    const h = harness('/');
    h.scrollBy(420);
    const notified = vi.fn();
    h.navigation.subscribe(notified);
    expect(h.navigation.navigate('/company', click())).toBe(true);
    expect(h.navigation.getSnapshot().pending).toBe(true);
    await settle();
    expect(h.env.fetchPayload).toHaveBeenCalledWith('/company');
    expect(h.record.pushed).toEqual(['/company']);
    expect(h.screen).toEqual(stateAt('/company'));
    const snapshot = h.navigation.getSnapshot();
    expect(snapshot.pending).toBe(false);
    expect(snapshot.announcement).toBe('Company - Larchfield Software');
    expect(h.record.scrolledTo).toEqual([[0, 0]]);
    expect(h.record.focused).toBe(1);
    expect(h.record.assigned).toEqual([]);
    expect(notified).toHaveBeenCalledTimes(2);
    expect(h.navigation.getServerSnapshot().screen.state.path).toBe('/');
  });

  it('builds the next state from the payload, keeping origin, year and build id', async () => {
    const h = harness('/');
    h.navigation.navigate('/careers', click());
    await settle();
    expect(h.env.resolveScreen).toHaveBeenCalledWith({ ...stateAt('/careers'), origin: ORIGIN, year: 2026, buildId: BUILD_ID });
  });

  it('leaves other origins, unknown paths, files and modified clicks to the browser', () => {
    const h = harness('/');
    for (const href of ['https://example.com/company', '/blog', '/favicon.svg', '/company/', 'mailto:hello@larchfield.dev']) {
      expect(h.navigation.navigate(href, click()), href).toBe(false);
    }
    expect(h.navigation.navigate('/company', click({ ctrlKey: true }))).toBe(false);
    expect(h.navigation.navigate('/company', click({}, { target: '_blank' }))).toBe(false);
    expect(h.env.fetchPayload).not.toHaveBeenCalled();
  });

  it('waits for a repaint before swapping', async () => {
    const h = harness('/');
    const repaint = deferred<void>();
    h.env.waitForRepaint.mockReturnValueOnce(repaint.promise);
    h.navigation.navigate('/solutions', click());
    await settle();
    expect(h.record.pushed).toEqual([]);
    expect(h.screen.path).toBe('/');
    repaint.resolve();
    await settle();
    expect(h.screen.path).toBe('/solutions');
  });

  it('lets the latest navigation win', async () => {
    const h = harness('/');
    const slow = deferred<Payload>();
    h.env.fetchPayload.mockReturnValueOnce(slow.promise);
    h.navigation.navigate('/company', click());
    h.navigation.navigate('/careers', click());
    await settle();
    expect(h.screen.path).toBe('/careers');
    slow.resolve(payloadOf('/company'));
    await settle();
    expect(h.screen.path).toBe('/careers');
    expect(h.record.pushed).toEqual(['/careers']);
    expect(h.navigation.getSnapshot().pending).toBe(false);
  });

  it('lands on a #hash of another page, focused by reveal', async () => {
    const h = harness('/', { sectionIds: ['api-development'] });
    h.navigation.navigate('/solutions#api-development', click());
    await settle();
    expect(h.record.pushed).toEqual(['/solutions#api-development']);
    expect(h.record.revealed).toEqual(['#api-development']);
    expect(h.record.scrolledTo).toEqual([]);
    expect(h.record.focused).toBe(0);
  });

  it('goes to the top when the #hash names nothing', async () => {
    const h = harness('/');
    h.navigation.navigate('/solutions#nothing-here', click());
    await settle();
    expect(h.record.scrolledTo).toEqual([[0, 0]]);
    expect(h.record.focused).toBe(1);
  });

  it('handles a #hash on the same page without fetching', () => {
    const h = harness('/solutions', { sectionIds: ['custom-saas'] });
    expect(h.navigation.navigate('/solutions#custom-saas', click())).toBe(true);
    expect(h.record.pushed).toEqual(['/solutions#custom-saas']);
    expect(h.record.revealed).toEqual(['#custom-saas']);
    expect(h.env.fetchPayload).not.toHaveBeenCalled();
  });

  it('scrolls to the top on a link to the page itself, adding no history entry', () => {
    const h = harness('/company');
    h.scrollBy(300);
    expect(h.navigation.navigate('/company', click())).toBe(true);
    expect(h.record.pushed).toEqual([]);
    expect(h.record.scrolledTo).toEqual([[0, 0]]);
  });
});

describe('full page loads instead of client transitions', () => {
  it('once a newer build is known, links and go() load the page fully, through the runtime', () => {
    const h = harness('/');
    h.makeStale();
    // The runtime makes the load itself (not the link's default), so lazy parts know the
    // document is leaving (components/lazy.tsx).
    expect(h.navigation.navigate('/company', click())).toBe(true);
    h.navigation.go('/careers');
    expect(h.record.assigned).toEqual([`${ORIGIN}/company`, `${ORIGIN}/careers`]);
    expect(h.env.fetchPayload).not.toHaveBeenCalled();
  });

  it('a payload from another build marks the deployment stale and loads the page fully', async () => {
    const h = harness('/');
    h.env.fetchPayload.mockResolvedValueOnce(payloadOf('/company', 'feedfacecafebeef'));
    h.navigation.navigate('/company', click());
    await settle();
    expect(h.env.deployment.markStale).toHaveBeenCalled();
    expect(h.record.assigned).toEqual([`${ORIGIN}/company`]);
    expect(h.env.resolveScreen).not.toHaveBeenCalled();
    expect(h.record.pushed).toEqual([]);
  });

  it('an unusable payload (after the fetch helper’s retry) is reported and loads the page fully', async () => {
    const h = harness('/');
    const failure = new Error('payload /company: HTTP 503');
    h.env.fetchPayload.mockRejectedValueOnce(failure);
    h.navigation.navigate('/company#team', click());
    await settle();
    expect(h.env.report.mock.calls).toEqual([['payload', failure]]);
    expect(h.record.assigned).toEqual([`${ORIGIN}/company#team`]);
    expect(h.screen.path).toBe('/');
  });

  it('a chunk that fails to load reloads the target path when the guard allows', async () => {
    const h = harness('/');
    h.env.resolveScreen.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    h.navigation.navigate('/solutions?ref=home', click());
    await settle();
    expect(h.env.claimChunkReload).toHaveBeenCalledWith('/solutions?ref=home');
    expect(h.record.assigned).toEqual([`${ORIGIN}/solutions?ref=home`]);
    expect(h.record.pushed).toEqual([]);
    // Not a failure yet: the reload may well fix it.
    expect(h.env.report).not.toHaveBeenCalled();
  });

  it('a second chunk failure inside the guard window is reported and shows the 500 error page instead', async () => {
    const h = harness('/');
    const failure = new TypeError('Failed to fetch dynamically imported module');
    h.env.resolveScreen.mockRejectedValueOnce(failure);
    h.env.claimChunkReload.mockReturnValueOnce(false);
    h.navigation.navigate('/solutions', click());
    await settle();
    expect(h.env.report.mock.calls).toEqual([['chunk', failure]]);
    expect(h.record.assigned).toEqual([]);
    expect(h.record.pushed).toEqual(['/solutions']);
    expect(h.screen.view).toEqual({ kind: 'error', status: 500, message: UI.errors.chunkFailure, path: '/solutions' });
    expect(h.navigation.getSnapshot().announcement).toBe('Internal Server Error - Larchfield Software');
  });
});

describe("render failures (the App's error boundary calls fail)", () => {
  it('replace a page that failed after a navigation by the 500 error screen, at its own URL', async () => {
    const h = harness('/');
    h.navigation.navigate('/company', click());
    await settle();
    h.navigation.fail();
    await settle();
    expect(h.screen.view).toEqual({ kind: 'error', status: 500, message: UI.errors.renderFailure, path: '/company' });
    expect(h.screen.path).toBe('/company');
    expect(h.url).toBe('/company');
    expect(h.navigation.getSnapshot()).toMatchObject({ pending: false, announcement: 'Internal Server Error - Larchfield Software' });
    expect(h.record.reloads + h.record.assigned.length).toBe(0);
  });

  it('replace the first screen too (a failure while hydrating)', async () => {
    const h = harness('/solutions');
    h.navigation.fail();
    await settle();
    expect(h.screen.view).toEqual({ kind: 'error', status: 500, message: UI.errors.renderFailure, path: '/solutions' });
    expect(h.env.resolveErrorScreen).toHaveBeenCalledTimes(1);
  });

  it('give way to a navigation that starts before the error screen is ready', async () => {
    const h = harness('/');
    const late = deferred<Screen>();
    h.env.resolveErrorScreen.mockReturnValueOnce(late.promise);
    h.navigation.fail();
    h.navigation.navigate('/careers', click());
    await settle();
    late.resolve({
      state: { ...stateAt('/'), view: { kind: 'error', status: 500, message: UI.errors.renderFailure, path: '/' } },
      element: null,
    });
    await settle();
    expect(h.screen).toEqual(stateAt('/careers'));
  });

  it('never show a crawler an error screen: the first screen stays, after a navigation the server answers', async () => {
    const h = harness('/', { crawler: true });
    h.navigation.fail();
    await settle();
    expect(h.screen.view.kind).toBe('page');
    expect(h.record.reloads).toBe(0);
    h.navigation.navigate('/company', click());
    await settle();
    expect(h.screen).toMatchObject({ path: '/company', crawler: true });
    h.navigation.fail();
    await settle();
    expect(h.record.reloads).toBe(1);
    expect(h.env.resolveErrorScreen).not.toHaveBeenCalled();
  });

  it("give a crawler whose page chunk fails the server's page (a full load), never the error screen", async () => {
    const h = harness('/', { crawler: true });
    h.env.resolveScreen.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    h.env.claimChunkReload.mockReturnValue(false);
    h.navigation.navigate('/solutions', click());
    await settle();
    expect(h.record.assigned).toEqual([`${ORIGIN}/solutions`]);
    expect(h.env.resolveErrorScreen).not.toHaveBeenCalled();
  });
});

describe('back and forward', () => {
  it('swaps pages without a fetch of the document and restores each entry’s scroll', async () => {
    const h = harness('/');
    h.navigation.start();
    const homeEntry = h.history.state;
    expect(homeEntry).toEqual({ key: 'k1' });
    h.scrollBy(500);
    h.navigation.navigate('/company', click());
    await settle();
    const companyEntry = h.history.state;
    h.scrollBy(120);

    h.pop('/', { key: 'k1', scroll: [0, 500] });
    await settle();
    expect(h.screen.path).toBe('/');
    expect(h.record.scrolledTo.at(-1)).toEqual([0, 500]);
    expect(h.record.pushed).toEqual(['/company']);

    h.pop('/company', companyEntry);
    await settle();
    expect(h.screen.path).toBe('/company');
    expect(h.record.scrolledTo.at(-1)).toEqual([0, 120]);
    expect(h.record.reloads).toBe(0);
    expect(h.env.fetchPayload).toHaveBeenCalledTimes(2); // one per route: payloads are cached
  });

  it('reloads when a newer build is live or the entry is not a route', async () => {
    const h = harness('/');
    h.navigation.start();
    h.pop('/not-a-page', null);
    expect(h.record.reloads).toBe(1);
    h.makeStale();
    h.pop('/company', { key: 'x' });
    expect(h.record.reloads).toBe(2);
    expect(h.env.fetchPayload).not.toHaveBeenCalled();
  });

  it('restores a #hash entry of the same page without fetching', () => {
    const h = harness('/solutions', { sectionIds: ['custom-saas'] });
    h.navigation.start();
    h.pop('/solutions#custom-saas', null);
    expect(h.record.revealed).toEqual(['#custom-saas']);
    expect((h.history.state as { key: string }).key).toMatch(/^k/);
    expect(h.env.fetchPayload).not.toHaveBeenCalled();
  });
});

describe('start', () => {
  it('takes over scroll restoration, keys the entry and starts deployment detection', () => {
    const h = harness('/');
    h.navigation.start();
    expect(h.history.scrollRestoration).toBe('manual');
    expect(h.history.state).toEqual({ key: 'k1' });
    expect(h.env.deployment.start).toHaveBeenCalledTimes(1);
  });

  it('puts a reloaded page back where it was and saves the position when the page is left', () => {
    const h = harness('/company');
    h.history.state = { key: 'old', scroll: [0, 640] };
    h.navigation.start();
    expect(h.record.scrolledTo).toEqual([[0, 640]]);
    h.scrollBy(700);
    h.fire('pagehide');
    expect(h.history.state).toEqual({ key: 'old', scroll: [0, 700] });
  });

  it('restores a position kept relative to a part of the page, and ignores malformed ones', () => {
    const h = harness('/company');
    h.history.state = { key: 'old', scroll: [0, 2400, 3, 120.5] };
    h.navigation.start();
    expect(h.record.scrolledTo).toEqual([[0, 2400, 3, 120.5]]);
    for (const scroll of [[0, 10, 3], [0, '10'], [0, Number.NaN], { x: 0, y: 10 }, [0, 10, 3, null]]) {
      const other = harness('/company');
      other.history.state = { key: 'old', scroll };
      other.navigation.start();
      expect(other.record.scrolledTo).toEqual([]);
    }
  });
});

describe('prefetch', () => {
  it('fetches the payload and loads the chunk once, when idle', async () => {
    const h = harness('/');
    h.navigation.prefetch('/careers');
    h.navigation.prefetch('/careers');
    expect(h.env.fetchPayload).not.toHaveBeenCalled();
    expect(h.idle).toHaveLength(1);
    h.idle[0]?.();
    expect(h.env.fetchPayload).toHaveBeenCalledWith('/careers');
    expect(h.env.loadChunk).toHaveBeenCalledWith('careers');
    await settle();
    h.navigation.navigate('/careers', click());
    await settle();
    expect(h.screen.path).toBe('/careers');
    expect(h.env.fetchPayload).toHaveBeenCalledTimes(1);
  });

  it('tries again later when a prefetch failed', async () => {
    const h = harness('/');
    h.env.fetchPayload.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    h.navigation.prefetch('/careers');
    h.idle[0]?.();
    await settle();
    h.navigation.prefetch('/careers');
    expect(h.idle).toHaveLength(2);
  });

  it('skips connections that save data, other origins, unknown paths, the current page and stale builds', () => {
    const h = harness('/');
    h.env.canPrefetch.mockReturnValue(false);
    h.navigation.prefetch('/careers');
    h.env.canPrefetch.mockReturnValue(true);
    h.navigation.prefetch('https://example.com/careers');
    h.navigation.prefetch('/blog');
    h.navigation.prefetch('/'); // the page on screen
    h.makeStale();
    h.navigation.prefetch('/company');
    expect(h.idle).toHaveLength(0);
  });

  it('is skipped on save-data and 2G connections', () => {
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('go (programmatic navigation)', () => {
  it('makes a client transition for in-site routes, #hash included', async () => {
    const h = harness('/', { sectionIds: ['newsloom-api'] });
    h.navigation.go('/solutions#newsloom-api');
    await settle();
    expect(h.screen.path).toBe('/solutions');
    expect(h.url).toBe('/solutions#newsloom-api');
    expect(h.record.revealed).toEqual(['#newsloom-api']);
    h.navigation.go('#custom-saas');
    expect(h.url).toBe('/solutions#custom-saas');
    expect(h.record.assigned).toEqual([]);
  });

  it('loads anything else fully', () => {
    const h = harness('/');
    h.navigation.go('/blog');
    h.navigation.go('https://example.com/');
    expect(h.record.assigned).toEqual([`${ORIGIN}/blog`, 'https://example.com/']);
  });
});
