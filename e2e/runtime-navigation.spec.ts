import type { Page, Request } from '@playwright/test';
import { expect, expectProblems, hydrated, test } from './fixtures';
import { NAV_PAGES } from './pages';

/** The header's pages (the registry's nav pages), home last. */
const PAGES = [...NAV_PAGES.slice(1), NAV_PAGES[0]!];

/** Records the requests of a page: documents and payloads, by path. */
function recordRequests(page: Page) {
  const documents: string[] = [];
  const payloads: string[] = [];
  page.on('request', (req: Request) => {
    const { pathname } = new URL(req.url());
    if (req.resourceType() === 'document') documents.push(pathname);
    if (pathname.endsWith('_payload.json')) payloads.push(pathname);
  });
  return { documents, payloads };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Head metadata as the document has it now. */
async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    ogUrl: [...document.querySelectorAll('meta[property="og:url"]')].map((m) => m.getAttribute('content')),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  }));
}

test.describe('client navigation', () => {
  test('a walk through the four pages via the header is one document load with payload requests', async ({ page, problems }) => {
    const { documents, payloads } = recordRequests(page);
    await page.goto('/');
    await hydrated(page);
    // Survives only as long as the document does: a full load would drop it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    for (const p of PAGES) {
      await nav(page).getByRole('link', { name: p.label }).click();
      await expect(page).toHaveURL(p.path);
      await expect(page).toHaveTitle(p.title);
      await expect(nav(page).getByRole('link', { name: p.label })).toHaveAttribute('aria-current', 'page');
      // Focus moved to the new page's heading, and the page was announced.
      await expect(page.locator('main h1')).toBeFocused();
      await expect(page.locator('#route-announcer')).toHaveText(p.title);
      const meta = await head(page);
      expect(meta.ogTitle).toBe(p.title);
      expect(meta.canonical).toHaveLength(1);
      expect(meta.ogUrl).toEqual(meta.canonical);
      expect(new URL(meta.canonical[0] ?? '').pathname).toBe(p.path);
      expect(meta.description?.length).toBeGreaterThan(40);
      expect(payloads).toContain(p.payload);
    }
    const descriptions = new Set<string | null | undefined>();
    for (const p of PAGES.slice(0, 3)) {
      await nav(page).getByRole('link', { name: p.label }).click();
      await expect(page).toHaveTitle(p.title);
      descriptions.add((await head(page)).description);
    }
    expect(descriptions.size).toBe(3);
    expect(documents).toEqual(['/']);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('back and forward swap pages on the client and restore the scroll position', async ({ page, problems }) => {
    const { documents } = recordRequests(page);
    await page.goto('/company');
    await hydrated(page);
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      return page.evaluate(() => window.scrollY);
    };
    // Where a heading sits in the viewport: what the reader sees, whatever the offset.
    const headingTop = (id: string) => page.evaluate((i) => document.getElementById(i)?.getBoundingClientRect().top ?? Number.NaN, id);
    // Where a heading sits once it stood still for three frames in a row (at most 120 frames).
    const settledTop = (id: string) =>
      page.evaluate(
        (i) =>
          new Promise<number>((done) => {
            const top = () => document.getElementById(i)?.getBoundingClientRect().top ?? Number.NaN;
            let last = top();
            let still = 0;
            let frames = 0;
            const tick = () => {
              const now = top();
              still = now === last ? still + 1 : 0;
              last = now;
              if (still >= 3 || ++frames >= 120) done(now);
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
        id,
      );
    // Back at the same place, to the pixel (scroll offsets are whole pixels, layout is not).
    const offBy = async (id: string, top: number) => Math.abs((await headingTop(id)) - top);
    // A jump deep into the page, past parts never shown (their heights still estimates), then on.
    await page.evaluate(() =>
      window.scrollTo(0, document.getElementById('team-title')!.getBoundingClientRect().top + window.scrollY - 150),
    );
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.mouse.wheel(0, 120);
    await expect.poll(() => headingTop('team-title')).toBeLessThan(100);
    // On a busy machine the wheel's scroll (and the layout of parts coming near) can still be
    // moving the page when the heading first passes 100 px: read its place once it stands still.
    const companyTop = await settledTop('team-title');
    // dispatchEvent clicks without scrolling the header into view first.
    await nav(page).getByRole('link', { name: 'Careers' }).dispatchEvent('click');
    await expect(page).toHaveTitle('Careers - Larchfield Software');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const careersY = await scrollTo(250);

    await page.goBack();
    await expect(page).toHaveURL('/company');
    await expect(page).toHaveTitle('Company - Larchfield Software');
    await expect.poll(() => offBy('team-title', companyTop)).toBeLessThanOrEqual(1);

    await page.goForward();
    await expect(page).toHaveURL('/careers');
    await expect(page).toHaveTitle('Careers - Larchfield Software');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(careersY);
    expect(documents).toEqual(['/company']);

    // A reload puts the reader back at the same place too, in a document laid out afresh.
    await page.goBack();
    await expect(page).toHaveTitle('Company - Larchfield Software');
    await expect.poll(() => offBy('team-title', companyTop)).toBeLessThanOrEqual(1);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => offBy('team-title', companyTop)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test('a link with a #hash lands on its section, focused', async ({ page, problems }) => {
    const { documents } = recordRequests(page);
    await page.goto('/');
    await hydrated(page);
    await page.locator('main a[href="/solutions#api-development"]').click();
    await expect(page).toHaveURL('/solutions#api-development');
    await expect(page).toHaveTitle('Solutions - Larchfield Software');
    await expect(page.locator('#api-development')).toBeFocused();
    await expect(page.locator('#api-development')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Back to the top of the page, then back to home: both on the client.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('SaaS, APIs and custom business software - Larchfield Software');
    expect(documents).toEqual(['/']);
    expect(problems).toEqual([]);
  });

  test('a #hash deep in a page lands its section just below the header, past parts never shown', async ({ page, problems }) => {
    // The parts above the target have stand-in heights until shown (decision 0083).
    // How far the section's top is from the header's bottom edge: within its 1 px border.
    const gap = (id: string) =>
      page.evaluate(
        (i) =>
          Math.abs(
            document.getElementById(i)!.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom,
          ),
        id,
      );
    await page.goto('/');
    await hydrated(page);
    await page.locator('footer a[href="/company#where-we-work"]').dispatchEvent('click');
    await expect(page).toHaveURL('/company#where-we-work');
    await expect.poll(() => gap('where-we-work')).toBeLessThanOrEqual(1.5);
    // The same on a first load of a deep link.
    await page.goto('/careers#hiring-process');
    await hydrated(page);
    await expect.poll(() => gap('hiring-process')).toBeLessThanOrEqual(1.5);
    expect(problems).toEqual([]);
  });

  test('a payload that answers 503 once is retried and the navigation succeeds', async ({ page, problems }) => {
    const { documents } = recordRequests(page);
    const statuses: number[] = [];
    let failed = false;
    await page.route('**/company/_payload.json', async (route) => {
      if (!failed) {
        failed = true;
        statuses.push(503);
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
        return;
      }
      const response = await route.fetch();
      statuses.push(response.status());
      await route.fulfill({ response });
    });
    await page.goto('/');
    await hydrated(page);
    await nav(page).getByRole('link', { name: 'Company' }).click();
    await expect(page).toHaveTitle('Company - Larchfield Software');
    await expect(page.locator('main h1')).toBeFocused();
    expect(statuses).toEqual([503, 200]);
    expect(documents).toEqual(['/']);
    // Chromium reports the 503 itself; nothing else may go wrong.
    expect(expectProblems(problems, /status of 503/)).toEqual([]);
  });

  test('modified clicks and new-tab links stay native', async ({ page, context, problems }) => {
    await page.goto('/');
    await hydrated(page);
    const popup = context.waitForEvent('page');
    await nav(page)
      .getByRole('link', { name: 'Careers' })
      .click({ modifiers: ['ControlOrMeta'] });
    const opened = await popup;
    // A new tab starts at about:blank: its document is the page's once the navigation commits.
    await expect(opened).toHaveURL(/\/careers$/);
    // The original tab did not move.
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('SaaS, APIs and custom business software - Larchfield Software');
    await opened.close();
    expect(problems).toEqual([]);
  });
});
