import type { Logger } from './log';

/** Hono's environment for this worker: the bindings from wrangler.toml and per-request values. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** The visitor is a crawler (isbot): search bots, Lighthouse, social-preview fetchers. */
    bot: boolean;
    log: Logger;
  };
}
