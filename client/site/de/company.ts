/**
 * The company's German-facing texts: the facts (names, addresses, numbers, links) are the English
 * module's, spread in; only the tagline, the description, the location, the head's keywords and
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

export const COMPANY = {
  ...EN_COMPANY,
  tagline: 'SaaS, APIs und Individualsoftware für wachsende Unternehmen',
  description:
    'Larchfield Software entwickelt SaaS-Lösungen für Unternehmen: individuelle SaaS-Plattformen, Web- und API-Entwicklung und die Unternehmenssoftware, die Ihre Prozesse wirklich brauchen.',
  location: 'Leipzig',
} as const satisfies Company;

export const SITE_HEAD = {
  ...EN_SITE_HEAD,
  keywords: [
    'SaaS-Entwicklung',
    'Individualsoftware',
    'API-Entwicklung',
    'Webentwicklung',
    'Nachrichten-API',
    'Softwareentwicklung Leipzig',
  ],
  socialImage: {
    ...EN_SITE_HEAD.socialImage,
    path: '/og-de.png',
    alt: 'Larchfield Software: SaaS, APIs und Individualsoftware für wachsende Unternehmen',
    heading: 'SaaS, APIs und Individualsoftware für wachsende Unternehmen',
    caption: 'larchfield.dev · seit 2019',
  },
} as const satisfies SiteHead;

export const ORGANIZATION = {
  ...EN_ORGANIZATION,
  industry: { ...EN_ORGANIZATION.industry, name: 'Softwareentwicklung' },
  address: { ...EN_ORGANIZATION.address, region: 'Sachsen' },
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
} as const satisfies Organization;
