import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../worker/index';
import { COMPILED_CONTENT } from '../client/content/compiled';
import { isDynamic, pageDef } from '../client/routes';
import { allPages, type PageEntry } from '../client/site/all-pages';

export const ORIGIN = 'https://www.larchfield.dev';
/** The spec's four routes (SPEC.md §2), pinned as a public contract; loops over every page read EVERY_PAGE. */
export const SPEC_ROUTES = ['/', '/solutions', '/company', '/careers'] as const;
/** Every page of the registry, in every language, one per open position (client/site/page-list.ts). */
export const EVERY_PAGE: readonly PageEntry[] = allPages();
/** The pages without a parameter whose data is the site module's (one URL each). */
export const STATIC_PAGES = EVERY_PAGE.filter((p) => !isDynamic(p.id) && !pageDef(p.id).content);
/** The pages every visitor gets as the same bytes (no form with per-visitor fields). */
export const SHARED_PAGES = EVERY_PAGE.filter((p) => !p.perVisitor);

/** The case study or post a page shows (published now, in the build's content), if it shows one. */
export function entryOf(page: PageEntry) {
  if (page.id !== 'work-entry' && page.id !== 'news-entry') return undefined;
  const entries = page.id === 'work-entry' ? COMPILED_CONTENT.work[page.lang].entries : COMPILED_CONTENT.news[page.lang].entries;
  return entries.find((e) => e.slug === page.params.slug);
}

/** A page's title and description, as its head and payload carry them (client/site/all-pages.ts). */
export { pageMeta } from '../client/site/all-pages';

export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Sends a request through the worker's real fetch handler (all middleware included), with
 * the bindings of wrangler.toml (some vars may be changed, as another deployment has them),
 * and waits for its background work (edge-cache writes). The handler is called in this
 * isolate: the pool's `exports.default.fetch` costs ~20 ms a call and grows with every call.
 */
export async function request(path: string, init: RequestInit = {}, vars: Partial<Env> = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', BROWSER_UA);
  // Joined as text, not resolved: `//evil.example/` must stay a path on our origin.
  const req = new Request(path.startsWith('/') ? `${ORIGIN}${path}` : path, { ...init, headers, redirect: 'manual' });
  const ctx = createExecutionContext();
  const res = await worker.fetch(req, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export interface ParsedDocument {
  title: string;
  /** meta name=… and meta property=… → content (the last one wins; duplicates are counted). */
  meta: Map<string, string>;
  metaCount: Map<string, number>;
  /** link rel → every href with that rel. */
  links: Map<string, { href: string; attrs: Record<string, string> }[]>;
  /** Inline scripts: type attribute ('' for classic) and text. */
  scripts: { type: string; src: string | null; id: string | null; text: string }[];
  /** <style> elements: where they sit (head or body), id and text. */
  styles: { inHead: boolean; id: string | null; text: string }[];
  htmlAttrs: Record<string, string>;
  h1: string[];
}

/** Reads a document with workerd's HTMLRewriter (a real HTML parser), not regexes. */
export async function parseDocument(html: string): Promise<ParsedDocument> {
  const doc: ParsedDocument = {
    title: '',
    meta: new Map(),
    metaCount: new Map(),
    links: new Map(),
    scripts: [],
    styles: [],
    htmlAttrs: {},
    h1: [],
  };
  let script: ParsedDocument['scripts'][number] | undefined;
  let style: ParsedDocument['styles'][number] | undefined;
  let inHead = false;
  let h1 = -1;
  const attrs = (el: Element) => Object.fromEntries(el.attributes as unknown as Iterable<[string, string]>);
  await new HTMLRewriter()
    .on('html', { element: (el) => void (doc.htmlAttrs = attrs(el)) })
    .on('head', {
      element: (el) => {
        inHead = true;
        el.onEndTag(() => {
          inHead = false;
        });
      },
    })
    .on('style', {
      element(el) {
        style = { inHead, id: el.getAttribute('id'), text: '' };
        doc.styles.push(style);
      },
      text(t) {
        if (style) style.text += t.text;
      },
    })
    .on('head > title', { text: (t) => void (doc.title += t.text) })
    .on('meta', {
      element(el) {
        const key = el.getAttribute('name') ?? el.getAttribute('property');
        if (!key) return;
        doc.meta.set(key, el.getAttribute('content') ?? '');
        doc.metaCount.set(key, (doc.metaCount.get(key) ?? 0) + 1);
      },
    })
    .on('link', {
      element(el) {
        const rel = el.getAttribute('rel') ?? '';
        const list = doc.links.get(rel) ?? [];
        list.push({ href: el.getAttribute('href') ?? '', attrs: attrs(el) });
        doc.links.set(rel, list);
      },
    })
    .on('script', {
      element(el) {
        script = { type: el.getAttribute('type') ?? '', src: el.getAttribute('src'), id: el.getAttribute('id'), text: '' };
        doc.scripts.push(script);
      },
      text(t) {
        if (script) script.text += t.text;
      },
    })
    .on('h1', {
      element() {
        doc.h1.push('');
        h1 = doc.h1.length - 1;
      },
      text(t) {
        if (h1 >= 0) doc.h1[h1] += t.text;
      },
    })
    .transform(new Response(html))
    .text();
  return doc;
}

/** The document's one JSON-LD block, or with `type` its one block of that `@type` (a page may add its own). */
export function jsonLd(doc: ParsedDocument, type?: string): Record<string, unknown> {
  const blocks = doc.scripts.filter((s) => s.type === 'application/ld+json').map((s) => JSON.parse(s.text) as Record<string, unknown>);
  const found = type === undefined ? blocks : blocks.filter((b) => b['@type'] === type);
  if (found.length !== 1 || !found[0])
    throw new Error(`expected one JSON-LD block${type ? ` of @type ${type}` : ''}, found ${found.length}`);
  return found[0];
}

export function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
