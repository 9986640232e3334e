#!/usr/bin/env node
// wrangler.toml's [build] command: what `wrangler dev`, `wrangler deploy` and `wrangler types` run
// before they bundle the worker. It decides what to do before it loads the build, whose modules
// (esbuild, the content build, its Markdown and picture libraries…) take 0.2–0.3 s to load:
//   - LARCHFIELD_BUILD_PARENT set (NESTED_BUILD): dist/ is already made (`npm run build`'s own
//     `wrangler deploy --dry-run`, the test and benchmark servers, typecheck): nothing to do;
//   - otherwise: the build, scripts/build.mjs, as `npm run build` runs it without --worker.
import { NESTED_BUILD } from './lib/env.mjs';

if (process.env[NESTED_BUILD]) {
  console.log(`build: dist/ already made (${process.env[NESTED_BUILD]}), nothing to do`);
} else {
  await import('./build.mjs');
}
