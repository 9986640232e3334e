import { describe, expect, it } from 'vitest';
import { requestWithEnv, STAGING } from './worker-env';

const PRODUCTION = { ENVIRONMENT: 'production', SITE_URL: 'https://www.larchfield.dev' } as const;

describe('http → https redirect', () => {
  it('production: answers a GET over http with 301 to the same URL on https, query kept', async () => {
    const res = await requestWithEnv(PRODUCTION, 'http://www.larchfield.dev/company?ref=mail&x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://www.larchfield.dev/company?ref=mail&x=1');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  });

  it('production: HEAD gets 301 too, any other method 308 (method and body kept)', async () => {
    const head = await requestWithEnv(PRODUCTION, 'http://www.larchfield.dev/', { method: 'HEAD' });
    expect(head.status).toBe(301);
    expect(head.headers.get('location')).toBe('https://www.larchfield.dev/');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await requestWithEnv(PRODUCTION, 'http://www.larchfield.dev/_app/vitals?a=b', {
        method,
        body: method === 'DELETE' ? null : '{}',
      });
      expect(res.status, method).toBe(308);
      expect(res.headers.get('location'), method).toBe('https://www.larchfield.dev/_app/vitals?a=b');
    }
  });

  it('production: redirects every path, unknown ones and files included, and drops a plain-http port', async () => {
    const missing = await requestWithEnv(PRODUCTION, 'http://www.larchfield.dev/no-such-page');
    expect(missing.status).toBe(301);
    expect(missing.headers.get('location')).toBe('https://www.larchfield.dev/no-such-page');
    const port = await requestWithEnv(PRODUCTION, 'http://www.larchfield.dev:8080/robots.txt');
    expect(port.status).toBe(301);
    expect(port.headers.get('location')).toBe('https://www.larchfield.dev/robots.txt');
  });

  it('production: serves https as before', async () => {
    const res = await requestWithEnv(PRODUCTION, 'https://www.larchfield.dev/company');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('staging (deployed on https) redirects too', async () => {
    const res = await requestWithEnv(STAGING, 'http://staging.larchfield.dev/careers');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://staging.larchfield.dev/careers');
  });

  it('local development keeps serving plain http', async () => {
    const res = await requestWithEnv({ ENVIRONMENT: 'development' }, 'http://127.0.0.1:8787/company');
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
  });
});
