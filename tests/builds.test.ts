import { env } from 'cloudflare:workers';
import { reset } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from './helpers';

afterEach(async () => {
  await reset();
});

describe('deployment manifest endpoints', () => {
  it('serve builds/latest from KV, never cached', async () => {
    await env.BUILDS.put('builds/latest', JSON.stringify({ id: 'abcdef0123456789', timestamp: 1700000000000 }));
    const res = await request(`/_app/builds/latest.json?${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ id: 'abcdef0123456789', timestamp: 1700000000000 });
  });

  it('answer 404 for latest.json when nothing is published', async () => {
    const res = await request('/_app/builds/latest.json');
    expect(res.status).toBe(404);
  });

  it('serve a build meta document from KV', async () => {
    const meta = { id: 'abcdef0123456789', timestamp: 1, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] };
    await env.BUILDS.put('builds/meta/abcdef0123456789', JSON.stringify(meta));
    const res = await request('/_app/builds/meta/abcdef0123456789.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.json()).toEqual(meta);
  });

  it('answer 404 for an unknown or malformed build id', async () => {
    expect((await request('/_app/builds/meta/0123456789abcdef.json')).status).toBe(404);
    expect((await request('/_app/builds/meta/..%2F..%2Fsecret.json')).status).toBe(404);
  });
});
