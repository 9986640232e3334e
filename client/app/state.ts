import type { ComponentType, ReactNode } from 'react';
import type { Lang, PageId } from '../routes';
import type { NewsEntryData, NewsListData, DatedSummary, PageMeta, PositionPageData, WorkEntryData, WorkListData } from '../site';
import type { PageDataOf } from '../site/page-data';

/** Each page's own data: what `/<route>/_payload.json` carries as `data`. */
/**
 * The home page's data: its copy, and what the worker adds as content is published: the three
 * latest posts and, for each client with a case study, its path (the testimonials link to it).
 */
export type HomePageData = PageDataOf['home'] & { latestPosts?: LatestPost[]; caseStudies?: Readonly<Record<string, string>> };
/** A post on the home page: its summary and its date as the language writes it (client/format.ts longDate, applied by the worker). */
export type LatestPost = DatedSummary;

/**
 * Each page's data: a page without a parameter has its copy file's (client/site/page-data.ts, from
 * the registry and each page's schema); the home page what the worker adds to it; the others what
 * their route modules make per request.
 */
type PageDataMap = Omit<PageDataOf, 'home'> & {
  home: HomePageData;
  position: PositionPageData;
  work: WorkListData;
  'work-entry': WorkEntryData;
  news: NewsListData;
  'news-page': NewsListData;
  'news-tag': NewsListData;
  'news-entry': NewsEntryData;
};

/**
 * A form as the worker renders it for one visitor (decision 0097): its hidden per-visitor fields,
 * and after a failed send what the visitor typed and what was wrong. Pages with a form are never
 * shared by a cache (`private, no-store`).
 */
export interface FormState {
  /** Idempotency key: one per form shown, so a repeated send of the same message stores it once. */
  key: string;
  /** When the form was issued, signed by the worker (the minimum-fill-time spam check). */
  issued: string;
  /** What the visitor typed, by field name, rendered back (React escapes it). */
  values: Record<string, string>;
  /** One message per field name; `form` for an answer about the whole form. */
  errors: Record<string, string>;
}

/**
 * A page to show: its id, its title and description (the worker's copy, carried by the state
 * and the payload so the client bundle needs no copy of its own), its data and, on a page with
 * a form rendered for one visitor, that form's state.
 */
/** A page's component: its data, and on a page with a form rendered for one visitor, that form's state. */
export type PageComponent<K extends PageId> = ComponentType<{ data: PageDataMap[K]; form?: FormState }>;

export type PageView = {
  [K in PageId]: { kind: 'page'; id: K; meta: PageMeta; data: PageDataMap[K]; form?: FormState; alternates?: Alternates };
}[PageId];

/**
 * The paths of a page in each language it exists in, when the page says so itself (a content
 * entry, whose slug is its own in each language): its hreflang set and where the language switch
 * leads. Without it, the registry's paths are the set.
 */
type Alternates = Partial<Record<Lang, string>>;

export interface ErrorView {
  kind: 'error';
  status: 404 | 500;
  /** Shown to the visitor: `Page not found: /path` or the generic server-error text. */
  message: string;
  /** The requested path, carried as data (never interpolated into HTML by hand). */
  path: string;
  /**
   * A 500 answered by the worker: the request id (X-Request-Id, and the log lines), for the visitor
   * to quote. Absent on a 404 and on a 500 met in the browser, which the worker never saw.
   */
  reference?: string;
}

export type View = PageView | ErrorView;

/** Everything the universal tree renders from; serialised into the page for hydration. */
export interface AppState {
  buildId: string;
  /** Site origin (the SITE_URL var), for canonical and Open Graph URLs. */
  origin: string;
  /** Canonical path of the page (the route's path, or the requested path on an error page). */
  path: string;
  /** The page's language: the path's (German under /de), on error pages too. */
  lang: Lang;
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
export interface Payload<K extends PageId = PageId> extends PageMeta {
  buildId: string;
  path: string;
  data: PageDataMap[K];
  alternates?: Alternates;
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
