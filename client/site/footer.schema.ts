/**
 * The footer's copy (content/site/footer.<lang>.yaml). The worker alone renders it
 * (client/app/footer.tsx): the browser keeps its markup as it came (decision 0096), so none of it
 * is in the client's copy.
 */
import * as v from 'valibot';
import { cta, text } from './copy-schema';

/**
 * The copy of the footer, in content/site/footer.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  /** The footer landmark's accessible name. */
  label: text,
  /** Under the company's name: `{tagline}` is the company's (content/site/company.<lang>.yaml), filled in by client/site/footer.ts. */
  blurb: text,
  /**
   * The site's pages by topic: each in-site link names a page of the registry and a section's
   * anchor on it (`page:solutions#custom-saas`), never a path, so a page's path is written once
   * (client/routes.ts). Pages the command palette names, by its labels (PALETTE.pageLabels).
   */
  columns: v.array(v.strictObject({ title: text, links: v.array(cta) })),
  /** The heading of the company's profiles (content/facts.yaml, company.social). */
  social: text,
  /** After `© <founding year>–<this year> <legal name>.` */
  rights: text,
});

export type FooterCopy = v.InferOutput<typeof schema>;
export type FooterColumn = FooterCopy['columns'][number];
