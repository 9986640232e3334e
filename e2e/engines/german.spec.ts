import { pagePath } from '../../client/routes';
import { DEEPER_IN_CHROMIUM, expect, test } from './fixtures';
import { followNavLink, hydrated, waitFor, type Site } from './site';

/**
 * The German site in Firefox and WebKit (issue 30): the language hint offers an English browser
 * the English page, a header link stays German on the client, and the language switch is a full
 * load each way with the document's language, title and alternates
 * right. Chromium runs the same and more in e2e/german.spec.ts ("German pages"), so this test
 * carries DEEPER_IN_CHROMIUM.
 */

/** The document's language, title, path and hreflang alternates. */
const head = (site: Site) =>
  site.evaluate(() => ({
    path: location.pathname,
    lang: document.documentElement.lang,
    title: document.title,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]:not([type])')].map((l) => [
        l.getAttribute('hreflang'),
        new URL((l as HTMLLinkElement).href).pathname,
      ]),
    ),
  }));

/** The title the worker gives `path` on a full load. */
const serverTitle = (site: Site, path: string) =>
  site.evaluate(
    (p) =>
      fetch(p)
        .then((r) => r.text())
        .then((html) => new DOMParser().parseFromString(html, 'text/html').title),
    path,
  );

const documents = (site: Site) => site.proxy.requests.filter((r) => r.dest === 'document').map((r) => r.url);

test(
  'German: the hint offers the English page; a header link stays German on the client; the language switch to English and back is a full load with lang, title and alternates right',
  { tag: DEEPER_IN_CHROMIUM },
  async ({ site }) => {
    const de = pagePath('solutions', 'de');
    const en = pagePath('solutions', 'en');
    await site.goto(pagePath('home', 'de'));
    await hydrated(site);
    // These browsers prefer English: the German page offers its English counterpart in the language
    // hint, whose box comes in a chunk of its own (decision 0184).
    expect(await site.evaluate(() => navigator.languages[0] ?? navigator.language)).toMatch(/^en\b/);
    await waitFor(
      site,
      'the language hint in English',
      () => document.querySelector('[data-language-hint]')?.getAttribute('lang') === 'en',
    );
    expect(
      await site.evaluate(() => new URL(document.querySelector<HTMLAnchorElement>('[data-language-hint] a')?.href ?? '/x').pathname),
    ).toBe(pagePath('home', 'en'));
    await followNavLink(site, de);
    const deTitle = await serverTitle(site, de);
    await waitFor(site, 'the German title', (t) => document.title === t, deTitle);
    expect(await head(site)).toEqual({ path: de, lang: 'de', title: deTitle, alternates: { en, de, 'x-default': en } });
    expect(documents(site)).toEqual([pagePath('home', 'de')]);

    await site.click('header [data-language-switch]');
    await waitFor(site, 'the English page', (p) => location.pathname === p && document.documentElement.lang === 'en', en);
    await hydrated(site);
    expect(await head(site)).toEqual({ path: en, lang: 'en', title: await serverTitle(site, en), alternates: { en, de, 'x-default': en } });

    await site.click('header [data-language-switch]');
    await waitFor(site, 'the German page again', (p) => location.pathname === p && document.documentElement.lang === 'de', de);
    await hydrated(site);
    expect(await head(site)).toEqual({ path: de, lang: 'de', title: deTitle, alternates: { en, de, 'x-default': en } });
    expect(documents(site)).toEqual([pagePath('home', 'de'), en, de]);
    expect(site.problems()).toEqual([]);
  },
);
