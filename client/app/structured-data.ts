import type { ContactPoint, Organization, QuantitativeValue, WithContext } from 'schema-dts';
import { absoluteUrl, pagePath, type Lang } from '../routes';
import { SHELL } from '../site/shell';
import { jsonForScript } from './state';

/** A length in pixels (UN/CEFACT unit code E37), as schema.org's ImageObject takes it. */
const pixels = (value: number): QuantitativeValue => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' });

/**
 * The Organization JSON-LD block (schema.org), from the site module. Typed with schema-dts (types
 * only, nothing ships): a property schema.org does not define for it fails the typecheck.
 * Google's Organization guidance is followed: a sized logo (at least 112×112), the address and
 * contact points. The industry is said in schema.org's terms (decision 0090).
 */
function organizationJsonLd(origin: string, lang: Lang = 'en'): WithContext<Organization> {
  // One organisation in every language (one @id, its home page the English one); what it says of
  // itself is in the page's language.
  const { COMPANY, ORGANIZATION } = SHELL[lang];
  const url = absoluteUrl(origin, '/');
  const contact = (contactType: string, email: string): ContactPoint => ({ '@type': 'ContactPoint', contactType, email });
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    description: COMPANY.description,
    url,
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(origin, ORGANIZATION.logo.path),
      contentUrl: absoluteUrl(origin, ORGANIZATION.logo.path),
      encodingFormat: 'image/svg+xml',
      width: pixels(ORGANIZATION.logo.width),
      height: pixels(ORGANIZATION.logo.height),
    },
    email: COMPANY.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: ORGANIZATION.address.locality,
      addressRegion: ORGANIZATION.address.region,
      addressCountry: ORGANIZATION.address.country,
    },
    contactPoint: [
      contact('sales', COMPANY.email),
      contact('recruiting', COMPANY.careersEmail),
      contact('technical support', COMPANY.apiEmail),
    ],
    foundingDate: String(COMPANY.foundingYear),
    knowsAbout: ORGANIZATION.industry.name,
    naics: ORGANIZATION.industry.naics,
    isicV4: ORGANIZATION.industry.isicV4,
    numberOfEmployees: { '@type': 'QuantitativeValue', minValue: COMPANY.employees.min, maxValue: COMPANY.employees.max },
    sameAs: COMPANY.social.map((s) => s.url),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: ORGANIZATION.catalogName,
      itemListElement: ORGANIZATION.offers.map((offer) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: offer.name,
          description: offer.summary,
          url: absoluteUrl(origin, `${pagePath('solutions', lang)}#${offer.id}`),
        },
      })),
    },
  };
}

/** The block as script text, safe against `</script>` in any string. */
export function organizationJsonLdScript(origin: string, lang: Lang): string {
  return jsonForScript(organizationJsonLd(origin, lang));
}
