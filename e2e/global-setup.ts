import type { FullConfig } from '@playwright/test';
// @ts-expect-error: plain ESM helper shared with npm start and the benchmarks (no types).
import { build, seedLocalKv, startDevServer } from '../scripts/lib/dev-server.mjs';

/**
 * Builds the site (unless `npm test` just did: E2E_PREBUILT) and starts it under `wrangler dev`
 * with its own local KV, seeded with that build.
 */
export default async function globalSetup(config: FullConfig): Promise<() => void> {
  if (!process.env.E2E_PREBUILT) build();
  const port = Number(new URL(config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:8799').port);
  const persistTo = '.wrangler/e2e-state';
  seedLocalKv(persistTo);
  const server = await startDevServer({ port, persistTo });
  return () => server.stop();
}
