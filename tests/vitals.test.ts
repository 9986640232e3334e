import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VITAL_RANGES, VITAL_THRESHOLDS, VITALS_MAX_BYTES, gradeVital, type VitalName } from '../client/vitals';
import { BUILD } from '../worker/manifest';
import { metaKey } from '../worker/routes/builds';
import { VITALS_COLUMNS } from '../worker/vitals-dataset';
import { ORIGIN, request } from './helpers';
import { ipv6Network, withinOneRateWindow } from './forms';
import { captureLogs } from './worker-env';

const LCP = { name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1700000000000-123' };

/** A beacon as this build's pages send it, of `metrics`. */
const beacon = (metrics: unknown[] = [LCP]) => JSON.stringify({ path: '/careers', buildId: BUILD.buildId, metrics });
/** A beacon of this build from `path`, of one metric. */
const beaconFrom = (path: string, metric: unknown = LCP) => JSON.stringify({ path, buildId: BUILD.buildId, metrics: [metric] });

/** Posts a beacon, from a network of its own unless the headers name one (60 beacons a minute each). */
const post = (
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json', 'cf-connecting-ip': ipv6Network(1)[0] ?? '' },
) => request('/_app/vitals', { method: 'POST', body, headers });

/** A well-formed build id no deploy wrote: fresh for each call. */
const freshBuildId = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

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
    expect(vitals[0]).toMatchObject({ page: '/careers', buildId: BUILD.buildId, level: 'client' });
  });

  it('refuses another site with 403; accepts our pages and a request that names no origin', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      expect((await post(beacon(), { 'content-type': 'application/json', ...headers })).status, JSON.stringify(headers)).toBe(403);
    }
    for (const headers of [{ origin: ORIGIN, 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      expect(
        (await post(beacon(), { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.60', ...headers })).status,
        JSON.stringify(headers),
      ).toBe(204);
    }
  });

  it('answers 429 past 60 beacons a minute from one network (one IPv6 /64)', { timeout: 30_000 }, async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await withinOneRateWindow();
    const statuses: number[] = [];
    for (const ip of ipv6Network(80))
      statuses.push((await post(beacon(), { 'content-type': 'application/json', 'cf-connecting-ip': ip })).status);
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
    [
      'a path that is not a path',
      JSON.stringify({ path: 'https://evil.example/', buildId: 'abc', metrics: [{ name: 'LCP', value: 1, rating: 'good', id: 'a' }] }),
    ],
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

  it('answers 400 to an unknown navigation type', async () => {
    expect((await post(beacon([{ name: 'LCP', value: 1, rating: 'good', id: 'a', navigationType: 'teleport' }]))).status).toBe(400);
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    const res = await request('/_app/vitals');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('POST /_app/vitals: only what this site could have sent (issue 43)', () => {
  /** Posts `body` and says what it left: its status, the data points written and the `web-vital` log lines. */
  async function outcome(body: string) {
    const write = vi.spyOn(env.VITALS, 'writeDataPoint');
    const lines = captureLogs();
    const res = await post(body);
    const left = {
      status: res.status,
      text: await res.text(),
      points: write.mock.calls.length,
      vitals: lines.filter((l) => l.message === 'web-vital'),
    };
    vi.restoreAllMocks();
    return left;
  }

  it.each([
    ['a query', '/careers?utm_source=mail'],
    ['an empty query', '/careers?'],
    ['a fragment', '/careers#open-positions'],
    ['no page', '/wp-admin/setup.php'],
    ['no page in German', '/de/gibt-es-nicht'],
    ['a trailing slash', '/careers/'],
    ['no leading slash', 'careers'],
    ['a full URL', `${ORIGIN}/careers`],
  ])('refuses a path with %s (%s) with 400, and writes nothing', async (_, path) => {
    const left = await outcome(beaconFrom(path));
    expect(left).toMatchObject({ status: 400, points: 0, vitals: [] });
    expect(left.text).not.toContain(path);
  });

  it('refuses a build id this site never served with 400 and writes nothing; takes its own and one the BUILDS namespace knows', async () => {
    const unknown = freshBuildId();
    expect(await outcome(JSON.stringify({ path: '/careers', buildId: unknown, metrics: [LCP] }))).toMatchObject({
      status: 400,
      text: 'Bad Request: buildId names no build of this site',
      points: 0,
      vitals: [],
    });
    expect(await outcome(beacon())).toMatchObject({ status: 204, points: 1, vitals: [{ buildId: BUILD.buildId }] });
    // An earlier deployment's: its manifest is in KV (DESIGN.md, deployment detection).
    const earlier = freshBuildId();
    await env.BUILDS.put(metaKey(earlier), JSON.stringify({ id: earlier, timestamp: 1700000000000, matcher: {}, prerendered: [] }));
    try {
      expect(await outcome(JSON.stringify({ path: '/careers', buildId: earlier, metrics: [LCP] }))).toMatchObject({
        status: 204,
        points: 1,
        vitals: [{ buildId: earlier }],
      });
    } finally {
      await env.BUILDS.delete(metaKey(earlier));
    }
  });

  it('reads KV only for a beacon that passed every other check, and never for its own build id', async () => {
    const get = vi.spyOn(env.BUILDS, 'get');
    const unknown = freshBuildId();
    const refusedFirst = [
      JSON.stringify({ path: '/wp-admin/setup.php', buildId: unknown, metrics: [LCP] }),
      JSON.stringify({ path: '/careers', buildId: unknown, metrics: [{ ...LCP, value: VITAL_RANGES.LCP[1] + 1 }] }),
      JSON.stringify({ path: '/careers', buildId: unknown, metrics: [{ ...LCP, name: 'XYZ' }] }),
      // Not a build id's shape (hex, 8 to 64 digits): no build can have it.
      JSON.stringify({ path: '/careers', buildId: 'zzzzzzzzzzzzzzzz', metrics: [LCP] }),
    ];
    for (const body of refusedFirst) expect((await post(body)).status, body).toBe(400);
    expect((await post(beacon())).status).toBe(204);
    expect(get).not.toHaveBeenCalled();
    expect((await post(JSON.stringify({ path: '/careers', buildId: unknown, metrics: [LCP] }))).status).toBe(400);
    expect(get.mock.calls.map(([key]) => key)).toEqual([metaKey(unknown)]);
  });

  it('answers 503 and writes nothing while KV cannot say whether it knows the build', async () => {
    const lines = captureLogs();
    const write = vi.spyOn(env.VITALS, 'writeDataPoint');
    vi.spyOn(env.BUILDS, 'get').mockRejectedValue(new Error('KV is down'));
    const res = await post(JSON.stringify({ path: '/careers', buildId: freshBuildId(), metrics: [LCP] }));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(write).not.toHaveBeenCalled();
    expect(lines.filter((l) => l.message === 'web-vital')).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', message: 'build manifest unavailable', status: 503 }));
  });

  const names = Object.keys(VITAL_RANGES) as VitalName[];
  it.each(names)('takes %s at the ends of its plausible range and refuses a value beyond either, writing nothing', async (name) => {
    const [least, most] = VITAL_RANGES[name];
    const metric = (value: number) => ({ name, value, rating: 'good', id: 'a' });
    for (const value of [least, most]) expect((await outcome(beacon([metric(value)]))).status, String(value)).toBe(204);
    const step = name === 'CLS' ? 0.001 : 1;
    for (const value of [least - step, most + step]) {
      expect(await outcome(beacon([metric(value)])), String(value)).toMatchObject({ status: 400, points: 0, vitals: [] });
    }
    // One value out of range refuses the beacon whole: nothing of the others is kept either.
    expect(await outcome(beacon([LCP, metric(most + step)]))).toMatchObject({ status: 400, points: 0, vitals: [] });
  });

  it('keeps the plausible ranges wider than the poor threshold of each metric', () => {
    for (const name of names) expect(VITAL_RANGES[name][1], name).toBeGreaterThan(VITAL_THRESHOLDS[name][1] * 10);
  });
});

describe('POST /_app/vitals: the VITALS Analytics Engine dataset', () => {
  it('gets one data point per metric: page id and language, metric, rating, navigation type, country, build id and value', async () => {
    const write = vi.spyOn(env.VITALS, 'writeDataPoint');
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/_app/vitals`, {
        method: 'POST',
        body: beacon([
          { name: 'LCP', value: 3000, rating: 'good', id: 'a', navigationType: 'navigate' },
          { name: 'CLS', value: 0.01, rating: 'good', id: 'b', navigationType: 'back-forward-cache' },
          { name: 'FID', value: 12, rating: 'good', id: 'c' },
        ]),
        cf: { country: 'DE' },
      } as RequestInit),
    );
    expect(res.status).toBe(204);
    expect(write.mock.calls.map(([point]) => point)).toEqual([
      { indexes: ['careers'], blobs: ['careers', 'en', 'LCP', 'needs-improvement', 'navigate', 'DE', BUILD.buildId], doubles: [3000] },
      { indexes: ['careers'], blobs: ['careers', 'en', 'CLS', 'good', 'back-forward-cache', 'DE', BUILD.buildId], doubles: [0.01] },
      { indexes: ['careers'], blobs: ['careers', 'en', 'FID', 'good', '', 'DE', BUILD.buildId], doubles: [12] },
    ]);
  });

  it.each([
    ['/', 'home', 'en'],
    ['/careers/frontend-engineer', 'position', 'en'],
    ['/careers/no-such-position', 'position', 'en'],
    ['/404', 'unknown', 'en'],
    ['/de/404', 'unknown', 'de'],
    ['/contact', 'contact', 'en'],
    ['/de/kontakt', 'contact', 'de'],
  ])('names the page of %s by its route id (%s) and language, never by its path', async (path, id, lang) => {
    const write = vi.spyOn(env.VITALS, 'writeDataPoint');
    const res = await post(beaconFrom(path, { name: 'TTFB', value: 90, rating: 'good', id: 'a' }));
    expect(res.status).toBe(204);
    const [point] = write.mock.calls[0] ?? [];
    expect(point?.blobs?.slice(0, 2)).toEqual([id, lang]);
    expect(point?.indexes).toEqual([id]);
    expect(JSON.stringify(point)).not.toContain(path === '/' ? '"/"' : path);
  });

  it('keeps no address, cookie, user agent or query: only the fields of the layout', async () => {
    const write = vi.spyOn(env.VITALS, 'writeDataPoint');
    const res = await exports.default.fetch(
      new Request(`${ORIGIN}/_app/vitals?utm_source=mail`, {
        method: 'POST',
        body: beaconFrom('/company', { name: 'INP', value: 120, rating: 'good', id: 'v5-secret-id' }),
        headers: { cookie: 'session=s3cret', 'cf-connecting-ip': '203.0.113.7', 'user-agent': 'Mozilla/5.0 Ada' },
      }),
    );
    expect(res.status).toBe(204);
    const point = write.mock.calls[0]?.[0];
    // No cf.country here: the country is left empty.
    expect(point).toEqual({ indexes: ['company'], blobs: ['company', 'en', 'INP', 'good', '', '', BUILD.buildId], doubles: [120] });
    const text = JSON.stringify(write.mock.calls);
    for (const secret of ['s3cret', '203.0.113.7', 'Ada', 'utm_source', 'v5-secret-id']) expect(text).not.toContain(secret);
  });

  it('lays the columns out as worker/vitals-dataset.ts documents them (what `npm run vitals` reads)', () => {
    expect(VITALS_COLUMNS).toEqual({
      page: 'blob1',
      lang: 'blob2',
      metric: 'blob3',
      rating: 'blob4',
      navigation: 'blob5',
      country: 'blob6',
      build: 'blob7',
      value: 'double1',
    });
  });
});
