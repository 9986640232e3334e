/**
 * The route table: one entry per page, shared by the worker (rendering, payloads,
 * sitemap) and the client (navigation, prefetch). Pure data, so the build can read it too.
 */

export type ColorMode = 'system' | 'light' | 'dark';

export type PageId = 'home' | 'solutions' | 'company' | 'careers';

export interface RouteDef {
  readonly id: PageId;
  readonly path: '/' | '/solutions' | '/company' | '/careers';
  /** Page title; the document title is `${title} - ${company name}` (see pageTitle). */
  readonly title: string;
  /** Navigation label. */
  readonly label: string;
  readonly description: string;
  /** A page may force a colour mode; 'system' cannot be forced and is ignored with a warning. */
  readonly colorMode?: ColorMode;
}

export const ROUTES = [
  {
    id: 'home',
    path: '/',
    title: 'SaaS, APIs and custom business software',
    label: 'Home',
    description:
      'Larchfield Software builds SaaS solutions for businesses: custom SaaS platforms, web and API development, custom business software and the Newsloom news API.',
  },
  {
    id: 'solutions',
    path: '/solutions',
    title: 'Solutions',
    label: 'Solutions',
    description:
      'Custom SaaS development, web and API development, custom business software and the Newsloom news-aggregation API: what you get and how we work.',
  },
  {
    id: 'company',
    path: '/company',
    title: 'Company',
    label: 'Company',
    description: 'Who we are: a software company founded in 2019, our story, values, team and the way we work with clients.',
  },
  {
    id: 'careers',
    path: '/careers',
    title: 'Careers',
    label: 'Careers',
    description: 'Open positions at Larchfield Software: engineering and design roles, remote-friendly, with a clear hiring process.',
  },
] as const satisfies readonly RouteDef[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** The route for a canonical path, or undefined for anything else. */
export function findRoute(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path);
}

/** Where a route's payload is served: `/_payload.json` for home, `/<route>/_payload.json` otherwise. */
export function payloadPath(path: RouteDef['path']): string {
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
