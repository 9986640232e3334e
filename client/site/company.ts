/**
 * The company: the one source for names, links and offers that the layout, the head
 * metadata, the JSON-LD block, robots.txt and the sitemap all read.
 * Page copy lives beside it in ./pages; the site origin is the SITE_URL var.
 */
import { COMPANY_NAME } from './name';

export interface SocialProfile {
  readonly network: 'github' | 'linkedin' | 'mastodon';
  readonly label: string;
  readonly url: string;
}

export interface Offer {
  /** Stable anchor id of the offer's section on /solutions. */
  readonly id: string;
  readonly name: string;
  readonly summary: string;
}

/** The company's facts and its language-dependent texts (tagline, description, location): each language's COMPANY is one. */
export interface Company {
  readonly name: string;
  readonly shortName: string;
  readonly legalName: string;
  readonly tagline: string;
  readonly description: string;
  readonly email: string;
  readonly careersEmail: string;
  readonly apiEmail: string;
  readonly foundingYear: number;
  readonly employees: { readonly min: number; readonly max: number };
  readonly location: string;
  readonly social: readonly SocialProfile[];
}

export const COMPANY = {
  name: COMPANY_NAME,
  shortName: 'Larchfield',
  legalName: 'Larchfield Software GmbH',
  tagline: 'SaaS, APIs and custom software for growing businesses',
  description:
    'Larchfield Software builds SaaS solutions for businesses: custom SaaS platforms, web and API development, and the business software your processes actually need.',
  email: 'hello@larchfield.dev',
  careersEmail: 'jobs@larchfield.dev',
  /** Newsloom API keys and plan questions. */
  apiEmail: 'newsloom@larchfield.dev',
  foundingYear: 2019,
  employees: { min: 10, max: 50 },
  location: 'Leipzig, Germany',
  social: [
    { network: 'github', label: 'GitHub', url: 'https://github.com/larchfield-software' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/larchfield-software' },
    { network: 'mastodon', label: 'Mastodon', url: 'https://fosstodon.org/@larchfield' },
  ] satisfies readonly SocialProfile[],
} as const satisfies Company;

/**
 * What only the document's head says about the site, for search engines and social cards:
 * keywords, author, theme colour and the social card image. The worker alone renders those
 * tags (client/app/site-head.tsx): React 19 leaves head elements it does not render in place
 * when it hydrates, so the client bundle never carries them (decision 0096). Literals only.
 */
export interface SiteHead {
  readonly keywords: readonly string[];
  readonly author: string;
  /** The social card (assets/, drawn from `heading` and `caption` by scripts/make-images.mjs, one per language). */
  readonly socialImage: {
    readonly path: string;
    readonly width: number;
    readonly height: number;
    readonly alt: string;
    readonly heading: string;
    readonly caption: string;
  };
  readonly themeColor: string;
}

export const SITE_HEAD = {
  keywords: ['SaaS development', 'custom business software', 'API development', 'web development', 'news API', 'software consultancy'],
  author: 'Larchfield Software',
  socialImage: {
    path: '/og.png',
    width: 1200,
    height: 630,
    alt: 'Larchfield Software: SaaS, APIs and custom software for growing businesses',
    heading: 'SaaS, APIs and custom software for growing businesses',
    caption: 'larchfield.dev · since 2019',
  },
  themeColor: '#1d4ed8',
} as const satisfies SiteHead;

/**
 * Facts that only the Organization JSON-LD states (client/app/structured-data.ts, which the worker
 * alone runs; the client reads the block back, decision 0080). Kept apart from COMPANY, which the
 * client bundle reads, so that bundle never carries them: the object holds literals only, so the
 * bundler drops it wherever nothing reads it.
 */
export interface Organization {
  readonly logo: { readonly path: string; readonly width: number; readonly height: number };
  readonly industry: { readonly name: string; readonly naics: string; readonly isicV4: string };
  readonly address: { readonly locality: string; readonly region: string; readonly country: string };
  readonly offers: readonly Offer[];
  /** The offer catalogue's name, as the JSON-LD states it. */
  readonly catalogName: string;
}

export const ORGANIZATION = {
  /**
   * Site-relative; made absolute with the origin wherever a URL must be absolute. The file's
   * own width and height (px) are the same numbers: search engines want a logo of at least
   * 112×112, and an SVG has a size only when it says so.
   */
  logo: { path: '/logo.svg', width: 512, height: 512 },
  /**
   * The industry, as the JSON-LD states it (schema.org has no Organization.industry): the topic,
   * and the codes of the two classifications schema.org names (decision 0090).
   */
  industry: {
    name: 'Software development',
    /** NAICS 2022 541511: Custom Computer Programming Services. */
    naics: '541511',
    /** ISIC Rev. 4 6201: Computer programming activities. */
    isicV4: '6201',
  },
  /** The postal address as far as the company publishes it (schema.org PostalAddress; ISO 3166 country code). */
  address: { locality: 'Leipzig', region: 'Saxony', country: 'DE' },
  catalogName: 'Larchfield solutions',
  /** The offer catalogue (spec §3); each id is its section's anchor on /solutions. */
  offers: [
    {
      id: 'custom-saas',
      name: 'Custom SaaS development',
      summary:
        'Multi-tenant SaaS platforms designed, built and operated with you, from the first prototype to thousands of paying customers.',
    },
    {
      id: 'api-development',
      name: 'Web and API development',
      summary:
        'Fast, documented web applications and APIs that partners can integrate in an afternoon, with the tests and monitoring to keep them that way.',
    },
    {
      id: 'newsloom-api',
      name: 'Newsloom API',
      summary:
        'Our news-aggregation API: articles from thousands of publishers, deduplicated, classified and searchable through one JSON endpoint.',
    },
  ] satisfies readonly Offer[],
} as const satisfies Organization;
