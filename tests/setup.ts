import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

declare global {
  namespace Cloudflare {
    interface Env {
      /** migrations/, read by vitest.config.ts (Node) and applied here, in workerd. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// Every test file starts with the schema the deploy pipeline gives production.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
