import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { hydrated, pageState, until, waitFor, watchForErrorPage, type Site } from './site';
import type { Hold } from './site-proxy';

/**
 * Errors as a visitor meets them, in every engine (decisions 0100, 0101): leaving the page while
 * a lazy part's chunk is on its way is no error, in Firefox and WebKit too, which cancel that
 * chunk as soon as the next document is asked for; a chunk that is really gone still shows the
 * 500 page; and an error in the page becomes one line of the worker's log.
 */

const SITE = 'Larchfield Software';
const CAROUSEL_CHUNK = /^\/_app\/carousel-[A-Za-z0-9]+\.js$/;
const ERROR_REPORTS = /^\/_app\/errors$/;
const OTHER_SITE_TITLE = 'Elsewhere';

/** What went wrong in the page, less what the test caused on purpose. */
const problems = (site: Site, expected?: RegExp) => site.problems().filter((p) => !expected?.test(p));

/** Another site (another origin) to follow a link to: nothing leaves this machine. */
async function otherSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(
    (_req, res) =>
      void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>${OTHER_SITE_TITLE}</title><h1>${OTHER_SITE_TITLE}</h1>`),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens `/`, watches it for the error page, and makes the visitor's first click start the
 * carousel's chunk (lazy parts load on the first click, decision 0030), which the proxy holds
 * back: the chunk is on its way when the visitor leaves.
 */
async function homeWithCarouselOnItsWay(site: Site): Promise<Hold> {
  const chunk = site.proxy.hold(CAROUSEL_CHUNK);
  await site.goto('/');
  await hydrated(site);
  await watchForErrorPage(site);
  await site.click('main h1');
  await chunk.arrived;
  return chunk;
}

/** Nothing of the leaving showed or was logged or reported, in the document left. */
function expectNoTraceOfLeaving(site: Site): void {
  expect(site.proxy.marks).toEqual([]);
  expect(site.proxy.seen(ERROR_REPORTS)).toEqual([]);
  expect(problems(site)).toEqual([]);
}

test.describe('leaving while a lazy part loads', () => {
  // Two documents of two origins, in a fresh browser context: more than most flows.
  test.describe.configure({ timeout: 60_000 });

  test('a reload shows no error page at any moment, and nothing is logged or reported', async ({ site }) => {
    const chunk = await homeWithCarouselOnItsWay(site);
    await site.reload();
    await hydrated(site);
    chunk.release();
    expect(site.proxy.documents()).toEqual(['/', '/']);
    expect(await pageState(site)).toEqual({ path: '/', title: `SaaS, APIs and custom business software - ${SITE}`, h1: 1 });
    expectNoTraceOfLeaving(site);
  });

  test('following a link to another site shows no error page at any moment, and nothing is logged or reported', async ({ site }) => {
    const other = await otherSite();
    try {
      const chunk = await homeWithCarouselOnItsWay(site);
      // The footer's GitHub link, pointed at a site of the test's own (there is no network here).
      const link = `footer a[href="${other.url}"]`;
      await site.evaluate(
        ([url, selector]) => {
          document.querySelector('footer a[href^="https://github.com/"]')!.setAttribute('href', url);
          document.querySelector(selector)!.scrollIntoView({ block: 'center' });
        },
        [other.url, link] as const,
      );
      await site.click(link);
      await waitFor(site, 'the other site', (title) => document.title === title, OTHER_SITE_TITLE);
      chunk.release();
      expectNoTraceOfLeaving(site);
    } finally {
      await other.close();
    }
  });

  test('a step back out of the site shows no error page at any moment, and nothing is logged or reported', async ({ site }) => {
    const other = await otherSite();
    try {
      await site.goto(other.url);
      const chunk = await homeWithCarouselOnItsWay(site);
      await site.back();
      await waitFor(site, 'the other site', (title) => document.title === title, OTHER_SITE_TITLE);
      chunk.release();
      expectNoTraceOfLeaving(site);
    } finally {
      await other.close();
    }
  });
});

/** The browser's report of the 404 the test causes, and React's of the error its boundary caught. */
const CHUNK_GONE =
  /status of 404|Failed to load resource|Loading (module|failed)|disallowed MIME type|dynamically imported module|Importing a module script failed|JSHandle@error/i;

test.describe('a lazy part whose chunk is gone', () => {
  // Also the positive control of the tests above: the watcher that finds no error page while
  // leaving does see the one shown here (a watcher that saw nothing would pass them too).
  test('shows the 500 page as before, which the error-page watcher sees, and reports the failure', async ({ site }) => {
    site.proxy.rule(CAROUSEL_CHUNK, { kind: 'fail' });
    await site.goto('/');
    await hydrated(site);
    await watchForErrorPage(site);
    expect(site.proxy.marks).toEqual([]);
    await site.click('main h1');
    await waitFor(site, 'the error page', () => document.querySelector('main h1')?.textContent === 'Internal Server Error');
    await until('the watcher’s mark', () => site.proxy.marks.length > 0);
    expect(site.proxy.marks).toEqual([expect.stringMatching(/^error page shown at \/: /)]);
    expect(await pageState(site)).toEqual({ path: '/', title: `Internal Server Error - ${SITE}`, h1: 1 });
    expect(site.proxy.seen(CAROUSEL_CHUNK).map((r) => r.status)).toEqual([404]);
    await until('the error report', () => site.proxy.seen(ERROR_REPORTS).some((r) => r.status === 204));
    expect(site.proxy.seen(ERROR_REPORTS).map((r) => [r.method, r.status])).toEqual([['POST', 204]]);
    expect(problems(site, CHUNK_GONE)).toEqual([]);
  });
});

/** wrangler prints the worker's errors in colour (`✘ [ERROR] {…}`). */
const ANSI_ESCAPE = /\x1b\[[0-9;]*m/g;

/** The worker's structured log lines that the dev server printed so far. */
function workerLogLines(): Record<string, unknown>[] {
  const file = process.env.E2E_DEV_OUTPUT;
  if (!file) throw new Error('E2E_DEV_OUTPUT is not set: e2e/global-setup.ts names the dev server’s output file');
  const lines: Record<string, unknown>[] = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(ANSI_ESCAPE, '');
    const json = line.slice(line.indexOf('{'));
    if (!json.startsWith('{"level":')) continue;
    try {
      lines.push(JSON.parse(json) as Record<string, unknown>);
    } catch {
      // a line that only starts like one of ours
    }
  }
  return lines;
}

test.describe('error reports', () => {
  test('an error thrown in the page becomes one line of the worker’s log, with the engine’s family', async ({ site, engine }) => {
    await site.goto('/company');
    await hydrated(site);
    const message = `thrown on purpose in ${engine} at ${Date.now()}`;
    const reported = (m: string) => workerLogLines().filter((l) => l.message === 'client error' && l.errorMessage === m);
    // Thrown twice: one report a page view for the same error.
    await site.evaluate((m) => {
      for (let i = 0; i < 2; i++)
        setTimeout(() => {
          throw new Error(m);
        }, 0);
    }, message);
    await until('its line in the dev server’s output', () => reported(message).length > 0);
    // Another error after it: a second line of the first would have been sent before this one.
    const later = `${message}, later`;
    await site.evaluate((m) => void Promise.reject(new RangeError(m)), later);
    await until('the later line', () => reported(later).length > 0);
    expect(reported(message)).toHaveLength(1);
    const page = await site.evaluate(() => ({
      buildId: document.documentElement.dataset.buildId,
      crawler: JSON.parse(document.getElementById('__STATE__')!.textContent!).crawler === true,
    }));
    expect(reported(message)[0]).toMatchObject({
      level: 'client-error',
      method: 'POST',
      path: '/_app/errors',
      kind: 'uncaught',
      errorName: 'Error',
      page: '/company',
      buildId: page.buildId,
      engine,
      bot: page.crawler,
    });
    expect(reported(later)[0]).toMatchObject({ kind: 'unhandled-rejection', errorName: 'RangeError', engine });
    // The worker writes its line before it answers: wait for the proxy to have relayed both answers.
    await until('both answers through the proxy', () => site.proxy.seen(ERROR_REPORTS).every((r) => r.status !== undefined));
    expect(site.proxy.seen(ERROR_REPORTS).map((r) => r.status)).toEqual([204, 204]);
    expect(problems(site, /thrown on purpose/)).toEqual([]);
  });
});
