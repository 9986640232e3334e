#!/usr/bin/env node
// wrangler.toml's [build] command: what `wrangler dev`, `wrangler deploy` and `wrangler types` run
// before they bundle the worker. It decides what to do before it loads the build, whose modules
// (esbuild, the content build, its Markdown and picture libraries…) take 0.2–0.3 s to load:
//   - LARCHFIELD_BUILD_PARENT set (NESTED_BUILD): dist/ is already made (`npm run build`'s own
//     `wrangler deploy --dry-run`, the test and benchmark servers, typecheck): nothing to do;
//   - LARCHFIELD_DEV_BUILDER set (DEV_BUILDER, `npm run dev`): the dev build running in `npm run dev`
//     brings dist/ up to date with what was saved; this waits for it and says whether it failed
//     (decision 0193);
//   - otherwise: the build, scripts/build.mjs, as `npm run build` runs it without --worker.
// With --studio it is the studio's Worker's [build] step (worker/admin/wrangler.toml), which only
// needs the two files that Worker imports from dist/ (STUDIO_INPUTS): there, it is done at once (a
// build running beside it, the site's [build] step, replaces them without removing them); missing,
// it waits for a running build, and runs one when none made them (a fresh clone).
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { STUDIO_INPUTS, waitForBuilds } from './lib/build-lock.mjs';
import { DEV_BUILDER, NESTED_BUILD } from './lib/env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const studioInputsMade = () => STUDIO_INPUTS.every((f) => existsSync(`${root}/${f}`));

/** How long a wait for the dev build may last: a full build (content pictures and all) takes seconds. */
const DEV_BUILD_TIMEOUT_MS = 5 * 60_000;

if (process.env[NESTED_BUILD]) {
  console.log(`build: dist/ already made (${process.env[NESTED_BUILD]}), nothing to do`);
} else if (process.argv.includes('--studio')) {
  if (!studioInputsMade()) {
    await waitForBuilds(root);
    if (!studioInputsMade()) await import('./build.mjs');
  }
  console.log(`build: the studio's inputs are made (${STUDIO_INPUTS.join(', ')})`);
} else if (process.env[DEV_BUILDER]) {
  const address = process.env[DEV_BUILDER];
  /** @type {{ status: number, text: string }} */
  const answer = await new Promise((resolve, reject) => {
    const req = request(`${address}/build`, { method: 'POST', timeout: DEV_BUILD_TIMEOUT_MS }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${DEV_BUILD_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end();
  }).catch((/** @type {unknown} */ error) => {
    console.error(
      `build: the dev build of npm run dev (${address}) did not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
  // The dev build printed what it did (or the build's errors) itself; a failure keeps the worker running as it was.
  if (answer.status !== 200) {
    console.error(`build: ${answer.text.trim() || `the dev build answered HTTP ${answer.status}`}`);
    process.exit(1);
  }
} else {
  await import('./build.mjs');
}
