import { describe, expect, it } from 'vitest';
import { LANGS, pagePath, type Lang } from '../client/routes';
import { NOT_FOUND_PATH } from '../client/site/all-pages';
import { SITES } from '../client/site/languages';
import { SHELL } from '../client/site/shell';
import { EVERY_PAGE, request } from './helpers';

/**
 * Issue 40: a studio is hired on its record. Every page links the case studies and the news of its
 * language from its header or footer, not only the palette, a breadcrumb or the home page.
 */

/** The paths of a language's pages a document's header and footer link, without their anchors. */
async function layoutLinks(html: string): Promise<Set<string>> {
  const hrefs = new Set<string>();
  const collect = { element: (e: Element) => void hrefs.add((e.getAttribute('href') ?? '').replace(/#.*$/, '')) };
  await new HTMLRewriter().on('header a[href]', collect).on('footer a[href]', collect).transform(new Response(html)).text();
  return hrefs;
}

/** A 404 in each language: a path of no page, under /de for the German one. */
const NOT_FOUND: Readonly<Record<Lang, string>> = { en: NOT_FOUND_PATH, de: `${pagePath('home', 'de')}${NOT_FOUND_PATH}` };

describe('the case studies and the news from every page', () => {
  const pages = [
    ...EVERY_PAGE.map((p) => ({ path: p.path, lang: p.lang, status: 200 })),
    ...LANGS.map((lang) => ({ path: NOT_FOUND[lang], lang, status: 404 })),
  ];

  it('walks every page of the registry in both languages and the 404s', () => {
    for (const lang of LANGS) {
      expect(pages.filter((p) => p.lang === lang && p.status === 200).length, lang).toBeGreaterThan(20);
    }
  });

  for (const { path, lang, status } of pages) {
    it(`${path} links ${pagePath('work', lang)} and ${pagePath('news', lang)} from its header or footer`, async () => {
      const res = await request(path);
      expect(res.status).toBe(status);
      const links = await layoutLinks(await res.text());
      expect(links).toContain(pagePath('work', lang));
      expect(links).toContain(pagePath('news', lang));
    });
  }

  it('names them as the palette does, in each language', () => {
    for (const lang of LANGS) {
      const labels = SHELL[lang].FOOTER.columns.flatMap((c) => c.links).map((l) => [l.href, l.label]);
      const palette = (href: string) => SITES[lang].SEARCH_INDEX.find((e) => e.group === 'pages' && e.href === href)?.title;
      expect(labels, lang).toContainEqual([pagePath('work', lang), palette(pagePath('work', lang))]);
      expect(labels, lang).toContainEqual([pagePath('news', lang), palette(pagePath('news', lang))]);
    }
  });

  it('would find a layout without them', async () => {
    const html = `<html><body><header><a href="${pagePath('company')}">Company</a></header><main><a href="${pagePath('work')}">Case studies</a></main><footer><a href="${pagePath('news')}#x">News</a></footer></body></html>`;
    const links = await layoutLinks(html);
    expect(links).not.toContain(pagePath('work'));
    expect(links).toContain(pagePath('news'));
  });
});
