#!/usr/bin/env node
// Markup validation with the W3C Nu validator (vnu-jar), a step of `npm test` (run `npm run build`
// first when running it alone: `npx node scripts/validate-markup.mjs`).
//
// Serves the built site under `wrangler dev`, then collects every document a visitor or a crawler
// can get: each page and the 404 page as the worker serves them (and the contact form and an
// application answered 422), and one page of each kind per language as the browser holds it once
// the colour-mode script has run and React has hydrated: English in light mode, German in dark,
// the 404 and the contact form (showing its errors, and sent) in both (the served markup is the
// same in both modes; the live document differs: the class and color-scheme on <html>, the
// pressed colour-mode option). One vnu run checks them all, errors
// only; any error fails the step and is printed with its document and line.
//
// CSS is not checked: vnu's CSS checker lags the platform (it rejects current Tailwind output
// such as `@property`, `color-mix()`, `oklch()` or nesting), so the inlined stylesheet is emptied
// before vnu reads a document, and any CSS message that remains ("CSS: …") is left out, as are
// its warnings. Markup, ARIA and attribute values are checked in full.
//
// Needs Java (Debian's openjdk-17-jre-headless, or JAVA pointing at one): installed with apt when
// missing and running as root, as for the browsers (scripts/lib/browsers.mjs); otherwise it says how.
import { chromium, devices } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { HEADLESS_SHELL_PATH, CHROMIUM_ARGS, JAVA, JAVA_RUNTIME, requirePrograms } from './lib/browsers.mjs';
import { ROOT, TEST_VARS, freePort, prepareLocalState, startDevServer } from './lib/dev-server.mjs';
import { EVERY_PAGE, NOT_FOUND_PATH as NOT_FOUND, ONE_PER_PAGE } from './lib/pages.mjs';

/** Every page of the registry, as served (cheap: one request each). */
const PAGES = EVERY_PAGE.map((p) => p.path);
/**
 * One page of each kind per language, hydrated in a browser (a position's page stands for them
 * all), in one colour mode each: English in light, German in dark, as the design pass opens them
 * (e2e/design.spec.ts); the 404 and the contact form in both. What a mode changes in the live
 * document (the class and color-scheme on <html>, the pressed colour-mode option) is the same on
 * every page, so every kind is checked in a mode and each mode on every kind in one language.
 * @type {Record<'light' | 'dark', string[]>}
 */
const LIVE_PAGES = {
  light: ONE_PER_PAGE.filter((p) => p.lang === 'en').map((p) => p.path),
  dark: ONE_PER_PAGE.filter((p) => p.lang !== 'en').map((p) => p.path),
};
/** The position whose application form is sent back with mistakes. */
const POSITION = ONE_PER_PAGE.find((p) => p.id === 'position')?.path ?? '';
/** @type {('light' | 'dark')[]} */
const COLOR_MODES = ['light', 'dark'];

/** A document to validate: its file name and markup. @typedef {{ name: string, html: string }} Doc */
const PERSIST_TO = '.wrangler/validate-state';
const OUT = join(ROOT, 'test-results/markup');

const fileName = (/** @type {string} */ path) => (path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9-]/g, '_'));

/**
 * The documents the worker serves, checked for their status too.
 * @param {string} baseUrl
 */
async function servedDocuments(baseUrl) {
  /** @type {Doc[]} */
  const docs = [];
  for (const path of [...PAGES, NOT_FOUND]) {
    const res = await fetch(baseUrl + path);
    const expected = path === NOT_FOUND ? 404 : 200;
    if (res.status !== expected) throw new Error(`${path}: HTTP ${res.status}, expected ${expected}`);
    docs.push({ name: `served-${fileName(path)}.html`, html: await res.text() });
  }
  // The contact form sent back with mistakes (422): errors at the fields, the summary, the values kept.
  const body = new URLSearchParams({ name: '<b>Ada</b>', email: 'not an address', message: 'Hi', topic: 'api', key: '', issued: '' });
  const res = await fetch(`${baseUrl}/contact`, {
    method: 'POST',
    body,
    headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.status !== 422) throw new Error(`POST /contact with mistakes: HTTP ${res.status}, expected 422`);
  docs.push({ name: 'served-contact-422.html', html: await res.text() });
  // An application with mistakes (no CV, a link that is not https): the position's page again.
  const application = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Ada',
    email: 'ada@example.org',
    link: 'ftp://x',
    message: 'Hi',
    key: '',
    issued: '',
  }))
    application.append(name, value);
  const applied = await fetch(`${baseUrl}${POSITION}`, { method: 'POST', body: application, headers: { origin: baseUrl } });
  if (applied.status !== 422) throw new Error(`POST ${POSITION} with mistakes: HTTP ${applied.status}, expected 422`);
  docs.push({ name: 'served-position-422.html', html: await applied.text() });
  return docs;
}

/**
 * The contact form's states with JavaScript: the errors it shows itself, and the message sent in place.
 * @param {import('@playwright/test').Page} page
 * @param {string} baseUrl
 * @param {string} mode
 */
async function contactStates(page, baseUrl, mode) {
  await page.goto(`${baseUrl}/contact`);
  await page.locator('body[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.locator('#contact button[type="submit"]').click();
  await page.getByTestId('error-summary').waitFor();
  const snapshot = () => page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
  const states = [{ name: `live-${mode}-contact-errors.html`, html: await snapshot() }];
  await page.locator('#contact-name').fill('Ada Validator');
  await page.locator('#contact-email').fill(`validator-${mode}@example.org`);
  await page.locator('#contact-topic-project').check();
  await page.locator('#contact-message').fill('Checking the markup of every state of the form.');
  await page.locator('#contact-consent').check();
  // The server runs the forms' checks for tests (TEST_VARS): no minimum fill time to wait for.
  await page.locator('#contact button[type="submit"]').click();
  await page.getByTestId('contact-sent').waitFor({ timeout: 60_000 });
  states.push({ name: `live-${mode}-contact-sent.html`, html: await snapshot() });
  return states;
}

/**
 * The same documents as the browser holds them after the colour-mode script and hydration.
 * @param {string} baseUrl
 */
async function liveDocuments(baseUrl) {
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  /** @type {Doc[]} */
  const docs = [];
  try {
    for (const mode of COLOR_MODES) {
      // A person's browser: headless Chromium's own user agent counts as a crawler (isbot), and
      // crawlers get a minimal error document without the app.
      const context = await browser.newContext({ userAgent: devices['Desktop Chrome'].userAgent, colorScheme: mode });
      const page = await context.newPage();
      /** @type {string[]} */
      const problems = [];
      page.on('pageerror', (error) => problems.push(error.message));
      for (const path of [...LIVE_PAGES[mode], NOT_FOUND]) {
        await page.goto(baseUrl + path);
        try {
          await page.locator('body[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
        } catch (error) {
          throw new Error(`${path} (${mode}) did not hydrate: ${problems.join('; ') || String(error)}`);
        }
        const html = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
        if (!html.includes(`class="${mode}"`)) throw new Error(`${path}: the document is not in ${mode} mode`);
        docs.push({ name: `live-${mode}-${fileName(path)}.html`, html });
      }
      docs.push(...(await contactStates(page, baseUrl, mode)));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return docs;
}

/** A message of vnu's JSON report. @typedef {{ type: string, subType?: string, message: string, url?: string, lastLine?: number, firstColumn?: number, lastColumn?: number, extract?: string }} VnuMessage */

/**
 * Runs vnu once over the files; returns its messages (JSON format).
 * @param {readonly string[]} files
 * @returns {VnuMessage[]}
 */
function validate(files) {
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const res = spawnSync(JAVA, ['-Xss1024k', '-jar', jar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  try {
    return JSON.parse(res.stderr).messages;
  } catch {
    throw new Error(`vnu did not report (exit ${res.status ?? res.signal}):\n${res.stdout}\n${res.stderr}`);
  }
}

/** CSS messages are left out (see the top of this file); everything else is an error. */
const isCssMessage = (/** @type {VnuMessage} */ m) => typeof m.message === 'string' && m.message.startsWith('CSS:');

requirePrograms([JAVA_RUNTIME], 'The markup validation runs the W3C Nu validator on Java');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
prepareLocalState(PERSIST_TO, { fresh: true });
const server = await startDevServer({ port: await freePort(), persistTo: PERSIST_TO, vars: { ...TEST_VARS } });
let docs;
try {
  // Through wrangler's dev proxy, as a developer's browser and the e2e tests reach the site (decision 0070).
  docs = [...(await servedDocuments(server.url)), ...(await liveDocuments(server.url))];
} finally {
  server.stop();
}
// The stylesheet inlined in every document (58 KB) is emptied before vnu reads it: its CSS is not
// checked (above), and checking it anyway took two thirds of vnu's time (17 core-s of 23). The
// <style> element itself and its attributes are still checked.
const withoutCss = (/** @type {string} */ html) => html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2');
for (const doc of docs) writeFileSync(join(OUT, doc.name), withoutCss(doc.html));
const messages = validate(docs.map((d) => join(OUT, d.name)));
const css = messages.filter(isCssMessage);
const errors = messages.filter((m) => !isCssMessage(m));
console.log(
  `vnu: ${docs.length} documents (${PAGES.length} pages and the 404 served; ${LIVE_PAGES.light.length} English live in light mode, ${LIVE_PAGES.dark.length} German in dark, the 404 and the contact form with errors and sent in both), in ${OUT}`,
);
console.log(`vnu: ${css.length} CSS message(s) left out (the CSS checker lags the platform)`);
if (errors.length > 0) {
  for (const m of errors) {
    const where = `${(m.url ?? '').split('/').pop()}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}`;
    console.error(
      `${where}: ${m.type}${m.subType ? `/${m.subType}` : ''}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\n/g, ' ')}` : ''}`,
    );
  }
  console.error(`\nmarkup: ${errors.length} error(s)`);
  process.exit(1);
}
console.log(`markup: ${docs.length} passed, 0 failed`);
