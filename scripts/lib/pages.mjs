// Every page the site serves, for the tools (markup validator, byte budgets, benchmark, load
// test): read from the page registry through client/site/page-list.ts, never listed by hand.
import { loadTs } from './load-ts.mjs';

/**
 * @typedef {{ id: string, lang: string, path: string, params: Record<string, string>, noindex: boolean, perVisitor: boolean }} PageEntry
 */

const list = await loadTs('client/site/all-pages.ts');

/** @type {PageEntry[]} Every page in every language, one per open position. */
export const EVERY_PAGE = list.allPages();

/** @type {PageEntry[]} One page of each kind per language (the first position): for the costlier measurements. */
export const ONE_PER_PAGE = list.onePagePerKind();

/** @type {string} A path no page has. */
export const NOT_FOUND_PATH = list.NOT_FOUND_PATH;
