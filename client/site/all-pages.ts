/**
 * Every page of this build, now (client/site/page-list.ts with the build's compiled content): what
 * the tools and tests walk. Never imported by the worker (it would carry all the content).
 */
import { COMPILED_CONTENT } from '../content/compiled';
import { everyPage, onePerPage, type PageEntry } from './page-list';

export { NOT_FOUND_PATH, type PageEntry } from './page-list';

/** Every page in every language at `now` (default: this moment). */
export function allPages(now = Date.now()): PageEntry[] {
  return everyPage(COMPILED_CONTENT, now);
}

/** One page of each kind per language at `now`. */
export function onePagePerKind(now = Date.now()): PageEntry[] {
  return onePerPage(allPages(now));
}
