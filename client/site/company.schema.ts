/**
 * The company's words in one language (content/site/company.<lang>.yaml): what the site says about
 * the company, in the head, the Organization JSON-LD and the legal pages' facts. Its facts (names,
 * addresses, numbers, links) are the same in every language: content/facts.yaml. client/site/company.ts
 * and legal.ts lay these words over those facts.
 */
import * as v from 'valibot';
import { text } from './copy-schema';

const pixels = v.pipe(v.number('must be a number of pixels'), v.integer(), v.minValue(1));

/**
 * The copy of the company, in content/site/company.<lang>.yaml.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  /**
   * The company's name as the site shows it: the header's home link and every document title (in
   * the English file, the browser's first load reads it alone: client/site/name.ts), the JSON-LD,
   * the social card and the footer. `{company.name}` unless a language writes it otherwise.
   */
  name: text,
  tagline: text,
  description: text,
  /** Where the company is, as the footer names it. */
  location: text,
  /** The names of the region and the country of the company's seat (LEGAL.address; ORGANIZATION's region). */
  address: v.strictObject({ region: text, country: text }),
  /** How this language writes the supervisory authority's address (its parts are facts). */
  supervisoryAuthority: v.strictObject({ address: text }),
  /**
   * What only the document's head says about the site, for search engines and social cards:
   * keywords, author and the social card image. The worker alone renders those tags
   * (client/app/site-head.tsx): React 19 leaves head elements it does not render in place when it
   * hydrates, so the client bundle never carries them (decision 0096).
   */
  head: v.strictObject({
    keywords: v.array(text),
    author: text,
    /** The social card (assets/, drawn from `heading` and `caption` by scripts/make-images.mjs, one per language). */
    socialImage: v.strictObject({
      path: v.pipe(text, v.startsWith('/', 'must start with / (a file of assets/)')),
      width: pixels,
      height: pixels,
      alt: text,
      heading: text,
      caption: text,
    }),
  }),
  /** What only the Organization JSON-LD says in words (client/app/structured-data.ts). */
  organization: v.strictObject({
    /** The industry's topic, as the JSON-LD states it (schema.org has no Organization.industry; decision 0090). */
    industry: text,
    /** The offer catalogue's name, as the JSON-LD states it. */
    catalogName: text,
    /** The offer catalogue (spec §3). */
    offers: v.array(
      v.strictObject({
        /** Stable anchor id of the offer's section on /solutions. */
        id: v.pipe(text, v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be an anchor id (lowercase words joined by hyphens)')),
        name: text,
        summary: text,
      }),
    ),
  }),
});

export type CompanyCopy = v.InferOutput<typeof schema>;
