import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_ELEMENT_ID } from '../../client/app/document-ids';
import { BOOT_FALLBACK_MS } from '../../client/app/document-scripts';
import { BUILD_POLL_INTERVAL_MS } from '../../client/runtime/deployment';
import { DESIGN_PAGES, titleAt } from '../pages';
import { storedFor } from '../forms';
import { DEEPER_IN_CHROMIUM, DESKTOP, PHONE, expect, test } from './fixtures';
import {
  followNavLink,
  hydrated,
  jostStatuses,
  latestBuildRead,
  navLink,
  missingFromTree,
  pageState,
  recordLatestBuildReads,
  sidewaysScroll,
  tagHeadingsAndLinks,
  until,
  waitFor,
  type Site,
} from './site';

/**
 * The flows a visitor meets, in every engine (Chromium, Firefox ESR, WebKitGTK), through the
 * driver-neutral Site and the test's proxy (decision 0087). The Chromium-only specs beside this
 * folder are the deep checks; these make sure each engine runs the same site.
 */

// The flows tagged DEEPER_IN_CHROMIUM are checked in more depth by a Chromium-only spec
// (runtime-color-mode, runtime-navigation, a11y's palette, design's lazy parts and its per-page
// checks, runtime-chunk-reload, runtime-deployment, contact, careers).
/** The localStorage key of the colour preference (as the Chromium specs, spelled out). */
const COLOR_MODE_STORAGE_KEY = 'color-mode';
const titleOf = titleAt;
/**
 * The pages every engine opens in "representative pages" below (decisions 0142, 0148): what differs between
 * engines is the layout, fonts and accessibility tree of the page's parts, not which page they are
 * on. The home page (the carousel, the lazy parts), a German page with a form (long words, the
 * fields), a post (rich text: code, tables, figures) and the 404. Every other page (one of each
 * kind per language, e2e/pages.ts) gets the same checks in Chromium's design pass
 * (e2e/design.spec.ts), and its HTML is Vitest's (tests/pages.test.ts, seo.test.ts) and the markup
 * validator's.
 */
const CROSS_ENGINE_PAGES: ReadonlySet<string> = new Set(['home', 'de-contact', 'news-entry', '404']);
const PAGES = DESIGN_PAGES.filter((p) => CROSS_ENGINE_PAGES.has(p.name));
if (PAGES.length !== CROSS_ENGINE_PAGES.size)
  throw new Error(`CROSS_ENGINE_PAGES names a page e2e/pages.ts does not have: ${[...CROSS_ENGINE_PAGES].join(', ')}`);

/** A browser's own report of a failed resource: expected where a test makes one fail on purpose. */
const FAILED_RESOURCE =
  /status of 404|Failed to load resource|Loading (module|failed)|disallowed MIME type|error loading dynamically imported module|Importing a module script failed/i;

/** What went wrong in the page, less what the test caused on purpose. */
const problems = (site: Site, expected?: RegExp) => site.problems().filter((p) => !expected?.test(p));

/** The selector of the colour-mode button with this label. */
async function colorButton(site: Site, label: 'System' | 'Light' | 'Dark'): Promise<string> {
  const index = await site.evaluate(
    (l) => [...document.querySelectorAll('[aria-label="Colour mode"] button')].findIndex((b) => b.textContent === l),
    label,
  );
  expect(index, `colour-mode button ${label}`).toBeGreaterThanOrEqual(0);
  return `[aria-label="Colour mode"] button:nth-of-type(${index + 1})`;
}

/** Which colour-mode button is pressed, by label. */
const pressedColorMode = (site: Site) =>
  site.evaluate(() => document.querySelector('[aria-label="Colour mode"] button[aria-pressed="true"]')?.textContent ?? null);

/** The colour mode on <html> and the lightness (0–1) of the body's background, read through a canvas so any CSS colour syntax works. */
const paintedMode = (site: Site) =>
  site.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(document.body).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return {
      className: document.documentElement.className,
      colorScheme: document.documentElement.style.colorScheme,
      lightness: (r! + g! + b!) / 765,
      hydrated: document.body.hasAttribute('data-hydrated'),
    };
  });

/** Clicks a header link and waits until the page on screen is `path`, with its title. */
async function navigate(site: Site, path: string): Promise<void> {
  await followNavLink(site, path);
  await waitFor(site, `the title of ${path}`, (t) => document.title === t, titleOf(path));
}

// Chromium runs these checks on every kind of page in its design pass (e2e/design.spec.ts): here,
// Firefox and WebKit only.
test.describe('representative pages (every kind of page: Chromium, e2e/design.spec.ts)', { tag: DEEPER_IN_CHROMIUM }, () => {
  // Firefox answers one accessibility query per name: a long page takes a while on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  for (const p of PAGES) {
    test(`${p.path} answers ${p.status}, hydrates with the Jost font and no error; every heading and link is in the accessibility tree without scrolling; no sideways scrolling on a phone or a desktop`, async ({
      site,
    }) => {
      await site.goto(p.path);
      await hydrated(site);
      expect(site.proxy.requests.find((r) => r.dest === 'document')).toMatchObject({ url: p.path, status: p.status });
      expect(await pageState(site)).toEqual({ path: p.path, title: p.title, h1: 1 });
      // The head script (allowed by its hash) set the mode; the hashed stylesheet applied.
      expect(await paintedMode(site)).toMatchObject({ className: 'light', colorScheme: 'light' });
      expect(await site.evaluate(jostStatuses)).toContain('loaded');
      expect(site.proxy.seen(/^\/_app\/jost-[0-9a-f]+\.woff2$/).map((r) => r.status)).toEqual([200]);

      // The accessibility tree on first load (decision 0112): what the engine exposes, not the DOM.
      await waitFor(site, 'every part laid out after the first paint', allLaidOut);
      expect(await site.evaluate(() => window.scrollY)).toBe(0);
      const expected = await site.evaluate(tagHeadingsAndLinks);
      expect(missingFromTree(expected, await site.accessibleAs(expected))).toEqual([]);

      // No sideways scrolling at either width (the screenshots, `npm run screenshots`, show the rest).
      for (const viewport of [DESKTOP, PHONE]) {
        await site.setViewport(viewport);
        await waitFor(site, `the layout at ${viewport.width} px`, (w) => window.innerWidth === w, viewport.width);
        expect(await site.evaluate(sidewaysScroll), `${viewport.width} px`).toBe(0);
      }
      // Nothing the worker failed to answer.
      expect(site.proxy.requests.filter((r) => (r.status ?? 0) >= 500)).toEqual([]);
      expect(problems(site, p.status === 404 ? FAILED_RESOURCE : undefined)).toEqual([]);
    });
  }
});

test.describe('colour mode', { tag: DEEPER_IN_CHROMIUM }, () => {
  test('Dark is stored and survives a reload with no flash of light', async ({ site }) => {
    await site.goto('/');
    await hydrated(site);
    expect(await pressedColorMode(site)).toBe('System');
    await site.click(await colorButton(site, 'Dark'));
    await waitFor(site, 'dark mode', () => document.documentElement.classList.contains('dark'));
    expect(await site.evaluate((key) => localStorage.getItem(key), COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(await pressedColorMode(site)).toBe('Dark');

    // The bundle is held back: what shows until it arrives is what the head script painted.
    const bundle = site.proxy.hold(/^\/_app\/entry-[A-Za-z0-9]+\.js$/);
    await site.reload();
    await bundle.arrived;
    const beforeBundle = await paintedMode(site);
    expect(beforeBundle).toMatchObject({ className: 'dark', colorScheme: 'dark', hydrated: false });
    expect(beforeBundle.lightness).toBeLessThan(0.3);
    bundle.release();
    await hydrated(site);
    expect(await pressedColorMode(site)).toBe('Dark');
    expect(await paintedMode(site)).toMatchObject({ className: 'dark', colorScheme: 'dark' });
    expect(problems(site)).toEqual([]);
  });

  test('System follows a dark OS preference; Light overrides it, System brings it back', async ({ openSite }) => {
    const site = await openSite({ colorScheme: 'dark' });
    await site.goto('/company');
    await hydrated(site);
    expect(await pressedColorMode(site)).toBe('System');
    const dark = await paintedMode(site);
    expect(dark).toMatchObject({ className: 'dark', colorScheme: 'dark' });
    expect(dark.lightness).toBeLessThan(0.3);
    await site.click(await colorButton(site, 'Light'));
    await waitFor(site, 'light mode', () => document.documentElement.className === 'light');
    expect((await paintedMode(site)).lightness).toBeGreaterThan(0.9);
    await site.click(await colorButton(site, 'System'));
    await waitFor(site, 'dark mode again', () => document.documentElement.className === 'dark');
    expect(await site.evaluate((key) => localStorage.getItem(key), COLOR_MODE_STORAGE_KEY)).toBe('system');
    expect(problems(site)).toEqual([]);
  });
});

test.describe('client navigation', { tag: DEEPER_IN_CHROMIUM }, () => {
  test('header links swap pages without a document load; back and forward restore the right page', async ({ site }) => {
    await site.goto('/');
    await hydrated(site);
    // Survives only as long as the document does: a full load would drop it.
    await site.evaluate(() => void ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    for (const path of ['/solutions', '/company', '/careers', '/']) {
      await navigate(site, path);
      expect((await pageState(site)).h1).toBe(1);
    }
    expect(site.proxy.seen(/_payload\.json$/).map((r) => r.url)).toEqual(
      expect.arrayContaining(['/solutions/_payload.json', '/company/_payload.json', '/careers/_payload.json']),
    );

    await site.back();
    await waitFor(site, '/careers after back', (t) => location.pathname === '/careers' && document.title === t, titleOf('/careers'));
    await site.back();
    await waitFor(site, '/company after back', (t) => location.pathname === '/company' && document.title === t, titleOf('/company'));
    await site.forward();
    await waitFor(site, '/careers after forward', (t) => location.pathname === '/careers' && document.title === t, titleOf('/careers'));
    expect((await pageState(site)).h1).toBe(1);

    expect(site.proxy.documents()).toEqual(['/']);
    expect(await site.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems(site)).toEqual([]);
  });
});

test.describe('command palette', { tag: DEEPER_IN_CHROMIUM }, () => {
  test('Ctrl+K opens it and typing lists results', async ({ site }) => {
    await site.goto('/');
    await hydrated(site);
    await site.pressWithControl('k');
    await waitFor(
      site,
      'the palette with its input focused',
      () => document.querySelector('[role="dialog"] [role="combobox"]') === document.activeElement,
    );
    await site.type('api');
    const results = await waitFor(site, 'results for "api"', () => {
      const options = [...document.querySelectorAll('[role="dialog"] [role="option"]')].map((o) => o.textContent ?? '');
      return options.length > 0 ? options : null;
    });
    expect(results.some((r) => /api/i.test(r))).toBe(true);
    expect(problems(site)).toEqual([]);
  });
});

test.describe('lazy parts', { tag: DEEPER_IN_CHROMIUM }, () => {
  test('the carousel loads and becomes interactive when it comes near the viewport', async ({ site }) => {
    await site.goto('/');
    await hydrated(site);
    const carousel = '[aria-roledescription="carousel"]';
    expect(await site.evaluate((c) => document.querySelector(c)?.hasAttribute('data-hydrated'), carousel)).toBe(false);
    expect(site.proxy.seen(/^\/_app\/carousel-/)).toEqual([]);
    await site.evaluate((c) => document.querySelector(c)!.scrollIntoView({ block: 'center' }), carousel);
    await waitFor(site, 'the carousel to hydrate', (c) => document.querySelector(c)?.hasAttribute('data-hydrated'), carousel);
    expect(site.proxy.seen(/^\/_app\/carousel-/).map((r) => r.status)).toEqual([200]);
    await site.click(`${carousel} button[aria-label="Show testimonial 3"]`);
    await waitFor(
      site,
      'slide 3 to show',
      (c) => document.querySelector(`${c} [aria-roledescription="slide"][aria-hidden="false"]`)?.getAttribute('aria-label') === '3 of 5',
      carousel,
    );
    expect(problems(site)).toEqual([]);
  });

  test('a lazy image gets its file within 50 px of the viewport and loads', async ({ site }) => {
    await site.goto('/company');
    await hydrated(site);
    const img = 'img[data-src="/images/leipzig-office.svg"]';
    expect(await site.evaluate((s) => document.querySelector<HTMLImageElement>(s)!.getAttribute('src'), img)).toMatch(
      /^data:image\/gif;base64,/,
    );
    expect(site.proxy.seen(/^\/images\//)).toEqual([]);
    // 40 px below the viewport's bottom edge: inside the 50 px margin.
    await site.evaluate((s) => {
      const el = document.querySelector(s)!;
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 40);
    }, img);
    await waitFor(
      site,
      'the real file in src',
      (s) => document.querySelector(s)!.getAttribute('src') === '/images/leipzig-office.svg',
      img,
    );
    await site.evaluate((s) => document.querySelector(s)!.scrollIntoView({ block: 'center' }), img);
    await waitFor(
      site,
      'the image to load',
      (s) => {
        const el = document.querySelector<HTMLImageElement>(s)!;
        return el.complete && el.naturalWidth > 0;
      },
      img,
    );
    expect(site.proxy.seen(/^\/images\/leipzig-office\.svg$/).map((r) => r.status)).toEqual([200]);
    expect(problems(site)).toEqual([]);
  });
});

const SOLUTIONS_CHUNK = /^\/_app\/solutions-[A-Za-z0-9]+\.js$/;

test.describe('chunk reload guard', { tag: DEEPER_IN_CHROMIUM }, () => {
  test('a chunk that 404s after a deploy reloads the target page once, which then hydrates', async ({ site }) => {
    // Gone for the old document only: the reloaded page gets it.
    site.proxy.rule(SOLUTIONS_CHUNK, { kind: 'fail' }, () => site.proxy.documents().length === 1);
    await site.goto('/');
    await hydrated(site);
    await site.click(navLink('/solutions'));
    await until('a second document load', () => site.proxy.documents().length === 2);
    await waitFor(
      site,
      'the reloaded /solutions to hydrate',
      (t) => location.pathname === '/solutions' && document.title === t && document.body?.hasAttribute('data-hydrated'),
      titleOf('/solutions'),
    );
    expect(site.proxy.seen(SOLUTIONS_CHUNK).some((r) => r.status === 404)).toBe(true);
    expect(site.proxy.documents()).toEqual(['/', '/solutions']);
    expect(await site.evaluate(() => JSON.parse(sessionStorage.getItem('chunk-reload') ?? 'null')?.path)).toBe('/solutions');
    expect(problems(site, FAILED_RESOURCE)).toEqual([]);
  });

  test('a chunk that keeps failing shows the error page after one reload, never a loop', async ({ site }) => {
    site.proxy.rule(SOLUTIONS_CHUNK, { kind: 'fail' });
    await site.goto('/');
    await hydrated(site);
    await site.click(navLink('/solutions'));
    await waitFor(
      site,
      'the error page, hydrated',
      () => document.querySelector('main h1')?.textContent === 'Internal Server Error' && document.body?.hasAttribute('data-hydrated'),
    );
    expect(await site.evaluate(() => location.pathname)).toBe('/solutions');
    expect(site.proxy.documents()).toEqual(['/', '/solutions']);
    // The page still works, on the client: no third document.
    await navigate(site, '/');
    expect(site.proxy.documents()).toEqual(['/', '/solutions']);
    expect(problems(site, FAILED_RESOURCE)).toEqual([]);
  });
});

test.describe('deployment detection', { tag: DEEPER_IN_CHROMIUM }, () => {
  test('a newer build in latest.json makes the next navigation a full page load', async ({ site }) => {
    const NEWER = { id: 'feedfacecafebeef', timestamp: 1_900_000_000_000 };
    site.proxy.rule(/^\/_app\/builds\/latest\.json$/, { kind: 'json', body: NEWER });
    // The own meta document comes 1000 ms after hydration; the first poll an hour after it.
    // The meta is held until the page's clock is set to skip that hour (nothing else changes).
    const meta = site.proxy.hold(/^\/_app\/builds\/meta\//);
    await site.goto('/');
    await hydrated(site);
    await site.evaluate((interval) => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      const setTimeoutOf = window.setTimeout;
      window.setTimeout = ((fn: () => void, ms?: number) => {
        if (ms !== interval) return setTimeoutOf(fn, ms);
        window.setTimeout = setTimeoutOf;
        return setTimeoutOf(fn, 0);
      }) as typeof window.setTimeout;
    }, BUILD_POLL_INTERVAL_MS);
    await site.evaluate(recordLatestBuildReads);
    meta.release();
    await waitFor(site, 'latest.json to be read', latestBuildRead);
    const polled = site.proxy.seen(/^\/_app\/builds\/latest\.json$/);
    expect(polled).toHaveLength(1);
    expect(Number(polled[0]!.url.split('?')[1])).toBeGreaterThan(1_700_000_000_000);
    expect(site.proxy.documents()).toEqual(['/']);

    await site.click(navLink('/company'));
    await until('a document load of /company', () => site.proxy.documents().length === 2);
    await waitFor(
      site,
      '/company, hydrated',
      (t) => location.pathname === '/company' && document.title === t && document.body?.hasAttribute('data-hydrated'),
      titleOf('/company'),
    );
    expect(site.proxy.documents()).toEqual(['/', '/company']);
    expect(await site.evaluate(() => 'sameDocument' in window)).toBe(false);
    expect(problems(site)).toEqual([]);
  });
});

/** True once the boot script (or the navigation runtime) has laid every deferred part out (decision 0083). */
const allLaidOut = () => document.documentElement.hasAttribute('data-layout-all');

test.describe('a #hash link', () => {
  test('a #hash deep in a page lands its section just below the header on a first load', async ({ site }) => {
    await site.goto('/careers#hiring-process');
    await hydrated(site);
    // How far the section's top is from the header's bottom edge: within its 1 px border.
    await waitFor(
      site,
      '#hiring-process just below the header',
      () =>
        Math.abs(
          document.getElementById('hiring-process')!.getBoundingClientRect().top -
            document.querySelector('header')!.getBoundingClientRect().bottom,
        ) <= 1.5,
    );
    // The bundle was asked for after a painted frame, not by the boot script's fallback timer
    // (which cannot fire sooner): Firefox records no paint entry for a document opened at a #fragment.
    const entryRequested = await site.evaluate((id) => {
      const { entry } = JSON.parse(document.getElementById(id)!.textContent!) as { entry: string };
      return performance.getEntriesByName(new URL(entry, location.href).href)[0]?.startTime ?? null;
    }, BOOT_ELEMENT_ID);
    expect(entryRequested).not.toBeNull();
    expect(entryRequested).toBeLessThan(BOOT_FALLBACK_MS);
    expect(problems(site)).toEqual([]);
  });
});

test.describe('the parts below the first screen', () => {
  test('a scroll before they are all laid out lays them all out at once, not one a frame (decision 0083)', async ({ site }) => {
    await site.goto('/');
    // From here on, in the order they happen: every part (or piece) the walk lays out on its own, and the moment all are.
    const walkingAtScroll = await site.evaluate(() => {
      const w = window as unknown as { __afterScroll: string[] };
      w.__afterScroll = [];
      new MutationObserver((records) => {
        for (const r of records)
          if (r.attributeName === 'data-layout-all') w.__afterScroll.push('all');
          else if (r.target instanceof Element && r.target.closest('.defer-offscreen')) w.__afterScroll.push('one');
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'data-layout-all'], subtree: true });
      const walking = !document.documentElement.hasAttribute('data-layout-all');
      window.scrollTo(0, 2 * window.innerHeight);
      return walking;
    });
    await waitFor(site, 'every part laid out', allLaidOut);
    const order = await site.evaluate(() => (window as unknown as { __afterScroll: string[] }).__afterScroll);
    // A walk already over when the page scrolled leaves nothing to tell (a fast machine); it was not over in any run here.
    if (walkingAtScroll) expect(order[0]).toBe('all');
    expect(problems(site)).toEqual([]);
  });
});

test.describe('fallback paths', () => {
  test('records which browser APIs the client found, and that the paths built on them ran', async ({ site, engine }, testInfo) => {
    await site.goto('/');
    await hydrated(site);
    const found = await site.evaluate(() => {
      const types = (window.PerformanceObserver as unknown as { supportedEntryTypes?: string[] } | undefined)?.supportedEntryTypes ?? [];
      return {
        requestIdleCallback: typeof window.requestIdleCallback === 'function',
        networkInformation: 'connection' in navigator,
        paintEntries: types.includes('paint'),
        largestContentfulPaint: types.includes('largest-contentful-paint'),
        layoutShift: types.includes('layout-shift'),
        firstInput: types.includes('first-input'),
        eventTiming: types.includes('event'),
        contentVisibility: CSS.supports('content-visibility', 'auto'),
        // The first frame's rule (inside Tailwind's utilities layer): the part skips rendering until laid out.
        deferredPartRule: [...document.styleSheets].some((sheet) => {
          const rules = (list: CSSRuleList): CSSRule[] =>
            [...list].flatMap((r) => ('cssRules' in r ? [r, ...rules((r as CSSGroupingRule).cssRules)] : [r]));
          return rules(sheet.cssRules).some(
            (r) =>
              r instanceof CSSStyleRule &&
              r.selectorText === '.defer-offscreen' &&
              r.style.getPropertyValue('content-visibility') === 'auto',
          );
        }),
        intersectionObserver: typeof window.IntersectionObserver === 'function',
        userAgent: navigator.userAgent,
      };
    });
    const paths = {
      idle: found.requestIdleCallback ? 'requestIdleCallback' : 'setTimeout fallback',
      prefetch: found.networkInformation ? 'navigator.connection consulted' : 'no navigator.connection: prefetch allowed',
      boot: found.paintEntries ? 'after the first-contentful-paint entry' : 'after the next animation frame',
      offscreenParts: found.contentVisibility ? 'content-visibility: auto until laid out after the first paint' : 'rendered in full',
      vitals: `LCP ${found.largestContentfulPaint ? 'measured' : 'not reported'}, CLS ${found.layoutShift ? 'measured' : 'not reported'}, FID ${found.firstInput ? 'measured' : 'not reported'}, INP ${found.eventTiming ? 'measured' : 'not reported'}`,
    };
    const record = { engine, found, paths };
    mkdirSync('test-results/engines', { recursive: true });
    writeFileSync(`test-results/engines/fallbacks-${engine}.json`, `${JSON.stringify(record, null, 2)}\n`);
    await testInfo.attach('fallback paths', { body: JSON.stringify(record, null, 2), contentType: 'application/json' });
    console.log(`fallback paths in ${engine}: ${JSON.stringify(paths)}`);

    // The idle-scheduled work ran on whichever path: the deployment check fetched the build's
    // meta, and the header links' payloads were prefetched.
    await until('the build meta fetch (scheduled at idle)', () => site.proxy.seen(/^\/_app\/builds\/meta\//).length === 1);
    await until('the header links prefetched (at idle)', () => site.proxy.seen(/_payload\.json$/).length >= 3);
    if (found.contentVisibility) expect(found.deferredPartRule).toBe(true);
    // After the first paint every part is laid out, whatever the engine (decision 0083).
    await waitFor(site, 'every part laid out', allLaidOut);
    expect(
      await site.evaluate(() => getComputedStyle(document.querySelector('.defer-offscreen')!).getPropertyValue('content-visibility')),
    ).toBe('visible');
    expect(problems(site)).toEqual([]);
  });
});

test.describe('the contact form', { tag: DEEPER_IN_CHROMIUM }, () => {
  // A real message: the proof of work (the test setting's few derivations) and a read of the database.
  test.describe.configure({ timeout: 120_000 });

  test('with JavaScript: checks first, then sends without a page load and confirms in place; stored once', async ({ site }) => {
    const email = `${site.engine}-${Date.now()}@example.org`;
    await site.goto('/contact');
    await hydrated(site);
    // The form's own checks come with a render after the page's hydration (novalidate): a click
    // before it meets the browser's bubbles.
    await waitFor(site, 'the form’s own checks', () => document.querySelector('form#contact')?.hasAttribute('novalidate'));
    await site.click('#contact button[type="submit"]');
    await waitFor(site, 'the error summary, focused', () => document.activeElement?.getAttribute('data-testid') === 'error-summary');
    expect(site.proxy.requests.filter((r) => r.method === 'POST')).toEqual([]);
    for (const [selector, text] of [
      ['#contact-name', 'Engine Tester'],
      ['#contact-email', email],
      ['#contact-message', `Sent from ${site.engine} to check the form works in every engine.`],
    ] as const) {
      await site.click(selector);
      await site.type(text);
    }
    await site.click('#contact-topic-other');
    await site.click('#contact-consent');
    // The e2e server runs the forms' checks for tests (TEST_VARS): no fill time to wait for.
    await waitFor(site, 'the hidden fields', () => document.querySelector<HTMLInputElement>('input[name="issued"]')?.value);
    await site.click('#contact button[type="submit"]');
    await waitFor(
      site,
      'the confirmation in place',
      () => document.querySelector('[data-testid="contact-sent"] h2') === document.activeElement,
    );
    expect(site.proxy.documents()).toEqual(['/contact']);
    expect(site.proxy.requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.status])).toEqual([['/contact', 200]]);
    expect(storedFor(email).map((r) => [r.topic, r.spam])).toEqual([['other', null]]);
    expect(problems(site)).toEqual([]);
  });
});

test.describe('positions and applying', () => {
  // A real application: a file, the proof of work (the test setting's) and a read of the database.
  test.describe.configure({ timeout: 120_000 });

  test('/careers leads to a position’s page on the client; its page carries the JobPosting', async ({ site }) => {
    await site.goto('/careers');
    await hydrated(site);
    await site.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await site.click('a[href="/careers/frontend-engineer"]');
    await waitFor(
      site,
      'the position on screen',
      () =>
        location.pathname === '/careers/frontend-engineer' &&
        document.querySelector('main h1')?.textContent === 'Frontend Engineer (React)',
    );
    expect(site.proxy.documents()).toEqual(['/careers']);
    expect(await site.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(site.proxy.seen(/^\/careers\/frontend-engineer\/_payload\.json$/).map((r) => r.status)).toEqual([200]);
    const jobPosting = await site.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')['@type']),
    );
    expect(jobPosting).toContain('JobPosting');
    expect(problems(site)).toEqual([]);
  });

  test(
    'with JavaScript: an application with a PDF is sent without a page load and confirmed in place; stored once',
    { tag: DEEPER_IN_CHROMIUM },
    async ({ site }, testInfo) => {
      const email = `${site.engine}-apply-${Date.now()}@example.org`;
      const cv = join(testInfo.outputDir, 'cv.pdf');
      mkdirSync(testInfo.outputDir, { recursive: true });
      writeFileSync(cv, '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
      await site.goto('/careers/site-reliability-engineer');
      await hydrated(site);
      for (const [selector, text] of [
        ['#apply-name', 'Engine Applicant'],
        ['#apply-email', email],
        ['#apply-message', `Applying from ${site.engine} to check the form works in every engine.`],
      ] as const) {
        await site.click(selector);
        await site.type(text);
      }
      await site.chooseFile('#apply-cv', cv);
      await site.click('#apply-consent');
      await waitFor(site, 'the hidden fields', () => document.querySelector<HTMLInputElement>('#apply input[name="issued"]')?.value);
      await site.click('#apply button[type="submit"]');
      await waitFor(
        site,
        'the confirmation in place',
        () => document.querySelector('[data-testid="apply-sent"] h2') === document.activeElement,
      );
      expect(site.proxy.documents()).toEqual(['/careers/site-reliability-engineer']);
      expect(site.proxy.requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.status])).toEqual([
        ['/careers/site-reliability-engineer', 200],
      ]);
      expect(storedFor(email).map((r) => [r.table, r.spam])).toEqual([['applications', null]]);
      expect(problems(site)).toEqual([]);
    },
  );
});
