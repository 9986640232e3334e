import type { Context } from 'hono';
import type { AppState, View } from '../client/app/state';
import { yearInLeipzig } from '../client/format';
import { langOf } from '../client/routes';
import { BUILD } from './manifest';
import type { AppEnv } from './types';

/**
 * The state a page or error page is rendered from. A crawler's is marked (`crawler`), so the
 * browser never shows it an error page of its own making; a person's carries no mark.
 */
export function appState(c: Context<AppEnv>, path: string, view: View): AppState {
  const state: AppState = {
    buildId: BUILD.buildId,
    origin: c.get('config').SITE_URL,
    path,
    lang: langOf(path),
    year: yearInLeipzig(new Date()),
    view,
  };
  if (c.get('bot')) state.crawler = true;
  return state;
}
