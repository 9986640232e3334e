// The internal links of content: a path (`/de/aktuelles/thema/events`) or a page id
// (`page:news-tag?tag=events#anchor`), resolved and checked through the page registry
// (client/routes.ts: pagePath, matchRoute), never through path shapes of the build's own. A link
// passes when the worker would answer it with a page, as far as the build knows it: the page's
// case study, post, topic, list page or open position exists in the link's language (a scheduled
// entry counts: it will be there), or it is a file (assets/, the news feeds). Decision 0195.

/** @typedef {import('../../client/routes').Lang} Lang */
/** @typedef {import('../../client/routes').PageId} PageId */
/** @typedef {import('../../client/routes').RouteMatch} RouteMatch */
/** @typedef {typeof import('../../client/routes')} Registry */

/** How a page link is written: `page:<id>`, then `?<name>=<value>&…`, then `#<anchor>`. */
const PAGE_LINK = /^page:([^?#]*)(?:\?([^#]*))?(#.*)?$/;

/**
 * What the content holds that a page with a parameter names, per language.
 * @typedef {object} ContentFacts
 * @property {Record<Lang, ReadonlySet<string>>} work  the case studies' slugs
 * @property {Record<Lang, ReadonlySet<string>>} news  the posts' slugs
 * @property {Record<Lang, ReadonlySet<string>>} tags  the tags that have a post
 * @property {Record<Lang, number>} newsPages  how many list pages the posts fill (at least 1)
 * @property {Record<Lang, ReadonlySet<string>>} positions  the open positions' ids
 * @property {ReadonlySet<string>} files  paths the worker serves besides pages: the feeds (worker/content/feed-paths.ts)
 * @property {Record<Lang, Readonly<Record<string, import('./copy-rules.mjs').CaseStudyQuote>>>} [quotes]  each case study's quote by its key,
 *   which the copy's testimonials quote (`quote: work:<key>`, ./copy-rules.mjs quoteCaseStudies)
 */

/**
 * What the site's modules say of links: the registry, and which services /work may be narrowed to.
 * @typedef {object} SiteModules
 * @property {Registry} routes  client/routes.ts
 * @property {(value: string) => boolean} isService  a `?service=` value /work answers (client/content/select.ts)
 * @property {(value: string) => boolean} isTopic  a `?topic=` value the contact form starts with (client/forms/contact.ts)
 */

/**
 * The query parameters a page reads, beside its path's: /work is narrowed by `?service=`, and the
 * contact form starts with the topic `?topic=` names. @type {Partial<Record<PageId, readonly string[]>>}
 */
const QUERY_PARAMS = { work: ['service'], contact: ['topic'] };

/** The `:name` parameters of a page's path in a language. @param {Registry} routes @param {PageId} id @param {Lang} lang */
const pathParams = (routes, id, lang) => [...routes.pageDef(id).paths[lang].matchAll(/:([a-z]+)/g)].map((m) => m[1] ?? '');

/** @type {Record<Lang, string>} */
const LANGUAGE = { en: 'English', de: 'German' };

/**
 * The links of one build: `check(href, lang)` resolves an internal link written in a `lang` entry
 * to the href the page carries, or says why no page answers it.
 * @param {{ site: SiteModules, facts: ContentFacts, isFile: (path: string) => boolean }} options isFile: whether assets/ has a
 *   file at a path from the site's root
 */
export function contentLinks({ site, facts, isFile }) {
  const { routes } = site;
  /**
   * Why the worker would answer a page of the registry with a 404, or undefined when it has it.
   * @param {RouteMatch} match @param {URLSearchParams} query
   */
  const missing = (match, query) => {
    const { id, lang, params } = match;
    const inLang = `in ${LANGUAGE[lang]}`;
    switch (id) {
      case 'work': {
        const service = query.get('service');
        return service === null || site.isService(service) ? undefined : `no service "${service}"`;
      }
      case 'contact': {
        const topic = query.get('topic');
        return topic === null || site.isTopic(topic) ? undefined : `no topic "${topic}" on the contact form`;
      }
      case 'work-entry':
        return facts.work[lang].has(params.slug ?? '') ? undefined : `no case study has the slug "${params.slug}" ${inLang}`;
      case 'news-entry':
        return facts.news[lang].has(params.slug ?? '') ? undefined : `no post has the slug "${params.slug}" ${inLang}`;
      case 'news-tag':
        return facts.tags[lang].has(params.tag ?? '') ? undefined : `no post has the tag "${params.tag}" ${inLang}`;
      case 'news-page': {
        // Page 1 is the list itself; the numbers are written plainly (2, not 02).
        const n = Number(params.page);
        const last = facts.newsPages[lang];
        return Number.isInteger(n) && n >= 2 && n <= last && String(n) === params.page
          ? undefined
          : `the posts ${inLang} fill ${last === 1 ? 'one list page' : `list pages 2 to ${last} after the list`}, not "${params.page}"`;
      }
      case 'position':
        return facts.positions[lang].has(params.id ?? '') ? undefined : `no open position has the id "${params.id}" ${inLang}`;
      default:
        return undefined;
    }
  };

  /** A path link: a page of the registry that exists, or a file. @param {string} href @returns {{ href: string } | { problem: string }} */
  const pathLink = (href) => {
    const path = href.replace(/[?#].*$/, '');
    const match = routes.matchRoute(path);
    const query = new URLSearchParams(/\?([^#]*)/.exec(href)?.[1] ?? '');
    if (match ? missing(match, query) === undefined : facts.files.has(path) || isFile(path)) return { href };
    // Named with its query when it has one: /work?service=… is a page only for a known service.
    return { problem: `link to ${href.replace(/#.*$/, '')}: no page or file has this path` };
  };

  /** A page link, resolved in the entry's language. @param {string} href @param {Lang} lang @returns {{ href: string } | { problem: string }} */
  const pageLink = (href, lang) => {
    const problem = (/** @type {string} */ why) => ({ problem: `link to ${href}: ${why}` });
    const [, name = '', search = '', anchor = ''] = PAGE_LINK.exec(href) ?? [];
    const id = routes.PAGE_IDS.find((p) => p === name);
    if (!id) return problem(`no page has the id "${name}" (client/routes.ts names the pages)`);
    const names = pathParams(routes, id, lang);
    const allowed = [...names, ...(QUERY_PARAMS[id] ?? [])];
    const given = new URLSearchParams(search);
    /** @type {Record<string, string>} */
    const params = {};
    const query = new URLSearchParams();
    for (const [key, value] of given) {
      if (!allowed.includes(key))
        return problem(`page:${id} has no parameter "${key}"${allowed.length > 0 ? ` (it takes ${allowed.join(', ')})` : ''}`);
      if (given.getAll(key).length > 1) return problem(`"${key}" is given twice`);
      if (names.includes(key)) params[key] = value;
      else query.set(key, value);
    }
    const absent = names.filter((n) => !(n in params));
    if (absent.length > 0) return problem(`page:${id} needs ${absent.map((n) => `${n}=<value>`).join(' and ')}`);
    const path = routes.pagePath(id, lang, params);
    // The registry's matcher must read the path back as this page: a value with other characters
    // makes a path of no page, and a position id that is a page's word (beworben) another page's.
    const match = routes.matchRoute(path);
    if (!match) return problem(`${path} is no path: a parameter's value is lowercase words joined by hyphens`);
    if (match.id !== id) return problem(`${path} is page:${match.id}`);
    const why = missing(match, query);
    if (why) return problem(why);
    const rest = query.toString();
    return { href: `${path}${rest ? `?${rest}` : ''}${anchor}` };
  };

  return {
    /**
     * An internal link (a path from the site's root, or a page link) as the page carries it.
     * @param {string} href @param {Lang} lang the language of the entry it is written in
     */
    check: (href, lang) => (href.startsWith('page:') ? pageLink(href, lang) : pathLink(href)),
  };
}
