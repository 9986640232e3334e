/**
 * The careers page: its copy (content/pages/careers.<lang>.yaml, compiled at build) with what code
 * adds to it, the teams the filter offers and the open positions in the page's language.
 */
import en from '../../../dist/content/copy/pages/careers.en.json' with { type: 'json' };
import type { InferOutput } from 'valibot';
import type { CareersCopy, schema } from '../../pages/careers.schema';
import { pagePath, type Lang } from '../../routes';
import { openPositions, type Team, type Position } from '../positions';

/** Teams we hire for; the careers filter lists them all, including teams with no opening. */
export const TEAMS = ['Engineering', 'Design', 'Product', 'Operations'] as const satisfies readonly Team[];

/** What the list shows of an open position, and where its page is. */
type ListedPosition = Pick<Position, 'id' | 'title' | 'team' | 'location' | 'type' | 'summary'> & { readonly href: string };

export type CareersData = Omit<CareersCopy, 'positions'> & {
  readonly positions: CareersCopy['positions'] & { readonly teams: typeof TEAMS; readonly items: readonly ListedPosition[] };
};

/** A language's careers page: its copy (but the title and description, which the head states), the teams and the open positions, each linked to its page. */
export function careersPage({ meta: _meta, ...copy }: InferOutput<typeof schema>, lang: Lang): CareersData {
  const items = openPositions(lang).map(({ id, title, team, location, type, summary }) => ({
    id,
    title,
    team,
    location,
    type,
    summary,
    href: pagePath('position', lang, { id }),
  }));
  return { ...copy, positions: { ...copy.positions, teams: TEAMS, items } };
}

export const CAREERS: CareersData = /* @__PURE__ */ careersPage(en, 'en');
