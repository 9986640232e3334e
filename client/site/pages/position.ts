/**
 * What every position's page shares: its copy (content/pages/position.<lang>.yaml, compiled at
 * build) with the teams' and contracts' names the careers page gives.
 */
import en from '../../../dist/content/copy/pages/position.en.json' with { type: 'json' };
import sent from '../../../dist/content/copy/pages/application-sent.en.json' with { type: 'json' };
import type { InferOutput } from 'valibot';
import type { PositionPageText } from '../../pages/position.schema';
import type { SentCopy, sentPage } from '../copy-schema';
import type { Office, Position } from '../positions';
import { CAREERS, type CareersData } from './careers';

export type PositionPageCopy = PositionPageText &
  Pick<CareersData['positions'], 'teamNames' | 'typeNames'> & {
    /** The confirmation the form shows in place once sent with JavaScript (content/pages/application-sent.<lang>.yaml). */
    readonly sent: SentCopy;
  };

/** A language's copy of the position pages: its own, the names the careers page gives, and the confirmation's. */
export function positionPageCopy(
  text: PositionPageText,
  careers: CareersData,
  confirmation: InferOutput<typeof sentPage>,
): PositionPageCopy {
  const { meta: _meta, ...done } = confirmation;
  return { ...text, teamNames: careers.positions.teamNames, typeNames: careers.positions.typeNames, sent: done };
}

export const POSITION_PAGE: PositionPageCopy = /* @__PURE__ */ positionPageCopy(en, CAREERS, sent);

/** What a position's page shows: the position, how we hire, and the shared copy. */
export interface PositionPageData {
  position: Position;
  /** The offices of the position's `offices`, as the page shows their addresses. */
  offices: readonly Office[];
  hiring: { title: string; lead: string; duration: string; steps: readonly { title: string; text: string }[] };
  copy: PositionPageCopy;
  /** The JobPosting JSON-LD, as script text: built by the worker (client/app/job-posting.ts). */
  jsonLd: string;
  /**
   * Its salary and dates as the page's language writes them, by the worker (client/format.ts): the
   * page's script builds no `Intl` formatter, whose first use blocks about 50 ms at 4x CPU (decision 0183).
   */
  written: { salary: string; posted: string; validThrough: string };
}
