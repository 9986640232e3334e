import type { Page, Request } from '@playwright/test';
import { CONTACT } from '../client/site';
import { MODES, axeViolations } from './design-support';
import { expect, expectProblems, hydrated, test } from './fixtures';
import { storedFor } from './forms';

// Each test sends a real message (its checks, storage, the mail queue): seconds on a busy machine,
// so more room than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const copy = CONTACT.form;

/** A fresh address per test: the rows a test finds are its own. */
const address = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function fillValid(page: Page, email: string) {
  await field(page, copy.name.label).fill('Grace Hopper');
  await field(page, `${copy.company.label} ${copy.company.optional}`).fill('Compilers & Co.');
  await field(page, copy.email.label).fill(email);
  await page.getByRole('radio', { name: new RegExp(copy.topic.options.project.label) }).check();
  await field(page, copy.message.label).fill('We need a scheduling service for our 30 workshops, live by spring.');
  await page.getByRole('checkbox').check();
}

/**
 * Waits until the form's own checks stand in for the browser's: novalidate comes with a render
 * after the page's hydration, and a click on Send before it meets the browser's bubbles.
 */
const scripted = (page: Page) => expect(page.locator('form#contact')).toHaveAttribute('novalidate', '');

/** Documents and form posts the page makes, by path. */
function recordRequests(page: Page) {
  const documents: string[] = [];
  const posts: string[] = [];
  page.on('request', (req: Request) => {
    const { pathname } = new URL(req.url());
    if (req.resourceType() === 'document') documents.push(pathname);
    if (req.method() === 'POST') posts.push(pathname);
  });
  return { documents, posts };
}

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends with a page load: 303 to the confirmation, stored once even when the button is clicked twice', async ({ page, problems }) => {
    const email = address('nojs');
    await page.goto('/contact');
    await fillValid(page, email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: copy.submit }).dblclick(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL('/contact/sent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTACT.sent.title);
    // Nothing of the message is shown back.
    await expect(page.locator('main')).not.toContainText('Grace Hopper');
    const rows = storedFor(email);
    expect(rows.map((r) => [r.name, r.topic, r.company, r.spam, r.table])).toEqual([
      ['Grace Hopper', 'project', 'Compilers & Co.', null, 'leads'],
    ]);
    expect(problems).toEqual([]);
  });

  test('mistakes come back with the input kept, each error at its field and the summary focused', async ({ page, problems }) => {
    await page.goto('/contact?topic=api');
    await field(page, copy.name.label).fill('<b>Grace</b>');
    // Both pass the browser's own checks but not ours: an address without a domain, a message of spaces.
    await field(page, copy.email.label).fill('grace@localhost');
    await field(page, copy.message.label).fill('            ');
    await page.getByRole('checkbox').check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: copy.submit }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page).toHaveTitle('Error: Contact - Larchfield Software');
    await expect(page.getByTestId('error-summary')).toBeFocused();
    await expect(field(page, copy.name.label)).toHaveValue('<b>Grace</b>');
    await expect(field(page, copy.email.label)).toHaveValue('grace@localhost');
    await expect(field(page, copy.email.label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, copy.email.label)).toHaveAccessibleDescription(new RegExp(copy.errors.emailInvalid));
    await expect(field(page, copy.message.label)).toHaveAccessibleDescription(new RegExp(copy.errors.messageRequired));
    await expect(page.getByRole('radio', { name: new RegExp(copy.topic.options.api.label) })).toBeChecked();
    await expect(page.getByRole('checkbox')).toBeChecked();
    expect(expectProblems(problems, /422/)).toEqual([]);
  });
});

test.describe('the contact form with JavaScript', () => {
  test('checks in the browser first, then sends without a page load and confirms in place; one row', async ({ page, problems }) => {
    const { documents, posts } = recordRequests(page);
    const email = address('js');
    await page.goto('/contact');
    await hydrated(page);
    await scripted(page);
    await page.getByRole('button', { name: copy.submit }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(copy.errors.nameRequired);
    await expect(summary).toContainText(copy.errors.consentRequired);
    expect(posts).toEqual([]);
    // A link in the summary takes the visitor into the field.
    await summary.getByRole('link', { name: copy.errors.emailRequired }).click();
    await expect(field(page, copy.email.label)).toBeFocused();
    await fillValid(page, email);
    await page.getByRole('button', { name: copy.submit }).click();
    const confirmation = page.getByTestId('contact-sent');
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole('heading', { level: 2 })).toBeFocused();
    expect(documents).toEqual(['/contact']);
    expect(posts).toEqual(['/contact']);
    const rows = storedFor(email);
    expect(rows.map((r) => [r.name, r.spam])).toEqual([['Grace Hopper', null]]);
    expect(problems).toEqual([]);
  });

  test('works with the keyboard alone', async ({ page, problems }) => {
    const email = address('keys');
    await page.goto('/contact');
    await hydrated(page);
    await field(page, copy.name.label).focus();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Analytical Engines');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    // Into the radio group: the arrow keys pick, Space selects the first.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: new RegExp(copy.topic.options.api.label) })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Could we get a key for the Newsloom API for a research project?');
    await page.keyboard.press('Tab');
    // The privacy notice link inside the label comes after the box in the tab order.
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: copy.submit }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    expect(storedFor(email).map((r) => r.topic)).toEqual(['api']);
    expect(problems).toEqual([]);
  });

  test('a lead link elsewhere leads to /contact on the client with its topic chosen', async ({ page, problems }) => {
    const { documents } = recordRequests(page);
    await page.goto('/solutions');
    await hydrated(page);
    await page.getByRole('link', { name: 'Request an API key' }).click();
    await expect(page).toHaveURL('/contact?topic=api');
    await expect(page.getByRole('radio', { name: new RegExp(copy.topic.options.api.label) })).toBeChecked();
    // The address stays in view for people who prefer e-mail.
    await expect(page.getByRole('link', { name: 'newsloom@larchfield.dev' }).first()).toBeVisible();
    expect(documents).toEqual(['/solutions']);
    expect(problems).toEqual([]);
  });

  test('the form’s script loads on the first touch of the form, never with the page', async ({ page, problems }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/contact');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('/contact-send-'))).toBe(false);
    await field(page, copy.name.label).click();
    await expect.poll(() => scripts.some((s) => s.includes('/contact-send-'))).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('axe finds no violation in the form’s states', () => {
  for (const mode of MODES) {
    test(`errors shown and the message sent, in ${mode}`, async ({ page, problems }) => {
      await page.emulateMedia({ colorScheme: mode });
      await page.goto('/contact');
      await hydrated(page);
      await scripted(page);
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(page.getByTestId('error-summary')).toBeFocused();
      expect(await axeViolations(page), 'errors shown').toEqual([]);
      await fillValid(page, address(`axe-${mode}`));
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(page.getByTestId('contact-sent')).toBeVisible();
      expect(await axeViolations(page), 'sent').toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
