/**
 * The company's German-facing texts: the facts (names, addresses, numbers, links) are the English
 * module's, laid under the German ones; only the tagline, the description, the location, the head's keywords and
 * the social card's alt text, and the Organization's industry, region and offers are German.
 */
import {
  COMPANY as EN_COMPANY,
  ORGANIZATION as EN_ORGANIZATION,
  SITE_HEAD as EN_SITE_HEAD,
  type Company,
  type Organization,
  type SiteHead,
} from '../company';

/** Fields to lay over an English object: nested objects field by field, lists and values whole. */
type Overlay<T> = { readonly [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? Overlay<T[K]> : T[K] };

/**
 * The English object with the German fields laid over it. Called as pure with only names and
 * literals for arguments, so the bundler drops it where its result is unused: the object spreads
 * written here before were code it had to keep, and they pulled the English SITE_HEAD and
 * ORGANIZATION (worker-only, decision 0096) into every first load.
 */
function overlay<T extends object>(english: T, german: Overlay<T>): T {
  const out: Record<string, unknown> = { ...(english as Record<string, unknown>) };
  for (const [key, value] of Object.entries(german)) {
    const base = out[key];
    out[key] = isPlainObject(value) && isPlainObject(base) ? overlay(base, value) : value;
  }
  return out as T;
}
const isPlainObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

export const COMPANY = {
  ...EN_COMPANY,
  tagline: 'SaaS, APIs und Individualsoftware für wachsende Unternehmen',
  description:
    'Larchfield Software entwickelt SaaS-Lösungen für Unternehmen: individuelle SaaS-Plattformen, Web- und API-Entwicklung und die Unternehmenssoftware, die Ihre Prozesse wirklich brauchen.',
  location: 'Leipzig',
} as const satisfies Company;

export const SITE_HEAD = /* @__PURE__ */ overlay<SiteHead>(EN_SITE_HEAD, {
  keywords: [
    'SaaS-Entwicklung',
    'Individualsoftware',
    'API-Entwicklung',
    'Webentwicklung',
    'Nachrichten-API',
    'Softwareentwicklung Leipzig',
  ],
  socialImage: {
    path: '/og-de.png',
    alt: 'Larchfield Software: SaaS, APIs und Individualsoftware für wachsende Unternehmen',
    heading: 'SaaS, APIs und Individualsoftware für wachsende Unternehmen',
    caption: 'larchfield.dev · seit 2019',
  },
});

export const ORGANIZATION = /* @__PURE__ */ overlay<Organization>(EN_ORGANIZATION, {
  industry: { name: 'Softwareentwicklung' },
  address: { region: 'Sachsen' },
  catalogName: 'Lösungen von Larchfield',
  offers: [
    {
      id: 'custom-saas',
      name: 'Individuelle SaaS-Entwicklung',
      summary:
        'Mandantenfähige SaaS-Plattformen, gemeinsam mit Ihnen konzipiert, entwickelt und betrieben – vom ersten Prototyp bis zu Tausenden zahlenden Kunden.',
    },
    {
      id: 'api-development',
      name: 'Web- und API-Entwicklung',
      summary:
        'Schnelle, dokumentierte Webanwendungen und APIs, die Partner an einem Nachmittag anbinden – mit den Tests und dem Monitoring, damit das so bleibt.',
    },
    {
      id: 'newsloom-api',
      name: 'Newsloom API',
      summary:
        'Unsere API für Nachrichtenaggregation: Artikel Tausender Verlage, dedupliziert, klassifiziert und über einen einzigen JSON-Endpunkt durchsuchbar.',
    },
  ],
});
