// Miniflare must not fetch request.cf data from the network (none here, and none needed).
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const root = new URL('.', import.meta.url).pathname;

// Worker tests run inside workerd with the bindings from wrangler.toml (D1, the mail queue and its
// dead-letter queue, send_email, rate limiting, KV: miniflare's real implementations). Run
// `npm run build` first: the worker imports dist/build-manifest.json (npm test does it).
// tests/setup.ts applies migrations/ to the test database before each file.
const migrations = await readD1Migrations(`${root}migrations`);

// The studio's Worker as `wrangler deploy` bundles it (worker/admin/wrangler.toml), run beside the
// public worker as the Worker its STUDIO service binding names: the forwarding under /admin is
// tested against the real studio (tests/admin-forward.test.ts), not a stand-in.
if (!existsSync(`${root}dist/studio`)) throw new Error('dist/ is missing or not whole (no dist/studio): run `npm run build` first');
const studioBundle = `${root}node_modules/.cache/studio-worker`;
mkdirSync(studioBundle, { recursive: true });
execFileSync(`${root}node_modules/.bin/wrangler`, ['deploy', '--dry-run', '-c', 'worker/admin/wrangler.toml', '--outdir', studioBundle], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, WRANGLER_LOG: 'error' },
});

/** What both projects share. */
const shared = {
  // Production React, as deployed (and ten times faster to render than the development build).
  define: { __ENABLE_FAULTS__: 'true', 'process.env.NODE_ENV': '"production"' },
  test: {
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
    silent: 'passed-only' as const,
  },
};

/** The studio's tests: they run against its own Worker (worker/admin/main.ts, decision 0201). */
const STUDIO_TESTS = ['tests/admin-access.test.ts', 'tests/admin-routes.test.ts', 'tests/admin-backend.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // The worker answers as production does (access log, https redirect of plain http, indexable):
            // ENVIRONMENT must pass the configuration schema (worker/config.ts), and production is what
            // visitors meet. Tests of development and staging pass those vars (tests/worker-env.ts).
            // FORM_SECRET is a deployment secret (.dev.vars locally); the tests bring their own (32+ bytes).
            miniflare: {
              bindings: { ENVIRONMENT: 'production', FORM_SECRET: 'test-form-secret-0123456789abcdef', TEST_MIGRATIONS: migrations },
              workers: [
                {
                  // The studio behind Access (the github backend) with its secrets unset. Development
                  // keeps its access-log lines, which nothing silences here, out of the test output.
                  name: 'company-site-studio',
                  modules: true,
                  scriptPath: `${studioBundle}/main.js`,
                  compatibilityDate: '2026-10-20',
                  bindings: {
                    ENVIRONMENT: 'development',
                    SITE_URL: 'https://www.larchfield.dev',
                    STUDIO_BACKEND: 'github',
                    STUDIO_ACCESS_TEAM_DOMAIN: 'https://larchfield.cloudflareaccess.com',
                    STUDIO_ACCESS_AUD: 'a1b2c3d4'.repeat(8),
                    STUDIO_GITHUB_REPOSITORY: 'larchfield/company-site',
                    STUDIO_GITHUB_BRANCH: 'main',
                    STUDIO_COMMIT_MODE: 'main',
                    STUDIO_GITHUB_CLIENT_ID: 'Ov23liTestClient0001',
                  },
                },
              ],
            },
          }),
        ],
        test: { ...shared.test, name: 'site', include: ['tests/**/*.test.{ts,tsx}'], exclude: STUDIO_TESTS },
      },
      {
        ...shared,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './worker/admin/wrangler.toml' },
            // Its top-level vars (development, the local backend): each test passes the vars of the
            // backend and deployment it tests.
          }),
        ],
        test: { ...shared.test, name: 'studio', include: STUDIO_TESTS, setupFiles: ['./tests/studio-setup.ts'] },
      },
    ],
  },
});
