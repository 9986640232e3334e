// The client's first load in one shared chunk (decision 0182).
//
// esbuild splits code by the set of entry points that reach it: a module the entry and every page
// import lands in one chunk, a module the entry and only some pages import (the registry, the copy
// of the layout, the company's facts) in another, each one more request on every first load. No
// esbuild option merges chunks. This plugin gives every module the first load carries the same
// set: each chunk loaded later (a page, a lazy component, a form's script, another language's
// copy) imports them all, as does the entry. They were loaded by the entry on every page already,
// so no page loads a byte more; what was four chunks besides the entry becomes one.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';

const NAMESPACE = 'first-load';
const SPECIFIER = 'first-load:modules';

/** @type {Record<string, import('esbuild').Loader>} */
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/**
 * What the first load carries and which entry points come later, read from a build of the same
 * inputs without the plugin.
 * @param {import('esbuild').Metafile} meta
 * @param {string} entry the entry's input path as the metafile names it (e.g. client/entry.tsx)
 * @returns {{ firstLoad: string[], later: string[] }} input paths, sorted
 */
export function firstLoadPlan(meta, entry) {
  const outputs = meta.outputs;
  const entryOut = Object.keys(outputs).find((o) => outputs[o]?.entryPoint === entry);
  if (!entryOut) throw new Error(`first-load chunk: esbuild made no output for ${entry}`);
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ out) => {
    if (seen.has(out)) return;
    seen.add(out);
    for (const imp of outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
  };
  visit(entryOut);
  /** @type {Set<string>} */
  const firstLoad = new Set();
  for (const out of seen)
    for (const [input, { bytesInOutput }] of Object.entries(outputs[out]?.inputs ?? {}))
      // Code only: a JSON file has no effect of its own to import for (esbuild warns), and is
      // carried by the code that reads it.
      if (bytesInOutput > 0 && input !== entry && /\.[cm]?[jt]sx?$/.test(input)) firstLoad.add(input);
  /** @type {Set<string>} */
  const later = new Set();
  for (const output of Object.values(outputs)) if (output.entryPoint && output.entryPoint !== entry) later.add(output.entryPoint);
  return { firstLoad: [...firstLoad].sort(), later: [...later].sort() };
}

/**
 * @param {{ firstLoad: readonly string[], later: readonly string[] }} plan from firstLoadPlan
 * @param {string} root the directory the metafile's paths are relative to
 * @param {string} entry the entry's input path
 * @returns {import('esbuild').Plugin}
 */
export function firstLoadChunk(plan, root, entry) {
  const importers = new Set([entry, ...plan.later]);
  // A file the plan names may be gone by a later rebuild (npm run dev): it is left out.
  const modules = () =>
    plan.firstLoad
      .map((input) => join(root, input))
      .filter((file) => existsSync(file))
      .map((file) => `import ${JSON.stringify(file)};`)
      .join('\n');
  return {
    name: 'first-load-chunk',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${SPECIFIER}$`) }, () => ({ path: 'modules', namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: modules(), resolveDir: root, loader: 'js' }));
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const input = relative(root, args.path).split('\\').join('/');
        const loader = LOADERS[extname(args.path)];
        if (!importers.has(input) || !loader) return undefined;
        const source = await readFile(args.path, 'utf8');
        // Appended, so that esbuild's messages keep the file's line numbers (imports are hoisted).
        return { contents: `${source}\nimport ${JSON.stringify(SPECIFIER)};\n`, loader };
      });
    },
  };
}
