import { describe, expect, it } from 'vitest';
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { atomFeed, blocksToHtml, escapeXml, jsonFeed, rssFeed, type FeedOptions } from '../worker/content/feeds';
import type { Block, NewsPost } from '../client/content/types';

const ORIGIN = 'https://www.larchfield.dev';
const OPTIONS: FeedOptions = {
  origin: ORIGIN,
  lang: 'en',
  title: 'News from Larchfield & friends',
  description: 'Releases <and> notes',
  paths: { home: '/news', rss: '/news/rss.xml', atom: '/news/atom.xml', json: '/news/feed.json' },
  emptyUpdated: '2026-01-01T00:00:00+01:00',
};

const BODY: Block[] = [
  {
    type: 'heading',
    level: 2,
    id: 'why',
    text: 'Why <script>alert(1)</script> & more',
    children: [{ type: 'text', value: 'Why <script>alert(1)</script> & more' }],
  },
  {
    type: 'paragraph',
    children: [
      { type: 'text', value: 'See ' },
      { type: 'link', href: '/work/booking-platform#results', children: [{ type: 'text', value: 'the "case"' }] },
    ],
  },
  { type: 'figure', src: '/images/work/diagram.svg', alt: 'A "diagram"', width: 640, height: 360, caption: 'Fits <together>' },
  { type: 'code', lang: 'ts', lines: [[{ text: 'if', kind: 'keyword' }, { text: ' (a < b && c) {}' }]] },
];

function post(key: string, published: string, extra: Partial<NewsPost> = {}): NewsPost {
  return {
    key,
    lang: 'en',
    slug: key,
    url: `/news/${key}`,
    title: `Post ${key} & <friends>`,
    description: `About ${key}`,
    published,
    alternates: { en: `/news/${key}` },
    og: `news-${key}.en.png`,
    readingMinutes: 2,
    body: BODY,
    author: { id: 'marta-huebner', name: 'Marta Hübner' },
    tags: [{ id: 'engineering', label: 'Engineering' }],
    ...extra,
  };
}

// Given out of order: the feeds put the newest first.
const POSTS = [
  post('older', '2026-03-18T09:00:00+01:00'),
  post('newest', '2026-06-10T09:00:00+02:00', { updated: '2026-06-12T10:00:00+02:00' }),
  post('middle', '2026-05-01T09:00:00+02:00'),
];

describe('blocksToHtml', () => {
  it('escapes every text and attribute and makes URLs absolute', () => {
    const html = blocksToHtml(BODY, ORIGIN);
    expect(html).toContain('<h2 id="why">Why &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</h2>');
    expect(html).toContain('<a href="https://www.larchfield.dev/work/booking-platform#results">the &quot;case&quot;</a>');
    expect(html).toContain(
      '<img src="https://www.larchfield.dev/images/work/diagram.svg" alt="A &quot;diagram&quot;" width="640" height="360">',
    );
    expect(html).toContain('<figcaption>Fits &lt;together&gt;</figcaption>');
    expect(html).toContain('<pre><code>if (a &lt; b &amp;&amp; c) {}</code></pre>');
    expect(html).not.toContain('<script>');
  });

  it('drops characters XML cannot carry', () => {
    expect(escapeXml('a\u0000b\u000Bc\td')).toBe('abc\td');
  });
});

describe('RSS 2.0', () => {
  it('parses, newest first, with absolute links, full text and authors', () => {
    const xml = rssFeed(POSTS, OPTIONS);
    const feed = parseRssFeed(xml);
    expect(feed.title).toBe('News from Larchfield & friends');
    expect(feed.link).toBe('https://www.larchfield.dev/news');
    expect(feed.items?.map((i) => i.link)).toEqual([
      'https://www.larchfield.dev/news/newest',
      'https://www.larchfield.dev/news/middle',
      'https://www.larchfield.dev/news/older',
    ]);
    const [first] = feed.items ?? [];
    expect(first?.title).toBe('Post newest & <friends>');
    expect(first?.guid?.value).toBe('https://www.larchfield.dev/news/newest');
    expect(new Date(String(first?.pubDate)).toISOString()).toBe('2026-06-10T07:00:00.000Z');
    expect(first?.dc?.creators).toContain('Marta Hübner');
    expect(first?.content?.encoded).toContain('Why &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(xml).not.toContain('<script>');
  });
});

describe('Atom 1.0', () => {
  it('parses, newest first, with published and updated times and full text', () => {
    const feed = parseAtomFeed(atomFeed(POSTS, OPTIONS));
    expect(feed.id).toBe('https://www.larchfield.dev/news/atom.xml');
    expect(feed.updated).toBe('2026-06-12T10:00:00+02:00');
    expect(feed.entries?.map((e) => e.id)).toEqual([
      'https://www.larchfield.dev/news/newest',
      'https://www.larchfield.dev/news/middle',
      'https://www.larchfield.dev/news/older',
    ]);
    const [first] = feed.entries ?? [];
    expect(first?.published).toBe('2026-06-10T09:00:00+02:00');
    expect(first?.updated).toBe('2026-06-12T10:00:00+02:00');
    expect(first?.authors?.[0]?.name).toBe('Marta Hübner');
    expect(first?.content?.value).toContain('<a href="https://www.larchfield.dev/work/booking-platform#results">');
    expect(first?.content?.value).toContain('Why &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
  });

  it('an empty feed still says when it was updated', () => {
    expect(parseAtomFeed(atomFeed([], OPTIONS)).updated).toBe('2026-01-01T00:00:00+01:00');
  });
});

describe('JSON Feed 1.1', () => {
  it('parses, newest first, with HTML content and dates with offsets', () => {
    const feed = parseJsonFeed(JSON.parse(jsonFeed(POSTS, OPTIONS)));
    expect(feed.feed_url).toBe('https://www.larchfield.dev/news/feed.json');
    expect(feed.items?.map((i) => i.url)).toEqual([
      'https://www.larchfield.dev/news/newest',
      'https://www.larchfield.dev/news/middle',
      'https://www.larchfield.dev/news/older',
    ]);
    const [first] = feed.items ?? [];
    expect(first?.date_modified).toBe('2026-06-12T10:00:00+02:00');
    expect(first?.authors?.[0]?.name).toBe('Marta Hübner');
    expect(first?.tags).toEqual(['Engineering']);
    expect(first?.content_html).toContain('&lt;script&gt;');
  });
});
