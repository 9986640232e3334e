import type { Locator, Page, Response } from '@playwright/test';
import { pagePath } from '../client/routes';
import { CHROME } from '../client/site/de/chrome';
import { CONTACT } from '../client/site/de/pages/contact';
import { UI } from '../client/site/de/ui';
import { expect, expectProblems, hydrated, test } from './fixtures';
import { storedFor } from './forms';
import { MODES, axeViolations } from './design-support';

/**
 * The German site in Chromium (issue 30): client navigation stays German, the switch to English and
 * back is a full load with the right head, the language hint for a browser that prefers German,
 * the German contact form with and without JavaScript, and a visitor far from Leipzig.
 */
test.describe.configure({ timeout: 120_000 });

/**
 * The hint is decided after hydration and shown once its copy has come (a chunk for a German
 * hint on an English page): with the network idle, a hint that was coming is on screen.
 */
const hintDecided = (page: Page) => page.waitForLoadState('networkidle');

/** The document <head> facts a language change must get right. */
const head = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')].map((l) => [
        l.getAttribute('hreflang'),
        new URL((l as HTMLLinkElement).href).pathname,
      ]),
    ),
  }));

/** The title a full load of `path` gives (the worker's, the reference for a client navigation's). */
async function serverTitle(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return /<title>([^<]*)<\/title>/.exec(html)![1]!.replace(/&amp;/g, '&');
}

/** Paths of the documents the page loads. */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
  });
  return documents;
}

const hint = (page: Page) => page.locator('[data-language-hint]');
/** The hint in German: the German UI copy's (content/site/ui.de.yaml). */
const DE_HINT = UI.languageHint;

test.describe('German pages', () => {
  test('header links stay German; a client navigation sets lang and the title', async ({ page, problems }) => {
    const documents = documentsOf(page);
    await page.goto('/de');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: CHROME.navLabel });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href, 'a German header link').toMatch(/^\/de(\/|$)/);
    await nav.getByRole('link', { name: UI.routeLabels.solutions }).click();
    await expect(page).toHaveURL(pagePath('solutions', 'de'));
    await expect(page).toHaveTitle(await serverTitle(page, pagePath('solutions', 'de')));
    expect((await head(page)).lang).toBe('de');
    await nav.getByRole('link', { name: UI.routeLabels.careers }).click();
    await expect(page).toHaveURL(pagePath('careers', 'de'));
    await expect(page).toHaveTitle(await serverTitle(page, pagePath('careers', 'de')));
    expect(documents).toEqual(['/de']);
    expect(problems).toEqual([]);
  });

  test('the language switch: to English and back, each a full load with lang, title and alternates right', async ({ page, problems }) => {
    const documents = documentsOf(page);
    const de = pagePath('solutions', 'de');
    const en = pagePath('solutions', 'en');
    await page.goto(de);
    await hydrated(page);
    await page.locator('[data-language-switch]').first().click();
    await expect(page).toHaveURL(en);
    await hydrated(page);
    expect(await head(page)).toEqual({ lang: 'en', title: await serverTitle(page, en), alternates: { en, de, 'x-default': en } });
    await page.locator('[data-language-switch]').first().click();
    await expect(page).toHaveURL(de);
    await hydrated(page);
    expect(await head(page)).toEqual({ lang: 'de', title: await serverTitle(page, de), alternates: { en, de, 'x-default': en } });
    expect(documents).toEqual([de, en, de]);
    expect(problems).toEqual([]);
  });
});

test.describe('the language hint, for a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('on an English page: shown after hydration in German, links the German page, never takes focus, closed for good', async ({
    page,
    problems,
  }) => {
    await page.goto('/solutions');
    await hydrated(page);
    expect(await page.evaluate(() => navigator.languages[0])).toBe('de-DE');
    await expect(hint(page)).toBeVisible();
    await expect(hint(page)).toHaveAttribute('lang', 'de');
    await expect(hint(page)).toContainText(DE_HINT.text);
    await expect(hint(page).getByRole('link', { name: DE_HINT.link })).toHaveAttribute('href', pagePath('solutions', 'de'));
    // Fixed to the viewport: it moves nothing; and the focus stays where it was.
    expect(await hint(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // Closed with the keyboard: focus on the main content, remembered in localStorage.
    await hint(page).getByRole('button', { name: DE_HINT.dismiss }).focus();
    await page.keyboard.press('Enter');
    await expect(hint(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => localStorage.getItem('language-hint'))).not.toBeNull();
    await page.reload();
    await hydrated(page);
    await hintDecided(page);
    await expect(hint(page)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('its link leads to the German page, where no hint shows', async ({ page, problems }) => {
    await page.goto('/company');
    await hydrated(page);
    await hint(page).getByRole('link', { name: DE_HINT.link }).click();
    await expect(page).toHaveURL(pagePath('company', 'de'));
    await hydrated(page);
    await hintDecided(page);
    await expect(hint(page)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  for (const mode of MODES) {
    test(`is accessible in ${mode}`, async ({ page, problems }) => {
      await page.emulateMedia({ colorScheme: mode });
      await page.goto('/');
      await hydrated(page);
      await expect(hint(page)).toBeVisible();
      await expect(page.locator('html')).toHaveClass(mode);
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/language-hint-${mode}.png` });
      expect(await axeViolations(page, '[data-language-hint]')).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test('no hint for a browser that prefers the page’s language', async ({ page, problems }) => {
  await page.goto('/solutions');
  await hydrated(page);
  await hintDecided(page);
  await expect(hint(page)).toHaveCount(0);
  expect(problems).toEqual([]);
});

const form = CONTACT.form;
const address = (tag: string) => `de-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/**
 * Sends a form without JavaScript and waits for the document its answer makes: the answer (for its
 * status), then that document, parsed. The answer comes first: read right after it, the page is
 * still the old document or a new one without its <html> yet.
 */
async function sendWithoutScript(page: Page, button: Locator): Promise<Response> {
  const replaced = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), button.click()]);
  await replaced;
  await page.waitForLoadState('domcontentloaded');
  return response;
}

async function fillValid(page: Page, email: string) {
  await field(page, form.name.label).fill('Ada Müller');
  await field(page, form.email.label).fill(email);
  await page.getByRole('radio', { name: new RegExp(form.topic.options.project.label) }).check();
  await field(page, form.message.label).fill('Wir brauchen eine Buchungsplattform für unsere Werkstätten, live im Frühjahr.');
  await page.getByRole('checkbox').check();
}

test.describe('the German contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a bad address: 422 with German errors and the input kept; then 303 to the German confirmation', async ({ page, problems }) => {
    const email = address('nojs');
    await page.goto(pagePath('contact', 'de'));
    await fillValid(page, email);
    // Passes the browser's own check but not ours: an address without a domain.
    await field(page, form.email.label).fill('ada@localhost');
    const bad = await sendWithoutScript(page, page.getByRole('button', { name: form.submit }));
    expect(bad.status()).toBe(422);
    expect(new URL(bad.url()).pathname).toBe(pagePath('contact', 'de'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('error-summary')).toContainText(form.errors.emailInvalid);
    await expect(field(page, form.email.label)).toHaveValue('ada@localhost');
    await expect(field(page, form.email.label)).toHaveAccessibleDescription(
      new RegExp(form.errors.emailInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(field(page, form.name.label)).toHaveValue('Ada Müller');
    await field(page, form.email.label).fill(email);
    await page.getByRole('checkbox').check();
    const good = await sendWithoutScript(page, page.getByRole('button', { name: form.submit }));
    expect(good.status()).toBe(303);
    await expect(page).toHaveURL(pagePath('contact-sent', 'de'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(storedFor(email).map((r) => [r.name, (r as unknown as { language: string }).language])).toEqual([['Ada Müller', 'de']]);
    expect(expectProblems(problems, /422/)).toEqual([]);
  });
});

test('the German contact form with JavaScript: German checks in the browser, posted to /de/kontakt, confirmed in place', async ({
  page,
  problems,
}) => {
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(new URL(req.url()).pathname);
  });
  const email = address('js');
  await page.goto(pagePath('contact', 'de'));
  await hydrated(page);
  // Past the limit (the textarea's maxlength would stop a person typing: gone for the test).
  await field(page, form.message.label).evaluate((el) => el.removeAttribute('maxlength'));
  await field(page, form.message.label).fill('x'.repeat(5001));
  await page.getByRole('button', { name: form.submit }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary).toContainText(form.errors.nameRequired);
  // The limit written as German writes numbers, in the browser as in the worker.
  await expect(summary).toContainText(form.errors.messageTooLong.replace('{max}', '5.000'));
  expect(posts).toEqual([]);
  await fillValid(page, email);
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
  expect(posts).toEqual([pagePath('contact', 'de')]);
  expect(storedFor(email).map((r) => (r as unknown as { language: string }).language)).toEqual(['de']);
  expect(problems).toEqual([]);
});

test.describe('a visitor in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });

  test('a German position page hydrates without a mismatch and shows Leipzig’s dates', async ({ page, problems }) => {
    // The first open position the German careers page lists (the spec reads no content files).
    const careers = await (await page.request.get(pagePath('careers', 'de'))).text();
    const path = /href="(\/de\/karriere\/[a-z0-9-]+)"/.exec(careers.replace(/href="\/de\/karriere\/beworben"/g, ''))![1]!;
    const served = await (await page.request.get(path)).text();
    await page.goto(path);
    await hydrated(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
    // Every <time> the worker wrote reads the same after hydration.
    const times = await page.locator('main time').evaluateAll((els) => els.map((e) => e.textContent));
    for (const text of times) expect(served).toContain(`>${text}<`);
    expect(problems).toEqual([]);
  });
});
