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
export { fillTemplate, type Cta, type Picture, type SentCopy, type Widen } from './copy';
export { CHROME, type Chrome } from './chrome';
export { FOOTER, type FooterColumn, type FooterCopy } from './footer';
export { PAGE_META, positionMeta, type PageMeta } from './meta';
export { HOME, type HomeData, type Testimonial } from './pages/home';
export { SOLUTIONS, type SolutionsData, type Offering, type Plan } from './pages/solutions';
export { COMPANY_PAGE, type CompanyPageData, type Person } from './pages/company';
export { CAREERS, TEAMS, type CareersData } from './pages/careers';
export { OFFICES, findOpenPosition, openPositions, type Office, type Position, type Salary, type Team, type Workplace } from './positions';
export { APPLICATION_SENT, POSITION_PAGE, type ApplicationSentData, type PositionPageCopy, type PositionPageData } from './pages/position';
export { CONTACT, CONTACT_SENT, type ContactPageData, type ContactSentData } from './pages/contact';
export { PRIVACY, type PrivacyData, type PrivacySection } from './pages/privacy';
export { IMPRINT, type ImprintData } from './pages/imprint';
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
