// Loads a dependency-free TypeScript module of the project in Node (bundled in memory by esbuild)
// to read its exports: the build reads the document's inline scripts and the page registry this
// way, and every tool that needs "every page" reads client/site/page-list.ts (scripts/lib/pages.mjs).
import { build } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from './dev-server.mjs';

/**
 * Imports a module of ours (a path relative to the project) and returns its exports.
 * @param {string} file
 * @returns {Promise<Record<string, any>>}
 */
export async function loadTs(file) {
  const out = await build({
    entryPoints: [join(ROOT, file)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
  });
  const bundled = out.outputFiles[0];
  if (!bundled) throw new Error(`esbuild wrote nothing for ${file}`);
  return import(`data:text/javascript;base64,${Buffer.from(bundled.text).toString('base64')}`);
}
