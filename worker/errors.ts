import type { Context } from 'hono';
import { html } from 'hono/html';
import { HTTPException } from 'hono/http-exception';
import { documentTitle } from '../client/app/head';
import type { ErrorView } from '../client/app/state';
import { fillTemplate } from '../client/site/copy';
import { SHELL } from '../client/site/shell';
import { langOf, type Lang } from '../client/routes';
import { renderDocument } from './render';
import { appState } from './state';
import type { AppEnv } from './types';

/** Thrown by a route whose parameters do not validate: answered as the 404 page (spec §5). */
export function routeValidationFailed(detail: string): HTTPException {
  return new HTTPException(404, { message: detail });
}

/** The longest requested path (with its query) a 404 message repeats; longer ones are cut, with "…". */
const MAX_SHOWN_PATH = 200;

/** Decoded for display (the URL guard has already rejected bad encoding). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The requested path and its query, decoded and cut to MAX_SHOWN_PATH characters: the 404 message's `{fullPath}`. */
function shownPath(url: URL): string {
  const full = decoded(url.pathname + url.search);
  const chars = Array.from(full);
  return chars.length > MAX_SHOWN_PATH ? `${chars.slice(0, MAX_SHOWN_PATH - 1).join('')}…` : full;
}

/** Crawlers get the status with a minimal noindex document, in the path's language, instead of the error page UI. */
function crawlerBody(view: ErrorView, lang: Lang) {
  const { UI, ERROR_PAGE } = SHELL[lang];
  const reference = view.reference ? html`<p>${ERROR_PAGE.reference} <code>${view.reference}</code></p>` : '';
  return html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${documentTitle(UI.errors.titles[view.status], UI)}</title></head><body><h1>${UI.errors.titles[view.status]}</h1><p>${view.message}</p>${reference}</body></html>`;
}

/**
 * Answers an error: logs it as one JSON line, then the error page (in the layout) for
 * people, or the minimal body for crawlers, with the same status. Under /_app/ a missing
 * file is a plain-text 404, so the browser sees a real failure of the asset.
 */
export async function errorResponse(c: Context<AppEnv>, status: 404 | 500, error?: unknown): Promise<Response> {
  const url = new URL(c.req.url);
  const path = decoded(url.pathname);
  const lang = langOf(url.pathname);
  const { ERROR_PAGE } = SHELL[lang];
  const bot = c.get('bot');
  const log = c.get('log');
  if (status === 500) {
    const err = error instanceof Error ? error : new Error(String(error));
    log.log('error', err.message, { status, stack: err.stack ?? null });
  } else {
    log.log('warn', error instanceof HTTPException ? error.message : 'not found', { status });
  }
  c.header('Cache-Control', 'no-store');
  if (status === 404 && new URL(c.req.url).pathname.startsWith('/_app/')) return c.text('Not Found', 404);

  const message = status === 404 ? fillTemplate(ERROR_PAGE.messages[404], { path: shownPath(url) }) : ERROR_PAGE.messages[500];
  // A 500 carries the request id (X-Request-Id, the log line above) as the reference a visitor quotes.
  const view: ErrorView =
    status === 404 ? { kind: 'error', status, message, path } : { kind: 'error', status, message, path, reference: c.get('requestId') };
  if (bot) return c.html(crawlerBody(view, lang), status);
  try {
    const body = await renderDocument(appState(c, path, view), c.env.ASSETS);
    return c.body(body, status, { 'Content-Type': 'text/html; charset=utf-8' });
  } catch (renderFailure) {
    // The error page itself failed: still answer, with the minimal document.
    log.log('error', 'error page failed to render', {
      status,
      stack: renderFailure instanceof Error ? (renderFailure.stack ?? null) : String(renderFailure),
    });
    return c.html(crawlerBody(view, lang), status);
  }
}

/** `app.onError`: HTTP exceptions keep their status (404s get the 404 page); everything else is a 500. */
export function onError(err: Error, c: Context<AppEnv>): Promise<Response> | Response {
  if (err instanceof HTTPException) {
    if (err.status === 404) return errorResponse(c, 404, err);
    c.get('log').log('warn', err.message, { status: err.status });
    return err.getResponse();
  }
  return errorResponse(c, 500, err);
}
