// The studio's preview (client/admin/preview.tsx): a draft is drawn by the site's own page
// components, in the language of the pane it previews, from the fields as the writer left them
// (facts filled in, page links resolved). The Markdown body is compiled by the build's compiler
// after the first render, so these renders leave it out.
import { renderToString } from 'react-dom/server.edge';
import { createElement } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { STUDIO_INPUTS } from '../dist/admin/studio-inputs';
import { GERMAN_ONLY_NEWS, studioConfig } from '../client/admin/config';
import { RichTextSample, previewTemplates } from '../client/admin/preview';
import { ERROR_PAGE } from '../client/site/pages/error';
import { compileMarkdown } from '../scripts/content/rules.mjs';
import type { Block } from '../client/content/types';
import { parse } from 'yaml';
import imprintEn from '../content/pages/imprint.en.yaml?raw';
import homeDe from '../content/pages/home.de.yaml?raw';
import positionDe from '../content/positions/frontend-engineer.de.md?raw';
import workEn from '../content/pages/work.en.yaml?raw';
import workDe from '../content/pages/work.de.yaml?raw';
import newsEn from '../content/pages/news.en.yaml?raw';
import newsDe from '../content/pages/news.de.yaml?raw';
import errorEn from '../content/pages/error.en.yaml?raw';
import errorDe from '../content/pages/error.de.yaml?raw';
import positionCopyEn from '../content/pages/position.en.yaml?raw';
import chromeEn from '../content/site/chrome.en.yaml?raw';
import uiDe from '../content/site/ui.de.yaml?raw';
import footerEn from '../content/site/footer.en.yaml?raw';
import companyDe from '../content/site/company.de.yaml?raw';
import paletteDe from '../content/site/palette.de.yaml?raw';
import richTextEn from '../content/site/rich-text.en.yaml?raw';
import queuePost from '../content/news/idempotent-queue-processing.en.md?raw';
import { splitFrontMatter } from '../scripts/content/rules.mjs';

const templates = Object.fromEntries(previewTemplates(STUDIO_INPUTS));

/** Decap's entry as the preview gets it: Immutable maps, the previewed language's data as `data`. */
function entryOf(slug: string, data: Record<string, unknown>, lang: 'en' | 'de' = 'en'): PreviewTemplateComponentProps['entry'] {
  const map = (o: Record<string, unknown>) => ({
    get: (k: string) => o[k],
    getIn: (path: string[]) =>
      path.reduce<unknown>(
        (x, k) => (x && typeof (x as { get?: unknown }).get === 'function' ? (x as { get: (k: string) => unknown }).get(k) : undefined),
        map(o),
      ),
    toJS: () => o,
  });
  const own = map(data);
  return map({
    data: own,
    slug,
    i18n: map(lang === 'de' ? { de: map({ data: own }) } : {}),
  }) as unknown as PreviewTemplateComponentProps['entry'];
}

/** Renders a collection's preview template as the frame would, without its effects. */
function preview(collection: string, entry: PreviewTemplateComponentProps['entry']): string {
  const template = templates[collection];
  if (!template) throw new Error(`no preview template for ${collection}`);
  const doc = { documentElement: { classList: { toggle() {} }, style: {} }, body: {} } as unknown as Document;
  return renderToString(createElement(template, { entry, document: doc } as unknown as PreviewTemplateComponentProps));
}

const study = {
  title: 'Ein neuer Titel',
  slug: 'ein-neuer-titel',
  description: 'Worum es ging.',
  published: '2025-06-18T09:00:00+02:00',
  client: 'Fahrwerk Mobility',
  industry: 'Mobilität',
  services: ['custom-saas'],
  duration: '5 Monate',
  team: '3 Entwickler',
  results: [
    { value: '−33 %', label: 'Supportanfragen' },
    { value: '0 Min.', label: 'Ausfall' },
  ],
  quote: { text: 'Gut gemacht.', author: 'Katrin Vogel', role: 'Head of Product' },
  technologies: ['TypeScript'],
  body: '## Der Kunde\n\nEin Absatz mit **Nachdruck**.',
};

const post = {
  title: 'A draft post',
  slug: 'a-draft-post',
  description: 'Not out yet.',
  published: '2099-01-05T09:00:00+01:00',
  author: Object.keys(STUDIO_INPUTS.labels?.authors ?? {})[0] ?? '',
  tags: [Object.keys(STUDIO_INPUTS.labels?.tags ?? {})[0] ?? ''],
  draft: true,
  body: 'First paragraph.',
};

describe('the studio preview', () => {
  it('draws a German case study with the case study page, in German, with its body compiled', () => {
    const html = preview('work', entryOf('fahrwerk-mobility', study, 'de'));
    expect(html).toContain('<h1');
    expect(html).toContain('Ein neuer Titel');
    expect(html).toContain('18. Juni 2025');
    expect(html).toContain('Deutsch');
    expect(html).toContain('Katrin Vogel');
  });

  it('draws an English case study in English', () => {
    const html = preview('work', entryOf('fahrwerk-mobility', { ...study, title: 'A new title' }));
    expect(html).toContain('A new title');
    expect(html).toContain('18 June 2025');
    expect(html).toContain('English');
  });

  it('draws a draft scheduled post, which no build holds, with its author and tag names', () => {
    const html = preview('news', entryOf('a-draft-post', post));
    expect(html).toContain('A draft post');
    expect(html).toContain(Object.values(STUDIO_INPUTS.labels?.authors ?? {})[0] ?? '');
    expect(html).toContain('2099');
  });

  it('draws a German-only post in German', () => {
    const html = preview(GERMAN_ONLY_NEWS, entryOf('nur-deutsch', { ...post, title: 'Nur auf Deutsch' }));
    expect(html).toContain('Nur auf Deutsch');
    expect(html).toContain('Deutsch');
  });

  it('draws a page from its raw copy file, with its facts filled in and its page links resolved', () => {
    const raw = parse(imprintEn) as Record<string, unknown>;
    expect(JSON.stringify(raw)).toContain('{company.legalName}');
    const html = preview('pages-imprint', entryOf('imprint', raw));
    expect(html).toContain('Imprint');
    expect(html).not.toContain('{company.');
    expect(html).not.toContain('{legal.');
  });

  it('draws the German home page with its links resolved per language', () => {
    const raw = parse(homeDe) as Record<string, unknown>;
    expect(JSON.stringify(raw)).toContain('page:');
    const html = preview('pages-home', entryOf('home', raw, 'de'));
    expect(html).not.toMatch(/href="page:/);
    expect(html).toMatch(/href="\/de\/kontakt/);
  });

  it('draws a position, a closed one too, with the position page in its language', () => {
    const { yaml, body } = splitFrontMatter(positionDe) ?? { yaml: '', body: '' };
    const data: Record<string, unknown> = { ...(parse(yaml) as Record<string, unknown>), status: 'closed', body };
    const html = preview('positions', entryOf('frontend-engineer', data, 'de'));
    expect(html).toContain(String(data.title));
    expect(html).toContain('Deutsch');
    expect(html).toContain('€');
    expect(html).toContain(body.trim().split('\n')[0]?.slice(0, 40) ?? '');
  });

  /** A copy file with one field changed, as the writer leaves it: the path of keys, and the new text. */
  const edited = (raw: string, path: string[], text: string): Record<string, unknown> => {
    const data = parse(raw) as Record<string, unknown>;
    let at: Record<string, unknown> = data;
    for (const k of path.slice(0, -1)) at = at[k] as Record<string, unknown>;
    const last = path.at(-1) ?? '';
    expect(at[last], `${path.join('.')} is a field of the file`).toBeTypeOf('string');
    at[last] = text;
    return data;
  };

  it.each([
    ['pages-work', workEn, ['title'], 'en'],
    ['pages-work', workDe, ['filter', 'empty'], 'de'],
    ['pages-news', newsEn, ['lead'], 'en'],
    ['pages-news', newsDe, ['title'], 'de'],
    ['pages-position', positionCopyEn, ['facts', 'salary'], 'en'],
    ['site-chrome', chromeEn, ['menuButton'], 'en'],
    ['site-ui', uiDe, ['errors', 'titles', '404'], 'de'],
    ['site-footer', footerEn, ['rights'], 'en'],
    ['site-company', companyDe, ['tagline'], 'de'],
    ['site-palette', paletteDe, ['placeholder'], 'de'],
  ] as const)("draws %s with the field as edited, in its pane's language", (collection, raw, path, lang) => {
    const text = `Edited ${path.join(' ')} ${lang}`;
    const html = preview(collection, entryOf(collection.replace(/^[a-z]+-/, ''), edited(raw, [...path], text), lang));
    expect(html).toContain(text);
    expect(html).toContain(lang === 'de' ? 'Deutsch' : 'English');
    expect(html).not.toMatch(/href="page:/);
  });

  it("draws the header and the footer around a site-wide block, the site's layout", () => {
    const html = preview('site-footer', entryOf('footer', edited(footerEn, ['label'], 'Edited footer label')));
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*id="site-footer"/);
    expect(html).toContain('aria-label="Edited footer label"');
  });

  it('draws the 404 and both 500 pages with the edited error copy, and leaves the built copy as it was', () => {
    const before = JSON.stringify(ERROR_PAGE);
    const draft = edited(errorEn, ['reference'], 'Edited reference:');
    (draft.messages as Record<string, string>)['404'] = 'Edited not found: {path}';
    (draft.links as { label: string }[])[0]!.label = 'Edited link';
    const html = preview('pages-error', entryOf('error', draft));
    expect(html).toContain('Edited reference:');
    expect(html).toContain('Edited not found: /');
    expect(html).toContain('Edited link');
    expect(html).toContain(String((parse(errorEn) as { helpWithoutReference: string }).helpWithoutReference));
    expect(html.match(/data-testid="error-message"/g)).toHaveLength(3);
    expect(JSON.stringify(ERROR_PAGE)).toBe(before);
    expect(preview('pages-error', entryOf('error', parse(errorDe) as Record<string, unknown>, 'de'))).toContain('Fehler 404');
  });

  it('draws a rich text with the edited labels of its heading anchors and code samples', async () => {
    const { body } = splitFrontMatter(queuePost) ?? { yaml: '', body: '' };
    const { blocks } = await compileMarkdown(body, {
      link: (href: string) => ({ href }),
      picture: () => ({ width: 1, height: 1 }),
      report: () => undefined,
      lineOffset: 0,
    });
    const copy = { ...(parse(richTextEn) as Record<string, string>), anchor: 'Edited anchor: {heading}', code: 'Edited code ({lang})' };
    const doc = { documentElement: { classList: { toggle() {} }, style: {} }, body: {} } as unknown as Document;
    const html = renderToString(createElement(RichTextSample, { lang: 'en', doc, copy, blocks: blocks as Block[] }));
    expect(html).toContain('Edited anchor: ');
    expect(html).toContain('Edited code (');
    expect(preview('site-rich-text', entryOf('rich-text', copy))).toContain('English');
  });

  it('has a template for every collection of copy, case studies, posts and positions in the generated config', () => {
    const names = studioConfig(STUDIO_INPUTS).collections.map((c) => c.name);
    const copyBlocks = names.filter((n) => /^(pages|site)-/.test(n));
    expect(copyBlocks.length).toBe(Object.keys(STUDIO_INPUTS.pages).length + Object.keys(STUDIO_INPUTS.site).length);
    // Facts and clients are data other blocks fill in, with no part of the site of their own.
    expect(names.filter((n) => !(n in templates))).toEqual(['facts']);
    expect(Object.keys(templates).filter((n) => !names.includes(n))).toEqual([]);
  });
});
