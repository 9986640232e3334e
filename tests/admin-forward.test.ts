import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_INDEX } from '../client/site';
import { LANGS } from '../client/routes';
import { SITES } from '../client/site/languages';
import { ACCESS_TOKEN_HEADER } from '../worker/admin/access';
import { STUDIO_CSP } from '../worker/admin/headers';
import { ORIGIN, request } from './helpers';
import { captureLogs } from './worker-env';

// The public worker's side of the studio (decision 0201): /admin and everything under it go, as
// they came, to the studio's own Worker through the STUDIO service binding. Here that binding
// reaches the studio's real bundle (vitest.config.ts builds it with wrangler), configured as in
// deployed behind Access (the github backend) with its secrets unset; the studio's own behaviour is tested against it
// directly (tests/admin-*.test.ts, project "studio").

afterEach(() => {
  vi.restoreAllMocks();
});

/** The site's files (dist/client, the public worker's assets), as paths. */
const SITE_FILES = Object.keys(import.meta.glob('../dist/client/**/*')).map((file) => file.replace('../dist/client', ''));

describe('/admin is answered by the studio Worker, through the STUDIO service binding', () => {
  it("every path and method under /admin reaches the studio, whose answer passes unchanged (its CSP and noindex, not the site's)", async () => {
    for (const [path, method] of [
      ['/admin', 'GET'],
      ['/admin/', 'GET'],
      ['/admin/assets/editor.js', 'GET'],
      ['/admin/login', 'HEAD'],
      ['/admin/api/v1', 'POST'],
      ['/admin/api/status', 'GET'],
    ] as const) {
      const res = await request(path, { method, ...(method === 'POST' ? { body: '{}' } : {}) });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get('www-authenticate'), path).toBe('CloudflareAccess');
      expect(res.headers.get('content-security-policy'), path).toBe(STUDIO_CSP);
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9A-Z]{12}$/);
      await res.body?.cancel();
    }
  });

  it("keeps the studio's X-Request-Id, the id of the studio's own log lines, not the site's", async () => {
    const logs = captureLogs();
    const res = await request('/admin/login');
    await res.body?.cancel();
    const line = logs.find((l) => l.message === 'request' && l.path === '/admin/login');
    expect(line?.requestId).toMatch(/^[0-9A-Z]{12}$/);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9A-Z]{12}$/);
    expect(res.headers.get('x-request-id')).not.toBe(line?.requestId);
    expect((await request('/robots.txt')).headers.get('x-request-id')).toBe(logs.at(-1)?.requestId);
  });

  it("forwards the request's headers: a token the studio cannot read is its 403, not a 401", async () => {
    const res = await request('/admin', { headers: { [ACCESS_TOKEN_HEADER]: 'not-a-token' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-security-policy')).toBe(STUDIO_CSP);
    await res.body?.cancel();
  });

  it('without the binding: 503 under /admin only, said in an error line; the site keeps serving', async () => {
    const logs = captureLogs();
    for (const path of ['/admin', '/admin/login', '/admin/api/v1']) {
      const res = await request(path, {}, { STUDIO: undefined });
      expect(res.status, path).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      await res.body?.cancel();
    }
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', status: 503, path: '/admin' }));
    expect((await request('/', {}, { STUDIO: undefined })).status).toBe(200);
    expect((await request('/administration', {}, { STUDIO: undefined })).status).toBe(404);
  });

  it("the site's assets hold no file under /admin: the editor's files are the studio Worker's own", async () => {
    expect(SITE_FILES.length).toBeGreaterThan(0);
    expect(SITE_FILES.filter((f) => f === '/admin' || f.startsWith('/admin/'))).toEqual([]);
    const direct = await env.ASSETS.fetch(`${ORIGIN}/admin/`);
    expect(direct.status).toBe(404);
    await direct.body?.cancel();
  });
});

describe('invisible to visitors and crawlers', () => {
  it('robots.txt disallows /admin; the sitemap and the palette never name it', async () => {
    expect(await (await request('/robots.txt')).text()).toContain('\nDisallow: /admin\n');
    expect(await (await request('/sitemap.xml')).text()).not.toContain('/admin');
    for (const lang of LANGS) {
      expect(SITES[lang].SEARCH_INDEX.filter((entry) => entry.href.startsWith('/admin'))).toEqual([]);
    }
    expect(SEARCH_INDEX.length).toBeGreaterThan(0);
  });

  it("keeps the public pages' CSP: no unsafe-inline or unsafe-eval, not the studio's", async () => {
    const res = await request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toContain('unsafe-');
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });
});
