// Environment for every wrangler process we start: no telemetry, no online lookups,
// logs inside the project (see ../shared/TOOLCHAIN.md).
export const WRANGLER_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_LOG_PATH: '.wrangler/logs',
};

/**
 * Set for wrangler processes that must not rebuild: scripts/build.mjs sees it and does nothing
 * (dist/ is already made by the build that started them, or by the test run).
 */
export const NESTED_BUILD = 'LARCHFIELD_BUILD_PARENT';
