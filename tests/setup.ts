import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { afterEach, beforeEach, expect } from 'vitest';
import { env } from 'cloudflare:workers';
import { recordWorkerErrors } from './worker-env';

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

// A `level: "error"` line the worker writes fails the test that caused it (tests/worker-env.ts).
const workerErrors = recordWorkerErrors();

beforeEach(() => {
  workerErrors.length = 0;
});

afterEach(() => {
  const lines = workerErrors.splice(0);
  expect(lines, 'the worker logged an error this test did not expect (read expected ones with captureLogs)').toEqual([]);
});
