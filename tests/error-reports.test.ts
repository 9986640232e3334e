import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_REPORT_MAX_BYTES, type ErrorReport } from '../client/error-reports';
import { engineFamily } from '../worker/routes/error-reports';
import { GOOGLEBOT_UA, ORIGIN, request } from './helpers';
import { ipv6Network, withinOneRateWindow } from './forms';
import { captureLogs } from './worker-env';

const REPORT: ErrorReport = {
  kind: 'render',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'map')",
  stack: ['Zp@/_app/company-U32XRBO3.js:1:2345', 'ra@/_app/entry-B2CI5TZO.js:1:40001'],
  path: '/company',
  buildId: '0123456789abcdef',
};

const UA = {
  chromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15',
  chromeOnIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 26_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/156.0.0.0 Mobile/15E148 Safari/604.1',
  firefoxOnIpad:
    'Mozilla/5.0 (iPad; CPU OS 26_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/153.0 Mobile/15E148 Safari/605.1.15',
  curl: 'curl/8.10.1',
};

/** As navigator.sendBeacon sends a string: text/plain. */
const post = (body: string, headers: Record<string, string> = {}) =>
  request('/_app/errors', { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /_app/errors', () => {
  it('accepts a report with 204 and writes it as one structured line of its own level, never the worker’s `error`', async () => {
    const lines = captureLogs();
    const res = await post(JSON.stringify(REPORT), { 'user-agent': UA.firefox });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const reported = lines.filter((l) => l.message === 'client error');
    expect(reported).toEqual([
      {
        level: 'client-error',
        message: 'client error',
        requestId: res.headers.get('x-request-id'),
        method: 'POST',
        path: '/_app/errors',
        bot: false,
        kind: 'render',
        errorName: 'TypeError',
        errorMessage: "Cannot read properties of undefined (reading 'map')",
        stack: 'Zp@/_app/company-U32XRBO3.js:1:2345\nra@/_app/entry-B2CI5TZO.js:1:40001',
        page: '/company',
        buildId: '0123456789abcdef',
        engine: 'firefox',
      },
    ]);
  });

  it('marks a crawler’s report (isbot), like every line of that request', async () => {
    const lines = captureLogs();
    await post(JSON.stringify(REPORT), { 'user-agent': GOOGLEBOT_UA });
    expect(lines.find((l) => l.message === 'client error')).toMatchObject({ bot: true });
  });

  it('logs only the schema’s fields: anything else in the body is dropped', async () => {
    const lines = captureLogs();
    const res = await post(JSON.stringify({ ...REPORT, cookie: 'session=abc', url: 'https://www.larchfield.dev/company?email=a@b.c' }));
    expect(res.status).toBe(204);
    const line = JSON.stringify(lines.find((l) => l.message === 'client error'));
    expect(line).not.toMatch(/session=abc|email=/);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await post('{nope');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Bad Request: body is not JSON');
  });

  it.each([
    ['an array', []],
    ['an unknown kind', { ...REPORT, kind: 'mystery' }],
    ['a name that is no name', { ...REPORT, name: '<img src=x onerror=alert(1)>' }],
    ['a message over 500 characters', { ...REPORT, message: 'x'.repeat(501) }],
    ['a stack that is not a list', { ...REPORT, stack: 'at x' }],
    ['too many frames', { ...REPORT, stack: Array.from({ length: 9 }, () => 'f@/_app/a.js:1:1') }],
    ['a frame over 200 characters', { ...REPORT, stack: ['f'.repeat(201)] }],
    ['a full URL as path', { ...REPORT, path: 'https://evil.example/' }],
    ['a path with a query', { ...REPORT, path: '/careers?name=Ada' }],
    ['a bad build id', { ...REPORT, buildId: '<script>' }],
    ['no message', { ...REPORT, message: undefined }],
  ])('answers 400 to %s, never echoing it', async (_, body) => {
    const lines = captureLogs();
    const res = await post(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/^Bad Request: [a-zA-Z0-9 ,]+$/);
    expect(lines.filter((l) => l.message === 'client error')).toEqual([]);
  });

  it(`answers 413 to a body over ${ERROR_REPORT_MAX_BYTES} bytes`, async () => {
    const res = await post(JSON.stringify({ ...REPORT, message: 'x'.repeat(ERROR_REPORT_MAX_BYTES) }));
    expect(res.status).toBe(413);
  });

  it('refuses a report from another site with 403 (the forms’ Origin / Sec-Fetch-Site check) and writes nothing', async () => {
    const lines = captureLogs();
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of cases) {
      const res = await post(JSON.stringify(REPORT), { ...headers, 'cf-connecting-ip': '203.0.113.50' });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    // Whatever the content type: an application/json report from another site too.
    expect((await post(JSON.stringify(REPORT), { 'content-type': 'application/json', origin: 'https://evil.example' })).status).toBe(403);
    expect(lines.filter((l) => l.message === 'client error')).toEqual([]);
    // Our pages: either header says so; a request with neither is accepted.
    for (const headers of [
      { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      { origin: ORIGIN },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ] as Record<string, string>[]) {
      expect((await post(JSON.stringify(REPORT), { ...headers, 'cf-connecting-ip': '203.0.113.51' })).status, JSON.stringify(headers)).toBe(
        204,
      );
    }
  });

  it(
    'answers 429 with Retry-After to a burst of 80 from one network (IPv6 addresses of one /64), before reading the body; other networks go on',
    { timeout: 30_000 },
    async () => {
      const lines = captureLogs();
      await withinOneRateWindow();
      const addresses = ipv6Network(80);
      const statuses: number[] = [];
      for (const ip of addresses)
        statuses.push(
          (await post(JSON.stringify(REPORT), { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'cf-connecting-ip': ip })).status,
        );
      expect(statuses).toEqual([...Array<number>(60).fill(204), ...Array<number>(20).fill(429)]);
      expect(lines.filter((l) => l.message === 'client error')).toHaveLength(60);
      // Limited before the body is read: a body that is not even JSON is 429, not 400.
      const limited = await post('not json', { 'cf-connecting-ip': addresses[0]! });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect((await post(JSON.stringify(REPORT), { 'cf-connecting-ip': ipv6Network(1)[0]! })).status).toBe(204);
    },
  );

  it.each(['GET', 'PUT', 'DELETE'])('answers 405 with Allow: POST to %s', async (method) => {
    const res = await request('/_app/errors', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('engineFamily', () => {
  it.each([
    [UA.chromium, 'chromium'],
    [UA.edge, 'chromium'],
    [UA.firefox, 'firefox'],
    [UA.safari, 'webkit'],
    [UA.chromeOnIphone, 'webkit'],
    [UA.firefoxOnIpad, 'webkit'],
    [UA.curl, 'other'],
    ['', 'other'],
  ])('%s → %s', (ua, family) => {
    expect(engineFamily(ua)).toBe(family);
  });
});
