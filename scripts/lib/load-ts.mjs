// Loads a TypeScript module of the worker or the client into a Node script: bundled by esbuild (a
// dev dependency) into one ES module in memory, then imported. The scripts check and read what the
// worker itself uses (its configuration schema, the vitals dataset's layout), never a copy of it.
import { build } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from './dev-server.mjs';

/**
 * @param {string} file path from the project root, e.g. 'worker/config.ts'
 * @returns {Promise<Record<string, any>>} the module's exports
 */
export async function loadTs(file) {
  const out = await build({ entryPoints: [join(ROOT, file)], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}
