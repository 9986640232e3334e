import type { PageDataMap } from '../app/state';
import type { Lang, StaticPageId } from '../routes';
import { SITES } from './languages';

/** Each page's own data in one language (the pages without a parameter; a position's is built per position). */
export type PageDataOf = { readonly [K in StaticPageId]: PageDataMap[K] };

/**
 * Each page's own data in a language: rendered into the page and served as its payload. Typed by
 * the registry's ids, so a page of the registry without its data fails to compile. The worker
 * reads it; the client never bundles it.
 */
function pageData(lang: Lang): PageDataOf {
  const s = SITES[lang];
  return {
    home: s.HOME,
    solutions: s.SOLUTIONS,
    company: s.COMPANY_PAGE,
    careers: s.CAREERS,
    'application-sent': s.APPLICATION_SENT,
    contact: s.CONTACT,
    'contact-sent': s.CONTACT_SENT,
    privacy: s.PRIVACY,
    imprint: s.IMPRINT,
  };
}

/** Each page's data, per language, made once. */
export const PAGE_DATA: { readonly [L in Lang]: PageDataOf } = { en: pageData('en'), de: pageData('de') };
