import { describe, expect, it } from 'vitest';
import CommandPalette from '../client/components/command-palette';
import { isPaletteShortcut } from '../client/components/palette';
import {
  MAX_RESULTS_PER_GROUP,
  flattenResults,
  normalize,
  paletteReducer,
  scoreEntry,
  searchSite,
} from '../client/components/palette-model';
import { CAREERS, PALETTE, SEARCH_INDEX, type SearchEntry } from '../client/site';
import { PAGE_DATA } from '../client/site/page-data';
import { pagePath } from '../client/routes';
import { renderHtml } from './render-helpers';
import { EVERY_PAGE } from './helpers';
import { isDynamic } from '../client/routes';

/** The pages the palette lists: every page without a parameter but those kept out of search engines. */
const INDEXED = EVERY_PAGE.filter((r) => !r.noindex && r.lang === 'en' && !isDynamic(r.id));

const entry = (title: string, group: SearchEntry['group'] = 'sections', keywords = ''): SearchEntry => ({
  group,
  title,
  context: 'Page',
  href: `/#${title}`,
  keywords,
});

describe('the search index', () => {
  it('holds every page, every position and the sections with their anchors', () => {
    const pages = SEARCH_INDEX.filter((e) => e.group === 'pages');
    // Every page a search engine may list; the confirmation after a sent message is none of them.
    expect(pages.map((e) => e.href)).toEqual(INDEXED.map((r) => r.path));
    expect(pages.map((e) => e.href)).toEqual([
      '/',
      '/solutions',
      '/company',
      '/careers',
      '/contact',
      '/work',
      '/news',
      '/privacy',
      '/imprint',
    ]);
    const positions = SEARCH_INDEX.filter((e) => e.group === 'positions');
    expect(positions.map((e) => e.href)).toEqual(CAREERS.positions.items.map((p) => pagePath('position', 'en', { id: p.id })));
    const sections = SEARCH_INDEX.filter((e) => e.group === 'sections').map((e) => e.href);
    for (const o of PAGE_DATA.en.solutions.offerings) expect(sections).toContain(`/solutions#${o.id}`);
    expect(sections).toContain('/solutions#newsloom-api');
    expect(sections).toContain('/company#team');
    expect(sections).toContain('/#clients');
    expect(new Set(SEARCH_INDEX.map((e) => e.href)).size).toBe(SEARCH_INDEX.length);
  });
});

describe('palette search', () => {
  it('lists the pages for an empty query', () => {
    expect(searchSite(SEARCH_INDEX, '  ')).toEqual([{ group: 'pages', items: SEARCH_INDEX.filter((e) => e.group === 'pages') }]);
  });

  it('groups results as pages, sections, positions and leaves empty groups out', () => {
    expect(searchSite(SEARCH_INDEX, 'newsloom').map((g) => g.group)).toEqual(['pages', 'sections', 'positions']);
    expect(searchSite(SEARCH_INDEX, 'salary').map((g) => g.group)).toEqual(['sections', 'positions']);
    const groups = searchSite(SEARCH_INDEX, 'engineer');
    // The positions named so first; others that mention engineers in their text after them.
    expect(
      groups
        .find((g) => g.group === 'positions')
        ?.items.map((e) => e.title)
        .slice(0, 3),
    ).toEqual(['Senior Backend Engineer (TypeScript)', 'Frontend Engineer (React)', 'Site Reliability Engineer, Newsloom']);
  });

  it('needs every word, in any order, ignoring case and accents', () => {
    expect(flattenResults(searchSite(SEARCH_INDEX, 'HUBNER')).map((e) => e.href)).toEqual(['/company#team', '/privacy#controller']);
    expect(flattenResults(searchSite(SEARCH_INDEX, 'react frontend')).map((e) => e.title)).toContain('Frontend Engineer (React)');
    expect(searchSite(SEARCH_INDEX, 'react zzqx')).toEqual([]);
    expect(normalize('Hübner São')).toBe('hubner sao');
  });

  it('ranks a title that starts with the word before a word inside it, before a match elsewhere', () => {
    const index = [entry('Ops handbook', 'sections', 'api'), entry('The API guide'), entry('Apiary notes'), entry('API reference')];
    expect(flattenResults(searchSite(index, 'api')).map((e) => e.title)).toEqual([
      'Apiary notes',
      'API reference',
      'The API guide',
      'Ops handbook',
    ]);
    expect(scoreEntry(entry('Design'), ['zz'])).toBeNull();
  });

  it('treats regular-expression characters in the query as text', () => {
    expect(() => searchSite(SEARCH_INDEX, '(.*[')).not.toThrow();
    expect(flattenResults(searchSite([entry('C++ services')], 'c++')).map((e) => e.title)).toEqual(['C++ services']);
  });

  it('caps each group', () => {
    const many = Array.from({ length: 20 }, (_, i) => entry(`Item ${i}`, 'positions'));
    expect(searchSite(many, 'item')[0]?.items).toHaveLength(MAX_RESULTS_PER_GROUP);
  });
});

describe('palette selection', () => {
  it('starts at the best match for each query and wraps with the arrows', () => {
    let s = paletteReducer({ query: '', active: 3 }, { type: 'query', query: 'a' });
    expect(s).toEqual({ query: 'a', active: 0 });
    s = paletteReducer(s, { type: 'move', delta: -1, count: 4 });
    expect(s.active).toBe(3);
    s = paletteReducer(s, { type: 'move', delta: 1, count: 4 });
    expect(s.active).toBe(0);
    expect(paletteReducer(s, { type: 'move', delta: 1, count: 0 }).active).toBe(0);
    expect(paletteReducer(s, { type: 'set', index: 2 }).active).toBe(2);
  });

  it('opens on Ctrl+K and ⌘K only', () => {
    const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...mods,
    });
    expect(isPaletteShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key('k'))).toBe(false);
    expect(isPaletteShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key('j', { ctrlKey: true }))).toBe(false);
  });
});

describe('palette markup', () => {
  it('is a modal dialog with a labelled combobox and the pages as grouped options', async () => {
    const html = await renderHtml(<CommandPalette onClose={() => {}} search={{ SEARCH_INDEX, PALETTE }} />);
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-label="Search the site"/);
    expect(html).toMatch(/<input type="text" role="combobox" aria-label="Search the site" aria-expanded="true" aria-controls="[^"]+-list"/);
    expect(html).toMatch(/role="listbox"/);
    expect(html).toMatch(/role="group" aria-labelledby="[^"]+-pages"/);
    expect(html.match(/role="option"/g)).toHaveLength(INDEXED.length);
  });
});
