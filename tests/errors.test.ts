import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from '../client/pages/error';
import { ERROR_PAGE } from '../client/site';
import { BROWSER_UA, decodeEntities, GOOGLEBOT_UA, parseDocument, request } from './helpers';
import { renderHtml } from './render-helpers';
import { createLogger } from '../worker/log';
import { captureLogs, recordWorkerErrors } from './worker-env';

const CRAWLERS = {
  Googlebot: GOOGLEBOT_UA,
  Bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  Lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  Twitterbot: 'Twitterbot/1.0',
  Slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  LinkedInBot: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an error line no test expected', () => {
  it('is recorded for the check after each test (tests/setup.ts), which fails the test that caused it', () => {
    const recorded = recordWorkerErrors();
    createLogger({ requestId: 'control' }).log('error', 'logged on purpose');
    expect(recorded.map((line) => JSON.parse(line) as unknown)).toEqual([
      { level: 'error', message: 'logged on purpose', requestId: 'control' },
    ]);
    // Expected here: emptied, so the check after this test passes.
    recorded.length = 0;
  });
});

describe('unknown paths', () => {
  it('answers 404 with the error page inside the layout and a link home', async () => {
    captureLogs();
    const res = await request('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    const doc = await parseDocument(html);
    expect(decodeEntities(doc.title)).toBe('Page not found - Larchfield Software');
    expect(doc.meta.get('robots')).toBe('noindex');
    expect(html).toContain('Page not found: /no/such/page');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toMatch(/<a href="\/"[^>]*>Back to the home page<\/a>/);
    expect(doc.links.get('canonical')).toBeUndefined();
  });

  it('escapes the path: a script in it comes back inert', async () => {
    captureLogs();
    const res = await request('/<script>alert(1)</script>');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Page not found: /&lt;script&gt;alert(1)&lt;/script&gt;');
    // The path is also carried as data, escaped for the JSON script element.
    expect(html).toContain('"path":"/\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"');
  });

  it('logs one JSON line for the error with level, status, method, path, request id and bot', async () => {
    const lines = captureLogs();
    const res = await request('/missing');
    await res.text();
    const errors = lines.filter((l) => l.message !== 'request');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      level: 'warn',
      status: 404,
      method: 'GET',
      path: '/missing',
      bot: false,
      requestId: res.headers.get('x-request-id'),
    });
  });

  it('answers a route validation failure with the 404 page', async () => {
    captureLogs();
    const res = await request('/__faults/validation');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found: /__faults/validation');
  });

  it('answers a missing file under /_app/ with a plain-text 404, not a page', async () => {
    captureLogs();
    const res = await request('/_app/entry-MISSING.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('Not Found');
  });
});

describe('thrown errors', () => {
  it('answer 500 with the generic page titled Internal Server Error, no stack and no error text', async () => {
    const lines = captureLogs();
    const res = await request('/__faults/throw');
    expect(res.status).toBe(500);
    const html = await res.text();
    const doc = await parseDocument(html);
    expect(decodeEntities(doc.title)).toBe('Internal Server Error - Larchfield Software');
    expect(doc.meta.get('robots')).toBe('noindex');
    expect(html).not.toContain('hunter2');
    expect(html).not.toContain('secret internal detail');
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
    const error = lines.find((l) => l.level === 'error');
    expect(error).toMatchObject({ status: 500, method: 'GET', path: '/__faults/throw', bot: false });
    expect(String(error?.stack)).toContain('secret internal detail');
    expect(error?.requestId).toBe(res.headers.get('x-request-id'));
  });
});

describe('crawlers', () => {
  for (const [name, ua] of Object.entries(CRAWLERS)) {
    it(`${name} gets the 404 status with a minimal noindex body`, async () => {
      const lines = captureLogs();
      const res = await request('/nope', { headers: { 'user-agent': ua } });
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('Page not found: /nope');
      expect(html).not.toContain('<header');
      expect(html).not.toContain('<script');
      expect(lines.find((l) => l.status === 404 && l.message !== 'request')?.bot).toBe(true);
    });
  }

  it('get the 500 status with a minimal body too', async () => {
    captureLogs();
    const res = await request('/__faults/throw', { headers: { 'user-agent': GOOGLEBOT_UA } });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('<title>Internal Server Error - Larchfield Software</title>');
    expect(html).not.toContain('hunter2');
  });

  it('get the same pages as people', async () => {
    const res = await request('/careers', { headers: { 'user-agent': GOOGLEBOT_UA } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1');
  });

  /** The state the browser hydrates from (the `__STATE__` JSON element). */
  async function pageState(ua: string): Promise<Record<string, unknown>> {
    const doc = await parseDocument(await (await request('/careers', { headers: { 'user-agent': ua } })).text());
    const state = doc.scripts.find((s) => s.type === 'application/json' && s.text.includes('"buildId"'));
    return JSON.parse(state?.text ?? 'null') as Record<string, unknown>;
  }

  it('are marked as crawlers in the state the browser reads, so it never shows them an error page of its own (people are not)', async () => {
    for (const [name, ua] of Object.entries(CRAWLERS)) expect((await pageState(ua)).crawler, name).toBe(true);
    const person = await pageState(BROWSER_UA);
    expect(person).not.toHaveProperty('crawler');
    // A person after a crawler (and the other way round) gets their own page, not the other's from the cache.
    expect((await pageState(GOOGLEBOT_UA)).crawler).toBe(true);
    expect(await pageState(BROWSER_UA)).toEqual(person);
  });
});

describe('methods and redirects', () => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
    it(`answers ${method} on a page with 405 and Allow: GET, HEAD`, async () => {
      captureLogs();
      const res = await request('/company', { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
    });
  }

  it('redirects a trailing slash to the canonical path with 301, query kept', async () => {
    const res = await request('/careers/?team=design&x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://www.larchfield.dev/careers?team=design&x=1');
  });

  it('keeps the trailing-slash redirect on our origin', async () => {
    const res = await request('//evil.example/');
    expect(res.status).toBe(301);
    const location = new URL(res.headers.get('location') ?? '', 'https://www.larchfield.dev');
    expect(location.origin).toBe('https://www.larchfield.dev');
  });
});

describe('static files outside staging', () => {
  it('an unknown path does not ask the asset store again (it already missed before the worker ran)', async () => {
    captureLogs();
    const { env } = await import('cloudflare:workers');
    const spy = vi.spyOn(env.ASSETS, 'fetch');
    expect((await request('/no-such-file.txt')).status).toBe(404);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('the reference on the 500 page', () => {
  it('is the request id: on the page, in X-Request-Id and in the error log line; the help asks for it, not for the time', async () => {
    const lines = captureLogs();
    const res = await request('/__faults/throw');
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const html = await res.text();
    expect(html).toContain(`data-testid="error-reference">${id}</code>`);
    expect(html).toContain(ERROR_PAGE.reference);
    expect(decodeEntities(html)).toContain(ERROR_PAGE.help[500]);
    expect(ERROR_PAGE.help[500]).toMatch(/reference/);
    expect(ERROR_PAGE.help[500]).not.toMatch(/time it happened/);
    expect(lines.find((l) => l.level === 'error')?.requestId).toBe(id);
  });

  it('differs from request to request', async () => {
    captureLogs();
    const ids = await Promise.all([1, 2, 3].map(async () => (await request('/__faults/throw')).headers.get('x-request-id')));
    expect(new Set(ids).size).toBe(3);
  });

  it('is in the crawlers’ minimal body too', async () => {
    captureLogs();
    const res = await request('/__faults/throw', { headers: { 'user-agent': GOOGLEBOT_UA } });
    const html = await res.text();
    expect(html).toContain(`<p>${ERROR_PAGE.reference} <code>${res.headers.get('x-request-id')}</code></p>`);
  });

  it('is not on a 404 page', async () => {
    captureLogs();
    const html = await (await request('/no-such-page')).text();
    expect(html).not.toContain('error-reference');
    expect(html).not.toContain(ERROR_PAGE.reference);
  });

  it('is absent from a 500 met in the browser (no request behind it), whose help asks for the page instead', async () => {
    const html = await renderHtml(
      createElement(ErrorPage, { error: { kind: 'error', status: 500, message: 'This page could not be shown.', path: '/company' } }),
    );
    expect(html).not.toContain('error-reference');
    expect(decodeEntities(html)).toContain(ERROR_PAGE.helpWithoutReference);
    const withReference = await renderHtml(
      createElement(ErrorPage, { error: { kind: 'error', status: 500, message: 'x', path: '/', reference: 'ABC123DEF456' } }),
    );
    expect(withReference).toContain('data-testid="error-reference">ABC123DEF456</code>');
  });
});
