/**
 * What the ENVIRONMENT var (wrangler.toml: development, staging, production; Vitest: test)
 * changes in the worker's answers. Only staging differs: it must never be indexed.
 */
const NOINDEX_ENVIRONMENTS: readonly string[] = ['staging'];

/** False on deployments search engines must keep out of their index (staging). */
export function allowsIndexing(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return !NOINDEX_ENVIRONMENTS.includes(env.ENVIRONMENT);
}
