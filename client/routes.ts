/**
 * The page registry: every page of the site, once. Each entry is the page's path in each
 * language and its flags; its component is the module named after its id,
 * client/pages/<id>.tsx (as React Router's routes.ts names a file, and Astro's page folders). The
 * worker's routing, payloads, head
 * and sitemap, the browser's navigation and prefetch, the command palette's index, the build, and
 * every tool and test that needs "every page" read this one list (client/site/page-list.ts adds
 * the ids of the pages with a parameter, such as the open positions).
 *
 * Adding a page (README "Adding a page"): one entry here, its component client/pages/<id>.tsx with
 * its copy's schema beside it (<id>.schema.ts), and its copy, content/pages/<id>.<lang>.yaml. The
 * build refuses a page without its copy; the typecheck one whose component does not take its data.
 *
 * Pure data that imports nothing at run time, so every module may read it without an import circle
 * (decision 0095); the client bundle carries it. Titles, descriptions and labels are copy (each
 * page's copy file, the header's in content/site/ui.<lang>.yaml), never here (decisions 0096, 0196).
 */

/** The site's languages; the first is the default (`x-default`) and has the unprefixed paths. */
export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = LANGS[0];

export type ColorMode = 'system' | 'light' | 'dark';

export interface PageDef {
  /**
   * The page's path in each language. A `:name` segment is a parameter: it matches an id
   * (lowercase words joined by hyphens), and the page's own route decides whether it exists.
   */
  readonly paths: Readonly<Record<Lang, string>>;
  /** Kept out of search engines: `noindex`, no canonical link, not in the sitemap or the palette. */
  readonly noindex?: true;
  /**
   * Carries a form with per-visitor hidden fields: rendered for each request by its own route
   * module (worker/routes/contact.ts, careers.ts), never from the shared page cache.
   */
  readonly perVisitor?: true;
  /** A page may force a colour mode; 'system' cannot be forced and is ignored with a warning. */
  readonly colorMode?: ColorMode;
  /**
   * Made of content (content/, compiled at build): its data is chosen per request by its route
   * module (worker/routes/content.ts: what is published now), not read from the page data.
   */
  readonly content?: true;
  /**
   * Its parameter differs per language (a content entry's slug is its own in each): its page in
   * another language is named by the entry (`alternates` of its view), not by the same parameter.
   */
  readonly ownSlugs?: true;
  /** The page it belongs to (an entry's list): where the language switch leads when it has no translation. */
  readonly parent?: string;
}

export const PAGES = {
  home: { paths: { en: '/', de: '/de' } },
  solutions: { paths: { en: '/solutions', de: '/de/loesungen' } },
  company: { paths: { en: '/company', de: '/de/unternehmen' } },
  careers: { paths: { en: '/careers', de: '/de/karriere' } },
  // Where an application sent without JavaScript lands (POST /careers/<id> → 303).
  'application-sent': { paths: { en: '/careers/applied', de: '/de/karriere/beworben' }, noindex: true },
  // One open position: which ids exist is the worker's business (the site module's open positions).
  position: { paths: { en: '/careers/:id', de: '/de/karriere/:id' }, perVisitor: true },
  contact: { paths: { en: '/contact', de: '/de/kontakt' }, perVisitor: true },
  // Where a message sent without JavaScript lands (POST /contact → 303): nothing to index.
  'contact-sent': { paths: { en: '/contact/sent', de: '/de/kontakt/gesendet' }, noindex: true },
  // Case studies and news (content/, compiled at build): the lists, a page of older posts, a topic,
  // and one page per entry, whose slug is its own in each language (the entry names its translation).
  work: { paths: { en: '/work', de: '/de/referenzen' }, content: true },
  'work-entry': { paths: { en: '/work/:slug', de: '/de/referenzen/:slug' }, content: true, ownSlugs: true, parent: 'work' },
  news: { paths: { en: '/news', de: '/de/aktuelles' }, content: true },
  'news-page': { paths: { en: '/news/page/:page', de: '/de/aktuelles/seite/:page' }, content: true },
  'news-tag': { paths: { en: '/news/tag/:tag', de: '/de/aktuelles/thema/:tag' }, content: true },
  'news-entry': { paths: { en: '/news/:slug', de: '/de/aktuelles/:slug' }, content: true, ownSlugs: true, parent: 'news' },
  privacy: { paths: { en: '/privacy', de: '/de/datenschutz' } },
  imprint: { paths: { en: '/imprint', de: '/de/impressum' } },
} as const satisfies Record<string, PageDef>;

export type PageId = keyof typeof PAGES;

/** Every page id, in registry order. */
export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** The page definition of an id, widened to PageDef (its optional flags readable). */
export const pageDef = (id: PageId): PageDef => PAGES[id];

/** True for a page whose path has a parameter (one page per id: a position…). */
export const isDynamic = (id: PageId): boolean => Object.values(pageDef(id).paths).some((p) => p.includes('/:'));

/** The ids of the pages without a parameter whose data is the site module's: one URL per language each. */
export const STATIC_PAGE_IDS = PAGE_IDS.filter((id): id is StaticPageId => !isDynamic(id) && !pageDef(id).content);

/** The ids of the pages with a parameter (their path holds a `:name` segment). */
export type DynamicPageId = { [K in PageId]: (typeof PAGES)[K]['paths'][Lang] extends `${string}/:${string}` ? K : never }[PageId];

/** The ids of the pages made of content (their data is chosen per request). */
export type ContentPageId = { [K in PageId]: (typeof PAGES)[K] extends { content: true } ? K : never }[PageId];

/** The ids of the pages without a parameter whose data comes from the site module as it is. */
export type StaticPageId = Exclude<PageId, DynamicPageId | ContentPageId>;

/** An id in a path: lowercase words joined by hyphens. */
export const PARAM_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A page a path resolves to: its id, language, canonical path and parameters. */
export interface RouteMatch {
  readonly id: PageId;
  readonly lang: Lang;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each path pattern as a matcher; static paths first, so `/careers/applied` is never a position. */
const MATCHERS = /* @__PURE__ */ (() => {
  const list = PAGE_IDS.flatMap((id) =>
    LANGS.map((lang) => {
      const pattern = pageDef(id).paths[lang];
      const names: string[] = [];
      const source = pattern
        .split('/')
        .map((segment) => (segment.startsWith(':') ? (names.push(segment.slice(1)), `(${PARAM_PATTERN})`) : escapeRegExp(segment)))
        .join('/');
      return { id, lang, names, regex: new RegExp(`^${source}$`) };
    }),
  );
  return [...list.filter((m) => m.names.length === 0), ...list.filter((m) => m.names.length > 0)];
})();

/** The page a canonical path is (a position's page by its shape), or undefined for anything else. */
export function matchRoute(path: string): RouteMatch | undefined {
  for (const m of MATCHERS) {
    const found = m.regex.exec(path);
    if (found) return { id: m.id, lang: m.lang, path, params: Object.fromEntries(m.names.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * The path of a page in a language, its parameters filled in: the one way every link, route,
 * sitemap entry and JSON-LD URL is built.
 */
export function pagePath(id: PageId, lang: Lang = DEFAULT_LANG, params: Readonly<Record<string, string>> = {}): string {
  return pageDef(id).paths[lang].replace(/:([a-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pagePath(${id}): no value for :${name}`);
    return value;
  });
}

/** Joins the site origin (SITE_URL) and a site-relative path into an absolute URL. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

/** Where a page's payload is served: `/_payload.json` for home, `/<path>/_payload.json` otherwise. */
export function payloadPath(path: string): string {
  return path === '/' ? '/_payload.json' : `${path}/_payload.json`;
}

/**
 * The colour mode a page forces, if any. Forcing 'system' means nothing (it is the default), so
 * it is ignored with a warning, as the spec asks.
 */
export function forcedColorMode(id: PageId | undefined): 'light' | 'dark' | undefined {
  const mode = id === undefined ? undefined : pageDef(id).colorMode;
  if (mode === 'system') console.warn(`${id}: cannot force the colour mode to system; ignored`);
  return mode === 'system' ? undefined : mode;
}

/**
 * The ids of the pages in the header's main navigation: content, as the header's list is (the UI
 * copy's `routeLabels`, content/site/ui.<lang>.yaml, in the header's order). The English file's;
 * the build holds the German one to the same pages, and every one to a page without parameters.
 */
export type NavPageId = Extract<keyof (typeof import('../dist/content/copy/site/ui.en.json'))['routeLabels'], PageId>;

/** The ids of the pages kept out of search engines (and the palette). */
export type NoindexPageId = { [K in PageId]: (typeof PAGES)[K] extends { noindex: true } ? K : never }[PageId];

/** The language a path is in: German under /de, English elsewhere (error pages included). */
export function langOf(path: string): Lang {
  return path === '/de' || path.startsWith('/de/') ? 'de' : 'en';
}

/**
 * The same page in another language: its parameters kept, or for a page whose slug is its own in
 * each language (a content entry) the path its view names, else its parent page in that language;
 * the other language's home page for a path of no page.
 */
export function counterpart(path: string, lang: Lang, alternates?: Partial<Record<Lang, string>>): string {
  const route = matchRoute(path);
  if (!route) return pagePath('home', lang);
  const def = pageDef(route.id);
  if (!def.ownSlugs) return pagePath(route.id, lang, route.params);
  const parent = PAGE_IDS.find((id) => id === def.parent);
  return alternates?.[lang] ?? (parent ? pagePath(parent, lang) : pagePath('home', lang));
}
