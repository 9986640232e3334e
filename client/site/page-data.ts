import type { PageDataMap } from '../app/state';
import type { StaticPageId } from '../routes';
import { HOME } from './pages/home';
import { SOLUTIONS } from './pages/solutions';
import { COMPANY_PAGE } from './pages/company';
import { CAREERS } from './pages/careers';
import { APPLICATION_SENT } from './pages/position';
import { CONTACT, CONTACT_SENT } from './pages/contact';
import { PRIVACY } from './pages/privacy';
import { IMPRINT } from './pages/imprint';

/**
 * Each page's own data (the pages without a parameter; a position's is built per position):
 * rendered into the page and served as its payload. Typed by the registry's ids, so a page of the
 * registry without its data fails to compile. The worker reads it; the client never bundles it.
 */
export const PAGE_DATA: { readonly [K in StaticPageId]: PageDataMap[K] } = {
  home: HOME,
  solutions: SOLUTIONS,
  company: COMPANY_PAGE,
  careers: CAREERS,
  'application-sent': APPLICATION_SENT,
  contact: CONTACT,
  'contact-sent': CONTACT_SENT,
  privacy: PRIVACY,
  imprint: IMPRINT,
};
