// When each page's own content last changed, for the sitemap's <lastmod>: the time of the last
// commit that touched the page's copy (client/site/pages/<id>.ts) or its component
// (client/pages/<id>.tsx). Read from git, so the same commit always gives the same times and the
// build stays deterministic (decision 0092).
import { execFileSync } from 'node:child_process';

/**
 * The files whose change is a change of a page's own content in a language: its copy in that
 * language (client/site/pages/<id>.ts, client/site/<lang>/pages/<id>.ts) and its component.
 * @param {string} id
 * @param {string} [lang]
 */
export function pageSources(id, lang = 'en') {
  return [lang === 'en' ? `client/site/pages/${id}.ts` : `client/site/${lang}/pages/${id}.ts`, `client/pages/${id}.tsx`];
}

/**
 * The commit time (ms) of the last commit that touched any of `files`, or undefined when git
 * knows none (not a checkout, or files never committed).
 * @param {string} root
 * @param {readonly string[]} files
 */
export function lastChanged(root, files) {
  let out = '';
  try {
    out = execFileSync('git', ['log', '-1', '--format=%ct', '--', ...files], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
  const seconds = Number(out);
  return out !== '' && Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/**
 * `{ [path]: ms }` for every route: when its own content last changed, never later than the
 * build time (`buildTime`, which also stands in where git knows nothing).
 * @param {string} root
 * @param {readonly { id: string, path: string, lang?: string }[]} routes
 * @param {number} buildTime
 * @returns {Record<string, number>}
 */
export function pageTimes(root, routes, buildTime) {
  return Object.fromEntries(routes.map((r) => [r.path, Math.min(lastChanged(root, pageSources(r.id, r.lang)) ?? buildTime, buildTime)]));
}
