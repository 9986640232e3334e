/**
 * The route table: one entry per page, shared by the worker (rendering, payloads,
 * sitemap) and the client (navigation, prefetch). Pure data, so the build can read it too.
 *
 * Only what the browser needs to navigate lives here (path, id, label, flags). Each page's
 * title and description are copy (client/site/meta.ts): the worker puts them into the page's
 * state and payload, so the client bundle never carries them (decision 0096).
 */

export type ColorMode = 'system' | 'light' | 'dark';

export type PageId = 'home' | 'solutions' | 'company' | 'careers' | 'position' | 'application-sent' | 'contact' | 'contact-sent' | 'privacy' | 'imprint';

export interface RouteDef {
  readonly id: PageId;
  /** The page's canonical path (for a position, /careers/<its id>). */
  readonly path: string;
  /** Navigation label (header, command palette). */
  readonly label: string;
  /** Listed in the header's main navigation. */
  readonly nav?: true;
  /** Kept out of search engines: `noindex`, no canonical link, not in the sitemap or the palette. */
  readonly noindex?: true;
  /** A page may force a colour mode; 'system' cannot be forced and is ignored with a warning. */
  readonly colorMode?: ColorMode;
}

export const ROUTES = [
  { id: 'home', path: '/', label: 'Home', nav: true },
  { id: 'solutions', path: '/solutions', label: 'Solutions', nav: true },
  { id: 'company', path: '/company', label: 'Company', nav: true },
  { id: 'careers', path: '/careers', label: 'Careers', nav: true },
  // Where an application sent without JavaScript lands (POST /careers/<id> → 303).
  { id: 'application-sent', path: '/careers/applied', label: 'Application sent', noindex: true },
  { id: 'contact', path: '/contact', label: 'Contact', nav: true },
  // Where a message sent without JavaScript lands (POST /contact → 303): nothing to index.
  { id: 'contact-sent', path: '/contact/sent', label: 'Message sent', noindex: true },
  { id: 'privacy', path: '/privacy', label: 'Privacy' },
  { id: 'imprint', path: '/imprint', label: 'Imprint' },
] as const satisfies readonly RouteDef[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/**
 * An open position's page: /careers/<id>, the id lowercase words joined by hyphens. Which ids
 * exist is the worker's business (the site module's open positions): any other answers 404.
 */
export const POSITION_PATH = /^\/careers\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The route for a canonical path (a position's page by its shape), or undefined for anything else. */
export function findRoute(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path) ?? (POSITION_PATH.test(path) ? { id: 'position', path, label: 'Open position' } : undefined);
}

/** Where a route's payload is served: `/_payload.json` for home, `/<route>/_payload.json` otherwise. */
export function payloadPath(path: string): string {
  return path === '/' ? '/_payload.json' : `${path}/_payload.json`;
}

/** The one place the title template is applied. */
export function pageTitle(title: string, companyName: string): string {
  return `${title} - ${companyName}`;
}

/**
 * The colour mode a route forces, if any. Forcing 'system' means nothing (it is the
 * default), so it is ignored with a warning, as the spec asks.
 */
export function forcedColorMode(route: RouteDef | undefined): 'light' | 'dark' | undefined {
  if (!route?.colorMode || route.colorMode === 'system') {
    if (route?.colorMode === 'system') console.warn(`${route.path}: cannot force the colour mode to system; ignored`);
    return undefined;
  }
  return route.colorMode;
}
