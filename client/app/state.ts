import type { ReactNode } from 'react';
import type { PageId, RouteDef } from '../route-table';
import type { CareersData, CompanyPageData, HomeData, SolutionsData } from '../site';

/** Each page's own data: what `/<route>/_payload.json` carries as `data`. */
export interface PageDataMap {
  home: HomeData;
  solutions: SolutionsData;
  company: CompanyPageData;
  careers: CareersData;
}

export type PageView = { [K in PageId]: { kind: 'page'; id: K; data: PageDataMap[K] } }[PageId];

export interface ErrorView {
  kind: 'error';
  status: 404 | 500;
  /** Shown to the visitor: `Page not found: /path` or the generic server-error text. */
  message: string;
  /** The requested path, carried as data (never interpolated into HTML by hand). */
  path: string;
}

export type View = PageView | ErrorView;

/** Everything the universal tree renders from; serialised into the page for hydration. */
export interface AppState {
  buildId: string;
  /** Site origin (the SITE_URL var), for canonical and Open Graph URLs. */
  origin: string;
  /** Canonical path of the page (the route's path, or the requested path on an error page). */
  path: string;
  /** Year for the footer, fixed at render time so server and client agree. */
  year: number;
  view: View;
  /**
   * Set for a crawler (the worker's isbot: search bots, Lighthouse, social-preview fetchers), absent
   * for people. The browser then never shows an error page it built itself: spec §8, "error page
   * not shown; error only logged".
   */
  crawler?: true;
}

/** A 500 error state for `path`, with its message: what the browser shows when a page fails there. */
export function serverErrorState(current: AppState, path: string, message: string): AppState & { view: ErrorView } {
  return { ...current, path, view: { kind: 'error', status: 500, message, path } };
}

/**
 * A state with its page module loaded: what the App renders. Declared here, beside the state,
 * so the router and the navigation runtime can name it without importing the page table.
 */
export interface Screen {
  state: AppState;
  element: ReactNode;
}

/** The payload document of a page, as served at `/<route>/_payload.json`. */
export interface Payload<K extends PageId = PageId> {
  buildId: string;
  path: RouteDef['path'];
  title: string;
  data: PageDataMap[K];
}

/** Serialises JSON for a `<script>` element: nothing in it can close the element or break JS parsing. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
