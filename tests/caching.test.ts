import { afterEach, describe, expect, it, vi } from 'vitest';
import { payloadPath } from '../client/routes';
import { BUILD } from '../worker/manifest';
import { buildDocument, edgeKey, etagMatches, memoised } from '../worker/page-cache';
import { EVERY_PAGE, ORIGIN, SHARED_PAGES, pageMeta, request } from './helpers';
import { STAGING, captureLogs, requestWithEnv } from './worker-env';
import { env } from 'cloudflare:workers';

const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Weak: one validator for the identity, gzip and br bytes the edge makes of one document (decision 0110). */
const WEAK_ETAG = new RegExp(`^W/"${BUILD.buildId}-[0-9a-f]{32}"$`);
const defaultCache = () => (caches as unknown as { default: Cache }).default;

/** A SITE_URL and request origin no other test uses, so the isolate's memo and the edge cache start empty for it. */
let fresh = 0;
const freshSite = () => `https://t${++fresh}-${Date.now()}.example`;

// latest.json and meta documents: their Cache-Control is tested in builds.test.ts.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('pages', () => {
  for (const route of SHARED_PAGES) {
    it(`${route.path}: Cache-Control ${REVALIDATE} and a weak ETag of this build`, async () => {
      const res = await request(route.path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
      expect(res.headers.get('etag')).toMatch(WEAK_ETAG);
    });

    it(`${route.path}: If-None-Match with that ETag → 304, no body, same ETag and policy`, async () => {
      const first = await request(route.path);
      await first.arrayBuffer();
      const etag = first.headers.get('etag') ?? '';
      const res = await request(route.path, { headers: { 'If-None-Match': etag } });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
      expect(res.headers.get('content-type')).toBeNull();
    });
  }

  it('gives each page its own ETag', async () => {
    const etags = await Promise.all(SHARED_PAGES.map(async (r) => (await request(r.path)).headers.get('etag')));
    expect(new Set(etags).size).toBe(SHARED_PAGES.length);
  });

  it('serves the same bytes and ETag on every request (memoised, not re-rendered)', async () => {
    const [a, b] = [await request('/company'), await request('/company')];
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(await a.text()).toBe(await b.text());
  });

  it('answers 200 with the body for a stale, unrelated or malformed If-None-Match', async () => {
    for (const tag of ['"0000000000000000-00"', 'W/"nope"', 'garbage', '']) {
      const res = await request('/', { headers: { 'If-None-Match': tag } });
      expect(res.status, tag).toBe(200);
      expect((await res.text()).length).toBeGreaterThan(1000);
    }
  });

  it('matches the strong form of the ETag, a list containing it, and *', async () => {
    const etag = (await request('/solutions')).headers.get('etag') ?? '';
    for (const tag of [etag.slice('W/'.length), `"other", ${etag}`, '*']) {
      expect((await request('/solutions', { headers: { 'If-None-Match': tag } })).status, tag).toBe(304);
    }
  });

  it('answers HEAD with If-None-Match with 304 too', async () => {
    const etag = (await request('/careers', { method: 'HEAD' })).headers.get('etag') ?? '';
    expect(etag).toMatch(WEAK_ETAG);
    expect((await request('/careers', { method: 'HEAD', headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('renders a page once per isolate: the access log says render, then memo', async () => {
    const site = freshSite();
    const lines = captureLogs();
    const first = await requestWithEnv({ SITE_URL: site }, `${site}/solutions`);
    const second = await requestWithEnv({ SITE_URL: site }, `${site}/solutions`);
    expect(await first.text()).toBe(await second.text());
    expect(lines.filter((l) => l.message === 'request').map((l) => l.cache)).toEqual(['render', 'memo']);
  });

  it('stores a rendered page in the edge cache, keyed by URL, build id and year', async () => {
    const site = freshSite();
    captureLogs();
    const res = await requestWithEnv({ SITE_URL: site }, `${site}/company?utm_source=x`);
    const year = new Date().getUTCFullYear();
    const key = edgeKey(`${site}/company?utm_source=x`, '/company', year);
    expect(key).toBe(`${site}/company?build=${BUILD.buildId}&year=${year}`);
    const stored = await defaultCache().match(key);
    expect(stored?.status).toBe(200);
    expect(stored?.headers.get('etag')).toBe(res.headers.get('etag'));
    expect(await stored?.text()).toBe(await res.text());
  });

  it('serves a page from the edge cache when the isolate has not rendered it', async () => {
    const site = freshSite();
    const lines = captureLogs();
    const year = new Date().getUTCFullYear();
    const doc = await buildDocument('<!DOCTYPE html><html lang="en"><body>from the edge</body></html>', 'text/html; charset=utf-8');
    await defaultCache().put(
      edgeKey(`${site}/careers`, '/careers', year),
      new Response(doc.body, { headers: { 'Content-Type': doc.contentType, ETag: doc.etag, 'Cache-Control': 'public, max-age=60' } }),
    );
    const res = await requestWithEnv({ SITE_URL: site }, `${site}/careers`);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(doc.etag);
    expect(await res.text()).toContain('from the edge');
    expect(lines.find((l) => l.message === 'request')?.cache).toBe('edge');
  });

  it('renders afresh when the year turns in Leipzig: the footer year is part of the memo and edge keys', async () => {
    const site = freshSite();
    captureLogs();
    // Midnight in Leipzig (CET, UTC+1) is 23:00 UTC: the new year's © from then on, not an hour later.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-12-31T22:59:59Z') });
    const before = await requestWithEnv({ SITE_URL: site }, `${site}/`);
    vi.setSystemTime(new Date('2031-12-31T23:00:01Z'));
    const after = await requestWithEnv({ SITE_URL: site }, `${site}/`);
    // The footer's year range (React separates the parts with comments) and the state's year.
    const footerYear = (html: string) => /©[^<]*(?:<!-- -->)?2019(?:<!-- -->)?–(?:<!-- -->)?(\d{4})/.exec(html)?.[1];
    const [a, b] = [await before.text(), await after.text()];
    expect([footerYear(a), footerYear(b)]).toEqual(['2031', '2032']);
    expect(a).toContain('"year":2031');
    expect(b).toContain('"year":2032');
    expect(before.headers.get('etag')).not.toBe(after.headers.get('etag'));
  });
});

describe('payloads', () => {
  for (const route of EVERY_PAGE) {
    it(`${payloadPath(route.path)}: revalidated per build with a weak ETag; 304 when unchanged`, async () => {
      const res = await request(payloadPath(route.path));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
      const etag = res.headers.get('etag') ?? '';
      expect(etag).toMatch(WEAK_ETAG);
      expect(await res.json()).toMatchObject({ buildId: BUILD.buildId, path: route.path, ...pageMeta(route) });
      const again = await request(payloadPath(route.path), { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    });
  }
});

/**
 * Cloudflare's edge (and wrangler dev, which does what it does) answers a build document
 * identity, gzip or br as the request asks, from the one response the worker made: the
 * answer says it varies by Accept-Encoding, and its ETag is weak, which the edge keeps as it
 * is (a strong one it would weaken itself). Decision 0110.
 */
describe('build documents under content coding', () => {
  // A page with a form is rendered for each visitor (no-store, no ETag; tested below), its payload is not.
  const DOCUMENTS = [...SHARED_PAGES.map((r) => r.path), ...EVERY_PAGE.map((r) => payloadPath(r.path)), '/robots.txt', '/sitemap.xml'];
  const CODINGS = ['identity', 'gzip', 'br', 'gzip, deflate, br, zstd'];

  for (const path of DOCUMENTS) {
    it(`${path}: Vary: Accept-Encoding and one weak ETag for every coding asked for`, async () => {
      const answers = await Promise.all(CODINGS.map((coding) => request(path, { headers: { 'Accept-Encoding': coding } })));
      for (const [i, res] of answers.entries()) {
        expect(res.status, CODINGS[i]).toBe(200);
        expect(res.headers.get('vary'), CODINGS[i]).toBe('Accept-Encoding');
        expect(res.headers.get('content-encoding'), CODINGS[i]).toBeNull();
        await res.arrayBuffer();
      }
      const etags = new Set(answers.map((res) => res.headers.get('etag')));
      expect(etags.size).toBe(1);
      expect([...etags][0]).toMatch(WEAK_ETAG);
    });

    it(`${path}: 304 for the weak tag and its strong form, with Vary and the ETag`, async () => {
      const first = await request(path, { headers: { 'Accept-Encoding': 'br' } });
      await first.arrayBuffer();
      const etag = first.headers.get('etag') ?? '';
      for (const tag of [etag, etag.slice('W/'.length)]) {
        const res = await request(path, { headers: { 'If-None-Match': tag, 'Accept-Encoding': 'gzip' } });
        expect(res.status, tag).toBe(304);
        expect(res.headers.get('vary'), tag).toBe('Accept-Encoding');
        expect(res.headers.get('etag'), tag).toBe(etag);
        expect(await res.text()).toBe('');
      }
    });
  }

  it('an edge-cached page keeps its weak ETag, and a 304 answers either form', async () => {
    const site = freshSite();
    captureLogs();
    const first = await requestWithEnv({ SITE_URL: site }, `${site}/careers`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(WEAK_ETAG);
    const stored = await defaultCache().match(edgeKey(`${site}/careers`, '/careers', new Date().getUTCFullYear()));
    expect(stored?.headers.get('etag')).toBe(etag);
    await stored?.arrayBuffer();
    await first.arrayBuffer();
  });
});

describe('other answers the edge may compress say Vary: Accept-Encoding', () => {
  const cases: [string, string][] = [
    ['icons as JSON', '/api/icons/lucide.json?icons=mail'],
    ['an icon as SVG', '/api/icons/lucide/mail.svg'],
    ["a build's meta document", '/_app/builds/meta/feedfacefeedface.json'],
    ['a 404 page', '/no/such/page'],
  ];
  for (const [name, path] of cases) {
    it(name, async () => {
      captureLogs();
      const meta = 'builds/meta/feedfacefeedface';
      if (path.startsWith('/_app/builds/')) await env.BUILDS.put(meta, JSON.stringify({ id: 'feedfacefeedface', timestamp: 1 }));
      try {
        const res = await request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
        expect(res.headers.get('vary'), `${res.status} ${res.headers.get('content-type')}`).toBe('Accept-Encoding');
        await res.arrayBuffer();
      } finally {
        await env.BUILDS.delete(meta);
      }
    });
  }

  it('adds to a Vary the answer already has instead of replacing it', async () => {
    captureLogs();
    const res = await requestWithEnv(STAGING, '/favicon.svg', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    await res.arrayBuffer();
  });
});

describe('other methods on a static file (staging: static files pass through the worker)', () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    it(`${method} on a hashed file → 405 with Allow: GET, HEAD, never cached`, async () => {
      captureLogs();
      const res = await requestWithEnv(STAGING, BUILD.assets.entry, { method, body: method === 'OPTIONS' ? undefined : 'x' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(await res.text()).toBe('Method Not Allowed');
    });
  }

  it('POST on a fixed-name file → 405 too; on a file that does not exist → the 404 page', async () => {
    captureLogs();
    const file = await requestWithEnv(STAGING, '/favicon.svg', { method: 'POST', body: 'x' });
    expect([file.status, file.headers.get('allow'), file.headers.get('cache-control')]).toEqual([405, 'GET, HEAD', 'no-store']);
    await file.arrayBuffer();
    const missing = await requestWithEnv(STAGING, '/_app/entry-MISSING.js', { method: 'POST', body: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('allow')).toBeNull();
    await missing.arrayBuffer();
  });
});

describe('error answers are never cached', () => {
  const cases: [string, () => Promise<Response>][] = [
    ['404 page', () => request('/no/such/page')],
    ['404 under /_app/', () => request('/_app/nothing-here.js')],
    ['404 for latest.json', () => request('/_app/builds/latest.json')],
    ['404 for an unknown build', () => request('/_app/builds/meta/0123456789abcdef.json')],
    ['500 page', () => request('/__faults/throw')],
    ['405', () => request('/', { method: 'PUT' })],
    ['414', () => request(`/${'x'.repeat(9000)}`)],
    ['400', () => request('/%ZZ')],
  ];
  for (const [name, send] of cases) {
    it(`${name}: Cache-Control: no-store, no ETag`, async () => {
      captureLogs();
      const res = await send();
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
    });
  }
});

describe('memoised()', () => {
  it('makes a document once for concurrent and later callers', async () => {
    let made = 0;
    const make = async () => {
      made++;
      return buildDocument(`made ${made}`, 'text/plain');
    };
    const key = `unit ${freshSite()}`;
    const results = await Promise.all([memoised(key, make), memoised(key, make), memoised(key, make)]);
    const later = await memoised(key, make);
    expect(made).toBe(1);
    expect(results.map((r) => r.hit)).toEqual([false, true, true]);
    expect(later.hit).toBe(true);
    expect(new TextDecoder().decode(later.doc.body)).toBe('made 1');
  });

  it('does not remember a failure: the next call tries again', async () => {
    const key = `unit ${freshSite()}`;
    await expect(memoised(key, () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    const { doc, hit } = await memoised(key, () => buildDocument('second try', 'text/plain'));
    expect(hit).toBe(false);
    expect(new TextDecoder().decode(doc.body)).toBe('second try');
  });
});

describe('etagMatches()', () => {
  it('compares weakly, reads lists and *, and never matches nothing', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches('a', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('', '"a"')).toBe(false);
  });

  it('uses the origin of the request, not its query, in the edge key', () => {
    expect(edgeKey(`${ORIGIN}/careers?a=1&b=2`, '/careers', 2030)).toBe(`${ORIGIN}/careers?build=${BUILD.buildId}&year=2030`);
  });
});
