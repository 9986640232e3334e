/** Content hash of the build, compiled into the client bundle by scripts/build.mjs. */
declare const __BUILD_ID__: string;
/** True only in the Vitest build: enables the test-only fault routes. */
declare const __ENABLE_FAULTS__: boolean;

/** Optional bindings: configured per environment in wrangler.toml where they exist. */
interface Env {
  /** Workers Analytics Engine dataset for field web-vitals (absent locally). */
  VITALS?: AnalyticsEngineDataset;
}

interface Window {
  /** Set by the client runtime right before it replaces the document with a full page load. */
  __leaving?: boolean;
}
