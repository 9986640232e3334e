// Miniflare must not fetch request.cf data from the network (none here, and none needed).
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
process.env.WRANGLER_SEND_METRICS = 'false';

import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Worker tests run inside workerd with the bindings from wrangler.toml. Run `npm run build`
// first: the worker imports dist/build-manifest.json (npm test does it).
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { ENVIRONMENT: 'test' } },
    }),
  ],
  // Production React, as deployed (and ten times faster to render than the development build).
  define: { __ENABLE_FAULTS__: 'true', 'process.env.NODE_ENV': '"production"' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globals: true,
    // The worker logs a JSON line per request; show it only for failing tests.
    silent: 'passed-only',
  },
});
