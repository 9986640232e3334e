/**
 * The German site module: the same copy exports as ../index.ts, each typed with the English
 * module's type, so a missing or extra key fails `npm run typecheck` (decision 0150). Types,
 * helpers and the positions are the English module's: import those from there.
 */
export { COMPANY, ORGANIZATION, SITE_HEAD } from './company';
export { LEGAL } from './legal';
export { CHROME } from './chrome';
export { FOOTER } from './footer';
export { PAGE_META, positionMeta } from './meta';
export { CAREERS, TEAMS } from './pages/careers';
export { POSITION_PAGE } from './pages/position';
export { CONTACT } from './pages/contact';
export { ERROR_PAGE } from './pages/error';
export { SEARCH_INDEX, PALETTE } from './search';
export { UI } from './ui';
export { RICH_TEXT, WORK_PAGE } from './pages/work';
export { NEWS_PAGE } from './pages/news';
