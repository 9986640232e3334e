import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CARRY_OVER_KEY } from '../client/app/document-ids';
import {
  BOOTSTRAP_SCRIPT,
  BOOT_SCRIPT,
  ERROR_QUEUE_MAX,
  LEAVE_CALL_OFF_MS,
  LEAVE_GRACE_MS,
  PAGE_GUARD_BODY,
  PAGE_GUARD_SCRIPT,
} from '../client/app/document-scripts';
import { PAGE_BUILD_ID, SENDER_URL, runPageGuard, type GuardOptions } from './page-guard';

/** Lets promise chains run to their end (fake timers do not hold microtasks back). */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** Where a promise stands, read after `microtasks()`. */
function track<T>(promise: Promise<T>) {
  const seen: { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { state: 'pending' };
  promise.then(
    (value) => Object.assign(seen, { state: 'resolved', value }),
    (error: unknown) => Object.assign(seen, { state: 'rejected', error }),
  );
  return seen;
}

/** A load whose outcome the test decides, counting its calls. */
function controlledLoad<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => void calls.push({ resolve, reject }));
  return { load, calls };
}

const CANCELLED = new TypeError('error loading dynamically imported module: http://127.0.0.1/_app/carousel-X.js');

/** A page guard with one held load in flight, whose attempts the test settles (`calls`). */
async function loadInFlight(options: GuardOptions = {}) {
  const g = runPageGuard(options);
  const { load, calls } = controlledLoad<string>();
  const result = track(g.window.__held(load));
  await microtasks();
  /** The latest attempt fails. */
  const fail = async (error: unknown = CANCELLED) => {
    calls.at(-1)!.reject(error);
    await microtasks();
  };
  return { g, calls, result, fail };
}

beforeEach(() => {
  // The guard's call-off timer: the test moves time on by hand.
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the page guard: loads a navigation may cancel', () => {
  it('passes a load’s value through, listening to beforeunload only while a load is in flight', async () => {
    const g = runPageGuard();
    const { load, calls } = controlledLoad<string>();
    expect(g.listening('beforeunload')).toBe(0);
    const result = track(g.window.__held(load));
    await microtasks();
    expect(g.listening('beforeunload')).toBe(1);
    calls[0]!.resolve('module');
    await microtasks();
    expect(result).toEqual({ state: 'resolved', value: 'module' });
    // None while nothing can be cancelled: an unconditional listener keeps a page out of Firefox's back/forward cache.
    expect(g.listening('beforeunload')).toBe(0);
  });

  it('rejects with the failure at once where the Navigation API announces every navigation first', async () => {
    const { g, result, fail } = await loadInFlight({ navigationApi: true });
    await fail();
    expect(result).toEqual({ state: 'rejected', error: CANCELLED });
    expect(g.listening('beforeunload')).toBe(0);
  });

  it(`without it, rejects with the failure when the document is still staying ${LEAVE_GRACE_MS} ms later (a chunk gone after a deploy)`, async () => {
    const { g, result, fail } = await loadInFlight();
    await fail();
    vi.advanceTimersByTime(LEAVE_GRACE_MS - 1);
    await microtasks();
    expect(result.state).toBe('pending');
    vi.advanceTimersByTime(1);
    await microtasks();
    expect(result).toEqual({ state: 'rejected', error: CANCELLED });
    expect(g.listening('beforeunload')).toBe(0);
  });

  it('without it, holds a failure that came just before the document started leaving (WebKit cancels first on a step back)', async () => {
    const { g, calls, result, fail } = await loadInFlight();
    await fail();
    vi.advanceTimersByTime(100);
    // Still listening in the grace: the step back's beforeunload comes now.
    expect(g.listening('beforeunload')).toBe(1);
    g.fire('beforeunload');
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    await microtasks();
    expect(result.state).toBe('pending');
    expect(calls).toHaveLength(1);
  });

  it('never settles a failure once the visitor started to leave (a reload, another site), and reports nothing', async () => {
    const { g, calls, result, fail } = await loadInFlight();
    g.fire('beforeunload');
    expect(g.window.__leaving).toBe(true);
    await fail();
    g.fire('unhandledrejection', { reason: CANCELLED });
    g.fire('pagehide', { persisted: false });
    vi.advanceTimersByTime(LEAVE_CALL_OFF_MS * 2);
    await microtasks();
    expect(result.state).toBe('pending');
    expect(calls).toHaveLength(1);
    expect(g.imported).toEqual([]);
  });

  it('runs a held load again when the page comes back from the back/forward cache; its outcome is the caller’s', async () => {
    const { g, calls, result, fail } = await loadInFlight();
    g.fire('beforeunload');
    await fail();
    g.fire('pagehide', { persisted: true });
    g.fire('pageshow', { persisted: true });
    await microtasks();
    expect(g.window.__leaving).toBe(false);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('module');
    await microtasks();
    expect(result).toEqual({ state: 'resolved', value: 'module' });
  });

  it(`takes the visitor as staying when the page is still shown ${LEAVE_CALL_OFF_MS} ms after a navigation began (a download, a stopped load)`, async () => {
    const { g, calls, result, fail } = await loadInFlight();
    g.fire('beforeunload');
    await fail();
    vi.advanceTimersByTime(LEAVE_CALL_OFF_MS - 1);
    await microtasks();
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await microtasks();
    expect(g.window.__leaving).toBe(false);
    expect(calls).toHaveLength(2);
    // A failure now is a real one.
    await fail(new TypeError('Importing a module script failed.'));
    vi.advanceTimersByTime(LEAVE_GRACE_MS);
    await microtasks();
    expect(result.state).toBe('rejected');
  });

  it('a hidden page stays left whatever the time (no call-off once pagehide has come)', async () => {
    const g = runPageGuard();
    g.fire('beforeunload');
    g.fire('pagehide', { persisted: false });
    vi.advanceTimersByTime(LEAVE_CALL_OFF_MS * 3);
    expect(g.window.__leaving).toBe(true);
  });

  it('takes the Navigation API’s navigate to another document as leaving, not a same-document entry or a download', async () => {
    const g = runPageGuard({ navigationApi: true });
    g.navigate({ sameDocument: true });
    expect(g.window.__leaving).toBeUndefined();
    g.navigate({ sameDocument: false, downloadRequest: 'report.pdf' });
    expect(g.window.__leaving).toBeUndefined();
    g.navigate({ sameDocument: false });
    expect(g.window.__leaving).toBe(true);
  });
});

describe('the page guard: error reports', () => {
  it('queues a report (kind, name, message, stack, path, build id) and imports the sender named in the boot element once', async () => {
    const g = runPageGuard({ path: '/careers' });
    const error = new TypeError('boom');
    g.window.__report('render', error);
    g.window.__report('chunk', new Error('second'));
    await microtasks();
    expect(g.imported).toEqual([SENDER_URL]);
    expect(g.sent).toEqual([
      ['render', 'TypeError', 'boom', error.stack, '/careers', PAGE_BUILD_ID],
      ['chunk', 'Error', 'second', expect.any(String), '/careers', PAGE_BUILD_ID],
    ]);
    g.window.__report('payload', new Error('third'));
    await microtasks();
    expect(g.imported).toHaveLength(1);
    expect(g.sent).toHaveLength(3);
  });

  it('reports uncaught errors and unhandled rejections; an error event without its error (another origin’s script) by its message', async () => {
    const g = runPageGuard();
    const thrown = new RangeError('out of range');
    g.fire('error', { error: thrown, message: 'Uncaught RangeError: out of range' });
    g.fire('error', { error: null, message: 'Script error.' });
    g.fire('unhandledrejection', { reason: 'a string' });
    await microtasks();
    expect(g.sent).toEqual([
      ['uncaught', 'RangeError', 'out of range', thrown.stack, '/company', PAGE_BUILD_ID],
      ['uncaught', undefined, 'Script error.', undefined, '/company', PAGE_BUILD_ID],
      ['unhandled-rejection', undefined, 'a string', undefined, '/company', PAGE_BUILD_ID],
    ]);
  });

  it('reports nothing while the document is leaving', async () => {
    const g = runPageGuard({ navigationApi: true });
    g.navigate({ sameDocument: false });
    g.fire('unhandledrejection', { reason: CANCELLED });
    g.window.__report('render', CANCELLED);
    await microtasks();
    expect(g.imported).toEqual([]);
    expect(g.sent).toEqual([]);
  });

  it(`keeps at most ${ERROR_QUEUE_MAX} reports until the sender is there`, async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    const g = runPageGuard({ loadSender: async () => (await loaded, { flush: (q: unknown[]) => void sent.push(...q.splice(0)) }) });
    for (let i = 0; i < ERROR_QUEUE_MAX + 5; i++) g.window.__report('uncaught', new Error(`error ${i}`));
    release();
    await microtasks();
    expect(g.imported).toEqual([SENDER_URL]);
    expect(sent).toHaveLength(ERROR_QUEUE_MAX);
  });

  it('tries the sender again on the next report when it failed to load', async () => {
    let fail = true;
    const sent: unknown[] = [];
    const g = runPageGuard({
      loadSender: async () =>
        fail ? Promise.reject(new TypeError('offline')) : { flush: (q: unknown[]) => void sent.push(...q.splice(0)) },
    });
    g.window.__report('uncaught', new Error('first'));
    await microtasks();
    fail = false;
    g.window.__report('uncaught', new Error('second'));
    await microtasks();
    expect(g.imported).toEqual([SENDER_URL, SENDER_URL]);
    expect(sent.map((r) => (r as unknown[])[2])).toEqual(['first', 'second']);
  });

  it('hands reports it could not send before the page was hidden to the next document, which sends them after its load event', async () => {
    const storage = new Map<string, string>();
    const first = runPageGuard({ storage, path: '/company', loadSender: () => new Promise(() => {}) });
    first.window.__report('payload', new Error('payload /careers: HTTP 502'));
    first.fire('pagehide', { persisted: false });
    expect(JSON.parse(storage.get(ERROR_CARRY_OVER_KEY)!)).toEqual([
      ['payload', 'Error', 'payload /careers: HTTP 502', expect.any(String), '/company', PAGE_BUILD_ID],
    ]);

    const next = runPageGuard({ storage, path: '/careers' });
    expect(storage.has(ERROR_CARRY_OVER_KEY)).toBe(false);
    await microtasks();
    expect(next.imported).toEqual([]);
    next.fire('load');
    await microtasks();
    expect(next.sent).toEqual([['payload', 'Error', 'payload /careers: HTTP 502', expect.any(String), '/company', PAGE_BUILD_ID]]);
  });
});

describe('the bootstrap script', () => {
  it('is the page guard, then the boot script: constants without "<", safe inline with a fixed CSP hash', () => {
    expect(BOOTSTRAP_SCRIPT).toBe(PAGE_GUARD_SCRIPT + BOOT_SCRIPT);
    expect(PAGE_GUARD_SCRIPT).toContain(PAGE_GUARD_BODY);
    expect(BOOTSTRAP_SCRIPT).not.toContain('<');
  });
});
