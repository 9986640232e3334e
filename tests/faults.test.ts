import { env } from 'cloudflare:workers';
import { reset } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KV_TIMEOUT_MS } from '../worker/routes/builds';
import { SPEC_ROUTES, request } from './helpers';

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await reset();
});

function errorLines() {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(console, 'error').mockImplementation((l: unknown) => void lines.push(JSON.parse(String(l)) as Record<string, unknown>));
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return lines;
}

describe('KV faults on the manifest endpoints', () => {
  it('KV throwing: 503, logged, and the pages keep answering 200', async () => {
    const lines = errorLines();
    vi.spyOn(env.BUILDS, 'get').mockRejectedValue(new Error('KV is down'));
    const res = await request('/_app/builds/latest.json?1');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: 'build manifest temporarily unavailable' });
    expect(lines.find((l) => l.message === 'build manifest unavailable')).toMatchObject({ key: 'builds/latest', status: 503 });
    expect((await request('/_app/builds/meta/abcdef0123456789.json')).status).toBe(503);
    for (const p of SPEC_ROUTES) expect((await request(p)).status).toBe(200);
  });

  it('KV hanging: 503 once the read timeout passes', async () => {
    const lines = errorLines();
    // A read that settles well after the timeout (a never-settling one would trip workerd's hang detector).
    vi.spyOn(env.BUILDS, 'get').mockImplementation(
      (() => new Promise((r) => setTimeout(() => r(null), KV_TIMEOUT_MS * 5))) as unknown as typeof env.BUILDS.get,
    );
    const res = await request('/_app/builds/latest.json?2');
    expect(res.status).toBe(503);
    expect(lines.find((l) => l.message === 'build manifest unavailable')?.reason).toBe(`KV read exceeded ${KV_TIMEOUT_MS} ms`);
  });

  it('a corrupt (non-JSON) manifest: 503 and logged, never served', async () => {
    const lines = errorLines();
    await env.BUILDS.put('builds/latest', '{"id": "abc", trailing garbage');
    const res = await request('/_app/builds/latest.json?3');
    expect(res.status).toBe(503);
    expect(await res.text()).not.toContain('garbage');
    expect(lines.find((l) => l.message === 'build manifest unavailable')?.reason).toBe('manifest is not JSON');
  });

  it('a manifest that is JSON but not a manifest: 503', async () => {
    errorLines();
    await env.BUILDS.put('builds/meta/abcdef0123456789', '[1,2,3]');
    expect((await request('/_app/builds/meta/abcdef0123456789.json')).status).toBe(503);
  });
});

describe('render faults', () => {
  it('a thrown error answers the 500 page while every page keeps answering 200', async () => {
    errorLines();
    expect((await request('/__faults/throw')).status).toBe(500);
    for (const p of SPEC_ROUTES) expect((await request(p)).status).toBe(200);
  });
});
