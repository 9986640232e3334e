/**
 * Page payloads for client navigation: `/_payload.json` for home, `/<route>/_payload.json`
 * for the others (DESIGN.md), and the next AppState built from one.
 */
import { matchRoute, payloadPath } from '../routes';
import type { AppState, PageView, Payload } from '../app/state';
import { fetchWithRetry } from './fetch';

export class PayloadError extends Error {
  override name = 'PayloadError';
}

/** Fetches a route's payload (retried once on transient failures); rejects on anything unusable. */
export async function fetchPayload(path: string): Promise<Payload> {
  const response = await fetchWithRetry(payloadPath(path), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new PayloadError(`payload ${path}: HTTP ${response.status}`);
  const payload = (await response.json()) as Payload;
  if (payload?.path !== path || typeof payload.buildId !== 'string' || payload.data === undefined) {
    throw new PayloadError(`payload ${path}: unexpected document`);
  }
  return payload;
}

/**
 * The state of the page a payload describes. Origin, year, build id and the crawler mark stay
 * the current document's: they are facts of the document (and its visitor), not of the page.
 */
export function stateFromPayload(current: AppState, payload: Payload): AppState {
  const route = matchRoute(payload.path);
  if (!route) throw new PayloadError(`payload for an unknown route: ${payload.path}`);
  // The payload's data belongs to its route by construction (the worker serves the page's data).
  const { buildId: _build, path: _path, data, alternates, ...meta } = payload;
  const view = { kind: 'page', id: route.id, meta, data, ...(alternates ? { alternates } : {}) } as PageView;
  return {
    buildId: current.buildId,
    origin: current.origin,
    year: current.year,
    path: route.path,
    lang: route.lang,
    view,
    crawler: current.crawler,
  };
}
