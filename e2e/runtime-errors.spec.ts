import type { Page, Route } from '@playwright/test';
import { expect, expectProblems, hydrated, test } from './fixtures';

/** The 500 page's text for a render failure (client/runtime/navigation.ts RENDER_FAILURE_MESSAGE). */
const RENDER_FAILURE_MESSAGE = 'Something went wrong while showing this page. Please try again in a moment.';

/** Googlebot's rendering service: it runs JavaScript, and isbot knows it. */
const GOOGLEBOT_RENDERER =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/156.0.0.0 Safari/537.36';

const SOLUTIONS_CHUNK = /\/_app\/solutions-[A-Za-z0-9]+\.js$/;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * From a hydrated `/`, clicks Company while `/company/_payload.json` of the current build comes
 * with `data: {}` (the page cannot render it). Returns the paths of the documents loaded, a list
 * that goes on growing.
 */
async function clickCompanyWithMalformedPayload(page: Page): Promise<string[]> {
  await page.route('**/company/_payload.json', async (route) => {
    const response = await route.fetch();
    const payload = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...payload, data: {} } });
  });
  const documents = recordDocuments(page);
  await page.goto('/');
  await hydrated(page);
  await mainNav(page).getByRole('link', { name: 'Company' }).click();
  return documents;
}

/** Serves the document of `path` with its page data emptied in the state the browser hydrates from. */
async function emptyPageDataInState(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route: Route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(
      /(<script id="__STATE__" type="application\/json">)([\s\S]*?)(<\/script>)/,
      (_all, open: string, json: string, close: string) => {
        const state = JSON.parse(json) as { view: { data: unknown } };
        state.view.data = {};
        return open + JSON.stringify(state).replace(/</g, '\\u003c') + close;
      },
    );
    if (body === html) throw new Error(`no state element in ${path}`);
    await route.fulfill({ response, body });
  });
}

function recordDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
  });
  return documents;
}

/** The page's render error, as React logged it (console.error), and nothing else went wrong. */
function onlyTheRenderError(problems: string[]): void {
  expect(problems.length).toBeGreaterThan(0);
  expect(expectProblems(problems, /^console\.error: TypeError: /)).toEqual([]);
}

test.describe('errors while rendering in the browser', () => {
  test('a malformed payload: the page fails after a navigation and the full 500 error page replaces it', async ({ page, problems }) => {
    const documents = await clickCompanyWithMalformedPayload(page);
    await expect(page.locator('main h1')).toHaveText('Internal Server Error');
    await expect(page).toHaveURL('/company');
    await expect(page).toHaveTitle('Internal Server Error - Larchfield Software');
    await expect(page.getByTestId('error-message')).toHaveText(RENDER_FAILURE_MESSAGE);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // The full page: header, navigation and footer around the error.
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeAttached();
    expect(documents).toEqual(['/']);
    onlyTheRenderError(problems);
    // The visitor carries on from the error page.
    await mainNav(page).getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveTitle('Careers - Larchfield Software');
    await expect(page.locator('main h1')).not.toHaveText('Internal Server Error');
    expect(documents).toEqual(['/']);
  });

  test('a page component that throws while hydrating: the full 500 error page, not a blank document', async ({ page, problems }) => {
    await emptyPageDataInState(page, '/solutions');
    const res = await page.goto('/solutions');
    expect(res?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('main h1')).toHaveText('Internal Server Error');
    await expect(page).toHaveTitle('Internal Server Error - Larchfield Software');
    await expect(page.getByTestId('error-message')).toHaveText(RENDER_FAILURE_MESSAGE);
    await expect(page.locator('header')).toBeVisible();
    onlyTheRenderError(problems);
  });
});

test.describe('a crawler that runs JavaScript', () => {
  test.use({ userAgent: GOOGLEBOT_RENDERER });

  test('is never shown an error page the browser built: after a failed navigation the server answers the URL', async ({
    page,
    problems,
  }) => {
    const documents = await clickCompanyWithMalformedPayload(page);
    await expect.poll(() => documents).toEqual(['/', '/company']);
    await expect(page).toHaveTitle('Company - Larchfield Software');
    await hydrated(page);
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.getByText('Internal Server Error')).toHaveCount(0);
    // The failure was logged, and only that.
    onlyTheRenderError(problems);
  });

  test('keeps the page when it fails while hydrating: the error is logged, no error page', async ({ page, problems }) => {
    await emptyPageDataInState(page, '/solutions');
    await page.goto('/solutions');
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    await hydrated(page);
    await expect(page).toHaveTitle('Solutions - Larchfield Software');
    await expect(page.getByText('Internal Server Error')).toHaveCount(0);
    await expect(page.locator('header')).toBeVisible();
    onlyTheRenderError(problems);
  });

  test('keeps the server page when its chunk keeps failing: one reload, then the error is logged, no error page', async ({
    page,
    problems,
  }) => {
    const documents = recordDocuments(page);
    await page.route(SOLUTIONS_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await page.goto('/solutions');
    await expect.poll(() => documents).toEqual(['/solutions', '/solutions']);
    await expect.poll(() => problems.filter((p) => p.includes('Failed to fetch dynamically imported module')).length).toBe(1);
    await expect(page).toHaveTitle('Solutions - Larchfield Software');
    await expect(page.locator('main h1')).not.toHaveText('Internal Server Error');
    await expect(page.getByText('Internal Server Error')).toHaveCount(0);
    await expect(page.locator('body[data-hydrated]')).toHaveCount(0);
    expect(documents).toEqual(['/solutions', '/solutions']);
    // Chromium reports each 404 chunk as a failed resource; the logged import failure is the rest.
    expect(expectProblems(problems, /status of 404|Failed to fetch dynamically imported module/)).toEqual([]);
  });
});
