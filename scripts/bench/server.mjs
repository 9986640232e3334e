// The site as the benchmarks see it: built, local KV seeded, `wrangler dev` on a free port.
import { build, freePort, prepareLocalState, startDevServer } from '../lib/dev-server.mjs';

export const BUILDS_STATE = '.wrangler/bench-state';

export async function benchServer({ rebuild = !process.argv.includes('--no-build') } = {}) {
  if (rebuild) build();
  prepareLocalState(BUILDS_STATE, { fresh: true });
  return startDevServer({ port: await freePort(), persistTo: BUILDS_STATE });
}
