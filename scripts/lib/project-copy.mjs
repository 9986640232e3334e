// A copy of the project in a temporary folder, for the script tests that change its files and
// build or serve it (`npm test` runs them beside others that read this checkout's dist/).
import { cpSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './dev-server.mjs';

/** What a copy needs to build and serve: the sources, the build's scripts, wrangler's and TypeScript's settings. */
const COPIED = [
  'client',
  'worker',
  'assets',
  'content',
  'scripts',
  'migrations',
  'e2e',
  'tests',
  'package.json',
  'package-lock.json',
  'wrangler.toml',
  'tsconfig.json',
  'globals.d.ts',
  'worker-configuration.d.ts',
];

/**
 * Copies the project into a new temporary folder (its node_modules linked, not copied) and returns
 * the folder. The copy is no git checkout: give its builds SOURCE_DATE_EPOCH.
 * @param {string} prefix
 */
export function copyProject(prefix) {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  for (const name of COPIED) cpSync(join(ROOT, name), join(copy, name), { recursive: true });
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(copy, 'node_modules'));
  return copy;
}
