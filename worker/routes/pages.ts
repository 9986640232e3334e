import { Hono, type Context } from 'hono';
import { ROUTES, payloadPath, type PageId } from '../../client/route-table';
import { APPLICATION_SENT, CAREERS, COMPANY_PAGE, CONTACT, CONTACT_SENT, HOME, IMPRINT, PAGE_META, PRIVACY, SOLUTIONS } from '../../client/site';
import type { PageDataMap, PageView, Payload } from '../../client/app/state';
import { BUILD } from '../manifest';
import { buildDocument, cachedPage, edgeKey, memoised, sendDocument } from '../page-cache';
import { renderDocument } from '../render';
import { appState } from '../state';
import type { AppEnv } from '../types';

/** A page of the route table (a position's page has a route of its own: worker/routes/careers.ts). */
export type StaticRoute = (typeof ROUTES)[number];

/** Each static page's own data, from the site module: rendered into the page and served as its payload. */
export const PAGE_DATA: Omit<PageDataMap, 'position'> = {
  home: HOME,
  solutions: SOLUTIONS,
  company: COMPANY_PAGE,
  careers: CAREERS,
  'application-sent': APPLICATION_SENT,
  contact: CONTACT,
  'contact-sent': CONTACT_SENT,
  privacy: PRIVACY,
  imprint: IMPRINT,
};

/** The view of a route's page as every visitor gets it (a form page adds the visitor's form state). */
export function pageView(route: StaticRoute): PageView {
  return { kind: 'page', id: route.id, meta: PAGE_META[route.id], data: PAGE_DATA[route.id] } as PageView;
}

/** The answer for any method but GET and HEAD on a document of ours (pages, payloads, robots, sitemap). */
export function methodNotAllowed(c: Context<AppEnv>): Response {
  return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
}

/**
 * The four pages and their payloads. GET and HEAD only (Hono answers HEAD from the GET handler).
 * A page has no per-visitor content: it is rendered once per isolate and build (and footer
 * year, the one thing that changes without a deploy), then served as the same bytes with a
 * weak ETag; see worker/page-cache.ts.
 */
export const pages = new Hono<AppEnv>();

/**
 * Pages that carry a form with per-visitor hidden fields: rendered for each request by their own
 * route module (worker/routes/contact.ts), never from the shared cache. Their payloads are shared.
 */
export const PER_VISITOR_PAGES: ReadonlySet<PageId> = new Set<PageId>(['contact']);

for (const route of ROUTES) {
  if (!PER_VISITOR_PAGES.has(route.id)) {
    pages.get(route.path, async (c) => {
      const state = appState(c, route.path, pageView(route));
      // A crawler's page differs from a person's only in its state's `crawler` mark: its own entry.
      const memoKey = `page ${state.origin} ${route.path} ${state.year}${state.crawler ? ' crawler' : ''}`;
      const doc = await cachedPage(c, memoKey, edgeKey(c.req.url, route.path, state.year, state.crawler), async () => {
        const bytes = new Uint8Array(await new Response(await renderDocument(state)).arrayBuffer());
        return buildDocument(bytes, 'text/html; charset=utf-8');
      });
      return sendDocument(c, doc);
    });
  }
  pages.get(payloadPath(route.path), async (c) => {
    const { doc } = await memoised(`payload ${route.path}`, () => {
      const { title, description } = PAGE_META[route.id];
      const payload: Payload = { buildId: BUILD.buildId, path: route.path, title, description, data: PAGE_DATA[route.id] };
      return buildDocument(JSON.stringify(payload), 'application/json');
    });
    return sendDocument(c, doc);
  });
  for (const path of PER_VISITOR_PAGES.has(route.id) ? [payloadPath(route.path)] : [route.path, payloadPath(route.path)]) {
    pages.all(path, methodNotAllowed);
  }
}
