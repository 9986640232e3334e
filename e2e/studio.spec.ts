/**
 * The studio (/admin, issue 41) as a writer uses it, in Chromium and Firefox (playwright.config.ts
 * runs this spec in both, through the cross-engine fixtures): on a copy of the project served by
 * `npm run dev` (scripts/start.mjs --watch, which starts the local studio server too), never the
 * working tree. A German case study's headline changed in the editor shows in the preview as it is
 * typed, the save changes that one line of its file, and the dev server then serves the page with
 * it; a news date without its offset is refused with the build's own message, and nothing is
 * written. A block without a page of its own previews in the site's layout as it is typed (the
 * footer), and the case studies list previews with the entries the editor has.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject } from '../scripts/lib/project-copy.mjs';
import { startDevSession, waitForText, type DevSession } from '../scripts/lib/dev-session.mjs';
import { expect, test } from './engines/fixtures';
import { until, waitFor, type Site } from './engines/site';

/** The case study and the post the tests edit, and where they are. */
const STUDY = { key: 'fahrwerk-mobility', file: 'content/work/fahrwerk-mobility.de.md' };
const POST = { key: 'how-we-estimate', file: 'content/news/how-we-estimate.en.md' };
/** The build's message for a date without its offset (scripts/content/schema.mjs). */
const OFFSET_MESSAGE = 'must be a date-time with its offset, like 2026-03-18T09:00:00+01:00';

let copy = '';
let session: DevSession | undefined;

// One copy and one `npm run dev` per engine's worker, both tests in it, one after the other.
test.describe.configure({ mode: 'serial' });
// The sites the fixtures open are the copy's, started below; Playwright reads a fixture's
// dependencies from the pattern of its first parameter, and this one has none.
// oxlint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use) => use(session?.url ?? '') });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = copyProject('studio-e2e-');
  // The copy is no git checkout: the build's time comes from here instead of the last commit.
  // startDevSession starts it again when a session started at the same moment took a port first.
  session = await startDevSession({ root: copy, env: { SOURCE_DATE_EPOCH: '1767225600' } });
});

test.afterAll(async () => {
  await session?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/**
 * Clicks, with the engine's own input events, the first visible element matching `selector` whose
 * text is `text` (any case): Decap's buttons and menu items have no names of their own, and its
 * menus open on the pointer's events, not on a script's click.
 */
async function clickText(site: Site, selector: string, text: string): Promise<void> {
  await waitFor(
    site,
    `${selector} "${text}"`,
    ([s, t]) => {
      for (const old of document.querySelectorAll('[data-e2e-target]')) old.removeAttribute('data-e2e-target');
      const el = [...document.querySelectorAll<HTMLElement>(s)].find(
        (e) => e.textContent?.trim().toLowerCase() === t.toLowerCase() && e.offsetParent !== null,
      );
      el?.setAttribute('data-e2e-target', '');
      return !!el;
    },
    [selector, text] as const,
  );
  await site.click('[data-e2e-target]');
}

/** Opens an entry of a collection in the editor, logged in (locally a button, no account). */
async function openEntry(site: Site, collection: string, key: string): Promise<void> {
  await site.goto(`/admin#/collections/${collection}/entries/${key}`);
  await clickText(site, 'button', 'Login');
  await waitFor(site, 'the entry editor', () => document.querySelector('button[title="Toggle preview"]') !== null);
}

/** Opens an entry with one language's fields on the left and the preview on the right (Decap's i18n and preview toggles). */
async function openPreview(site: Site, collection: string, key: string): Promise<void> {
  await openEntry(site, collection, key);
  await site.click('button[title="Toggle i18n"]');
  await site.click('button[title="Toggle preview"]');
}

/** Replaces the text of the field labelled `label` (the first one: the pane on the left). */
async function replaceField(site: Site, label: string, value: string): Promise<void> {
  await waitFor(
    site,
    `the field ${label}`,
    (l) => {
      const labelEl = [...document.querySelectorAll('label')].find((e) => e.textContent?.trim().toLowerCase().startsWith(l));
      const input = labelEl ? document.getElementById(labelEl.htmlFor) : null;
      if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return false;
      input.focus();
      input.select();
      return true;
    },
    label.toLowerCase(),
  );
  await site.type(value);
}

/** The headline the preview frame shows. */
const previewHeadline = () => document.querySelector('iframe')?.contentDocument?.querySelector('h1')?.textContent ?? '';

test('a writer changes a German case study’s headline, sees the preview change, saves: one line of its file changes, and the page shows it', async ({
  openSite,
}) => {
  test.setTimeout(180_000);
  const site = await openSite();
  const file = join(copy, STUDY.file);
  const before = readFileSync(file, 'utf8');
  const english = join(copy, STUDY.file.replace('.de.md', '.en.md'));
  const englishBefore = readFileSync(english, 'utf8');
  const headline = `Fahrwerk Mobility: Buchungsplattform ohne Ausfall, ${site.engine}`;

  await openEntry(site, 'work', STUDY.key);
  // The languages side by side first; then the German pane on the left and the preview on the right.
  await waitFor(site, 'both languages side by side', () => document.body.textContent?.includes('Writing in DE') ?? false);
  await site.click('button[title="Toggle i18n"]');
  await clickText(site, 'span, button, div', 'Writing in EN');
  await clickText(site, 'li, div, span', 'DE');
  await site.click('button[title="Toggle preview"]');
  await waitFor(
    site,
    'the German headline in the preview',
    (h) => document.querySelector('iframe')?.contentDocument?.querySelector('h1')?.textContent === h,
    before.match(/^title: "(.*)"$/m)?.[1],
  );

  await replaceField(site, 'Title', headline);
  await waitFor(
    site,
    'the new headline in the preview',
    (h) => document.querySelector('iframe')?.contentDocument?.querySelector('h1')?.textContent === h,
    headline,
  );
  expect(await site.evaluate(previewHeadline)).toBe(headline);

  await clickText(site, 'button, span', 'Publish');
  await clickText(site, 'li, div, span', 'Publish now');
  await until('the file on disk to change', () => readFileSync(file, 'utf8') !== before, 60_000);

  const after = readFileSync(file, 'utf8').split('\n');
  const lines = before.split('\n');
  expect(after.length).toBe(lines.length);
  const changed = lines.flatMap((line, i) => (line === after[i] ? [] : [i]));
  expect(changed.map((i) => after[i])).toEqual([`title: "${headline}"`]);
  expect(lines[changed[0] ?? -1]).toMatch(/^title: /);

  // The English file, which Decap sends too, is as it was.
  expect(readFileSync(english, 'utf8')).toBe(englishBefore);

  const slug = /^slug: (.*)$/m.exec(before)?.[1]?.trim() ?? '';
  expect(await waitForText(`${session?.url}/de/referenzen/${slug}`, headline, { timeoutMs: 90_000 })).not.toBeUndefined();
});

test('a news date without its offset is refused with the build’s message, and nothing is written', async ({ openSite }) => {
  test.setTimeout(120_000);
  const site = await openSite();
  const file = join(copy, POST.file);
  const before = readFileSync(file, 'utf8');

  await openEntry(site, 'news', POST.key);
  await replaceField(site, 'Published', '2026-03-18T09:00:00');
  await clickText(site, 'button, span', 'Publish');
  await clickText(site, 'li, div, span', 'Publish now');
  await waitFor(site, 'the build’s message', (m) => document.body.textContent?.includes(m) ?? false, OFFSET_MESSAGE);
  expect(readFileSync(file, 'utf8')).toBe(before);
});

test('a block without a page of its own previews with the site’s layout: the footer’s line changes as it is typed', async ({
  openSite,
}) => {
  test.setTimeout(120_000);
  const site = await openSite();
  const rights = `All rights reserved, ${site.engine}.`;

  await openPreview(site, 'site-footer', 'footer');
  await waitFor(
    site,
    'the layout’s header and footer in the preview',
    () => [...(document.querySelector('iframe')?.contentDocument?.querySelectorAll('header, footer#site-footer') ?? [])].length === 2,
  );
  await replaceField(site, 'Rights', rights);
  await waitFor(
    site,
    'the typed line in the preview’s footer',
    (r) => document.querySelector('iframe')?.contentDocument?.querySelector('footer#site-footer')?.textContent?.includes(r) ?? false,
    rights,
  );
});

test('the case studies list previews with the case studies the editor has', async ({ openSite }) => {
  test.setTimeout(120_000);
  const site = await openSite();
  await openPreview(site, 'pages-work', 'work');
  await waitFor(
    site,
    'the case studies the editor has, listed',
    () => (document.querySelector('iframe')?.contentDocument?.querySelectorAll('main ul.grid > li').length ?? 0) > 1,
  );
});
