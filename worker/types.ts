import type { Config } from './config';
import type { Logger } from './log';

/** Where a build document came from: the isolate's memo, the edge cache, or a fresh render. */
export type CacheSource = 'memo' | 'edge' | 'render';

/** Hono's environment for this worker: the bindings from wrangler.toml and per-request values. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The checked vars and secrets (middleware/config-guard.ts): read these, not the raw env strings. */
    config: Config;
    requestId: string;
    /** The visitor is a crawler (isbot): search bots, Lighthouse, social-preview fetchers. */
    bot: boolean;
    log: Logger;
    /** Set by the page cache; written to the access log. */
    cache: CacheSource;
  };
}
