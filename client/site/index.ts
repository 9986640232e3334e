/** The site module: company facts and every page's copy, one typed source. */
export { COMPANY, LEGAL, ORGANIZATION, SITE_HEAD, absoluteUrl, type Company, type Offer, type SocialProfile } from './company';
export { fillTemplate, type Cta, type Picture } from './copy';
export { CHROME, type Chrome, type FooterColumn } from './chrome';
export { PAGE_META, type PageMeta } from './meta';
export { HOME, type HomeData, type Testimonial } from './pages/home';
export { SOLUTIONS, type SolutionsData, type Offering, type Plan } from './pages/solutions';
export { COMPANY_PAGE, type CompanyPageData, type Person } from './pages/company';
export { CAREERS, TEAMS, type CareersData, type Position, type Team } from './pages/careers';
export { CONTACT, CONTACT_SENT, type ContactPageData, type ContactSentData } from './pages/contact';
export { PRIVACY, type PrivacyData, type PrivacySection } from './pages/privacy';
export { IMPRINT, type ImprintData } from './pages/imprint';
export { ERROR_PAGE, type ErrorPageCopy } from './pages/error';
export { SEARCH_INDEX, PALETTE, type SearchEntry, type SearchGroup } from './search';
