import { Hono, type Context } from 'hono';
import { LANGS, STATIC_PAGE_IDS, pageDef, pagePath, payloadPath, type Lang, type StaticPageId } from '../../client/routes';
import { SHELL } from '../../client/site/shell';
import { pageData, type AssetFetcher } from '../page-data';
import type { PageView, Payload } from '../../client/app/state';
import { BUILD } from '../manifest';
import { buildDocument, cachedPage, edgeKey, memoised, sendDocument } from '../page-cache';
import { renderDocument } from '../render';
import { appState } from '../state';
import type { AppEnv } from '../types';

/** The view of a page without a parameter in a language, as every visitor gets it (a form page adds the visitor's form state). */
export async function pageView(assets: AssetFetcher, id: StaticPageId, lang: Lang): Promise<PageView> {
  return { kind: 'page', id, meta: SHELL[lang].PAGE_META[id], data: (await pageData(assets, lang))[id] } as PageView;
}

/** The answer for any method a route does not take (405 with the methods it does, `GET, HEAD` by default). */
export function methodNotAllowed(c: Context<AppEnv>, allow = 'GET, HEAD'): Response {
  return c.text('Method Not Allowed', 405, { Allow: allow });
}

/**
 * The registry's pages without a parameter, and their payloads. GET and HEAD only (Hono answers
 * HEAD from the GET handler). A page has no per-visitor content: it is rendered once per isolate
 * and build (and footer year, the one thing that changes without a deploy), then served as the
 * same bytes with a weak ETag; see worker/page-cache.ts. A page with a form (`perVisitor`) is
 * rendered per request by its own route module (worker/routes/contact.ts); its payload is shared.
 */
export const pages = new Hono<AppEnv>();

for (const id of STATIC_PAGE_IDS) {
  for (const lang of LANGS) {
    const path = pagePath(id, lang);
    const perVisitor = pageDef(id).perVisitor === true;
    if (!perVisitor) {
      pages.get(path, async (c) => {
        const state = appState(c, path, await pageView(c.env.ASSETS, id, lang));
        // A crawler's page differs from a person's only in its state's `crawler` mark: its own entry.
        const memoKey = `page ${state.origin} ${path} ${state.year}${state.crawler ? ' crawler' : ''}`;
        const doc = await cachedPage(c, memoKey, edgeKey(c.req.url, path, state.year, state.crawler), async () => {
          const bytes = new Uint8Array(await new Response(await renderDocument(state)).arrayBuffer());
          return buildDocument(bytes, 'text/html; charset=utf-8');
        });
        return sendDocument(c, doc);
      });
    }
    pages.get(payloadPath(path), async (c) => {
      const { doc } = await memoised(`payload ${path}`, async () => {
        const { title, description } = SHELL[lang].PAGE_META[id];
        const payload: Payload = { buildId: BUILD.buildId, path, title, description, data: (await pageData(c.env.ASSETS, lang))[id] };
        return buildDocument(JSON.stringify(payload), 'application/json');
      });
      return sendDocument(c, doc);
    });
    for (const answered of perVisitor ? [payloadPath(path)] : [path, payloadPath(path)]) {
      pages.all(answered, (c) => methodNotAllowed(c));
    }
  }
}
