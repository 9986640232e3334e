import type { Page } from '@playwright/test';
import { expect, expectProblems, hydrated, test } from './fixtures';

const SOLUTIONS_CHUNK = /\/_app\/solutions-[A-Za-z0-9]+\.js$/;

function recordDocuments(page: Page) {
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
  });
  return documents;
}

/** Chromium reports each 404 chunk as a failed resource; nothing else may go wrong. */
const unexpected = (problems: string[]) => expectProblems(problems, /status of 404/);

test.describe('chunk reload', () => {
  test('a chunk that answers 404 after hydration reloads the target path exactly once', async ({ page, problems }) => {
    const documents = recordDocuments(page);
    // The chunk is gone for the old document (an old tab after a deploy); the reloaded page gets it.
    let failures = 0;
    await page.route(SOLUTIONS_CHUNK, async (route) => {
      if (documents.length === 1) {
        failures++;
        await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      } else {
        await route.continue();
      }
    });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions' }).click();
    await expect(page).toHaveURL('/solutions');
    await hydrated(page);
    await expect(page).toHaveTitle('Solutions - Larchfield Software');
    await expect(page.locator('main h1')).toHaveCount(1);
    expect(failures).toBeGreaterThanOrEqual(1);
    expect(documents).toEqual(['/', '/solutions']);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('chunk-reload') ?? 'null')?.path)).toBe('/solutions');
    expect(unexpected(problems)).toEqual([]);
  });

  test('a page whose own chunk fails while hydrating reloads once and then hydrates', async ({ page, problems }) => {
    const documents = recordDocuments(page);
    await page.route(SOLUTIONS_CHUNK, async (route) => {
      if (documents.length === 1) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      else await route.continue();
    });
    await page.goto('/solutions');
    await expect.poll(() => documents).toEqual(['/solutions', '/solutions']);
    await hydrated(page);
    await expect(page).toHaveTitle('Solutions - Larchfield Software');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
    await expect(page).toHaveTitle('Company - Larchfield Software');
    expect(documents).toEqual(['/solutions', '/solutions']);
    expect(unexpected(problems)).toEqual([]);
  });

  test('a chunk that keeps failing shows the error page after one reload, never a loop', async ({ page, problems }) => {
    const documents = recordDocuments(page);
    await page.route(SOLUTIONS_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions' }).click();
    await expect(page).toHaveURL('/solutions');
    // The reloaded document cannot hydrate its page either: inside the guard window it shows the error page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
    await expect(page.getByTestId('error-message')).toHaveText(/could not be loaded/);
    await hydrated(page);
    await expect(page).toHaveTitle('Internal Server Error - Larchfield Software');
    expect(documents).toEqual(['/', '/solutions']);
    // The page still works: the header leads home on the client.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveTitle('SaaS, APIs and custom business software - Larchfield Software');
    expect(documents).toEqual(['/', '/solutions']);
    expect(unexpected(problems)).toEqual([]);
  });
});
