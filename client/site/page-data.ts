import { PAGE_COPY_DE, PAGE_COPY_EN, type PageCopy } from '../../dist/content/copy/pages';
import { STATIC_PAGE_IDS, type Lang, type StaticPageId } from '../routes';
import { contactPage } from './pages/contact';
import { careersPage } from './pages/careers';

/** A page's data as its copy file gives it: all of it but the title and description, which the head states. */
type CopyData<K extends keyof PageCopy> = Omit<PageCopy[K], 'meta'>;

/**
 * The pages whose data is more than their copy, and what code adds: the careers page lists the open
 * positions, the contact page carries its confirmation's copy for the form. A page not named here
 * (the imprint, the privacy notice…) needs nothing in code but its component.
 */
const MADE = {
  careers: (copy: PageCopy, lang: Lang) => careersPage(copy.careers, lang),
  contact: (copy: PageCopy) => contactPage(copy.contact, copy['contact-sent']),
};

/**
 * Each page's own data in one language (the pages without a parameter; a position's is built per
 * position). A page of the registry without its copy file has no type here and fails to compile.
 */
export type PageDataOf = {
  readonly [K in StaticPageId]: K extends keyof typeof MADE ? ReturnType<(typeof MADE)[K]> : K extends keyof PageCopy ? CopyData<K> : never;
};

/** The data of every page without a parameter, from its language's copy. */
function pageData(copy: PageCopy, lang: Lang): PageDataOf {
  const data = (id: StaticPageId) => {
    if (id in MADE) return MADE[id as keyof typeof MADE](copy, lang);
    const { meta: _meta, ...rest } = copy[id as keyof PageCopy] as { meta?: unknown };
    return rest;
  };
  // Built key by key from the registry: the type above says what each key holds.
  return Object.fromEntries(STATIC_PAGE_IDS.map((id) => [id, data(id)])) as unknown as PageDataOf;
}

/**
 * Each page's own data, per language: rendered into the page and served as its payload. The build
 * writes it as one file per language, which the worker reads (decision 0155); the client never
 * bundles it.
 */
export const PAGE_DATA: { readonly [L in Lang]: PageDataOf } = { en: pageData(PAGE_COPY_EN, 'en'), de: pageData(PAGE_COPY_DE, 'de') };
