/**
 * The company: the one source for names, links and offers that the layout, the head metadata, the
 * JSON-LD block, robots.txt and the sitemap all read. Its facts are content/facts.yaml's, its words
 * content/site/company.<lang>.yaml's, both checked and compiled at build (scripts/content/copy.mjs);
 * each language's COMPANY, SITE_HEAD and ORGANIZATION lay that language's words over the same facts
 * (client/site/de/company.ts for German). The site origin is the SITE_URL var.
 */
import facts from '../../dist/content/copy/facts.json' with { type: 'json' };
import en from '../../dist/content/copy/site/company.en.json' with { type: 'json' };
import type { CompanyCopy } from './company.schema';
import type { Facts } from './facts.schema';

/** The compiled facts, checked against their schema's type. */
const FACTS: Facts = facts;

/** The networks of the company's profiles, in the footer's order (content/facts.yaml has one profile for each). */
const NETWORKS = ['github', 'linkedin', 'mastodon'] as const satisfies readonly (keyof Facts['company']['social'])[];

export interface SocialProfile {
  readonly network: (typeof NETWORKS)[number];
  readonly label: string;
  readonly url: string;
}

export type Offer = CompanyCopy['organization']['offers'][number];

/** The company's facts and its language-dependent texts (name, tagline, description, location): each language's COMPANY is one. */
export interface Company extends Readonly<Omit<Facts['company'], 'social'>> {
  readonly tagline: string;
  readonly description: string;
  readonly location: string;
  readonly social: readonly SocialProfile[];
}

/**
 * The head's theme colour: the brand's blue (Tailwind's blue-700), a value of the design, not a
 * word of any language nor a fact about the company.
 */
const THEME_COLOR = '#1d4ed8';

/**
 * What only the document's head says about the site (content/site/company.<lang>.yaml, `head`),
 * with the theme colour. The worker alone renders those tags (client/app/site-head.tsx, decision 0096).
 */
export interface SiteHead extends Readonly<CompanyCopy['head']> {
  readonly themeColor: string;
}

/**
 * Facts that only the Organization JSON-LD states (client/app/structured-data.ts, which the worker
 * alone runs; the client reads the block back, decision 0080), with their words in one language.
 */
export interface Organization {
  readonly logo: Facts['organization']['logo'];
  /** The topic (a word) and its codes (facts), as the JSON-LD states them (decision 0090). */
  readonly industry: { readonly name: string } & Facts['organization']['industry'];
  /** The postal address as far as the company publishes it (schema.org PostalAddress; ISO 3166 country code). */
  readonly address: { readonly locality: string; readonly region: string; readonly country: string };
  readonly offers: readonly Offer[];
  /** The offer catalogue's name, as the JSON-LD states it. */
  readonly catalogName: string;
}

/**
 * One language's COMPANY. These builders run where their result is read, and are called as pure:
 * the bundler drops what nothing reads (the client reads no ORGANIZATION, SITE_HEAD or German COMPANY).
 */
export function companyIn(words: CompanyCopy): Company {
  const { shortName, legalName, email, careersEmail, apiEmail, foundingYear, employees, social } = FACTS.company;
  return {
    name: words.name,
    shortName,
    legalName,
    tagline: words.tagline,
    description: words.description,
    email,
    careersEmail,
    apiEmail,
    foundingYear,
    employees,
    location: words.location,
    social: NETWORKS.map((network) => ({ network, ...social[network] })),
  };
}

/** One language's SITE_HEAD. */
export function siteHeadIn(words: CompanyCopy): SiteHead {
  return { ...words.head, themeColor: THEME_COLOR };
}

/** One language's ORGANIZATION. */
export function organizationIn(words: CompanyCopy): Organization {
  const { logo, industry } = FACTS.organization;
  return {
    logo,
    industry: { name: words.organization.industry, ...industry },
    address: { locality: FACTS.legal.address.locality, region: words.address.region, country: FACTS.legal.address.countryCode },
    catalogName: words.organization.catalogName,
    offers: words.organization.offers,
  };
}

export const COMPANY: Company = /* @__PURE__ */ companyIn(en);
export const SITE_HEAD: SiteHead = /* @__PURE__ */ siteHeadIn(en);
export const ORGANIZATION: Organization = /* @__PURE__ */ organizationIn(en);
