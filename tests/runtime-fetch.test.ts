import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_STATUSES, fetchWithRetry, type FetchMethod } from '../client/runtime/fetch';

const URL_ = 'https://www.larchfield.dev/_payload.json';

type Answer = number | 'network-error' | 'hang';

/**
 * A fetch that gives the listed answers in order (a status, a network error, or never
 * answering), honouring the request's AbortSignal like the real one.
 */
function fakeFetch(...answers: Answer[]) {
  return vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers.shift() ?? 200;
    const signal = init?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    }
    return Promise.resolve(new Response(answer === 204 ? null : `answer ${answer}`, { status: answer }));
  });
}

let fetchMock: ReturnType<typeof fakeFetch>;
const use = (...answers: Answer[]) => {
  fetchMock = fakeFetch(...answers);
  vi.stubGlobal('fetch', fetchMock);
};

beforeEach(() => use());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchWithRetry: which answers are retried', () => {
  it('lists exactly the spec statuses', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    it(`retries a GET once on ${status} and returns the second answer`, async () => {
      use(status, 200);
      const res = await fetchWithRetry(URL_);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('answer 200');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  }

  for (const status of [200, 204, 301, 400, 401, 403, 404, 410, 501, 505]) {
    it(`does not retry ${status}`, async () => {
      use(status, 200);
      const res = await fetchWithRetry(URL_);
      expect(res.status).toBe(status);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  }

  it('retries only once: a second 503 is returned as it is', async () => {
    use(503, 503, 200);
    const res = await fetchWithRetry(URL_);
    expect(res.status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('retries a network error once', async () => {
    use('network-error', 200);
    expect((await fetchWithRetry(URL_)).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects with the network error when the retry fails too', async () => {
    use('network-error', 'network-error', 200);
    await expect(fetchWithRetry(URL_)).rejects.toThrow(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('fetchWithRetry: methods', () => {
  for (const method of ['GET', 'HEAD'] as const) {
    it(`retries ${method} by default, sending the method`, async () => {
      use(503, 200);
      expect((await fetchWithRetry(URL_, { method })).status).toBe(200);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual([method, method]);
    });
  }

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies FetchMethod[]) {
    it(`does not retry ${method} on 503 or a network error by default`, async () => {
      use(503);
      expect((await fetchWithRetry(URL_, { method, body: '{}' })).status).toBe(503);
      use('network-error', 200);
      await expect(fetchWithRetry(URL_, { method, body: '{}' })).rejects.toThrow(TypeError);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it(`retries ${method} when asked`, async () => {
      use(503, 200);
      expect((await fetchWithRetry(URL_, { method, body: '{}', retry: true })).status).toBe(200);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{}');
    });
  }

  it('does not retry a GET told not to', async () => {
    use(503, 200);
    expect((await fetchWithRetry(URL_, { retry: false })).status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes the headers on', async () => {
    await fetchWithRetry(URL_, { headers: { accept: 'application/json' } });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('accept')).toBe('application/json');
  });
});

describe('fetchWithRetry: abort and timeout', () => {
  it('rejects with the caller’s reason at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(fetchWithRetry(URL_, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError', message: 'gone' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops a request in flight when the caller aborts, and does not retry', async () => {
    use('hang', 200);
    const controller = new AbortController();
    const pending = fetchWithRetry(URL_, { signal: controller.signal });
    controller.abort(new DOMException('navigated away', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 503 when the caller aborted while it arrived', async () => {
    const controller = new AbortController();
    fetchMock = vi.fn(async () => {
      controller.abort(new DOMException('navigated away', 'AbortError'));
      return new Response('busy', { status: 503 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchWithRetry(URL_, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('times out after timeoutMs with a TimeoutError, not before', async () => {
    vi.useFakeTimers();
    use('hang');
    let outcome: unknown;
    const pending = fetchWithRetry(URL_, { timeoutMs: 1500 }).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(1499);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(outcome).toMatchObject({ name: 'TimeoutError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('bounds the retry by the same timeout', async () => {
    vi.useFakeTimers();
    use(503, 'hang');
    const pending = fetchWithRetry(URL_, { timeoutMs: 1500 });
    const assertion = expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(1500);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('passes a fetch priority through, and none unless asked', async () => {
    await fetchWithRetry(URL_, { priority: 'low' });
    await fetchWithRetry(URL_);
    const priorities = fetchMock.mock.calls.map(([, init]) => (init as (RequestInit & { priority?: string }) | undefined)?.priority);
    expect(priorities).toEqual(['low', undefined]);
  });

  it('leaves no timer behind once answered', async () => {
    vi.useFakeTimers();
    use(200);
    expect((await fetchWithRetry(URL_, { timeoutMs: 1500 })).status).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
  });
});
