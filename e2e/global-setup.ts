import type { FullConfig } from '@playwright/test';
// @ts-expect-error: plain ESM helper shared with npm start and the benchmarks (no types).
import { build, seedLocalKv, startDevServer } from '../scripts/lib/dev-server.mjs';

/**
 * Builds the site (unless `npm test` just did: E2E_PREBUILT) and starts it under `wrangler dev`
 * with its own local KV, seeded with that build.
 *
 * The tests then address the workerd that runs the worker, not wrangler's dev proxy in front of
 * it: the proxy takes a request the browser aborts (a navigation cancelling the last page's
 * fetches) as fatal and exits, failing every later test (cloudflare/workers-sdk#15451; it did so
 * in a CI run here). `E2E_BASE_URL`, set before the test workers start, becomes their baseURL
 * (playwright.config.ts); the load test does the same (decision 0070).
 */
export default async function globalSetup(config: FullConfig): Promise<() => void> {
  if (!process.env.E2E_PREBUILT) build();
  const port = Number(new URL(config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:8799').port);
  const persistTo = '.wrangler/e2e-state';
  seedLocalKv(persistTo);
  const server = await startDevServer({ port, persistTo });
  process.env.E2E_BASE_URL = await server.workerdUrl();
  return () => server.stop();
}
