import type { SearchEntry, SearchGroup } from '../site/search';

/** Search and selection of the command palette as pure functions, tested without a browser. */

/** At most this many results per group, so one query never floods the list. */
export const MAX_RESULTS_PER_GROUP = 6;
const GROUP_ORDER: readonly SearchGroup[] = ['pages', 'sections', 'work', 'news', 'positions'];

export interface ResultGroup {
  group: SearchGroup;
  items: SearchEntry[];
}

/** Lower case without diacritics, so "hubner" finds "Hübner". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * How well an entry matches every token of the query; null when a token is missing.
 * A title that starts with a token ranks first, then a word of the title, then the title
 * anywhere; a token found only in the context or keywords still matches, ranked last.
 */
export function scoreEntry(entry: SearchEntry, tokens: readonly string[]): number | null {
  const title = normalize(entry.title);
  const rest = normalize(`${entry.context} ${entry.keywords}`);
  let score = 0;
  for (const token of tokens) {
    if (title.startsWith(token)) score += 4;
    else if (new RegExp(`(^|[^a-z0-9])${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(title)) score += 3;
    else if (title.includes(token)) score += 2;
    else if (rest.includes(token)) score += 1;
    else return null;
  }
  return score;
}

/**
 * The palette's results for a query, grouped as pages, sections, case studies, posts, positions (empty groups
 * left out). An empty query lists the pages, the palette's natural starting point.
 */
export function searchSite(index: readonly SearchEntry[], query: string, maxPerGroup = MAX_RESULTS_PER_GROUP): ResultGroup[] {
  const tokens = normalize(query).split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return [{ group: 'pages', items: index.filter((e) => e.group === 'pages') }];
  const scored = index
    .map((entry, order) => ({ entry, order, score: scoreEntry(entry, tokens) }))
    .filter((s): s is { entry: SearchEntry; order: number; score: number } => s.score !== null)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return GROUP_ORDER.map((group) => ({
    group,
    items: scored
      .filter((s) => s.entry.group === group)
      .slice(0, maxPerGroup)
      .map((s) => s.entry),
  })).filter((g) => g.items.length > 0);
}

/** The results in display order: what the arrow keys walk through. */
export function flattenResults(groups: readonly ResultGroup[]): SearchEntry[] {
  return groups.flatMap((g) => g.items);
}

export interface PaletteState {
  query: string;
  /** Index of the highlighted result in the flattened list. */
  active: number;
}

export type PaletteAction =
  | { type: 'query'; query: string }
  | { type: 'move'; delta: number; count: number }
  | { type: 'set'; index: number };

export function paletteReducer(state: PaletteState, action: PaletteAction): PaletteState {
  switch (action.type) {
    case 'query':
      // A new query starts at the best match.
      return { query: action.query, active: 0 };
    case 'move':
      // Wraps around: down from the last result is the first.
      return action.count === 0
        ? { ...state, active: 0 }
        : { ...state, active: (((state.active + action.delta) % action.count) + action.count) % action.count };
    case 'set':
      return { ...state, active: action.index };
  }
}
