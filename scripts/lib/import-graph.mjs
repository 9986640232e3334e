// The project's import graph, as the bundler sees it plus the type-only imports it erases, and the
// two rules the architecture puts on it: no file imports itself through a circle, and the worker
// never imports browser runtime code (client/runtime/). Checked by import-graph.test.mjs.
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The entry points whose imports make up the house: the browser bundle and the worker. */
export const ENTRY_POINTS = ['client/entry.tsx', 'worker/index.ts'];

const SOURCE = /\.(?:ts|tsx|mjs|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
// Static import and export declarations (`import type` too) and dynamic imports, relative only.
const SPECIFIERS = [/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g, /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g, /^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm];

function resolveRelative(root, from, specifier) {
  const base = join(dirname(join(root, from)), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && SOURCE.test(candidate)) return relative(root, candidate).split('\\').join('/');
  }
  return undefined;
}

/**
 * Every project file reachable from the entry points, each with the files it imports: the edges of
 * esbuild's metafile (static and dynamic imports, resolved as the build resolves them) plus the
 * type-only imports, which esbuild drops but which tie modules together all the same.
 * Packages are left out: only our own files can form the circles we care about.
 * @returns {Promise<Map<string, Set<string>>>}
 */
export async function importGraph(root, entryPoints = ENTRY_POINTS) {
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'import-graph',
    format: 'esm',
    platform: 'neutral',
    jsx: 'automatic',
    packages: 'external',
    logLevel: 'silent',
  });
  const graph = new Map();
  const add = (file) => {
    if (!graph.has(file)) graph.set(file, new Set());
    return graph.get(file);
  };
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (!SOURCE.test(file)) continue;
    const edges = add(file);
    for (const imp of input.imports) if (!imp.external && SOURCE.test(imp.path)) edges.add(imp.path);
  }
  // Type-only imports: read from the source of every file reached, and of every file they reach.
  const queue = [...graph.keys()];
  while (queue.length > 0) {
    const file = queue.shift();
    const text = readFileSync(join(root, file), 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const match of text.matchAll(pattern)) {
        const target = resolveRelative(root, file, match[1]);
        if (!target) continue;
        if (!graph.has(target)) queue.push(target);
        add(target);
        add(file).add(target);
      }
    }
  }
  return graph;
}

/**
 * The circles of a graph: its strongly connected components with more than one file, or one file
 * that imports itself (Tarjan's algorithm). Each is sorted; the list is sorted by first file.
 * @param {Map<string, Set<string>>} graph
 * @returns {string[][]}
 */
export function importCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), index.get(next)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.has(file)) cycles.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return cycles.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** Imports from worker/ into client/runtime/ (browser-only code the worker must never load): `from → to`. */
export function forbiddenImports(graph) {
  const found = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith('worker/')) continue;
    for (const target of targets) if (target.startsWith('client/runtime/')) found.push(`${file} → ${target}`);
  }
  return found.sort();
}
