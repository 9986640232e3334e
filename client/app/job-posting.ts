import type { JobPosting, Place, WithContext } from 'schema-dts';
import { escapeMarkup } from '../escape';
import { absoluteUrl, pagePath, type Lang } from '../routes';
import { COMPANY, ORGANIZATION } from '../site/company';
import { OFFICES, type Position } from '../site/positions';
import type { PositionPageCopy } from '../site/pages/position';
import { jsonForScript } from './state';

/**
 * The position's description as HTML (JobPosting's `description`): the same sections, in the same
 * words and order, as the position's page shows them (client/pages/position.tsx).
 */
export function jobDescriptionHtml(
  position: Position,
  copy: PositionPageCopy,
  hiring: { title: string; lead: string; duration: string; steps: readonly { title: string; text: string }[] },
): string {
  const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeMarkup(i)}</li>`).join('')}</ul>`;
  const section = (title: string, body: string) => `<h2>${escapeMarkup(title)}</h2>${body}`;
  return [
    section(copy.sections.about, position.about.map((p) => `<p>${escapeMarkup(p)}</p>`).join('')),
    section(copy.sections.tasks, list(position.tasks)),
    section(copy.sections.requirements, list(position.requirements)),
    ...(position.niceToHave.length > 0 ? [section(copy.sections.niceToHave, list(position.niceToHave))] : []),
    section(
      copy.sections.hiring,
      `<p>${escapeMarkup(hiring.lead)}</p><ol>${hiring.steps.map((s) => `<li><strong>${escapeMarkup(s.title)}</strong><br>${escapeMarkup(s.text)}</li>`).join('')}</ol><p>${escapeMarkup(hiring.duration)}</p>`,
    ),
  ].join('');
}

/**
 * The JobPosting block of an open position's page (schema.org, as Google for Jobs reads it): on
 * that page only, every value shown on it. Typed with schema-dts like the Organization block; the
 * hiring organisation is that block's Organization, by its `@id`. Built by the worker only: the
 * page data carries the finished text, so this builder never ships to browsers.
 */
function jobPostingJsonLd(
  origin: string,
  position: Position,
  copy: PositionPageCopy,
  hiring: Parameters<typeof jobDescriptionHtml>[2],
  lang: Lang = 'en',
): WithContext<JobPosting> {
  const home = absoluteUrl(origin, '/');
  const places: Place[] = position.offices.map((id) => {
    const office = OFFICES[id];
    return {
      '@type': 'Place',
      name: copy.officeNames[id],
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.street,
        postalCode: office.postalCode,
        addressLocality: office.locality,
        addressRegion: office.region,
        addressCountry: office.country,
      },
    };
  });
  const pay = position.salary.proRata ?? position.salary;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.title,
    description: jobDescriptionHtml(position, copy, hiring),
    identifier: { '@type': 'PropertyValue', name: COMPANY.name, value: position.id },
    url: absoluteUrl(origin, pagePath('position', lang, { id: position.id })),
    datePosted: position.datePosted,
    validThrough: position.validThrough,
    employmentType: position.type === 'Full-time' ? 'FULL_TIME' : 'PART_TIME',
    hiringOrganization: {
      '@type': 'Organization',
      '@id': `${home}#organization`,
      name: COMPANY.name,
      sameAs: home,
      logo: absoluteUrl(origin, ORGANIZATION.logo.path),
    },
    ...(places.length > 0 && position.workplace !== 'remote' ? { jobLocation: places } : {}),
    ...(position.workplace === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'AdministrativeArea', name: position.remoteRegion?.name ?? copy.remoteRegion },
          // A remote position with an office one may work from states the office too.
          ...(places.length > 0 ? { jobLocation: places } : {}),
        }
      : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: pay.min, maxValue: pay.max, unitText: 'YEAR' },
    },
    directApply: true,
  };
}

/** The block as script text, safe against `</script>` in any string. */
export function jobPostingJsonLdScript(
  origin: string,
  ...rest: [Position, PositionPageCopy, Parameters<typeof jobDescriptionHtml>[2], Lang]
): string {
  return jsonForScript(jobPostingJsonLd(origin, ...rest));
}
