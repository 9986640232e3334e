import type { Config, Environment } from './config';

/**
 * What the ENVIRONMENT var (wrangler.toml: development, staging, production; checked by the
 * configuration schema, worker/config.ts) changes in the worker's answers. Staging must never be indexed; the deployed environments
 * redirect plain http to https; local development also leaves out the access log (see `writesAccessLog`).
 */
const NOINDEX_ENVIRONMENTS: readonly Environment[] = ['staging'];

/** False on deployments search engines must keep out of their index (staging). */
export function allowsIndexing(config: Pick<Config, 'ENVIRONMENT'>): boolean {
  return !NOINDEX_ENVIRONMENTS.includes(config.ENVIRONMENT);
}

/** Deployed environments, served over https only: plain http is redirected (middleware/https-redirect.ts). */
const HTTPS_ONLY_ENVIRONMENTS: readonly Environment[] = ['production', 'staging'];

/** True where a plain-http request gets a permanent redirect to https; local development and tests serve http. */
export function redirectsToHttps(config: Pick<Config, 'ENVIRONMENT'>): boolean {
  return HTTPS_ONLY_ENVIRONMENTS.includes(config.ENVIRONMENT);
}

/** Environments whose wrangler.toml sets `assets.run_worker_first` (their static files pass through the worker). */
const WORKER_FIRST_ENVIRONMENTS: readonly Environment[] = ['staging'];

/**
 * True where static files reach the worker first and must be fetched from the asset store by
 * the last route. Elsewhere the asset store has already missed before the worker runs, so
 * asking it again would only add a subrequest to every 404.
 */
export function servesStaticFilesThroughWorker(config: Pick<Config, 'ENVIRONMENT'>): boolean {
  return WORKER_FIRST_ENVIRONMENTS.includes(config.ENVIRONMENT);
}

/**
 * Under `wrangler dev` (ENVIRONMENT=development) wrangler prints its own line for every request
 * (`[wrangler:info] GET / 200 OK (3ms)`), and every console line the worker writes travels to
 * that terminal through the inspector: a second line per request doubled the cost of serving a
 * page there (decision 0071). Deployed environments keep the structured line;
 * warnings and errors are logged everywhere.
 */
export function writesAccessLog(config: Pick<Config, 'ENVIRONMENT'>): boolean {
  return config.ENVIRONMENT !== 'development';
}
