import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLEBOT_UA, ORIGIN } from './helpers';
import { STAGING, captureLogs, requestWithEnv } from './worker-env';
import { exports } from 'cloudflare:workers';

/** A request with Cloudflare's `cf` data (the colo that answered), as the edge passes it. */
function requestAt(colo: string, path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, cf: { colo } } as RequestInit));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the access log', () => {
  it('writes one JSON line per request: method, path, status, duration, colo, request id, bot', async () => {
    const lines = captureLogs();
    const res = await requestAt('FRA', '/company');
    await res.arrayBuffer();
    const access = lines.filter((l) => l.message === 'request');
    expect(access).toHaveLength(1);
    const line = access[0]!;
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/company',
      status: 200,
      colo: 'FRA',
      bot: false,
      requestId: res.headers.get('x-request-id'),
    });
    expect(typeof line.durationMs).toBe('number');
    expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
  });

  it('marks crawlers and logs the status of error answers', async () => {
    const lines = captureLogs();
    const res = await requestAt('SJC', '/missing', { headers: { 'user-agent': GOOGLEBOT_UA } });
    await res.arrayBuffer();
    expect(lines.find((l) => l.message === 'request')).toMatchObject({
      method: 'GET',
      path: '/missing',
      status: 404,
      colo: 'SJC',
      bot: true,
    });
  });

  it('logs 405 and 304 answers too, each with its own request id', async () => {
    const lines = captureLogs();
    const put = await requestAt('AMS', '/careers', { method: 'PUT' });
    const first = await requestAt('AMS', '/careers');
    await first.arrayBuffer();
    const revalidated = await requestAt('AMS', '/careers', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    const access = lines.filter((l) => l.message === 'request');
    expect(access.map((l) => [l.method, l.status])).toEqual([
      ['PUT', 405],
      ['GET', 200],
      ['GET', 304],
    ]);
    const ids = [put, first, revalidated].map((r) => r.headers.get('x-request-id'));
    expect(access.map((l) => l.requestId)).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
  });

  it('gives a stack only to the log, never to the visitor', async () => {
    const lines = captureLogs();
    const res = await requestWithEnv({}, '/__faults/throw');
    const body = await res.text();
    expect(res.status).toBe(500);
    expect(body).not.toMatch(/hunter2|\bat .*:\d+:\d+/);
    const error = lines.find((l) => l.level === 'error');
    expect(String(error?.stack)).toMatch(/secret internal detail[\s\S]*\bat /);
    expect(error?.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('is left to wrangler under `wrangler dev` (development): errors are still logged there', async () => {
    const lines = captureLogs();
    const ok = await requestWithEnv({ ENVIRONMENT: 'development' }, '/company');
    await ok.arrayBuffer();
    const failed = await requestWithEnv({ ENVIRONMENT: 'development' }, '/__faults/throw');
    await failed.arrayBuffer();
    expect(failed.status).toBe(500);
    expect(lines.filter((l) => l.message === 'request')).toEqual([]);
    expect(lines.filter((l) => l.level === 'error').map((l) => l.requestId)).toEqual([failed.headers.get('x-request-id')]);
    // Each deployment with its own origin (staging with production's is refused: tests/config.test.ts).
    for (const vars of [{ ENVIRONMENT: 'production' }, STAGING] as const) {
      await (await requestWithEnv(vars, '/company')).arrayBuffer();
    }
    expect(lines.filter((l) => l.message === 'request')).toHaveLength(2);
  });

  it('records the colo as null when the runtime gives none', async () => {
    const lines = captureLogs();
    await (await requestWithEnv({}, '/robots.txt')).arrayBuffer();
    expect(lines.find((l) => l.message === 'request')?.colo).toBeNull();
  });
});
