// The client bundle's esbuild options, one set for `npm run build` (scripts/build.mjs) and
// `npm run dev`'s quick rebuilds (scripts/lib/dev-build.mjs), so the two make the same chunks.
import { build } from 'esbuild';
import { join } from 'node:path';
import { firstLoadChunk, firstLoadPlan } from './first-load-chunk.mjs';

/** The browser's entry, as esbuild's metafile names it (relative to the project). */
export const CLIENT_ENTRY = 'client/entry.tsx';
/** The sender of error reports: a build of its own (decision 0101). */
export const REPORTER_ENTRY = 'client/runtime/error-reports.ts';

/**
 * @param {{ root: string, outdir: string, buildId: string, write: boolean }} options
 * @returns {import('esbuild').BuildOptions}
 */
export const clientOptions = ({ root, outdir, buildId, write }) => ({
  // The metafile's paths are the project's, wherever the build is started from.
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
  minify: true,
  legalComments: 'none',
  // Module scripts are always decoded as UTF-8: typographic characters in the copy need no \u escapes.
  charset: 'utf8',
  // V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, while
  // the script streams in off the main thread, instead of lazily on first call on the main
  // thread (React's module factory alone cost ~40 ms there). Decision 0082.
  banner: { js: '//# allFunctionsCalledOnLoad' },
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"', __BUILD_ID__: JSON.stringify(buildId), __ENABLE_FAULTS__: 'false' },
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  outdir,
  metafile: true,
  write,
  logLevel: 'warning',
});

/** The entry's build: split into chunks. @param {string} root */
export const entryPoints = (root) => ({ entryPoints: { entry: join(root, CLIENT_ENTRY) }, splitting: true });
/** The reporter's build: one file (in the entry's build its runtime helpers would be a chunk both import). @param {string} root */
export const reporterPoints = (root) => ({ entryPoints: { 'error-reports': join(root, REPORTER_ENTRY) }, splitting: false });

/**
 * The plugin that puts the first load's modules in one chunk (first-load-chunk.mjs, decision 0182),
 * planned from a plain build of the sources as they are now.
 * @param {{ root: string, outdir: string }} options
 * @returns {Promise<import('esbuild').Plugin>}
 */
export async function firstLoadPlugin({ root, outdir }) {
  const plain = await build({ ...clientOptions({ root, outdir, buildId: '0'.repeat(16), write: false }), ...entryPoints(root) });
  if (!plain.metafile) throw new Error('client bundle: esbuild gave no metafile');
  return firstLoadChunk(firstLoadPlan(plain.metafile, CLIENT_ENTRY), root, CLIENT_ENTRY);
}
