#!/usr/bin/env node
// `npm run vitals -- [--env production|staging] [--since 7d] [--page <id>]`: per page, p75 of LCP,
// INP, CLS and TTFB with the share rated good and the samples, from the environment's VITALS
// Analytics Engine dataset (see USAGE in lib/vitals.mjs). Needs CLOUDFLARE_ACCOUNT_ID and a
// CLOUDFLARE_API_TOKEN with Account Analytics: Read.
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { ROOT } from './lib/dev-server.mjs';
import { loadTs } from './lib/load-ts.mjs';
import { runVitals } from './lib/vitals.mjs';

/** The VITALS dataset wrangler.toml binds for an environment. @param {string} env */
const datasetFor = (env) =>
  unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env }).analytics_engine_datasets.find(
    (/** @type {{ binding: string, dataset?: string }} */ d) => d.binding === 'VITALS',
  )?.dataset;

const { VITALS_COLUMNS } = await loadTs('worker/vitals-dataset.ts');
process.exitCode = await runVitals({
  argv: process.argv.slice(2),
  env: process.env,
  fetch: globalThis.fetch,
  datasetFor,
  columns: VITALS_COLUMNS,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
