/**
 * The site module in each language: the English one (client/site/) and the German one
 * (client/site/de/, typed against the English, decision 0150). What the worker, the tools and the
 * tests read a language's copy from; never bundled for the browser, which gets its page's copy as
 * data and the layout's through client/site/client-copy.ts.
 */
import type { Lang, StaticPageId } from '../routes';
import * as DE from './de/index';
import * as EN from './index';
import type {
  Chrome,
  FooterCopy,
  Company,
  ErrorPageCopy,
  LegalFacts,
  Organization,
  PageMeta,
  PaletteCopy,
  Position,
  PositionPageCopy,
  SearchEntry,
  SiteHead,
  UiCopy,
} from './index';
import type { NewsPageCopy, RichTextCopy, WorkPageCopy } from './index';
import type {
  ApplicationSentData,
  CareersData,
  CompanyPageData,
  ContactPageData,
  ContactSentData,
  HomeData,
  ImprintData,
  PrivacyData,
  SolutionsData,
} from './index';

/** The copy one language has (each module's exports, widened to the English module's types). */
export interface SiteCopy {
  readonly COMPANY: Company;
  readonly ORGANIZATION: Organization;
  readonly SITE_HEAD: SiteHead;
  readonly LEGAL: LegalFacts;
  readonly CHROME: Chrome;
  readonly FOOTER: FooterCopy;
  readonly PAGE_META: Readonly<Record<StaticPageId, PageMeta>>;
  readonly positionMeta: (position: Pick<Position, 'title' | 'location' | 'summary'>) => PageMeta;
  readonly HOME: HomeData;
  readonly SOLUTIONS: SolutionsData;
  readonly COMPANY_PAGE: CompanyPageData;
  readonly CAREERS: CareersData;
  readonly POSITION_PAGE: PositionPageCopy;
  readonly APPLICATION_SENT: ApplicationSentData;
  readonly CONTACT: ContactPageData;
  readonly CONTACT_SENT: ContactSentData;
  readonly PRIVACY: PrivacyData;
  readonly IMPRINT: ImprintData;
  readonly ERROR_PAGE: ErrorPageCopy;
  readonly SEARCH_INDEX: readonly SearchEntry[];
  readonly PALETTE: PaletteCopy;
  readonly UI: UiCopy;
  readonly WORK_PAGE: WorkPageCopy;
  readonly NEWS_PAGE: NewsPageCopy;
  readonly RICH_TEXT: RichTextCopy;
}

export const SITES: { readonly [L in Lang]: SiteCopy } = { en: EN, de: DE };
