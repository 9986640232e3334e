import { afterEach, describe, expect, it, vi } from 'vitest';
import { VITAL_THRESHOLDS, VITALS_MAX_BYTES, gradeVital, type VitalName } from '../client/vitals';
import { ORIGIN, request } from './helpers';
import { ipv6Network, withinOneRateWindow } from './forms';

const beacon = (metrics: unknown[] = [{ name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1700000000000-123' }]) =>
  JSON.stringify({ path: '/careers', buildId: '0123456789abcdef', metrics });

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  request('/_app/vitals', { method: 'POST', body, headers });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('gradeVital', () => {
  const cases: [VitalName, number, number][] = Object.entries(VITAL_THRESHOLDS).map(([n, [g, ni]]) => [n as VitalName, g, ni]);
  for (const [name, good, ni] of cases) {
    it(`grades ${name} at and around ${good} / ${ni}`, () => {
      expect(gradeVital(name, good)).toBe('good');
      expect(gradeVital(name, good + (name === 'CLS' ? 0.001 : 1))).toBe('needs-improvement');
      expect(gradeVital(name, ni)).toBe('needs-improvement');
      expect(gradeVital(name, ni + (name === 'CLS' ? 0.001 : 1))).toBe('poor');
    });
  }

  it('uses the spec thresholds', () => {
    expect(VITAL_THRESHOLDS).toEqual({
      LCP: [2500, 4000],
      FID: [100, 300],
      CLS: [0.1, 0.25],
      FCP: [1800, 3000],
      TTFB: [800, 1800],
      INP: [200, 500],
    });
  });
});

describe('POST /_app/vitals', () => {
  it('accepts a valid beacon with 204 and logs one line per metric, graded by the worker', async () => {
    const lines: Record<string, unknown>[] = [];
    vi.spyOn(console, 'log').mockImplementation((l: unknown) => void lines.push(JSON.parse(String(l)) as Record<string, unknown>));
    const res = await post(
      beacon([
        { name: 'LCP', value: 3000, rating: 'good', id: 'a' },
        { name: 'CLS', value: 0.01, rating: 'good', id: 'b' },
        { name: 'FID', value: 12, rating: 'good', id: 'c' },
      ]),
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const vitals = lines.filter((l) => l.message === 'web-vital');
    expect(vitals.map((l) => [l.metric, l.value, l.rating])).toEqual([
      ['LCP', 3000, 'needs-improvement'],
      ['CLS', 0.01, 'good'],
      ['FID', 12, 'good'],
    ]);
    expect(vitals[0]).toMatchObject({ page: '/careers', buildId: '0123456789abcdef', level: 'client' });
  });

  it('refuses another site with 403; accepts our pages and a request that names no origin', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      expect((await post(beacon(), { 'content-type': 'application/json', ...headers })).status, JSON.stringify(headers)).toBe(403);
    }
    for (const headers of [{ origin: ORIGIN, 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      expect((await post(beacon(), { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.60', ...headers })).status, JSON.stringify(headers)).toBe(204);
    }
  });

  it('answers 429 past 60 beacons a minute from one network (one IPv6 /64)', { timeout: 30_000 }, async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await withinOneRateWindow();
    const statuses: number[] = [];
    for (const ip of ipv6Network(80)) statuses.push((await post(beacon(), { 'content-type': 'application/json', 'cf-connecting-ip': ip })).status);
    expect(statuses).toEqual([...Array<number>(60).fill(204), ...Array<number>(20).fill(429)]);
  });

  it('answers 400 to a body that is not JSON', async () => {
    expect((await post('{nope')).status).toBe(400);
  });

  it.each([
    ['an array', '[]'],
    ['no metrics', JSON.stringify({ path: '/', buildId: 'abc', metrics: [] })],
    ['an unknown metric', beacon([{ name: 'XYZ', value: 1, rating: 'good', id: 'a' }])],
    ['a negative value', beacon([{ name: 'LCP', value: -1, rating: 'good', id: 'a' }])],
    ['a string value', beacon([{ name: 'LCP', value: '12', rating: 'good', id: 'a' }])],
    ['an unknown rating', beacon([{ name: 'LCP', value: 1, rating: 'great', id: 'a' }])],
    ['a path that is not a path', JSON.stringify({ path: 'https://evil.example/', buildId: 'abc', metrics: [{ name: 'LCP', value: 1, rating: 'good', id: 'a' }] })],
    ['a bad build id', JSON.stringify({ path: '/', buildId: '<script>', metrics: [{ name: 'LCP', value: 1, rating: 'good', id: 'a' }] })],
  ])('answers 400 to %s, without echoing it', async (_, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('<script>');
  });

  it('answers 413 to a body over 4 KB', async () => {
    const big = beacon([{ name: 'LCP', value: 1, rating: 'good', id: 'x'.repeat(VITALS_MAX_BYTES) }]);
    const res = await post(big);
    expect(res.status).toBe(413);
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    const res = await request('/_app/vitals');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
