/**
 * The origin each deployed environment is served at: the worker refuses one environment with the
 * other's origin (worker/config.ts), `npm run deploy` refuses an [env.*] whose SITE_URL is not its
 * own (scripts/lib/deploy-plan.mjs), and the script tests hold wrangler.toml's [env.*.vars] to it.
 * Dependency-free, so the scripts can load it.
 */
export const DEPLOYED_ORIGINS = {
  production: 'https://www.larchfield.dev',
  staging: 'https://staging.larchfield.dev',
} as const;

export type DeployedEnvironment = keyof typeof DEPLOYED_ORIGINS;
