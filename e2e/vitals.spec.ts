import { expect, expectProblems, hydrated, test } from './fixtures';

test.describe('field web-vitals', () => {
  test('are graded and sent with sendBeacon to /_app/vitals when the page is hidden, and the worker accepts them', async ({
    page,
    problems,
  }) => {
    // Beacons are not reported as page requests: record what the page hands to sendBeacon.
    await page.addInitScript(() => {
      const sent: { url: string; body: string }[] = [];
      (window as unknown as { __beacons: typeof sent }).__beacons = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url: string | URL, body?: BodyInit | null) => {
        sent.push({ url: String(url), body: typeof body === 'string' ? body : '' });
        return original(url, body);
      };
    });
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto('/company');
    await hydrated(page);
    // The vitals chunk loads a few seconds after hydration; a click gives FID and INP something to measure.
    await expect.poll(() => logs.some((l) => l.startsWith('[web-vitals] FCP ')), { timeout: 15_000 }).toBe(true);
    await page.locator('main h1').click();
    // The first-input entry reaches the observer a task after the click: hide the page only once
    // the metric has been graded, or the beacon may leave without it.
    await expect.poll(() => logs.some((l) => l.startsWith('[web-vitals] FID ')), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const beacons = () => page.evaluate(() => (window as unknown as { __beacons: { url: string; body: string }[] }).__beacons);
    await expect.poll(async () => (await beacons()).length).toBeGreaterThan(0);
    const [beacon] = await beacons();
    expect(new URL(beacon!.url, page.url()).pathname).toBe('/_app/vitals');
    const body = JSON.parse(beacon!.body) as { path: string; buildId: string; metrics: { name: string; value: number; rating: string }[] };
    expect(body.path).toBe('/company');
    expect(body.buildId).toMatch(/^[0-9a-f]{16}$/);
    const names = body.metrics.map((m) => m.name);
    for (const n of ['FCP', 'TTFB', 'LCP', 'FID']) expect(names).toContain(n);
    for (const m of body.metrics) expect(['good', 'needs-improvement', 'poor']).toContain(m.rating);
    // The worker takes exactly what the page sends.
    const res = await page.request.post('/_app/vitals', { data: beacon!.body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(res.status()).toBe(204);
    expect(problems).toEqual([]);
  });

  test("the 404 page's beacon names its language's 404 path, not the missing one, and the worker accepts it", async ({
    page,
    problems,
  }) => {
    // The document itself answers 404: the console says so.
    expectProblems(problems, /404/);
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __beacons: typeof sent }).__beacons = sent;
      navigator.sendBeacon = (_url: string | URL, body?: BodyInit | null) => sent.push(typeof body === 'string' ? body : '') > 0;
    });
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    expect((await page.goto('/de/gibt-es-nicht?x=1'))?.status()).toBe(404);
    await hydrated(page);
    await expect.poll(() => logs.some((l) => l.startsWith('[web-vitals] FCP ')), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const beacons = () => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
    await expect.poll(async () => (await beacons()).length).toBeGreaterThan(0);
    const [body] = await beacons();
    expect((JSON.parse(body!) as { path: string }).path).toBe('/de/404');
    const res = await page.request.post('/_app/vitals', { data: body!, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(res.status()).toBe(204);
  });
});
