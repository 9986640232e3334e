import { describe, expect, it } from 'vitest';
import { VITAL_RANGES, VITALS_MAX_BYTES, VITALS_MAX_METRICS, beaconPath, parseVitalsBeacon } from '../client/vitals';
import { VITALS_ENDPOINT, createVitalsReporter } from '../client/runtime/vitals';

function reporter(dev = false) {
  const sent: { url: string; body: string }[] = [];
  const logs: string[] = [];
  let path = '/';
  const r = createVitalsReporter({
    buildId: '0123456789abcdef',
    path: () => path,
    send: (url, body) => {
      sent.push({ url, body });
      return true;
    },
    dev,
    log: (l) => logs.push(l),
  });
  return { r, sent, logs, setPath: (p: string) => (path = p) };
}

describe('the web-vitals reporter', () => {
  it('grades each metric and sends one beacon with the current path', () => {
    const { r, sent, setPath } = reporter();
    r.report('LCP', 2600, 'l1');
    r.report('FID', 50, 'f1');
    setPath('/company');
    expect(r.flush()).toHaveLength(1);
    expect(sent[0]?.url).toBe(VITALS_ENDPOINT);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      path: '/company',
      buildId: '0123456789abcdef',
      metrics: [
        { name: 'LCP', value: 2600, rating: 'needs-improvement', id: 'l1' },
        { name: 'FID', value: 50, rating: 'good', id: 'f1' },
      ],
    });
  });

  it('sends how the page was reached (web-vitals navigationType), which the worker accepts', () => {
    const { r, sent } = reporter();
    r.report('TTFB', 80, 't1', 'back-forward-cache');
    r.flush();
    const body = JSON.parse(sent[0]?.body ?? '') as unknown;
    expect(body).toMatchObject({ metrics: [{ name: 'TTFB', navigationType: 'back-forward-cache' }] });
    expect(parseVitalsBeacon(body)).toMatchObject({ ok: true, beacon: { metrics: [{ navigationType: 'back-forward-cache' }] } });
  });

  it('keeps only the latest value of a metric reported again', () => {
    const { r, sent } = reporter();
    r.report('CLS', 0.05, 'c1');
    r.report('CLS', 0.3, 'c1');
    r.flush();
    expect(JSON.parse(sent[0]?.body ?? '').metrics).toEqual([{ name: 'CLS', value: 0.3, rating: 'poor', id: 'c1' }]);
  });

  it('sends nothing when nothing was measured, and nothing twice', () => {
    const { r, sent } = reporter();
    expect(r.flush()).toEqual([]);
    r.report('TTFB', 100, 't');
    r.flush();
    r.flush();
    expect(sent).toHaveLength(1);
  });

  it('splits beacons so none exceeds the 4 KB limit', () => {
    const { r, sent } = reporter();
    for (let i = 0; i < 60; i++) r.report('INP', i, `inp-${'x'.repeat(80)}-${i}`);
    r.flush();
    expect(sent.length).toBeGreaterThan(1);
    for (const s of sent) {
      expect(new TextEncoder().encode(s.body).length).toBeLessThanOrEqual(VITALS_MAX_BYTES);
      expect(JSON.parse(s.body).metrics.length).toBeLessThanOrEqual(VITALS_MAX_METRICS);
      expect(parseVitalsBeacon(JSON.parse(s.body)).ok).toBe(true);
    }
    expect(sent.flatMap((s) => JSON.parse(s.body).metrics)).toHaveLength(60);
  });

  it('leaves out a value outside its plausible range (the worker would refuse the whole beacon), and the earlier value of that metric too', () => {
    const { r, sent } = reporter();
    r.report('LCP', 1200, 'l1');
    r.report('CLS', 0.2, 'c1');
    r.report('CLS', VITAL_RANGES.CLS[1] + 1, 'c1');
    r.report('TTFB', Number.POSITIVE_INFINITY, 't1');
    r.report('INP', VITAL_RANGES.INP[1], 'i1');
    r.flush();
    const body = JSON.parse(sent[0]?.body ?? '') as unknown;
    expect(body).toMatchObject({ metrics: [{ name: 'LCP' }, { name: 'INP', value: VITAL_RANGES.INP[1] }] });
    expect(parseVitalsBeacon(body).ok).toBe(true);
  });

  it("names a page by its path, and the 404 page (any path of no page) by its language's 404 path, which the worker takes", () => {
    for (const page of ['/', '/company', '/de/karriere', '/careers/frontend-engineer', '/news/page/2']) expect(beaconPath(page)).toBe(page);
    expect(beaconPath('/wp-admin/setup.php')).toBe('/404');
    expect(beaconPath('/de/gibt-es-nicht')).toBe('/de/404');
    const beacon = (path: string) => ({ path, buildId: '0123456789abcdef', metrics: [{ name: 'LCP', value: 1, rating: 'good', id: 'a' }] });
    for (const path of ['/company', '/404', '/de/404']) expect(parseVitalsBeacon(beacon(beaconPath(path))).ok, path).toBe(true);
  });

  it('prints graded vitals in development only', () => {
    const dev = reporter(true);
    dev.r.report('FCP', 1900, 'x');
    expect(dev.logs).toEqual(['[web-vitals] FCP 1900 needs-improvement']);
    const prod = reporter(false);
    prod.r.report('FCP', 1900, 'x');
    expect(prod.logs).toEqual([]);
  });
});
