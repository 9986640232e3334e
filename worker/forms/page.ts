import type { Context } from 'hono';
import type { FormState, PageView } from '../../client/app/state';
import { renderDocument } from '../render';
import { appState } from '../state';
import type { AppEnv } from '../types';

/** What no cache may keep or share: a page with one visitor's hidden fields and input. */
export const PER_VISITOR_CACHE_CONTROL = 'private, no-store';

/**
 * A page with a form, rendered for this request: the page's view with this visitor's form state
 * (hidden fields, what they typed, errors), answered with `status` and never cached.
 */
export async function formPage(c: Context<AppEnv>, path: string, view: PageView, form: FormState, status: number): Promise<Response> {
  const state = appState(c, path, { ...view, form } as PageView);
  const body = await renderDocument(state, c.env.ASSETS);
  return c.body(body, status as 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PER_VISITOR_CACHE_CONTROL });
}
