import type { Page } from '@playwright/test';
import { POSITION_PAGE } from '../client/site';
import { MODES, axeViolations } from './design-support';
import { expect, expectProblems, hydrated, test } from './fixtures';
import { storedFor } from './forms';

// Each test sends a real application and reads the database with the ops command.
test.describe.configure({ timeout: 120_000 });

const copy = POSITION_PAGE.form;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const address = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function fill(page: Page, email: string, cv = { name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: PDF }) {
  await field(page, copy.name.label).fill('Grace Applicant');
  await field(page, copy.email.label).fill(email);
  await field(page, `${copy.link.label} ${copy.link.optional}`).fill('https://github.com/grace');
  await field(page, copy.message.label).fill('I would love to work on fast, accessible interfaces with you.');
  await page.getByLabel(copy.cv.label).setInputFiles(cv);
  await page.getByRole('checkbox').check();
}

test.describe('applying without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an application with a PDF: 303 to the confirmation, one row and its CV stored', async ({ page, problems }) => {
    const email = address('apply-nojs');
    await page.goto('/careers/frontend-engineer');
    await fill(page, email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: copy.submit }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL('/careers/applied');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSITION_PAGE.sent.title);
    expect(storedFor(email).map((r) => [r.table, r.name, r.spam])).toEqual([['applications', 'Grace Applicant', null]]);
    expect(problems).toEqual([]);
  });

  test('a file that is not a PDF comes back as an error at the CV, the rest kept', async ({ page, problems }) => {
    await page.goto('/careers/frontend-engineer');
    await fill(page, address('apply-bad'), {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('this is not a PDF at all'),
    });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: copy.submit }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expect(page.getByLabel(copy.cv.label)).toHaveAccessibleDescription(new RegExp(copy.errors.cvNotPdf));
    await expect(field(page, copy.name.label)).toHaveValue('Grace Applicant');
    expect(expectProblems(problems, /422/)).toEqual([]);
  });
});

test.describe('positions with JavaScript', () => {
  test('a position that names no open position is the 404 page, with a way to the open positions', async ({ page, problems }) => {
    const res = await page.goto('/careers/developer-relations-working-student');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /careers/developer-relations-working-student');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Careers/ })
      .click();
    await expect(page).toHaveURL('/careers');
    expect(expectProblems(problems, /404/)).toEqual([]);
  });

  for (const mode of MODES) {
    test(`axe finds no violation on a position with errors shown and once sent, in ${mode}`, async ({ page, problems }) => {
      await page.emulateMedia({ colorScheme: mode });
      await page.goto('/careers/product-designer');
      await hydrated(page);
      await page.locator('#apply').scrollIntoViewIfNeeded();
      // The form is a lazy part: until its script has taken it over (our checks instead of the
      // browser's, novalidate), a click gets the browser's own bubbles, as without JavaScript.
      await expect(page.locator('#apply')).toHaveAttribute('novalidate', '');
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(page.getByTestId('error-summary')).toBeFocused();
      expect(await axeViolations(page), 'errors shown').toEqual([]);
      await fill(page, address(`apply-axe-${mode}`));
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(page.getByTestId('apply-sent')).toBeVisible();
      expect(await axeViolations(page), 'sent').toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
