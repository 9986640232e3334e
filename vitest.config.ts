// Miniflare must not fetch request.cf data from the network (none here, and none needed).
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Worker tests run inside workerd with the bindings from wrangler.toml (D1, the mail queue and its
// dead-letter queue, send_email, rate limiting, KV: miniflare's real implementations). Run
// `npm run build` first: the worker imports dist/build-manifest.json (npm test does it).
// tests/setup.ts applies migrations/ to the test database before each file.
const migrations = await readD1Migrations(new URL('./migrations', import.meta.url).pathname);

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      // The worker answers as production does (access log, https redirect of plain http, indexable):
      // ENVIRONMENT must pass the configuration schema (worker/config.ts), and production is what
      // visitors meet. Tests of development and staging pass those vars (tests/worker-env.ts).
      // FORM_SECRET is a deployment secret (.dev.vars locally); the tests bring their own (32+ bytes).
      miniflare: { bindings: { ENVIRONMENT: 'production', FORM_SECRET: 'test-form-secret-0123456789abcdef', TEST_MIGRATIONS: migrations } },
    }),
  ],
  // Production React, as deployed (and ten times faster to render than the development build).
  define: { __ENABLE_FAULTS__: 'true', 'process.env.NODE_ENV': '"production"' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/setup.ts'],
    // One workerd isolate per Vitest worker for every file, not one per file (~1 s of start-up
    // each, 40 files): files share the worker's module state, so a file leaves none behind (its
    // mocks restored, its fake timers undone; tests/setup.ts checks the log after each test).
    isolate: false,
    // npm test runs Vitest beside the script tests, the markup validator and the byte budgets on 2
    // cores (scripts/test.mjs): a test that takes 1 s alone may take several there.
    testTimeout: 30_000,
    globals: true,
    // The worker logs a JSON line per request; show it only for failing tests.
    silent: 'passed-only',
  },
});
