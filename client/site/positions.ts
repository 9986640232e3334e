/**
 * The positions we hire for, with everything a position's page says and its JobPosting block
 * states (client/app/job-posting.ts). One source: the Markdown files in content/positions/
 * (decision 0163), compiled by the build to dist/content/positions.<lang>.json, which holds the
 * open ones only: a closed position's text and salary band reach no script of the browser's.
 * /careers lists the open ones, each has its page at /careers/<id>, the sitemap and the command
 * palette name them. Closing a position is setting its `status` to closed in its file (and a
 * deploy): it leaves the list, the sitemap, the palette and the markup, and its URL answers 404
 * with the error page's links to the open positions (decision 0130).
 */
import de from '../../dist/content/positions.de.json' with { type: 'json' };
import en from '../../dist/content/positions.en.json' with { type: 'json' };
import type { Lang } from '../routes';
import facts from '../../dist/content/copy/facts.json' with { type: 'json' };
import type { Facts } from './facts.schema';
import { LEGAL } from './legal';

/** The compiled facts, checked against their schema's type. */
const FACTS: Facts = facts;

export type Team = 'Engineering' | 'Design' | 'Product' | 'Operations';

/** Where the work is done: on site, partly at home (hybrid), or anywhere in a region (remote). */
export type Workplace = 'on-site' | 'hybrid' | 'remote';

/** An office's address, as JobPosting's PostalAddress states it: facts, the same in every language. */
interface OfficeAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly locality: string;
  readonly region: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

/** An office as a position's page shows it: its address, and its and its country's names in the page's language (the position copy's). */
export interface Office extends OfficeAddress {
  readonly name: string;
  readonly countryName: string;
}

/** The offices a position may name: the seat (content/facts.yaml's legal address) and the others of the facts' `offices`. */
export const OFFICES = /* @__PURE__ */ (() => {
  const { lisbon } = FACTS.offices;
  return {
    leipzig: {
      street: LEGAL.address.street,
      postalCode: LEGAL.address.postalCode,
      locality: LEGAL.address.locality,
      region: LEGAL.address.region,
      country: FACTS.legal.address.countryCode,
    },
    lisbon: {
      street: lisbon.street,
      postalCode: lisbon.postalCode,
      locality: lisbon.locality,
      region: lisbon.region,
      country: lisbon.countryCode,
    },
  } as const satisfies Record<string, OfficeAddress>;
})();

export interface Salary {
  /** Yearly, in euros, for a full-time position (40 hours a week). */
  readonly min: number;
  readonly max: number;
  /** Part-time: the hours a week, and the band paid pro rata for them. */
  readonly proRata?: { readonly hours: string; readonly min: number; readonly max: number };
}

export interface Position {
  /** Stable id: the URL /careers/<id>, the anchor on /careers, JobPosting's identifier. */
  readonly id: string;
  readonly status: 'open' | 'closed';
  readonly title: string;
  readonly team: Team;
  readonly type: 'Full-time' | 'Part-time';
  /** How /careers and the page's facts say where the job is. */
  readonly location: string;
  readonly workplace: Workplace;
  /** The offices one works from (on-site and hybrid, or as an option for remote). */
  readonly offices: readonly (keyof typeof OFFICES)[];
  /** Where a remote applicant may live (JobPosting's applicantLocationRequirements). */
  readonly remoteRegion?: { readonly name: string };
  /** The rules of working from home or elsewhere, in a sentence. */
  readonly remoteRules: string;
  readonly summary: string;
  /** What the role is about. */
  readonly about: readonly string[];
  /** What you would do. */
  readonly tasks: readonly string[];
  /** What we look for. */
  readonly requirements: readonly string[];
  /** What would help but is not needed. */
  readonly niceToHave: readonly string[];
  readonly salary: Salary;
  /** ISO dates: published, valid until (JobPosting), last changed (the sitemap's lastmod). */
  readonly datePosted: string;
  readonly validThrough: string;
  readonly updated: string;
}

/**
 * Every open position in each language, compiled at build from content/positions/<id>.<lang>.md
 * (scripts/content/, checked against the Position fields there): HR edits those files, not this
 * module. The same ids in both languages; ordered by team, then oldest posting first.
 */
const POSITIONS_IN: { readonly [L in Lang]: readonly Position[] } = { en: en as readonly Position[], de: de as readonly Position[] };

/** The positions open today, in the order /careers lists them, in a language. */
export function openPositions(lang: Lang = 'en'): readonly Position[] {
  return POSITIONS_IN[lang].filter((p) => p.status === 'open');
}

/** An open position by id, in a language; undefined for a closed one or any other id. */
export function findOpenPosition(id: string, lang: Lang = 'en'): Position | undefined {
  return openPositions(lang).find((p) => p.id === id);
}
