import type { StaticPageId } from '../routes';
import { COMPANY } from './company';
import { defineCopy } from './copy';
import type { Position } from './positions';

/** A page's title (the document title is `${title} - ${company name}`) and its meta description. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** The page's own social-card picture (a content entry's), instead of the site's. */
  readonly image?: { readonly path: string; readonly width: number; readonly height: number; readonly alt: string };
  /** An article (a case study or a post): og:type article and its times. */
  readonly article?: { readonly published: string; readonly modified?: string; readonly tags?: readonly string[] };
}

/**
 * Every page's title and description. Copy, not routing: the worker renders them into the head,
 * the page's state and its payload; the client reads them from there and never bundles this
 * object (decision 0096). The command palette's index (a lazy chunk) searches them.
 */
export const PAGE_META: Record<StaticPageId, PageMeta> = /* @__PURE__ */ defineCopy(() => ({
  home: {
    title: 'SaaS, APIs and custom business software',
    description: `${COMPANY.name} builds SaaS solutions for businesses: custom SaaS platforms, web and API development, custom business software and the Newsloom news API.`,
  },
  solutions: {
    title: 'Solutions',
    description:
      'Custom SaaS development, web and API development, custom business software and the Newsloom news-aggregation API: what you get and how we work.',
  },
  company: {
    title: 'Company',
    description: `Who we are: a software company founded in ${COMPANY.foundingYear}, our story, values, team and the way we work with clients.`,
  },
  careers: {
    title: 'Careers',
    description: `Open positions at ${COMPANY.name}: engineering and design roles, remote-friendly, with a clear hiring process.`,
  },
  'application-sent': {
    title: 'Application sent',
    description: `Your application has reached ${COMPANY.name}. You hear from us within five working days.`,
  },
  contact: {
    title: 'Contact',
    description: `Write to ${COMPANY.name} about a project, a Newsloom API key or anything else. A senior engineer answers every message within two working days.`,
  },
  'contact-sent': {
    title: 'Message sent',
    description: `Your message has reached ${COMPANY.name}. A senior engineer answers within two working days.`,
  },
  privacy: {
    title: 'Privacy notice',
    description: `What personal data the ${COMPANY.name} website processes and why, how long it is kept, who receives it, and your rights under the GDPR.`,
  },
  imprint: {
    title: 'Imprint',
    description: `Legal notice of ${COMPANY.legalName}: address, managing director, commercial register entry, VAT identification number and how to reach us.`,
  },
}));

/** A position's page: its title, and its summary as the description. */
export function positionMeta(position: Pick<Position, 'title' | 'location' | 'summary'>): PageMeta {
  return { title: `${position.title}, ${position.location}`, description: position.summary };
}
