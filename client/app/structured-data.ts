import { COMPANY, absoluteUrl } from '../site/company';
import { jsonForScript } from './state';

/** The Organization JSON-LD block (schema.org), from the site module. */
export function organizationJsonLd(origin: string) {
  const url = absoluteUrl(origin, '/');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    description: COMPANY.description,
    url,
    logo: absoluteUrl(origin, COMPANY.logo),
    email: COMPANY.email,
    foundingDate: String(COMPANY.foundingYear),
    // schema.org has no Organization.industry; knowsAbout and the NAICS code
    // (541511, custom computer programming services) say it in its vocabulary.
    industry: COMPANY.industry,
    knowsAbout: COMPANY.industry,
    naics: '541511',
    numberOfEmployees: { '@type': 'QuantitativeValue', minValue: COMPANY.employees.min, maxValue: COMPANY.employees.max },
    sameAs: COMPANY.social.map((s) => s.url),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `${COMPANY.shortName} solutions`,
      itemListElement: COMPANY.offers.map((offer) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: offer.name,
          description: offer.summary,
          url: absoluteUrl(origin, `/solutions#${offer.id}`),
        },
      })),
    },
  };
}

/** The block as script text, safe against `</script>` in any string. */
export function organizationJsonLdScript(origin: string): string {
  return jsonForScript(organizationJsonLd(origin));
}
