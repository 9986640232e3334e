/**
 * The company's facts that are the same in every language (content/facts.yaml): a sentence of copy
 * names them as `{company.name}`, `{legal.vatId}`…, filled in at build (scripts/content/copy.mjs),
 * and the code reads them from dist/content/copy/facts.json (client/site/company.ts, legal.ts).
 */
import * as v from 'valibot';
import { text } from './copy-schema';

const email = v.pipe(text, v.email('must be an e-mail address'));
const year = v.pipe(v.number('must be a year'), v.integer(), v.minValue(1900));
const count = v.pipe(v.number('must be a number'), v.integer(), v.minValue(1));
const pixels = v.pipe(v.number('must be a number of pixels'), v.integer(), v.minValue(1));
const url = v.pipe(text, v.url('must be a URL'));

/** A profile on a network: its name as the footer shows it, and its address. */
const profile = v.strictObject({ label: text, url });

/** @public read by the build (scripts/content/copy.mjs), which checks content/facts.yaml with it. */
export const schema = v.strictObject({
  company: v.strictObject({
    name: text,
    shortName: text,
    legalName: text,
    email,
    careersEmail: email,
    /** Newsloom API keys and plan questions. */
    apiEmail: email,
    foundingYear: year,
    employees: v.strictObject({ min: count, max: count }),
    /**
     * The company's profiles, one per network the site has an icon for (client/icons/used.ts): the
     * footer links them in this order and the Organization JSON-LD states them (`sameAs`).
     */
    social: v.strictObject({ github: profile, linkedin: profile, mastodon: profile }),
  }),
  /** Facts that only the Organization JSON-LD states (client/app/structured-data.ts). */
  organization: v.strictObject({
    /**
     * Site-relative (assets/); made absolute with the origin wherever a URL must be absolute. The
     * file's own width and height (px) are the same numbers: search engines want a logo of at least
     * 112×112, and an SVG has a size only when it says so.
     */
    logo: v.strictObject({ path: v.pipe(text, v.startsWith('/', 'must start with / (a file of assets/)')), width: pixels, height: pixels }),
    /**
     * The industry's codes in the two classifications schema.org names (decision 0090); its name,
     * a word, is each language's (content/site/company.<lang>.yaml).
     */
    industry: v.strictObject({
      /** NAICS 2022 541511: Custom Computer Programming Services. */
      naics: v.pipe(text, v.regex(/^\d{2,6}$/, 'must be a NAICS code (2 to 6 digits)')),
      /** ISIC Rev. 4 6201: Computer programming activities. */
      isicV4: v.pipe(text, v.regex(/^\d{4}$/, 'must be an ISIC Rev. 4 class (4 digits)')),
    }),
  }),
  /** The offices besides the seat (legal.address), where positions may be based: their addresses as schema.org's PostalAddress states them. */
  offices: v.strictObject({
    lisbon: v.strictObject({
      street: text,
      postalCode: text,
      locality: text,
      region: text,
      /** ISO 3166-1 alpha-2. */
      countryCode: v.pipe(text, v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')),
    }),
  }),
  /** The legal facts the imprint (§ 5 DDG, § 18 MStV) and the privacy notice (GDPR Art. 13) state. */
  legal: v.strictObject({
    /** The company's seat; the names of its region and country are words of each language (content/site/company.<lang>.yaml). */
    address: v.strictObject({
      street: text,
      postalCode: text,
      locality: text,
      /** ISO 3166-1 alpha-2, as schema.org's PostalAddress states it. */
      countryCode: v.pipe(text, v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')),
    }),
    /** Geschäftsführerin: the managing director named in the commercial register. */
    managingDirector: text,
    register: v.strictObject({ court: text, number: text }),
    /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG). */
    vatId: text,
    phone: text,
    /** Where data-protection questions and requests (GDPR Art. 15–21) go. */
    privacyEmail: email,
    /** The supervisory authority for a company seated in Saxony (GDPR Art. 77). */
    supervisoryAuthority: v.strictObject({ name: text, street: text, postalCode: text, locality: text, url }),
  }),
});

export type Facts = v.InferOutput<typeof schema>;
