import { Hono } from 'hono';
import { ROUTES, type RouteDef } from '../../client/route-table';
import { CAREERS, COMPANY_PAGE, HOME, SOLUTIONS } from '../../client/site';
import type { PageDataMap, PageView, Payload } from '../../client/app/state';
import { BUILD } from '../manifest';
import { renderDocument } from '../render';
import { appState } from '../state';
import type { AppEnv } from '../types';

/** Each page's own data, from the site module: rendered into the page and served as its payload. */
export const PAGE_DATA: PageDataMap = { home: HOME, solutions: SOLUTIONS, company: COMPANY_PAGE, careers: CAREERS };

function pageView(route: RouteDef): PageView {
  return { kind: 'page', id: route.id, data: PAGE_DATA[route.id] } as PageView;
}

/** `/_payload.json` for home, `/<route>/_payload.json` for the others. */
export function payloadPath(path: RouteDef['path']): string {
  return path === '/' ? '/_payload.json' : `${path}/_payload.json`;
}

const METHODS_ALLOWED = 'GET, HEAD';

/** The four pages and their payloads. GET and HEAD only (Hono answers HEAD from the GET handler). */
export const pages = new Hono<AppEnv>();

for (const route of ROUTES) {
  pages.get(route.path, async (c) => {
    const body = await renderDocument(appState(c, route.path, pageView(route)));
    return c.body(body, 200, { 'Content-Type': 'text/html; charset=utf-8' });
  });
  pages.get(payloadPath(route.path), (c) => {
    const payload: Payload = { buildId: BUILD.buildId, path: route.path, title: route.title, data: PAGE_DATA[route.id] };
    return c.json(payload);
  });
  for (const path of [route.path, payloadPath(route.path)]) {
    pages.all(path, (c) => c.text('Method Not Allowed', 405, { Allow: METHODS_ALLOWED }));
  }
}
