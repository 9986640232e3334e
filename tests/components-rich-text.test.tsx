import { describe, expect, it } from 'vitest';
import { RichText } from '../client/components/rich-text';
import type { Block, CaseStudy, NewsPost } from '../client/content/types';
import { longDate } from '../client/format';
import WorkPage from '../client/pages/work';
import WorkEntryPage from '../client/pages/work-entry';
import NewsPage from '../client/pages/news';
import NewsEntryPage from '../client/pages/news-entry';
import { NEWS_PAGE } from '../client/site/pages/news';
import { RICH_TEXT, WORK_PAGE } from '../client/site/pages/work';
import { renderHtml } from './render-helpers';

const text = (value: string) => ({ type: 'text', value }) as const;

const BODY: Block[] = [
  {
    type: 'heading',
    level: 2,
    id: 'the-problem',
    text: 'The problem',
    children: [text('The '), { type: 'emphasis', children: [text('problem')] }],
  },
  {
    type: 'paragraph',
    children: [
      text('See <script>alert(1)</script> and '),
      { type: 'link', href: '/work', children: [text('our work')] },
      text(' or '),
      { type: 'link', href: 'https://example.org', children: [text('theirs')] },
    ],
  },
  { type: 'list', ordered: true, start: 3, items: [[{ type: 'paragraph', children: [text('three')] }]] },
  { type: 'table', align: [null, 'right'], head: [[text('Plan')], [text('Price')]], rows: [[[text('Free')], [text('€0')]]] },
  { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'strong', children: [text('Quoted')] }] }] },
  { type: 'figure', src: '/images/work/diagram.svg', alt: 'A diagram', width: 640, height: 360, caption: 'How it fits' },
  { type: 'code', lang: 'ts', lines: [[{ text: 'const', kind: 'keyword' }, { text: ' a = ' }, { text: '1', kind: 'number' }], []] },
  { type: 'rule' },
];

describe('RichText', () => {
  it('renders every node as markup, with heading anchors, lazy figures and coloured tokens', async () => {
    const html = await renderHtml(<RichText blocks={BODY} copy={RICH_TEXT} />);
    expect(html).toContain('<h2 id="the-problem"');
    expect(html).toContain('The <em>problem</em>');
    expect(html).toContain('href="#the-problem" class=');
    expect(html).toContain('aria-label="Link to this section: The problem"');
    expect(html).toContain('href="/work"');
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('<ol start="3"');
    expect(html).toContain('<th scope="col"');
    expect(html).toMatch(/<td class="[^"]*text-right">€0<\/td>/);
    expect(html).toContain('<blockquote');
    expect(html).toMatch(/<img src="\/images\/work\/diagram.svg" alt="A diagram" width="640" height="360" loading="lazy"/);
    expect(html).toContain('<figcaption');
    expect(html).toMatch(/<pre role="region" tabindex="0" aria-label="Code sample \(ts\)"/);
    expect(html).toContain(
      '<span class="text-red-700 dark:text-red-300">const</span> a = <span class="text-amber-800 dark:text-amber-200">1</span>',
    );
    expect(html).toContain('<hr');
  });

  it('escapes text: content never becomes markup', async () => {
    const html = await renderHtml(<RichText blocks={BODY} copy={RICH_TEXT} />);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('dates', () => {
  it('are written in Berlin time with the language’s fixed locale', () => {
    expect(longDate('2026-03-18T09:00:00+01:00', 'en')).toBe('18 March 2026');
    expect(longDate('2026-03-18T09:00:00+01:00', 'de')).toBe('18. März 2026');
    // 23:30 UTC is already the next day in Berlin.
    expect(longDate('2026-03-18T23:30:00+00:00', 'en')).toBe('19 March 2026');
    // A date alone is that day in Leipzig, wherever the reader is.
    expect(longDate('2026-10-05', 'de')).toBe('5. Oktober 2026');
  });

  it('and amounts as each language writes them', async () => {
    const { euros, count } = await import('../client/format');
    expect(euros(58000, 'de')).toBe('58.000\u00a0€');
    expect(euros(72000, 'en')).toBe('€72,000');
    expect(count(5000, 'de')).toBe('5.000');
  });
});

const STUDY: CaseStudy = {
  key: 'booking-platform',
  lang: 'en',
  slug: 'booking-platform',
  url: '/work/booking-platform',
  title: 'A booking platform rebuilt in five months',
  description: 'How it went.',
  published: '2026-02-02T10:00:00+01:00',
  alternates: { en: '/work/booking-platform' },
  og: 'work-booking-platform.en.png',
  readingMinutes: 4,
  body: BODY,
  client: 'Fahrwerk Mobility',
  industry: 'Mobility',
  services: ['custom-saas', 'api-development'],
  duration: '5 months',
  team: '4 engineers, 1 designer',
  results: [
    { value: '−33 %', label: 'Support tickets' },
    { value: '0', label: 'Days of downtime' },
  ],
  quote: { text: 'They rebuilt it.', author: 'Katrin Vogel', role: 'Head of Product' },
  technologies: ['TypeScript', 'PostgreSQL'],
};

const POST: NewsPost = {
  key: 'hello',
  lang: 'en',
  slug: 'hello',
  url: '/news/hello',
  title: 'Hello',
  description: 'A first post.',
  published: '2026-03-18T09:00:00+01:00',
  updated: '2026-03-20T09:00:00+01:00',
  alternates: { en: '/news/hello' },
  og: 'news-hello.en.png',
  readingMinutes: 2,
  body: BODY,
  author: { id: 'marta-huebner', name: 'Marta Hübner' },
  tags: [{ id: 'engineering', label: 'Engineering' }],
};

describe('work pages', () => {
  it('/work narrows by service with plain links and marks the current one', async () => {
    const html = await renderHtml(
      <WorkPage
        data={{ copy: WORK_PAGE, service: 'api-development', services: ['custom-saas', 'api-development'], entries: [STUDY], total: 3 }}
      />,
    );
    expect(html).toContain('href="/work"');
    expect(html).toMatch(/href="\/work\?service=api-development" aria-current="page"/);
    expect(html).toContain('1 of 3 case studies');
    expect(html).toContain('href="/work/booking-platform"');
  });

  it('a case study shows its facts, results, quote, technologies and body', async () => {
    const html = await renderHtml(
      <WorkEntryPage
        data={{ jsonLd: '{}', copy: WORK_PAGE, richText: RICH_TEXT, entry: STUDY, written: { published: longDate(STUDY.published, 'en') } }}
      />,
    );
    for (const s of [
      'Fahrwerk Mobility',
      'Mobility',
      'Custom SaaS development, Web and API development',
      '5 months',
      '4 engineers, 1 designer',
      '−33 %',
      'Support tickets',
      '“They rebuilt it.”',
      'Katrin Vogel',
      'PostgreSQL',
      '4 min read',
      '2 February 2026',
      'id="the-problem"',
    ])
      expect(html).toContain(s);
  });
});

describe('news pages', () => {
  it('a list page links the topics, the posts and the next page', async () => {
    const html = await renderHtml(
      <NewsPage
        data={{
          copy: NEWS_PAGE,
          tags: POST.tags,
          entries: [{ ...POST, date: longDate(POST.published, 'en') }],
          page: 1,
          pages: 2,
          base: '/news',
        }}
      />,
    );
    expect(html).toContain('href="/news/tag/engineering"');
    expect(html).toContain('href="/news/hello"');
    expect(html).toMatch(/href="\/news\/page\/2" rel="next"/);
    expect(html).toContain('Page 1 of 2');
    expect(html).toContain('By Marta Hübner');
  });

  it('a tag page says which tag it shows', async () => {
    const html = await renderHtml(
      <NewsPage
        data={{
          copy: NEWS_PAGE,
          tag: POST.tags[0],
          tags: POST.tags,
          entries: [{ ...POST, date: longDate(POST.published, 'en') }],
          page: 1,
          pages: 1,
          base: '/news/tag/engineering',
        }}
      />,
    );
    expect(html).toContain('Posts tagged “Engineering”');
    expect(html).toMatch(/href="\/news\/tag\/engineering" aria-current="page"/);
  });

  it('a post shows its author, dates, reading time and tags', async () => {
    const html = await renderHtml(
      <NewsEntryPage
        data={{
          jsonLd: '{}',
          copy: NEWS_PAGE,
          richText: RICH_TEXT,
          entry: POST,
          written: { published: longDate(POST.published, 'en'), updated: longDate(POST.updated ?? '', 'en') },
        }}
      />,
    );
    for (const s of [
      'By Marta Hübner',
      '<time dateTime="2026-03-18T09:00:00+01:00">18 March 2026</time>',
      'Updated 20 March 2026',
      '2 min read',
      'href="/news/tag/engineering"',
    ])
      expect(html).toContain(s);
  });
});
