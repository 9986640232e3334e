/** The site module: company facts and every page's copy, one typed source. */
export { COMPANY, absoluteUrl, type Company, type Offer, type SocialProfile } from './company';
export { HOME, type HomeData } from './pages/home';
export { SOLUTIONS, type SolutionsData } from './pages/solutions';
export { COMPANY_PAGE, type CompanyPageData } from './pages/company';
export { CAREERS, type CareersData, type Position } from './pages/careers';
