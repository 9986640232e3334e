import { describe, expect, it } from 'vitest';
import { NEWS_PAGE_SIZE, isPublished, newsPage, parseService, publishedEntries, servicesOf, summary } from '../client/content/select';
import type { NewsPost } from '../client/content/types';

const post = (key: string, published: string): NewsPost => ({
  key,
  lang: 'en',
  slug: key,
  url: `/news/${key}`,
  title: key,
  description: key,
  published,
  alternates: { en: `/news/${key}` },
  og: `news-${key}.en.png`,
  readingMinutes: 1,
  body: [{ type: 'paragraph', children: [{ type: 'text', value: key }] }],
  author: { id: 'marta-huebner', name: 'Marta Hübner' },
  tags: [],
});

const NOW = Date.parse('2026-11-26T10:00:00+01:00');
const POSTS = [
  post('future-far', '2027-01-10T09:00:00+01:00'),
  post('future-soon', '2026-11-26T11:00:00+01:00'),
  post('now', '2026-11-26T10:00:00+01:00'),
  post('past', '2026-03-18T09:00:00+01:00'),
];

describe('publication', () => {
  it('an entry is public from its time on, not a millisecond before', () => {
    expect(isPublished(POSTS[2]!, NOW)).toBe(true);
    expect(isPublished(POSTS[2]!, NOW - 1)).toBe(false);
    expect(publishedEntries(POSTS, NOW).map((p) => p.key)).toEqual(['now', 'past']);
    // An hour later the scheduled post is there by itself.
    expect(publishedEntries(POSTS, NOW + 3_600_000).map((p) => p.key)).toEqual(['future-soon', 'now', 'past']);
  });
});

describe('lists', () => {
  const many = Array.from({ length: 23 }, (_, i) => post(`p${i}`, '2026-01-01T09:00:00+01:00'));

  it('cuts posts into pages of ten; a page past the end does not exist', () => {
    expect(NEWS_PAGE_SIZE).toBe(10);
    expect(newsPage(many, 1)).toMatchObject({ page: 1, pages: 3 });
    expect(newsPage(many, 3)?.entries.map((p) => p.key)).toEqual(['p20', 'p21', 'p22']);
    for (const bad of [0, 4, 1.5, Number.NaN]) expect(newsPage(many, bad)).toBeUndefined();
    expect(newsPage([], 1)).toEqual({ entries: [], page: 1, pages: 1 });
  });

  it('a summary has everything but the body', () => {
    const s = summary(POSTS[0]!);
    expect('body' in s).toBe(false);
    expect(s.title).toBe('future-far');
  });

  it('knows the services in the filter order, and only known ones', () => {
    expect(servicesOf([{ services: ['newsloom-api'] }, { services: ['custom-saas', 'newsloom-api'] }])).toEqual([
      'custom-saas',
      'newsloom-api',
    ]);
    expect(parseService('api-development')).toBe('api-development');
    expect(parseService('<script>')).toBeUndefined();
    expect(parseService(null)).toBeUndefined();
  });
});
