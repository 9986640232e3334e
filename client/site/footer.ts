/**
 * The footer's copy in English: content/site/footer.en.yaml, checked and compiled at build
 * (scripts/content/copy.mjs). Rendered by the worker alone (client/app/footer.tsx), so none of it
 * is in the client's copy (decision 0096).
 */
import en from '../../dist/content/copy/site/footer.en.json' with { type: 'json' };
import { COMPANY, type Company } from './company';
import { fillTemplate } from './copy';
import type { FooterCopy } from './footer.schema';

export type { FooterColumn, FooterCopy } from './footer.schema';

/** One language's footer: its blurb opens with that language's tagline. Called as pure: only the worker reads a footer. */
export function footerIn(copy: FooterCopy, company: Company): FooterCopy {
  return { ...copy, blurb: fillTemplate(copy.blurb, { tagline: company.tagline }) };
}

export const FOOTER: FooterCopy = /* @__PURE__ */ footerIn(en, COMPANY);
