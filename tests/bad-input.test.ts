import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeUnreserved } from '../worker/middleware/canonical-path';
import { MAX_URL_LENGTH } from '../worker/middleware/url-guard';
import { ORIGIN, SPEC_ROUTES, request } from './helpers';

/**
 * A seeded, reproducible generator of hostile and malformed requests. Every answer must keep
 * the invariants: below 500, no stack or internal detail, nothing reflected unescaped,
 * security headers present, and the right status class for what was asked.
 */
const SEED = 0x5eed1e55;
const REQUESTS = 2400;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROBES = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '</script><script>alert(2)</script>',
  'javascript:alert(1)',
];
const RAW_PROBE_MARKERS = ['<script>alert', '<img src=x', '<svg/onload', '</script><script>'];
// workerd's Request accepts the standard methods only (others are refused before any worker runs).
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const PAYLOADS = ['/_payload.json', '/solutions/_payload.json', '/company/_payload.json', '/careers/_payload.json'];

type Expect = (status: number) => boolean;
interface Case {
  name: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  expect: Expect;
  expectLabel: string;
}

const is = (...codes: number[]): [Expect, string] => [(s) => codes.includes(s), codes.join('|')];
const isClass4xx: [Expect, string] = [(s) => s >= 400 && s < 500, '4xx'];

function generate(rand: () => number, n: number): Case[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const int = (max: number) => Math.floor(rand() * max);
  const segment = () => {
    const kinds = [
      () => Math.random.name + int(1000),
      () => encodeURIComponent(pick(PROBES)),
      () => encodeURIComponent('ünïcødé-路径-🙂'),
      () => '%2F..%2F..%2Fetc%2Fpasswd',
      () => '..',
      () => '',
      () => 'a'.repeat(int(300)),
      () => encodeURIComponent(String.fromCharCode(...Array.from({ length: 8 }, () => 1 + int(0x2fff)))),
    ];
    return pick(kinds)();
  };
  const oddHeaders = (): Record<string, string> => {
    const h: Record<string, string> = {};
    if (rand() < 0.4) h.accept = pick(['*/*', 'text/html;q=0.1, */*;q=oops', 'application/json', 'x'.repeat(4000), ';;;,,,']);
    if (rand() < 0.4) h['accept-encoding'] = pick(['gzip, br', 'identity;q=0', 'br;q=1.0, gzip;q=x', 'y'.repeat(6000)]);
    if (rand() < 0.3) h['if-none-match'] = pick(['"nope"', 'W/"weak"', '*'.repeat(10), '"' + 'z'.repeat(5000) + '"', pick(PROBES)]);
    if (rand() < 0.4)
      h['user-agent'] = pick(['', 'curl/8.0', pick(PROBES), 'Googlebot/2.1 ' + 'u'.repeat(3000), 'Mozilla/5.0 (compatible; bingbot/2.0)']);
    if (rand() < 0.3) h.range = pick(['bytes=0-10', 'bytes=garbage', 'bytes=-1', 'lines=1-2', 'bytes=99999999999999999999-']);
    if (rand() < 0.2) h['x-forwarded-host'] = 'evil.example';
    return h;
  };
  const cases: Case[] = [];
  for (let i = 0; i < n; i++) {
    const method = rand() < 0.6 ? pick(['GET', 'HEAD']) : pick(METHODS);
    const readOnly = method === 'GET' || method === 'HEAD';
    const headers = oddHeaders();
    const kind = int(11);
    let path: string;
    let exp: [Expect, string];
    let body: string | undefined;
    switch (kind) {
      case 0: {
        path = `${pick(SPEC_ROUTES)}?${encodeURIComponent(pick(PROBES))}=${encodeURIComponent(pick(PROBES))}`;
        exp = readOnly ? is(200, 304) : is(405);
        break;
      }
      case 1: {
        path = `${pick(SPEC_ROUTES.slice(1))}/`;
        exp = readOnly ? is(301) : is(404, 405);
        break;
      }
      case 2: {
        path = '/' + Array.from({ length: 1 + int(5) }, segment).join('/');
        // `..` segments are resolved by the URL parser: what is left may be a page.
        const resolved = new URL(`${ORIGIN}${path}`).pathname;
        if ((SPEC_ROUTES as readonly string[]).includes(resolved)) exp = readOnly ? is(200) : is(405);
        else exp = is(301, 400, 404, 405);
        break;
      }
      case 3: {
        // Each sample stays malformed whatever follows it ('/x' ends the escape and is no dot segment).
        path = '/' + pick(['%', '%zz', '%E0%A4%A', '%C3%28', '%ED%A0%80', 'ok%']) + '/x' + segment();
        exp = is(400);
        break;
      }
      case 4: {
        path = `/${segment()}%00${segment()}`;
        exp = is(400);
        break;
      }
      case 5: {
        const len = 1 + int(16 * 1024);
        path = '/' + 'p'.repeat(len);
        exp = ORIGIN.length + 1 + len > MAX_URL_LENGTH ? is(414) : is(404, 405);
        break;
      }
      case 6: {
        path = pick(PAYLOADS) + (rand() < 0.5 ? `?${segment()}` : '');
        exp = readOnly ? is(200, 304) : is(405);
        break;
      }
      case 7: {
        path =
          pick(['/_app/builds/latest.json?', '/_app/builds/meta/']) +
          pick(['..%2F..%2Fx.json', 'abcdef0123456789.json', `${segment()}.json`, String(Date.now())]);
        exp = is(400, 404, 405);
        break;
      }
      case 8: {
        path = '/_app/vitals';
        body = pick([
          '',
          '{',
          '[]',
          'null',
          JSON.stringify({ path: pick(PROBES), buildId: 'x', metrics: [] }),
          'v'.repeat(5000),
          JSON.stringify({ path: '/', buildId: 'abc123', metrics: [{ name: 'LCP', value: -5, rating: 'good', id: 'i' }] }),
        ]);
        exp = method === 'POST' ? is(400, 413) : method === 'GET' || method === 'HEAD' ? is(405) : is(405);
        break;
      }
      case 9: {
        path = `/api/icons/${pick(['lucide', 'LUCIDE', '../etc', 'a--b', 'mdi', segment()])}${pick(['.json?icons=' + pick(['arrow-right', 'x,y', '', '..', 'A'.repeat(600)]), '/' + pick(['arrow-right', 'no-such-icon', '%2e%2e', 'x'.repeat(700)]) + '.svg'])}`;
        exp = isClass4xx;
        if (readOnly) exp = [(s) => s === 200 || (s >= 400 && s < 500) || s === 502 || s === 504, '200|4xx|502|504 (upstream)'];
        break;
      }
      default: {
        path = `/_app/${segment()}.js`;
        exp = is(400, 404, 405);
      }
    }
    // A path that escapes a letter, digit or -._~ (a well-formed one: cases 3 and 4 are 400s, case 5 has
    // none) is the same path written plainly: every route redirects to it first (canonical-path.ts).
    const { pathname } = new URL(`${ORIGIN}${path}`);
    if (kind !== 3 && kind !== 4 && decodeUnreserved(pathname) !== pathname) exp = readOnly ? is(301) : is(308);
    if (method === 'GET' || method === 'HEAD') body = undefined;
    cases.push({ name: `#${i} ${method} ${path.slice(0, 80)}`, path, method, headers, body, expect: exp[0], expectLabel: exp[1] });
  }
  return cases;
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'strict-transport-security',
  'referrer-policy',
  'x-frame-options',
  'x-request-id',
];
const INTERNAL_DETAIL = [/\.tsx?:\d+/, /node_modules/, /\n\s+at /, /worker\/[a-z-]+\.ts/];

describe(`bad input: ${REQUESTS} seeded requests (seed ${SEED.toString(16)})`, () => {
  beforeAll(() => {
    // The worker logs a line per request and per error; keep the run quiet.
    for (const level of ['log', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => {});
    // The icon proxy must never reach the network from this suite.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('upstream down', { status: 503 }));
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('keeps every invariant on every answer', async () => {
    const cases = generate(mulberry32(SEED), REQUESTS);
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    for (const c of cases) {
      const res = await request(c.path, { method: c.method, headers: c.headers, ...(c.body !== undefined ? { body: c.body } : {}) });
      const text = await res.text();
      byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
      const fail = (why: string) => failures.push(`${c.name}: ${why}`);
      if (res.status >= 500 && res.status !== 502 && res.status !== 504) fail(`status ${res.status}`);
      if (!c.expect(res.status)) fail(`status ${res.status}, expected ${c.expectLabel}`);
      for (const h of SECURITY_HEADERS) if (!res.headers.get(h)) fail(`missing ${h}`);
      for (const re of INTERNAL_DETAIL) if (re.test(text)) fail(`internal detail ${re} in body`);
      for (const m of RAW_PROBE_MARKERS) if (text.includes(m)) fail(`reflected unescaped: ${m}`);
      if (c.method === 'HEAD' && text !== '') fail('HEAD answered with a body');
      if (failures.length > 20) break;
    }
    expect(failures).toEqual([]);
    // The generator really produced each class of answer.
    for (const status of [200, 301, 400, 404, 405, 414]) expect(byStatus.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(10);
    expect([...byStatus.values()].reduce((a, b) => a + b, 0)).toBe(REQUESTS);
  }, 600_000);
});
