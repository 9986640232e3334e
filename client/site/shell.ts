/**
 * The copy the worker itself needs in each language: the document's shell (company facts, the
 * head, the layout, error titles and messages), the pages' titles and descriptions, and the
 * forms' messages. Named imports only, so the worker bundles these and not the pages' own copy,
 * which it reads from the build's data files (worker/page-data.ts, decision 0155): the worker stays
 * small however many languages and pages the site has.
 */
import type { Lang } from '../routes';
import {
  CAREERS as DE_CAREERS,
  ERROR_PAGE as DE_ERROR_PAGE,
  NEWS_PAGE as DE_NEWS_PAGE,
  RICH_TEXT as DE_RICH_TEXT,
  WORK_PAGE as DE_WORK_PAGE,
  CHROME as DE_CHROME,
  FOOTER as DE_FOOTER,
  COMPANY as DE_COMPANY,
  CONTACT as DE_CONTACT,
  ORGANIZATION as DE_ORGANIZATION,
  PAGE_META as DE_PAGE_META,
  POSITION_PAGE as DE_POSITION_PAGE,
  SITE_HEAD as DE_SITE_HEAD,
  UI as DE_UI,
  positionMeta as dePositionMeta,
} from './de/index';
import {
  CAREERS,
  CHROME,
  COMPANY,
  FOOTER,
  CONTACT,
  ERROR_PAGE,
  NEWS_PAGE,
  ORGANIZATION,
  RICH_TEXT,
  WORK_PAGE,
  PAGE_META,
  POSITION_PAGE,
  SITE_HEAD,
  UI,
  positionMeta,
} from './index';
import type { SiteCopy } from './languages';

export type ShellCopy = Pick<
  SiteCopy,
  | 'COMPANY'
  | 'ORGANIZATION'
  | 'SITE_HEAD'
  | 'CHROME'
  | 'FOOTER'
  | 'UI'
  | 'PAGE_META'
  | 'positionMeta'
  | 'POSITION_PAGE'
  | 'CONTACT'
  | 'CAREERS'
  | 'ERROR_PAGE'
  | 'WORK_PAGE'
  | 'NEWS_PAGE'
  | 'RICH_TEXT'
>;

export const SHELL: { readonly [L in Lang]: ShellCopy } = {
  en: {
    COMPANY,
    ORGANIZATION,
    SITE_HEAD,
    CHROME,
    FOOTER,
    UI,
    PAGE_META,
    positionMeta,
    POSITION_PAGE,
    CONTACT,
    CAREERS,
    ERROR_PAGE,
    WORK_PAGE,
    NEWS_PAGE,
    RICH_TEXT,
  },
  de: {
    COMPANY: DE_COMPANY,
    ORGANIZATION: DE_ORGANIZATION,
    SITE_HEAD: DE_SITE_HEAD,
    CHROME: DE_CHROME,
    FOOTER: DE_FOOTER,
    UI: DE_UI,
    PAGE_META: DE_PAGE_META,
    positionMeta: dePositionMeta,
    POSITION_PAGE: DE_POSITION_PAGE,
    CONTACT: DE_CONTACT,
    CAREERS: DE_CAREERS,
    ERROR_PAGE: DE_ERROR_PAGE,
    WORK_PAGE: DE_WORK_PAGE,
    NEWS_PAGE: DE_NEWS_PAGE,
    RICH_TEXT: DE_RICH_TEXT,
  },
};
