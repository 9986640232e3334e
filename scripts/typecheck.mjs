#!/usr/bin/env node
// `npm run typecheck`: the generated Env types match wrangler.toml, then strict tsc over everything:
// the worker, the client and the Vitest tests (tsconfig.json: Workers' types), and the browser tests
// with the Playwright config and the .mjs helpers they import (e2e/tsconfig.json: Node's and the DOM's).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/dev-server.mjs';
import { WRANGLER_ENV } from './lib/env.mjs';

const run = (name, args, stdio = 'inherit') => execFileSync(join(ROOT, 'node_modules/.bin', name), args, { cwd: ROOT, stdio, env: WRANGLER_ENV });
// Generated files differ only in their header comment when the bindings are the same.
const body = (file) => readFileSync(join(ROOT, file), 'utf8').split('\n').filter((l) => !l.startsWith('//')).join('\n');
// Generated beside the real one so relative import paths in it come out the same.
const check = '.env-check.d.ts';
try {
  run('wrangler', ['types', check, '--include-runtime=false', '--strict-vars=false'], 'ignore');
} finally {
  /* removed below after reading */
}
const current = body(check);
rmSync(join(ROOT, check), { force: true });
if (current !== body('worker-configuration.d.ts')) {
  console.error('worker-configuration.d.ts does not match wrangler.toml: run `npm run cf-typegen` and commit it.');
  process.exit(1);
}
let failed = false;
for (const project of ['tsconfig.json', 'e2e/tsconfig.json']) {
  try {
    run('tsc', ['--noEmit', '-p', project]);
  } catch {
    failed = true;
  }
}
if (failed) process.exit(1);
console.log('typecheck: Env types current, tsc --noEmit (strict) clean for tsconfig.json and e2e/tsconfig.json');
