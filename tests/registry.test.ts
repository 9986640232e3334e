import { describe, expect, it } from 'vitest';
import type { PageComponent } from '../client/app/state';
import { loadPage } from '../client/app/screen';
import { LANGS, PAGE_IDS, STATIC_PAGE_IDS, isDynamic, matchRoute, pageDef, pagePath, payloadPath, type PageId } from '../client/routes';
import { SEARCH_INDEX, UI, openPositions } from '../client/site';
import { PAGE_DATA } from '../client/site/page-data';
import { SITES } from '../client/site/languages';
import { BUILD } from '../worker/manifest';
import { EVERY_PAGE, ORIGIN, request } from './helpers';

/**
 * Each page's module, found as the registry finds it (client/pages/<id>.tsx), by Vite's glob: the
 * generated module of the pages' copy checks at compile time that each takes its own page's data
 * (dist/content/copy/pages.ts `PageComponents`).
 */
const MODULES = import.meta.glob<{ default: PageComponent<PageId> }>('../client/pages/*.tsx');

describe('the page registry', () => {
  it("loads each page's component from client/pages/<id>.tsx, the module its type names", async () => {
    for (const id of PAGE_IDS) {
      const module = MODULES[`../client/pages/${id}.tsx`];
      expect(module, id).toBeDefined();
      expect((await loadPage(id)).default, id).toBe((await module?.())?.default);
    }
  });

  it('has a chunk of its own for every page in the build', () => {
    for (const id of PAGE_IDS) expect(BUILD.pages[id]?.chunk, id).toMatch(new RegExp(`^/_app/${id}-[A-Z0-9]+\\.js$`));
  });

  it('has copy and data for every page without a parameter', () => {
    for (const lang of LANGS) {
      for (const id of STATIC_PAGE_IDS) expect(SITES[lang].PAGE_META[id]?.title, `${lang} ${id}`).toBeTruthy();
      expect(Object.keys(PAGE_DATA[lang]).sort(), lang).toEqual([...STATIC_PAGE_IDS].sort());
      expect(Object.keys(SITES[lang].UI.routeLabels).sort(), lang).toEqual(Object.keys(UI.routeLabels).sort());
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

  it('is what the header links: the UI copy’s pages (content/site/ui.<lang>.yaml), in its order, in each language', async () => {
    for (const lang of LANGS) {
      const header = Object.entries(SITES[lang].UI.routeLabels).map(([id, label]) => ({ href: pagePath(id as PageId, lang), label }));
      const html = await (await request(pagePath('home', lang))).text();
      const nav = new RegExp(`<nav aria-label="${SITES[lang].CHROME.navLabel}">([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? '';
      expect(
        [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
        lang,
      ).toEqual(header.map((h) => h.href));
      expect(
        [...nav.matchAll(/>([^<>]+)<\/a>/g)].map((m) => m[1]),
        lang,
      ).toEqual(header.map((h) => h.label));
    }
    expect(Object.values(UI.routeLabels)).toEqual(['Home', 'Solutions', 'Company', 'Careers', 'Contact']);
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
