import type { Page } from '@playwright/test';
import { expect, hydrated, hydratedUnderPausedClock, test } from './fixtures';
import { latestBuildRead, recordLatestBuildReads } from './engines/site';

const NEWER_BUILD = { id: 'feedfacecafebeef', timestamp: 1_900_000_000_000 };

/** Paths of the build documents the page asks for, in order. */
function recordBuildRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/_app/builds/')) requests.push(url.pathname + url.search);
  });
  return requests;
}

test.describe('deployment detection', () => {
  test('the own build meta is fetched 1000 ms after hydration and idle', async ({ page, problems }) => {
    const requests = recordBuildRequests(page);
    await page.clock.install({ time: 1_800_000_000_000 });
    await page.clock.pauseAt(1_800_000_060_000);
    await page.goto('/');
    await hydratedUnderPausedClock(page);
    const buildId = await page.locator('html').getAttribute('data-build-id');
    await page.clock.runFor(900);
    expect(requests).toEqual([]);
    const meta = page.waitForResponse(`**/_app/builds/meta/${buildId}.json`);
    await page.clock.runFor(200);
    expect((await meta).status()).toBe(200);
    expect(requests).toEqual([`/_app/builds/meta/${buildId}.json`]);
    expect(problems).toEqual([]);
  });

  test('on a slow-2g connection the meta is not fetched', async ({ page, problems }) => {
    const requests = recordBuildRequests(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g', saveData: false } });
    });
    await page.clock.install({ time: 1_800_000_000_000 });
    await page.clock.pauseAt(1_800_000_060_000);
    await page.goto('/');
    await hydratedUnderPausedClock(page);
    await page.clock.runFor(5000);
    expect(requests).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a changed latest.json makes the next click a full page load', async ({ page, problems }) => {
    const requests = recordBuildRequests(page);
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
    });
    await page.route('**/_app/builds/latest.json?*', (route) =>
      route.fulfill({ json: NEWER_BUILD, headers: { 'cache-control': 'no-cache' } }),
    );
    await page.clock.install({ time: 1_800_000_000_000 });
    const meta = page.waitForResponse('**/_app/builds/meta/*.json');
    await page.goto('/');
    await hydrated(page);
    // Before any poll, links are client transitions.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions' }).click();
    await expect(page).toHaveTitle('Solutions - Larchfield Software');
    expect(documents).toEqual(['/']);
    await meta;
    await page.evaluate(recordLatestBuildReads);

    // One polling interval later the page learns of the newer build.
    const latest = page.waitForResponse('**/_app/builds/latest.json?*');
    await expect(async () => {
      await page.clock.fastForward('01:00:00');
      expect(requests.some((r) => r.startsWith('/_app/builds/latest.json?'))).toBe(true);
    }).toPass();
    await (await latest).finished();
    const polled = requests.filter((r) => r.startsWith('/_app/builds/latest.json?'));
    expect(polled).toEqual([`/_app/builds/latest.json?${polled[0]?.split('?')[1]}`]);
    expect(Number(polled[0]?.split('?')[1])).toBeGreaterThanOrEqual(1_800_003_600_000);
    // Once the page has read the answer, polling has stopped.
    await expect.poll(() => page.evaluate(latestBuildRead)).toBe(NEWER_BUILD.id);
    await page.clock.fastForward('02:00:00');
    expect(requests.filter((r) => r.startsWith('/_app/builds/latest.json?'))).toHaveLength(1);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
    await expect(page).toHaveURL('/company');
    await hydrated(page);
    await expect(page).toHaveTitle('Company - Larchfield Software');
    expect(documents).toEqual(['/', '/company']);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    expect(problems).toEqual([]);
  });
});
