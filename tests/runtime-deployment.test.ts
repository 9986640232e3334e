import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_META_DELAY_MS,
  BUILD_POLL_INTERVAL_MS,
  createDeploymentWatch,
  fetchBuildMeta,
  fetchLatestBuildId,
  type DeploymentEnv,
} from '../client/runtime/deployment';

const OWN_ID = 'abcdef0123456789';
const NEW_ID = 'feedfacecafebeef';
const T0 = 1_800_000_000_000;
const META = { id: OWN_ID, timestamp: 1, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] };

type Answer = number | 'network-error' | { json: unknown };

/** A fetch answering by URL prefix; records every URL asked for, and each request's priority. */
function fakeServer(answers: { meta?: Answer[]; latest?: Answer[] }, priorities: (string | undefined)[] = []) {
  const urls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit & { priority?: string }) => {
    const url = urlOf(input);
    urls.push(url);
    priorities.push(init?.priority);
    const queue = url.startsWith('/_app/builds/meta/') ? answers.meta : answers.latest;
    const answer = queue?.shift() ?? 404;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (typeof answer === 'object') return Response.json(answer.json);
    return new Response('{}', { status: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  return urls;
}

function watch(connection?: DeploymentEnv['connection']) {
  const logError = vi.fn();
  const w = createDeploymentWatch({ buildId: OWN_ID, connection, now: () => Date.now(), logError });
  return { watch: w, logError };
}

/** The URL a fetch was asked for. */
const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  // No requestIdleCallback in workerd: onIdle falls back to a 1 ms timeout.
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchBuildMeta', () => {
  it('returns the meta document of the build', async () => {
    fakeServer({ meta: [{ json: META }] });
    expect(await fetchBuildMeta(OWN_ID)).toEqual(META);
  });

  for (const status of [404, 403]) {
    it(`tolerates ${status}: the build is unknown here`, async () => {
      const urls = fakeServer({ meta: [status] });
      expect(await fetchBuildMeta(OWN_ID)).toBeUndefined();
      expect(urls).toEqual([`/_app/builds/meta/${OWN_ID}.json`]);
    });
  }

  it('throws on 500 (after the one retry)', async () => {
    const urls = fakeServer({ meta: [500, 500] });
    await expect(fetchBuildMeta(OWN_ID)).rejects.toThrow('HTTP 500');
    expect(urls).toHaveLength(2);
  });

  it('throws on a network error', async () => {
    fakeServer({ meta: ['network-error', 'network-error'] });
    await expect(fetchBuildMeta(OWN_ID)).rejects.toThrow(TypeError);
  });

  it('asks at low priority, like the latest-build poll: both are background checks', async () => {
    const priorities: (string | undefined)[] = [];
    fakeServer({ meta: [{ json: META }], latest: [{ json: { id: NEW_ID } }] }, priorities);
    expect(await fetchBuildMeta(OWN_ID)).toEqual(META);
    expect(await fetchLatestBuildId(T0)).toBe(NEW_ID);
    expect(priorities).toEqual(['low', 'low']);
  });
});

describe('deployment watch', () => {
  it('fetches the own meta 1000 ms after idle, not before', async () => {
    const urls = fakeServer({ meta: [{ json: META }] });
    const { watch: w, logError } = watch();
    w.start();
    expect(BUILD_META_DELAY_MS).toBe(1000);
    await vi.advanceTimersByTimeAsync(1 + 999); // idle fallback, then 999 ms
    expect(urls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toEqual([`/_app/builds/meta/${OWN_ID}.json`]);
    expect(logError).not.toHaveBeenCalled();
  });

  it('waits for the browser to be idle before counting', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const urls = fakeServer({ meta: [{ json: META }] });
    watch().watch.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(urls).toEqual([]);
    idle[0]?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(urls).toEqual([`/_app/builds/meta/${OWN_ID}.json`]);
  });

  it('does not fetch the meta at all on slow-2g', async () => {
    const urls = fakeServer({});
    watch({ effectiveType: 'slow-2g' }).watch.start();
    await vi.advanceTimersByTimeAsync(10 * BUILD_META_DELAY_MS);
    expect(urls).toEqual([]);
  });

  it('does fetch it on 2g', async () => {
    const urls = fakeServer({ meta: [{ json: META }] });
    watch({ effectiveType: '2g' }).watch.start();
    await vi.advanceTimersByTimeAsync(1 + BUILD_META_DELAY_MS);
    expect(urls).toEqual([`/_app/builds/meta/${OWN_ID}.json`]);
  });

  for (const status of [404, 403]) {
    it(`logs nothing when the meta answers ${status}`, async () => {
      fakeServer({ meta: [status] });
      const { watch: w, logError } = watch();
      w.start();
      await vi.advanceTimersByTimeAsync(1 + BUILD_META_DELAY_MS);
      expect(logError).not.toHaveBeenCalled();
    });
  }

  it('logs the error when the meta answers 500', async () => {
    fakeServer({ meta: [500, 500] });
    const { watch: w, logError } = watch();
    w.start();
    await vi.advanceTimersByTimeAsync(1 + BUILD_META_DELAY_MS);
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0]?.[1]).toBeInstanceOf(Error);
    expect(String(logError.mock.calls[0]?.[1])).toContain('HTTP 500');
  });

  it('polls latest.json?<Date.now()> every interval and stays current while the id matches', async () => {
    const urls = fakeServer({
      meta: [{ json: META }],
      latest: [{ json: { id: OWN_ID, timestamp: 1 } }, { json: { id: OWN_ID, timestamp: 1 } }],
    });
    const { watch: w } = watch();
    w.start();
    await vi.advanceTimersByTimeAsync(1 + BUILD_META_DELAY_MS);
    expect(BUILD_POLL_INTERVAL_MS).toBe(3_600_000);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS - 1);
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toEqual([`/_app/builds/meta/${OWN_ID}.json`, `/_app/builds/latest.json?${Date.now()}`]);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(urls).toHaveLength(3);
    expect(urls[2]).toBe(`/_app/builds/latest.json?${Date.now()}`);
    expect(w.isStale()).toBe(false);
  });

  it('turns stale and stops polling when latest.json names another build', async () => {
    const urls = fakeServer({ meta: [{ json: META }], latest: [{ json: { id: NEW_ID, timestamp: 2 } }] });
    const { watch: w } = watch();
    w.start();
    await vi.advanceTimersByTimeAsync(1 + BUILD_META_DELAY_MS + BUILD_POLL_INTERVAL_MS);
    expect(w.isStale()).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * BUILD_POLL_INTERVAL_MS);
    expect(urls.filter((u) => u.startsWith('/_app/builds/latest.json'))).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps polling through failures of latest.json', async () => {
    const urls = fakeServer({ meta: [{ json: META }], latest: [500, 500, 'network-error', 'network-error', { json: { id: NEW_ID } }] });
    const { watch: w, logError } = watch();
    w.start();
    await vi.advanceTimersByTimeAsync(1 + BUILD_META_DELAY_MS + BUILD_POLL_INTERVAL_MS);
    expect(w.isStale()).toBe(false);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(w.isStale()).toBe(false);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(w.isStale()).toBe(true);
    expect(urls.filter((u) => u.startsWith('/_app/builds/latest.json'))).toHaveLength(5);
    expect(logError).not.toHaveBeenCalled();
  });

  it('polls on slow-2g too (only the meta fetch is skipped)', async () => {
    const urls = fakeServer({ latest: [{ json: { id: NEW_ID } }] });
    const { watch: w } = watch({ effectiveType: 'slow-2g' });
    w.start();
    await vi.advanceTimersByTimeAsync(1 + BUILD_POLL_INTERVAL_MS);
    expect(urls).toEqual([`/_app/builds/latest.json?${Date.now()}`]);
    expect(w.isStale()).toBe(true);
  });

  it('stops polling when told of a newer build by other means', async () => {
    const urls = fakeServer({ meta: [{ json: META }] });
    const { watch: w } = watch();
    w.start();
    await vi.advanceTimersByTimeAsync(1 + BUILD_META_DELAY_MS);
    w.markStale();
    await vi.advanceTimersByTimeAsync(3 * BUILD_POLL_INTERVAL_MS);
    expect(urls).toHaveLength(1);
    expect(w.isStale()).toBe(true);
  });
});
