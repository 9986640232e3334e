import type { FullConfig } from '@playwright/test';
import { TEST_VARS, build, prepareLocalState, startDevServer } from '../scripts/lib/dev-server.mjs';

/**
 * Builds the site (unless `npm test` just did: E2E_PREBUILT) and starts it under `wrangler dev`
 * with its own local KV, seeded with that build.
 *
 * The tests address the dev server's own URL, through wrangler's dev proxy, as a developer's
 * browser does. wrangler 4.86's proxy exited on requests the browser aborted (a navigation
 * cancelling the last page's fetches; cloudflare/workers-sdk#15451), so the tests went to its
 * workerd directly for a while; wrangler 4.155's proxy survives them (decision 0070).
 * `E2E_BASE_URL`, set before the test workers start, becomes their baseURL (playwright.config.ts);
 * `E2E_DEV_OUTPUT` names the file where the server's output goes, which tests read the worker's
 * log lines from.
 */
export default async function globalSetup(config: FullConfig): Promise<() => void> {
  if (!process.env.E2E_PREBUILT) build();
  const port = Number(new URL(config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:8799').port);
  const persistTo = '.wrangler/e2e-state';
  prepareLocalState(persistTo, { fresh: true });
  // The forms' checks for tests: no test waits for a fill time or a proof of work meant for people.
  const server = await startDevServer({ port, persistTo, vars: { ...TEST_VARS } });
  process.env.E2E_BASE_URL = server.url;
  if (server.outputFile) process.env.E2E_DEV_OUTPUT = server.outputFile;
  return () => server.stop();
}
