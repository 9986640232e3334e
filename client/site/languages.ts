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
import type { CareersData, ContactPageData } from './index';

/**
 * The site-wide copy one language has, and the copy the worker itself carries (the forms' pages):
 * each module's exports. The pages' own copy is the build's (client/site/page-data.ts).
 */
export interface SiteCopy {
  readonly COMPANY: Company;
  readonly ORGANIZATION: Organization;
  readonly SITE_HEAD: SiteHead;
  readonly LEGAL: LegalFacts;
  readonly CHROME: Chrome;
  readonly FOOTER: FooterCopy;
  readonly PAGE_META: Readonly<Record<StaticPageId, PageMeta>>;
  readonly positionMeta: (position: Pick<Position, 'title' | 'location' | 'summary'>) => PageMeta;
  readonly CAREERS: CareersData;
  readonly POSITION_PAGE: PositionPageCopy;
  readonly CONTACT: ContactPageData;
  readonly ERROR_PAGE: ErrorPageCopy;
  readonly SEARCH_INDEX: readonly SearchEntry[];
  readonly PALETTE: PaletteCopy;
  readonly UI: UiCopy;
  readonly WORK_PAGE: WorkPageCopy;
  readonly NEWS_PAGE: NewsPageCopy;
  readonly RICH_TEXT: RichTextCopy;
}

export const SITES: { readonly [L in Lang]: SiteCopy } = { en: EN, de: DE };
