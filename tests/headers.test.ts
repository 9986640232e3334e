import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD } from '../worker/manifest';
import { EVERY_PAGE, GOOGLEBOT_UA, ORIGIN, parseDocument, request } from './helpers';
import { STAGING, captureLogs, requestWithEnv } from './worker-env';

type Send = (path: string, init?: RequestInit) => Promise<Response>;

/** One request of every kind of answer the worker gives, each with the status it must have. */
const ANSWERS: { name: string; status: number; send: (send: Send) => Promise<Response> }[] = [
  { name: 'a page', status: 200, send: (s) => s('/') },
  { name: 'a page, HEAD', status: 200, send: (s) => s('/company', { method: 'HEAD' }) },
  {
    name: 'a page, 304 Not Modified',
    status: 304,
    send: async (s) => {
      const first = await s('/careers');
      await first.arrayBuffer();
      return s('/careers', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    },
  },
  { name: 'a payload', status: 200, send: (s) => s('/solutions/_payload.json') },
  { name: 'robots.txt', status: 200, send: (s) => s('/robots.txt') },
  { name: 'sitemap.xml', status: 200, send: (s) => s('/sitemap.xml') },
  { name: 'latest.json when nothing is published', status: 404, send: (s) => s('/_app/builds/latest.json?1') },
  { name: 'an unknown build meta document', status: 404, send: (s) => s('/_app/builds/meta/0123456789abcdef.json') },
  { name: 'the 404 page', status: 404, send: (s) => s('/no/such/page') },
  { name: 'the 404 page for a crawler', status: 404, send: (s) => s('/nope', { headers: { 'user-agent': GOOGLEBOT_UA } }) },
  { name: 'a missing file under /_app/', status: 404, send: (s) => s('/_app/entry-MISSING.js') },
  { name: 'the 500 page', status: 500, send: (s) => s('/__faults/throw') },
  { name: 'a 405 on a page', status: 405, send: (s) => s('/company', { method: 'POST' }) },
  { name: 'a 405 on robots.txt', status: 405, send: (s) => s('/robots.txt', { method: 'DELETE' }) },
  { name: 'a 414 for an over-long URL', status: 414, send: (s) => s(`/${'a'.repeat(9000)}`) },
  { name: 'a 400 for broken percent-encoding', status: 400, send: (s) => s('/%E0%A4%A') },
  { name: 'a 301 to the canonical path', status: 301, send: (s) => s('/careers/') },
];

/** Only where static files pass through the worker (staging's run_worker_first). */
const STAGING_ONLY: typeof ANSWERS = [{ name: 'a static file the worker was asked for', status: 200, send: (s) => s('/favicon.svg') }];

const plain: Send = (path, init) => request(path, init);
const staging: Send = (path, init) => requestWithEnv(STAGING, path, init);
/** The local workerd (`npm start`, `wrangler dev`, the browser tests): plain http on loopback. */
const LOCAL_ORIGIN = 'http://127.0.0.1:8787';
const local: Send = (path, init) => request(`${LOCAL_ORIGIN}${path}`, init, { ENVIRONMENT: 'development' });

/** A Content-Security-Policy as directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

const sha256Base64 = async (text: string) =>
  btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));

/**
 * The headers every worker answer carries, whatever its route or status. Over https also
 * `upgrade-insecure-requests` and HSTS; over http neither (decision 0086).
 */
function expectSecurityHeaders(res: Response, scheme: 'https' | 'http' = 'https') {
  const csp = parseCsp(res.headers.get('content-security-policy'));
  expect(Object.fromEntries(csp)).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...BUILD.scriptHashes],
    'style-src': BUILD.styleHashes,
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    ...(scheme === 'https' ? { 'upgrade-insecure-requests': [] } : {}),
  });
  if (scheme === 'https') {
    const hsts = res.headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  } else {
    expect(res.headers.get('strict-transport-security')).toBeNull();
  }
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
    expect(permissions).toContain(`${feature}=()`);
  expect(res.headers.get('x-request-id')).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('security headers on every worker answer', () => {
  for (const answer of ANSWERS) {
    it(`${answer.name}: ${answer.status} with CSP, HSTS, nosniff, referrer, permissions, COOP and a request id`, async () => {
      captureLogs();
      const res = await answer.send(plain);
      expect(res.status).toBe(answer.status);
      expectSecurityHeaders(res);
      // Not staging: nothing asks search engines to stay away.
      expect(res.headers.get('x-robots-tag')).toBeNull();
    });
  }
});

describe('over plain http (the local workerd under wrangler dev)', () => {
  for (const answer of ANSWERS) {
    it(`${answer.name}: ${answer.status} with the same headers but no upgrade-insecure-requests and no HSTS`, async () => {
      captureLogs();
      const res = await answer.send(local);
      expect(res.status).toBe(answer.status);
      expectSecurityHeaders(res, 'http');
      expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    });
  }

  it('the same path over https does get upgrade-insecure-requests and HSTS', async () => {
    const [overHttps, overHttp] = await Promise.all([plain('/company'), local('/company')]);
    expect(parseCsp(overHttps.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    expect(parseCsp(overHttp.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(false);
    expect(overHttps.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('staging', () => {
  for (const answer of [...ANSWERS, ...STAGING_ONLY]) {
    it(`${answer.name}: X-Robots-Tag: noindex, and the same security headers`, async () => {
      captureLogs();
      const res = await answer.send(staging);
      expect(res.status).toBe(answer.status);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expectSecurityHeaders(res);
    });
  }
});

describe('the Content-Security-Policy of a page', () => {
  for (const route of EVERY_PAGE) {
    it(`${route.path}: lists every inline script by its sha256, with no unsafe-inline, unsafe-eval or nonce`, async () => {
      const res = await request(route.path);
      const scriptSrc = parseCsp(res.headers.get('content-security-policy')).get('script-src') ?? [];
      const doc = await parseDocument(await res.text());
      const executable = doc.scripts.filter(
        (s) => s.src === null && (s.type === '' || s.type === 'text/javascript' || s.type === 'module'),
      );
      expect(executable.length).toBeGreaterThan(0);
      for (const script of executable) expect(scriptSrc).toContain(`'sha256-${await sha256Base64(script.text)}'`);
      expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toHaveLength(executable.length);
      expect(scriptSrc.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
      // Bundled code only from our origin; JSON data blocks are never executed.
      for (const s of doc.scripts.filter((x) => x.src !== null)) expect(s.src?.startsWith('/_app/')).toBe(true);
    });

    it(`${route.path}: allows exactly its inline stylesheet, by sha256`, async () => {
      const res = await request(route.path);
      const styleSrc = parseCsp(res.headers.get('content-security-policy')).get('style-src') ?? [];
      const doc = await parseDocument(await res.text());
      expect(doc.styles).toHaveLength(1);
      expect(styleSrc).toEqual([`'sha256-${await sha256Base64(doc.styles[0]!.text)}'`]);
    });
  }
});

describe('static files (Workers Static Assets with assets/_headers)', () => {
  const asset = (path: string) => env.ASSETS.fetch(new Request(`${ORIGIN}${path}`));

  for (const path of ['/favicon.svg', '/og.png', BUILD.assets.entry, BUILD.assets.font, '/_app/entry-MISSING.js']) {
    it(`${path}: the worker's security headers, and a CSP that runs nothing`, async () => {
      const [file, page] = await Promise.all([asset(path), request('/')]);
      await page.arrayBuffer();
      for (const name of [
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
        'x-frame-options',
      ]) {
        expect(file.headers.get(name), name).toBe(page.headers.get(name));
      }
      expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      const csp = parseCsp(file.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.has('script-src')).toBe(false);
      expect(file.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
    });
  }

  it('hashed files under /_app/ are immutable for a year', async () => {
    for (const path of [BUILD.assets.entry, ...BUILD.assets.entryPreload, BUILD.assets.font]) {
      const res = await asset(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('files with fixed names are kept a day, then revalidated', async () => {
    for (const path of ['/favicon.svg', '/favicon.ico', '/apple-touch-icon.png', '/og.png', '/logo.svg']) {
      const res = await asset(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=86400');
    }
  });

  it('on staging the worker serves them itself (run_worker_first), adding X-Robots-Tag', async () => {
    captureLogs();
    // The first load's shared chunk: the entry itself is one call (decision 0184).
    const res = await requestWithEnv(STAGING, BUILD.assets.entryPreload[0] ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect((await res.text()).length).toBeGreaterThan(100_000);
  });
});
