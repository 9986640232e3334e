/** The site module: company facts and every page's copy, one typed source. */
export {
  COMPANY,
  ORGANIZATION,
  SITE_HEAD,
  type Company,
  type Offer,
  type Organization,
  type SiteHead,
  type SocialProfile,
} from './company';
export { LEGAL, type LegalFacts } from './legal';
export { fillTemplate, type Cta, type Picture, type Widen } from './copy';
export type { SentCopy } from './copy-schema';
export { CHROME, type Chrome } from './chrome';
export { FOOTER, type FooterColumn, type FooterCopy } from './footer';
export { PAGE_META, positionMeta, type PageMeta } from './meta';
export { CAREERS, TEAMS, type CareersData } from './pages/careers';
export { OFFICES, findOpenPosition, openPositions, type Office, type Position, type Salary, type Team, type Workplace } from './positions';
export { POSITION_PAGE, type PositionPageCopy, type PositionPageData } from './pages/position';
export { CONTACT, type ContactPageData } from './pages/contact';
export { ERROR_PAGE, type ErrorPageCopy } from './pages/error';
export {
  RICH_TEXT,
  WORK_PAGE,
  type CaseStudySummary,
  type RichTextCopy,
  type WorkEntryData,
  type WorkListData,
  type WorkPageCopy,
} from './pages/work';
export { NEWS_PAGE, type NewsEntryData, type NewsListData, type NewsPageCopy, type NewsSummary, type DatedSummary } from './pages/news';
export { SEARCH_INDEX, PALETTE, type PaletteCopy, type SearchEntry, type SearchGroup } from './search';
export { UI, type UiCopy } from './ui';
