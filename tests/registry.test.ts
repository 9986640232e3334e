import { describe, expect, it } from 'vitest';
import type { PageComponent } from '../client/app/state';
import { loadPage } from '../client/app/screen';
import {
  LANGS,
  NAV_PAGE_IDS,
  PAGE_IDS,
  STATIC_PAGE_IDS,
  isDynamic,
  matchRoute,
  pageDef,
  pagePath,
  payloadPath,
  type PageId,
} from '../client/routes';
import { SEARCH_INDEX, UI, openPositions } from '../client/site';
import { PAGE_DATA } from '../client/site/page-data';
import { SITES } from '../client/site/languages';
import { BUILD } from '../worker/manifest';
import { EVERY_PAGE, ORIGIN, request } from './helpers';

/**
 * Each page's module, named: compiles only while the registry's every page has a component that
 * renders the data of its own id (a page added to the registry without one fails typecheck here).
 */
const MODULES: { [K in PageId]: () => Promise<{ default: PageComponent<K> }> } = {
  home: () => import('../client/pages/home'),
  solutions: () => import('../client/pages/solutions'),
  company: () => import('../client/pages/company'),
  careers: () => import('../client/pages/careers'),
  'application-sent': () => import('../client/pages/application-sent'),
  position: () => import('../client/pages/position'),
  contact: () => import('../client/pages/contact'),
  'contact-sent': () => import('../client/pages/contact-sent'),
  privacy: () => import('../client/pages/privacy'),
  imprint: () => import('../client/pages/imprint'),
  work: () => import('../client/pages/work'),
  'work-entry': () => import('../client/pages/work-entry'),
  news: () => import('../client/pages/news'),
  'news-page': () => import('../client/pages/news-page'),
  'news-tag': () => import('../client/pages/news-tag'),
  'news-entry': () => import('../client/pages/news-entry'),
};

describe('the page registry', () => {
  it("loads each page's component from client/pages/<id>.tsx, the module its type names", async () => {
    for (const id of PAGE_IDS) expect((await loadPage(id)).default, id).toBe((await MODULES[id]()).default);
  });

  it('has a chunk of its own for every page in the build', () => {
    for (const id of PAGE_IDS) expect(BUILD.pages[id]?.chunk, id).toMatch(new RegExp(`^/_app/${id}-[A-Z0-9]+\\.js$`));
  });

  it('has copy and data for every page without a parameter', () => {
    for (const lang of LANGS) {
      expect(Object.keys(SITES[lang].PAGE_META).sort(), lang).toEqual([...STATIC_PAGE_IDS].sort());
      expect(Object.keys(PAGE_DATA[lang]).sort(), lang).toEqual([...STATIC_PAGE_IDS].sort());
      expect(Object.keys(SITES[lang].UI.routeLabels).sort(), lang).toEqual([...NAV_PAGE_IDS].sort());
    }
  });

  it('resolves every path it builds back to its page, language and parameters', () => {
    for (const page of EVERY_PAGE)
      expect(matchRoute(page.path), page.path).toEqual({ id: page.id, lang: page.lang, path: page.path, params: page.params });
    expect(matchRoute('/careers/applied')?.id).toBe('application-sent');
    expect(matchRoute('/careers/Not_An_Id')).toBeUndefined();
    expect(matchRoute('/nowhere')).toBeUndefined();
    expect(() => pagePath('position')).toThrow(/no value for :id/);
  });

  it('lists each page once per language, and one page per open position', () => {
    const positions = openPositions();
    expect(EVERY_PAGE.filter((p) => p.lang === 'de').map((p) => p.path)).toContain('/de/karriere/beworben');
    expect(new Set(EVERY_PAGE.map((p) => p.path)).size).toBe(EVERY_PAGE.length);
    expect(EVERY_PAGE.filter((p) => p.id === 'position' && p.lang === 'en').map((p) => p.params.id)).toEqual(positions.map((p) => p.id));
    expect(PAGE_IDS.filter(isDynamic)).toEqual(['position', 'work-entry', 'news-page', 'news-tag', 'news-entry']);
  });

  it('is what the sitemap lists: every indexable page, nothing else', async () => {
    const xml = await (await request('/sitemap.xml')).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed).toEqual(EVERY_PAGE.filter((p) => !p.noindex).map((p) => new URL(p.path, ORIGIN).toString()));
  });

  it('is what the command palette searches in each language: every indexable page and open position', () => {
    for (const lang of LANGS) {
      const hrefs = SITES[lang].SEARCH_INDEX.filter((e) => e.group !== 'sections').map((e) => e.href);
      const pages = EVERY_PAGE.filter((p) => p.lang === lang);
      expect(hrefs, lang).toEqual(
        [...pages.filter((p) => !p.noindex && !isDynamic(p.id)), ...pages.filter((p) => p.id === 'position')].map((p) => p.path),
      );
    }
    expect(SEARCH_INDEX).toBe(SITES.en.SEARCH_INDEX);
  });

  it('is what the header links: the nav pages, in registry order, in each language', async () => {
    for (const lang of LANGS) {
      const html = await (await request(pagePath('home', lang))).text();
      const nav = new RegExp(`<nav aria-label="${SITES[lang].CHROME.navLabel}">([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? '';
      expect(
        [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
        lang,
      ).toEqual(NAV_PAGE_IDS.map((id) => pagePath(id, lang)));
      expect(
        [...nav.matchAll(/>([^<>]+)<\/a>/g)].map((m) => m[1]),
        lang,
      ).toEqual(NAV_PAGE_IDS.map((id) => SITES[lang].UI.routeLabels[id]));
    }
    expect(NAV_PAGE_IDS.map((id) => UI.routeLabels[id])).toEqual(['Home', 'Solutions', 'Company', 'Careers', 'Contact']);
  });

  it('answers every page and its payload, and nothing for a method a page does not take', async () => {
    for (const page of EVERY_PAGE) {
      expect((await request(page.path)).status, page.path).toBe(200);
      expect((await request(payloadPath(page.path))).status, payloadPath(page.path)).toBe(200);
      expect((await request(page.path, { method: 'DELETE' })).status, page.path).toBe(405);
    }
    // Three requests for every page of the site: it grows with the pages.
  }, 120_000);

  it('keeps a forced colour mode, a noindex and a form page readable as flags', () => {
    expect(pageDef('contact').perVisitor).toBe(true);
    expect(pageDef('contact-sent').noindex).toBe(true);
    expect(PAGE_IDS.filter((id) => pageDef(id).perVisitor)).toEqual(['position', 'contact']);
  });
});
