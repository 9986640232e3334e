import { Hono, type Context } from 'hono';
import { LANGS, STATIC_PAGE_IDS, pageDef, pagePath, payloadPath, type Lang, type StaticPageId } from '../../client/routes';
import { SHELL } from '../../client/site/shell';
import { pageData, type AssetFetcher } from '../page-data';
import type { PageView, Payload } from '../../client/app/state';
import { BUILD } from '../manifest';
import { buildDocument, cachedPage, edgeKey, memoised, sendDocument } from '../page-cache';
import { yearInLeipzig } from '../../client/format';
import { publicationEpoch } from '../../client/content/select';
import { loadContent } from '../content/store';
import { homeView } from '../content/home';
import { renderDocument } from '../render';
import { appState } from '../state';
import type { AppEnv } from '../types';
import { methodNotAllowed } from '../method-not-allowed';

/** The view of a page without a parameter in a language, as every visitor gets it (a form page adds the visitor's form state). */
export async function pageView(assets: AssetFetcher, id: StaticPageId, lang: Lang): Promise<PageView> {
  return { kind: 'page', id, meta: SHELL[lang].PAGE_META[id], data: (await pageData(assets, lang))[id] } as PageView;
}

/**
 * Answers a page every visitor gets as the same bytes: from the isolate's memo, the edge cache, or
 * rendered once from `makeView` (worker/page-cache.ts). `variant` names what else the page is made
 * of besides its path, build and year (which content is published, a list's filter), so a change
 * of it is a new document, never the old one served past it.
 */
export async function sharedPage(c: Context<AppEnv>, path: string, variant: string, makeView: () => Promise<PageView>): Promise<Response> {
  const year = yearInLeipzig(new Date());
  const crawler = c.get('bot');
  // A crawler's page differs from a person's only in its state's `crawler` mark: its own entry.
  const memoKey = `page ${c.get('config').SITE_URL} ${path} ${year} ${variant}${crawler ? ' crawler' : ''}`;
  const doc = await cachedPage(c, memoKey, edgeKey(c.req.url, path, year, crawler, variant), async () => {
    const state = appState(c, path, await makeView());
    const bytes = new Uint8Array(await new Response(await renderDocument(state, c.env.ASSETS)).arrayBuffer());
    return buildDocument(bytes, 'text/html; charset=utf-8');
  });
  return sendDocument(c, doc);
}

/** Answers a page's payload: made once per isolate for its path and `variant` (as `sharedPage`). */
export async function sharedPayload(
  c: Context<AppEnv>,
  path: string,
  variant: string,
  makeView: () => Promise<PageView>,
): Promise<Response> {
  const { doc } = await memoised(`payload ${c.get('config').SITE_URL} ${path} ${variant}`, async () => {
    const { meta, data, alternates } = await makeView();
    const payload: Payload = { buildId: BUILD.buildId, path, ...meta, data, ...(alternates ? { alternates } : {}) };
    return buildDocument(JSON.stringify(payload), 'application/json');
  });
  return sendDocument(c, doc);
}

/**
 * The registry's pages without a parameter whose data is the site module's, and their payloads.
 * GET and HEAD only (Hono answers HEAD from the GET handler). A page has no per-visitor content: it
 * is rendered once per isolate and build (and footer year, and for the home page the content
 * published, the things that change without a deploy), then served as the same bytes with a weak
 * ETag; see worker/page-cache.ts. A page with a form (`perVisitor`) is rendered per request by its
 * own route module (worker/routes/contact.ts); its payload is shared.
 */
export const pages = new Hono<AppEnv>();

for (const id of STATIC_PAGE_IDS) {
  for (const lang of LANGS) {
    const path = pagePath(id, lang);
    const perVisitor = pageDef(id).perVisitor === true;
    // The home page shows the latest posts and links the case studies: it changes as they are published.
    const variant = async (c: Context<AppEnv>) =>
      id === 'home' ? String(publicationEpoch(await loadContent(c.env.ASSETS), Date.now())) : '';
    const view = async (c: Context<AppEnv>) =>
      id === 'home' ? homeView(c.env.ASSETS, lang, Date.now()) : pageView(c.env.ASSETS, id, lang);
    if (!perVisitor) pages.get(path, async (c) => sharedPage(c, path, await variant(c), () => view(c)));
    pages.get(payloadPath(path), async (c) => sharedPayload(c, path, await variant(c), () => view(c)));
    for (const answered of perVisitor ? [payloadPath(path)] : [path, payloadPath(path)]) {
      pages.all(answered, (c) => methodNotAllowed(c));
    }
  }
}
