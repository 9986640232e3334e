import type { Context } from 'hono';
import type { FormState, PageView } from '../../client/app/state';
import type { RouteDef } from '../../client/route-table';
import { renderDocument } from '../render';
import { pageView } from '../routes/pages';
import { appState } from '../state';
import type { AppEnv } from '../types';

/** What no cache may keep or share: a page with one visitor's hidden fields and input. */
export const PER_VISITOR_CACHE_CONTROL = 'private, no-store';

/**
 * A page with a form, rendered for this request: the route's page with this visitor's form
 * state (hidden fields, what they typed, errors), answered with `status` and never cached.
 */
export async function formPage(c: Context<AppEnv>, route: RouteDef, form: FormState, status: number): Promise<Response> {
  const state = appState(c, route.path, { ...pageView(route), form } as PageView);
  const body = await renderDocument(state);
  return c.body(body, status as 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PER_VISITOR_CACHE_CONTROL });
}
