import type { Context } from 'hono';
import type { AppState, View } from '../client/app/state';
import { BUILD } from './manifest';
import type { AppEnv } from './types';

/** The state a page or error page is rendered from. */
export function appState(c: Context<AppEnv>, path: string, view: View): AppState {
  return { buildId: BUILD.buildId, origin: c.env.SITE_URL, path, year: new Date().getUTCFullYear(), view };
}
