#!/usr/bin/env node
// `npm run typecheck`: the generated Env types match wrangler.toml (and the studio's StudioBindings
// its worker/admin/wrangler.toml), then strict tsc over everything,
// one project per kind of code, each with the globals it runs with (decision 0146; the shared
// options are tsconfig.json's): the client with the universal tree (the DOM, no Workers' types) and
// the worker (Workers' types, no DOM; it sees the tree through the client's declarations, so
// `tsc -b` builds both), the Vitest tests, the browser tests with the Playwright config, and the
// scripts (.mjs checked from their JSDoc: Node's types).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/dev-server.mjs';
import { NESTED_BUILD, WRANGLER_ENV } from './lib/env.mjs';
import { STUDIO_TYPES, studioTypes } from './lib/studio-types.mjs';

/** The projects and how each is checked: the worker's references the client's, which `tsc -b` builds first. */
/** @type {[string, string[]][]} */
const PROJECTS = [
  ['worker/tsconfig.json (with client/tsconfig.json)', ['-b', 'worker/tsconfig.json']],
  ['tests/tsconfig.json', ['--noEmit', '-p', 'tests/tsconfig.json']],
  ['e2e/tsconfig.json', ['--noEmit', '-p', 'e2e/tsconfig.json']],
  ['scripts/tsconfig.json', ['--noEmit', '-p', 'scripts/tsconfig.json']],
];

/**
 * Runs a tool of node_modules/.bin in the project's folder.
 * @param {string} name
 * @param {string[]} args
 * @param {import('node:child_process').StdioOptions} [stdio]
 * @param {NodeJS.ProcessEnv} [env]
 */
const run = (name, args, stdio = 'inherit', env = WRANGLER_ENV) =>
  execFileSync(join(ROOT, 'node_modules/.bin', name), args, { cwd: ROOT, stdio, env });
// Generated files differ only in their header comment when the bindings are the same.
const body = (/** @type {string} */ file) =>
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('//'))
    .join('\n');
// Generated beside the real one so relative import paths in it come out the same.
const check = '.env-check.d.ts';
// `wrangler types` runs wrangler.toml's [build] step, which makes dist/ without the worker bundle:
// a dist/ already built (`npm test` builds it with the bundle first) is left as it is. Without one
// it is built here, since the worker's types import dist/build-manifest.json.
const built = existsSync(join(ROOT, 'dist/build-manifest.json'));
try {
  run(
    'wrangler',
    ['types', check, '--include-runtime=false', '--strict-vars=false'],
    'ignore',
    built ? { ...WRANGLER_ENV, [NESTED_BUILD]: 'typecheck' } : WRANGLER_ENV,
  );
} finally {
  /* removed below after reading */
}
const current = body(check);
rmSync(join(ROOT, check), { force: true });
if (current !== body('worker-configuration.d.ts')) {
  console.error('worker-configuration.d.ts does not match wrangler.toml: run `npm run cf-typegen` and commit it.');
  process.exit(1);
}
// The studio's Worker (worker/admin/wrangler.toml): its StudioBindings, made the same way.
if (studioTypes() !== readFileSync(join(ROOT, STUDIO_TYPES), 'utf8')) {
  console.error(`${STUDIO_TYPES} does not match worker/admin/wrangler.toml: run \`npm run cf-typegen\` and commit it.`);
  process.exit(1);
}
let failed = false;
for (const [project, args] of PROJECTS) {
  try {
    run('tsc', args);
  } catch {
    console.error(`typecheck: ${project} has errors (above)`);
    failed = true;
  }
}
if (failed) process.exit(1);
console.log(`typecheck: Env types current, tsc (strict) clean for ${PROJECTS.map(([project]) => project).join(', ')}`);
