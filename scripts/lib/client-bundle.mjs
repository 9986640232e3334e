// The client bundle's esbuild options, one set for `npm run build` (scripts/build.mjs) and
// `npm run dev`'s quick rebuilds (scripts/lib/dev-build.mjs), so the two make the same chunks.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { minifySync } from 'oxc-minify';
import { firstLoadChunk, firstLoadPlan } from './first-load-chunk.mjs';

/** The browser's entry, as esbuild's metafile names it (relative to the project). */
const CLIENT_ENTRY = 'client/entry.tsx';
/** The sender of error reports: a build of its own (decision 0101). */
const REPORTER_ENTRY = 'client/runtime/error-reports.ts';

/** The browsers the bundle is for: esbuild writes no newer syntax, and the second minifier keeps to them. */
const TARGET = ['es2022', 'chrome111', 'firefox111', 'safari16.4'];
/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, while
 * the script streams in off the main thread, instead of lazily on first call on the main thread
 * (React's module factory alone cost ~40 ms there). Decision 0082.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/**
 * The second minifier's settings (decision 0184): Oxc's minifier, over what esbuild made, takes
 * 1.5 KB gzip more off the first load (its names go by frequency, which gzip likes).
 */
const SECOND_MINIFY = /** @type {const} */ ({ module: true, compress: { target: TARGET }, codegen: { legalComments: 'none' } });
/**
 * Named in esbuild's banner, so its content hashes (the chunks' names) change with the second
 * minifier's version and settings, which change the bytes served under those names.
 */
const SECOND_MINIFIER = `oxc-minify ${/** @type {{ version: string }} */ (createRequire(import.meta.url)('oxc-minify/package.json')).version} ${JSON.stringify(SECOND_MINIFY)}`;

/**
 * Kept in memory (`write: false`): the files are written through finishOutput.
 * @param {{ root: string, outdir: string, buildId: string }} options
 * @returns {import('esbuild').BuildOptions}
 */
export const clientOptions = ({ root, outdir, buildId }) => ({
  // The metafile's paths are the project's, wherever the build is started from.
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: TARGET,
  minify: true,
  legalComments: 'none',
  // Module scripts are always decoded as UTF-8: typographic characters in the copy need no \u escapes.
  charset: 'utf8',
  // The second minifier drops comments: finishOutput puts the compile hint back.
  banner: { js: `${COMPILE_HINT}\n/* ${SECOND_MINIFIER} */` },
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"', __BUILD_ID__: JSON.stringify(buildId), __ENABLE_FAULTS__: 'false' },
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  outdir,
  metafile: true,
  write: false,
  logLevel: 'warning',
});

/**
 * A file of the client bundle as it is served: a script minified a second time, by Oxc, behind
 * V8's compile hint; anything else as esbuild made it. Every client build writes its files
 * through this (scripts/build.mjs, scripts/lib/dev-build.mjs).
 * @param {{ path: string, contents: Uint8Array }} file
 * @returns {{ path: string, contents: Uint8Array }}
 */
export function finishOutput(file) {
  if (!file.path.endsWith('.js')) return file;
  const { code, errors } = minifySync(file.path, Buffer.from(file.contents).toString('utf8'), SECOND_MINIFY);
  if (errors.length > 0) throw new Error(`client bundle: Oxc could not minify ${file.path}: ${errors.map((e) => e.message).join('; ')}`);
  return { path: file.path, contents: Buffer.from(`${COMPILE_HINT}\n${code}`) };
}

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
  const plain = await build({ ...clientOptions({ root, outdir, buildId: '0'.repeat(16) }), ...entryPoints(root) });
  if (!plain.metafile) throw new Error('client bundle: esbuild gave no metafile');
  return firstLoadChunk(firstLoadPlan(plain.metafile, CLIENT_ENTRY), root, CLIENT_ENTRY);
}

/** A chunk to load and the chunks it imports statically, which the boot script loads at once. @typedef {{ chunk: string, preload: string[] }} ChunkSet */

/**
 * What the manifest says of the client bundle, from esbuild's metafile: the entry and the chunks
 * it imports, each page's chunk (client/pages/<id>.tsx) and each language's client copy
 * (client/site/<lang>/client-copy.ts), each with the chunks it imports statically.
 * @param {import('esbuild').Metafile['outputs']} outputs
 * @param {(path: string) => string} url an output's URL from its path
 * @returns {{ entryUrl: string, entryPreload: string[], pages: Record<string, ChunkSet>, copy: Record<string, ChunkSet> }}
 */
export function clientChunks(outputs, url) {
  /** @param {string} out @returns {ChunkSet} */
  const chunkWithImports = (out) => {
    /** @type {string[]} */
    const preload = [];
    const visit = (/** @type {string} */ o) => {
      const output = outputs[o];
      if (!output) throw new Error(`esbuild's metafile names no output ${o}`);
      for (const imp of output.imports) {
        if (imp.kind !== 'import-statement' || preload.includes(url(imp.path))) continue;
        preload.push(url(imp.path));
        visit(imp.path);
      }
    };
    visit(out);
    return { chunk: url(out), preload };
  };
  let entryUrl = '';
  /** @type {string[]} */
  let entryPreload = [];
  /** @type {Record<string, ChunkSet>} */
  const pages = {};
  /** @type {Record<string, ChunkSet>} */
  const copy = {};
  for (const [out, meta] of Object.entries(outputs)) {
    if (!out.endsWith('.js')) continue;
    const ep = meta.entryPoint ?? '';
    if (ep === CLIENT_ENTRY) {
      entryUrl = url(out);
      entryPreload = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path));
    }
    const page = /^client\/pages\/([a-z-]+)\.tsx$/.exec(ep)?.[1];
    if (page) pages[page] = chunkWithImports(out);
    const lang = /^client\/site\/([a-z]{2})\/client-copy\.ts$/.exec(ep)?.[1];
    if (lang) copy[lang] = chunkWithImports(out);
  }
  if (!entryUrl) throw new Error(`esbuild's metafile names no output for ${CLIENT_ENTRY}`);
  return { entryUrl, entryPreload, pages, copy };
}
