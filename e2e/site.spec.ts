import { expect, expectProblems, hydrated, test } from './fixtures';
import { NAV_PAGES } from './pages';

/** The header's pages (the registry's nav pages). */
const PAGES = NAV_PAGES;

test.describe('the four pages', () => {
  // Each page loads and hydrates with no console error and no other origin: e2e/design.spec.ts's
  // page test, and every engine's in e2e/engines/flows.spec.ts (decision 0131).

  test('the first paint comes before any script is requested', async ({ page, problems }) => {
    await page.goto('/');
    await hydrated(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/_app\/[^/]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => ({ url: e.name, start: e.startTime })),
    }));
    expect(Number.isFinite(paint)).toBe(true);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const s of scripts) expect(s.start, s.url).toBeGreaterThanOrEqual(paint);
    expect(problems).toEqual([]);
  });

  test('the header links lead to each page', async ({ page, problems }) => {
    await page.goto('/');
    await hydrated(page);
    for (const p of [...PAGES.slice(1), PAGES[0]!]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: p.label }).click();
      await expect(page).toHaveURL(p.path);
      await expect(page).toHaveTitle(p.title);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: p.label })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await hydrated(page);
    }
    await page.getByRole('link', { name: 'Larchfield Software, home' }).click();
    await expect(page).toHaveURL('/');
    expect(problems).toEqual([]);
  });
});

test.describe('errors', () => {
  test('an unknown path shows its message with status 404', async ({ page, problems }) => {
    const res = await page.goto('/this/does/not/exist');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /this/does/not/exist');
    await expect(page).toHaveTitle('Page not found - Larchfield Software');
    // The browser reports the 404 document itself as a failed resource; nothing else may fail.
    expect(expectProblems(problems, /404 \(Not Found\)/)).toEqual([]);
  });

  test('a script in the path stays text', async ({ page, problems }) => {
    let dialogs = 0;
    page.on('dialog', async (d) => {
      dialogs++;
      await d.dismiss();
    });
    const res = await page.goto('/<img src=x onerror=alert(1)>');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /<img src=x onerror=alert(1)>');
    expect(dialogs).toBe(0);
    expect(expectProblems(problems, /404 \(Not Found\)/)).toEqual([]);
  });
});

test.describe("content coding under wrangler dev (it compresses as Cloudflare's edge does)", () => {
  test('/ identity, gzip and br: Vary: Accept-Encoding, one weak ETag, and 304 for either form of it', async ({ request }) => {
    const etags = new Set<string | undefined>();
    for (const [asked, encoding] of [
      ['identity', undefined],
      ['gzip', 'gzip'],
      ['br', 'br'],
    ] as const) {
      const res = await request.get('/', { headers: { 'Accept-Encoding': asked } });
      expect(res.status(), asked).toBe(200);
      expect(res.headers()['content-encoding'], asked).toBe(encoding);
      expect(res.headers()['vary'], asked).toBe('Accept-Encoding');
      etags.add(res.headers()['etag']);
    }
    expect(etags.size).toBe(1);
    const etag = [...etags][0] ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]{32}"$/);
    for (const tag of [etag, etag.slice('W/'.length)]) {
      const res = await request.get('/', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag } });
      expect(res.status(), tag).toBe(304);
      expect(res.headers()['vary'], tag).toBe('Accept-Encoding');
    }
  });
});
