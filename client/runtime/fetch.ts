/**
 * The one fetch helper for every request the browser makes to us (payloads, build
 * documents, icons). Safe requests are retried once on transient failures (spec §7);
 * a caller's abort always wins, and an optional timeout bounds the whole call.
 */
import { heldLoad } from '../components/lazy';

/** Statuses that mean "try again": timeouts, conflicts, rate limits and upstream trouble (spec §7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Methods retried unless the caller says otherwise: repeating them cannot change anything. */
const RETRIED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** How many times a retried request is tried again after its first attempt. */
const RETRY_COUNT = 1;

export type FetchMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FetchOptions {
  /** Default GET. */
  method?: FetchMethod;
  /** Retry on the statuses above and on network errors. Default: true for GET and HEAD, false otherwise. */
  retry?: boolean;
  /** Gives up after this many ms (every attempt included) with a `TimeoutError` DOMException. */
  timeoutMs?: number;
  /** The caller's abort: stops the request and any retry, and rejects with the signal's reason. */
  signal?: AbortSignal;
  headers?: HeadersInit;
  body?: BodyInit | null;
  /**
   * The browser's fetch priority (`RequestInit.priority`). Background checks ask for `low`: they
   * never compete with what the visitor is waiting for, and lab tools such as Lighthouse do not
   * count them as critical requests. Unset: the browser's default.
   */
  priority?: RequestPriority;
}

/**
 * Fetches like `fetch` (the final Response is returned whatever its status; only network
 * errors, aborts and timeouts reject), retrying as `FetchOptions.retry` says.
 */
export async function fetchWithRetry(input: string | URL, options: FetchOptions = {}): Promise<Response> {
  const { method = 'GET', retry = RETRIED_METHODS.has(method), timeoutMs, signal, headers, body, priority } = options;
  signal?.throwIfAborted();
  const attempts = 1 + (retry ? RETRY_COUNT : 0);
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => controller.abort(new DOMException(`request timed out after ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const init: RequestInit & { priority?: RequestPriority } = { method, headers, body, signal: controller.signal };
        if (priority) init.priority = priority;
        // Held while the visitor is leaving: a request the browser cancelled is no failure.
        const response = await heldLoad(() => fetch(input, init));
        if (attempt >= attempts || !RETRY_STATUSES.has(response.status)) return response;
        // This answer is thrown away: release its connection before asking again.
        await response.body?.cancel();
        controller.signal.throwIfAborted();
      } catch (error) {
        if (controller.signal.aborted) throw controller.signal.reason;
        if (attempt >= attempts) throw error;
      }
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
