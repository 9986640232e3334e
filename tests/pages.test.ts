import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LANGS, pagePath } from '../client/routes';
import { COMPANY, ORGANIZATION } from '../client/site';
import { SITES } from '../client/site/languages';
import { OG_LOCALES } from '../client/app/site-head';
import { BOOTSTRAP_SCRIPT, COLOR_MODE_SCRIPT } from '../client/app/document-scripts';
import { BOOT_ELEMENT_ID } from '../client/app/document-ids';
import { BUILD } from '../worker/manifest';
import { EVERY_PAGE, ORIGIN, SPEC_ROUTES, entryOf, decodeEntities, jsonLd, pageMeta, parseDocument, request } from './helpers';

/** The build's stylesheet, as the worker reads it from the asset store and inlines it. */
const stylesheet = async () => (await env.ASSETS.fetch(new Request(`${ORIGIN}${BUILD.css}`))).text();

describe('pages', () => {
  for (const route of EVERY_PAGE) {
    describe(route.path, () => {
      it('answers 200 text/html, the whole document rendered before it is sent (decision 0001)', async () => {
        const res = await request(route.path);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        const html = await res.text();
        expect(html.startsWith(`<!DOCTYPE html><html lang="${route.lang}"`)).toBe(true);
        expect(html.endsWith('</html>')).toBe(true);
        // A streamed render would leave a pending Suspense boundary (<!--$?-->) filled in later by
        // an inline completion script ($RC), which the hash-only CSP would block.
        expect(html).not.toContain('<!--$?-->');
        expect(html).not.toMatch(/\$RC\(|<template id="B:/);
      });

      it('has the title from the template and the page metadata', async () => {
        const doc = await parseDocument(await (await request(route.path)).text());
        const meta = pageMeta(route);
        const { SITE_HEAD } = SITES[route.lang];
        // A case study or a post is an article with a picture of its own.
        const article = entryOf(route);
        const title = `${meta.title} ${route.lang === 'de' ? '–' : '-'} ${COMPANY.name}`;
        expect(decodeEntities(doc.title)).toBe(title);
        const indexed = !route.noindex;
        const canonical = new URL(route.path, ORIGIN).toString();
        const expected: Record<string, string> = {
          description: meta.description,
          keywords: SITE_HEAD.keywords.join(', '),
          author: SITE_HEAD.author,
          robots: indexed ? 'index, follow' : 'noindex',
          'theme-color': SITE_HEAD.themeColor,
          'og:type': article ? 'article' : 'website',
          'og:locale': OG_LOCALES[route.lang],
          'og:locale:alternate': OG_LOCALES[route.lang === 'en' ? 'de' : 'en'],
          'og:site_name': COMPANY.name,
          'og:title': title,
          'og:description': meta.description,
          ...(indexed ? { 'og:url': canonical } : {}),
          'og:image': article ? `${ORIGIN}/og/${article.og}` : `${ORIGIN}${SITE_HEAD.socialImage.path}`,
          'og:image:width': '1200',
          'og:image:height': '630',
          'og:image:alt': article ? article.title : SITE_HEAD.socialImage.alt,
          ...(article ? { 'article:published_time': article.published } : {}),
          'twitter:card': 'summary_large_image',
          'twitter:title': title,
          'twitter:description': meta.description,
          'twitter:image': article ? `${ORIGIN}/og/${article.og}` : `${ORIGIN}${SITE_HEAD.socialImage.path}`,
        };
        for (const [key, value] of Object.entries(expected)) {
          expect(decodeEntities(doc.meta.get(key) ?? '<missing>'), key).toBe(value);
          expect(doc.metaCount.get(key), `${key} appears once`).toBe(1);
        }
        expect(SITE_HEAD.themeColor).toMatch(/^#1d4ed8$/); // blue-700
        // Its canonical is itself, never the other language's page.
        expect(doc.links.get('canonical')?.map((l) => l.href)).toEqual(indexed ? [canonical] : undefined);
        expect(doc.htmlAttrs.lang).toBe(route.lang);
        expect(doc.h1).toHaveLength(1);
      });

      it('names the page in every language and x-default (English) as hreflang alternates, absolute and the same on each page of the set', async () => {
        const doc = await parseDocument(await (await request(route.path)).text());
        const alternates = (doc.links.get('alternate') ?? []).filter((l) => l.attrs.hreflang).map((l) => [l.attrs.hreflang, l.href]);
        if (route.noindex) return expect(alternates).toEqual([]);
        // An entry names its own translation (one in one language only has none); other pages are the registry's in each language.
        const entry = entryOf(route);
        const exists = (path: string) => EVERY_PAGE.some((p) => p.path === path);
        const paths = entry
          ? LANGS.flatMap((lang) => (entry.alternates[lang] ? [[lang, entry.alternates[lang]] as const] : []))
          : LANGS.map((lang) => [lang, pagePath(route.id, lang, route.params)] as const).filter(([, path]) => exists(path));
        if (paths.length < 2) return expect(alternates).toEqual([]);
        const url = (path: string) => new URL(path, ORIGIN).toString();
        expect(alternates).toEqual([
          ...paths.map(([lang, path]) => [lang, url(path)]),
          ['x-default', url(paths.find(([lang]) => lang === 'en')![1])],
        ]);
        // Reciprocal: the other language's page names the same set.
        const other = paths.find(([lang]) => lang !== route.lang)![1];
        const theirs = await parseDocument(await (await request(other)).text());
        expect((theirs.links.get('alternate') ?? []).filter((l) => l.attrs.hreflang).map((l) => [l.attrs.hreflang, l.href])).toEqual(
          alternates,
        );
      });

      it('links favicons: SVG, a PNG/ICO fallback and an apple-touch-icon', async () => {
        const doc = await parseDocument(await (await request(route.path)).text());
        const icons = doc.links.get('icon') ?? [];
        expect(icons.find((l) => l.attrs.type === 'image/svg+xml')?.href).toBe('/favicon.svg');
        expect(icons.some((l) => l.href === '/favicon.ico')).toBe(true);
        expect(doc.links.get('apple-touch-icon')?.[0]?.href).toBe('/apple-touch-icon.png');
      });

      it("has one valid Organization JSON-LD block, described in the page's language", async () => {
        const ld = jsonLd(await parseDocument(await (await request(route.path)).text()), 'Organization');
        expect(ld['@context']).toBe('https://schema.org');
        expect(ld['@type']).toBe('Organization');
        expect(ld.name).toBe(COMPANY.name);
        expect(ld.description).toBe(SITES[route.lang].COMPANY.description);
        expect(ld.url).toBe(`${ORIGIN}/`);
        expect(ld.foundingDate).toBe('2019');
        expect(ld.numberOfEmployees).toEqual({ '@type': 'QuantitativeValue', minValue: 10, maxValue: 50 });
        expect(ld.sameAs).toEqual(COMPANY.social.map((s) => s.url));
        const catalog = ld.hasOfferCatalog as { '@type': string; itemListElement: { '@type': string; itemOffered: { name: string } }[] };
        expect(catalog['@type']).toBe('OfferCatalog');
        expect(catalog.itemListElement.map((o) => o.itemOffered.name)).toEqual(SITES[route.lang].ORGANIZATION.offers.map((o) => o.name));
        if (route.lang === 'en')
          expect(catalog.itemListElement.map((o) => o.itemOffered.name)).toEqual([
            'Custom SaaS development',
            'Web and API development',
            'Newsloom API',
          ]);
        // One organisation in every language.
        expect(ld['@id']).toBe(`${ORIGIN}/#organization`);
        expect(catalog.itemListElement.every((o) => o['@type'] === 'Offer')).toBe(true);
      });

      it('boots the hashed entry and the page chunk after the first paint, inlines the stylesheet; marks the current nav link', async () => {
        const html = await (await request(route.path)).text();
        const doc = await parseDocument(html);
        // No script is requested by the markup itself: the boot script loads them after the first paint.
        expect(doc.scripts.filter((s) => s.src !== null)).toEqual([]);
        expect(doc.links.get('modulepreload')).toBeUndefined();
        const boot = doc.scripts.find((s) => s.id === BOOT_ELEMENT_ID);
        const { entry, modules, report } = JSON.parse(boot?.text ?? '{}') as { entry: string; modules: string[]; report: string };
        expect(entry).toBe(BUILD.assets.entry);
        // The sender of error reports: named for the page guard, loaded only on a first error, one file.
        expect(report).toBe(BUILD.assets.report);
        expect(modules).not.toContain(report);
        const sender = await env.ASSETS.fetch(new Request(`${ORIGIN}${report}`));
        expect(sender.status).toBe(200);
        expect(await sender.text()).not.toMatch(/\bimport\s*["'(]|\bfrom\s*["']/);
        expect(modules).toEqual(
          expect.arrayContaining([...BUILD.assets.entryPreload, BUILD.pages[route.id].chunk, ...BUILD.pages[route.id].preload]),
        );
        // A German page boots the German copy of the layout too; an English page loads nothing for another language.
        const copy = BUILD.copy.de;
        if (route.lang === 'de') expect(modules).toEqual(expect.arrayContaining([copy!.chunk, ...copy!.preload]));
        else expect(modules).not.toContain(copy?.chunk);
        expect(new Set(modules).size).toBe(modules.length);
        expect(doc.scripts.some((s) => s.type === '' && s.text === BOOTSTRAP_SCRIPT)).toBe(true);
        // Each script of the first load asks V8 to compile it while it streams in (decision 0082).
        for (const url of [entry, ...modules]) {
          const js = await (await env.ASSETS.fetch(new Request(`${ORIGIN}${url}`))).text();
          expect(js.startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
          // The colour-mode script's text is read back from the document (App's colorModeScript), never shipped.
          expect(js.includes(COLOR_MODE_SCRIPT), url).toBe(false);
        }
        // No stylesheet request before the first paint: the build's whole CSS, once, in the head.
        expect(doc.links.get('stylesheet')).toBeUndefined();
        const css = await stylesheet();
        expect(doc.styles).toEqual([{ inHead: true, id: 'site-css', text: css }]);
        expect(css).toContain('@font-face{font-family:"Jost"');
        const font = doc.links.get('preload')?.find((l) => l.attrs.as === 'font');
        expect(font?.href).toBe(BUILD.assets.font);
        expect(html).toContain(`data-build-id="${BUILD.buildId}"`);
        const nav = new RegExp(`<nav aria-label="${SITES[route.lang].CHROME.navLabel}">([\\s\\S]*?)</nav>`).exec(html)?.[1] ?? '';
        if (route.id in SITES[route.lang].UI.routeLabels) {
          expect(nav).toMatch(new RegExp(`<a href="${route.path}" aria-current="page"`));
          expect(nav.match(/aria-current="page"/g)).toHaveLength(1);
        } else expect(nav).not.toContain('aria-current="page"');
      });

      it('lays out the first screen only: on a page of sections, every part after the hero skips rendering until near it (decision 0083)', async () => {
        const parts: { deferred: boolean; h1: boolean }[] = [];
        const deferredFooters: boolean[] = [];
        const isDeferred = (e: Element) => (e.getAttribute('class') ?? '').split(/\s+/).includes('defer-offscreen');
        await new HTMLRewriter()
          .on('main > *', { element: (e) => void parts.push({ deferred: isDeferred(e), h1: false }) })
          .on('main h1', { element: () => void (parts.at(-1)!.h1 = true) })
          .on('footer', { element: (e) => void deferredFooters.push(isDeferred(e)) })
          .transform(await request(route.path))
          .arrayBuffer();
        // A page of one or two parts (a form, a notice) has nothing below its first screen to defer.
        // The spec's four pages are pages of sections; a page without deferred parts (a form, a
        // notice, a position) is laid out whole.
        if ((SPEC_ROUTES as readonly string[]).includes(route.path))
          expect(
            parts.some((p) => p.deferred),
            'a page of sections',
          ).toBe(true);
        if (!parts.some((p) => p.deferred)) return;
        // The hero holds the h1 (the LCP element) and paints with the first frame.
        expect(parts[0]).toEqual({ deferred: false, h1: true });
        expect(parts.slice(1).every((p) => p.deferred && !p.h1)).toBe(true);
        expect(deferredFooters).toEqual([true]);
      });

      it('answers HEAD with the headers and no body', async () => {
        const res = await request(route.path, { method: 'HEAD' });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(await res.text()).toBe('');
      });
    });
  }

  it('ships the rules of the deferred parts: skipped off screen until laid out after the first paint, at a #hash, in print and without scripts (decision 0083)', async () => {
    const css = await stylesheet();
    expect(css).toContain('.defer-offscreen{content-visibility:auto;contain-intrinsic-block-size:auto 40rem}');
    expect(css).toContain(':root[data-layout-all] .defer-offscreen,:root:has(:target) .defer-offscreen{content-visibility:visible}');
    expect(css).toContain('@media print,(scripting:none){.defer-offscreen{content-visibility:visible}}');
  });

  it('keeps the site module the source of the layout: footer e-mail, social links and year', async () => {
    const html = await (await request('/company')).text();
    expect(html).toContain(`href="mailto:${COMPANY.email}"`);
    for (const s of COMPANY.social) expect(html).toContain(`href="${s.url}"`);
    expect(html).toContain(String(new Date().getUTCFullYear()));
  });
});

describe('the JSON-LD block', () => {
  const organization = async () => jsonLd(await parseDocument(await (await request('/')).text()));

  it('states the industry (software development) in schema.org terms: knowsAbout, NAICS and ISIC codes, no `industry`', async () => {
    const ld = await organization();
    expect(ld.knowsAbout).toBe('Software development');
    expect(ld.naics).toBe('541511');
    expect(ld.isicV4).toBe('6201');
    expect(ld).not.toHaveProperty('industry');
  });

  it('has the postal address in Leipzig and contact points with e-mail addresses', async () => {
    const ld = await organization();
    expect(ld.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Leipzig', addressRegion: 'Saxony', addressCountry: 'DE' });
    expect(ld.email).toBe(COMPANY.email);
    const contacts = ld.contactPoint as { '@type': string; contactType: string; email: string }[];
    expect(contacts.map((c) => [c['@type'], c.contactType, c.email])).toEqual([
      ['ContactPoint', 'sales', COMPANY.email],
      ['ContactPoint', 'recruiting', COMPANY.careersEmail],
      ['ContactPoint', 'technical support', COMPANY.apiEmail],
    ]);
  });

  it('names a logo of at least 112×112 px, and the served file has that size itself', async () => {
    const logo = (await organization()).logo as Record<string, unknown>;
    const px = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' });
    expect(logo).toEqual({
      '@type': 'ImageObject',
      url: `${ORIGIN}/logo.svg`,
      contentUrl: `${ORIGIN}/logo.svg`,
      encodingFormat: 'image/svg+xml',
      width: px(ORGANIZATION.logo.width),
      height: px(ORGANIZATION.logo.height),
    });
    expect(Math.min(ORGANIZATION.logo.width, ORGANIZATION.logo.height)).toBeGreaterThanOrEqual(112);
    const file = await env.ASSETS.fetch(new Request(`${ORIGIN}${ORGANIZATION.logo.path}`));
    expect(file.status).toBe(200);
    const svg = /<svg\b[^>]*>/.exec(await file.text())?.[0] ?? '';
    expect(svg).toContain(`width="${ORGANIZATION.logo.width}"`);
    expect(svg).toContain(`height="${ORGANIZATION.logo.height}"`);
  });

  it('cannot be closed by content: "<" is escaped in the script text', async () => {
    const html = await (await request('/')).text();
    const block = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block.length).toBeGreaterThan(100);
    expect(block).not.toContain('<');
  });
});
