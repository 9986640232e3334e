// The studio's preview (client/admin/preview.tsx): a draft is drawn by the site's own page
// components, in the language of the pane it previews, from the fields as the writer left them
// (facts filled in, page links resolved). The Markdown body is compiled by the build's compiler
// after the first render, so these renders leave it out.
import { renderToString } from 'react-dom/server.edge';
import { createElement } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { STUDIO_INPUTS } from '../dist/admin/studio-inputs';
import { GERMAN_ONLY_NEWS } from '../client/admin/config';
import { previewTemplates } from '../client/admin/preview';
import { parse } from 'yaml';
import imprintEn from '../content/pages/imprint.en.yaml?raw';
import homeDe from '../content/pages/home.de.yaml?raw';
import positionDe from '../content/positions/frontend-engineer.de.md?raw';
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

  it('has a template for each case study, post, and page with a component of its own', () => {
    expect(Object.keys(templates).sort()).toEqual(
      [
        'work',
        'news',
        'positions',
        GERMAN_ONLY_NEWS,
        ...['application-sent', 'careers', 'company', 'contact', 'contact-sent', 'home', 'imprint', 'privacy', 'solutions'].map(
          (p) => `pages-${p}`,
        ),
      ].sort(),
    );
  });
});
