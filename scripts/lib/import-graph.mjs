// The project's import graph, type-only imports included, and the two rules the architecture puts
// on it: no file imports itself through a circle, and the worker never imports browser runtime
// code (client/runtime/). Checked by import-graph.test.mjs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/** The entry points whose imports make up the house: the browser bundle and the worker. */
const ENTRY_POINTS = ['client/entry.tsx', 'worker/index.ts'];

const SOURCE = /\.(?:ts|tsx|mjs|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
// Static import and export declarations (`import type` too) and dynamic imports, relative only.
const SPECIFIERS = [
  /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  /^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
];
// A dynamic import of a template (`import(\`../pages/${id}.tsx\`)`): the bundler makes a chunk of
// every file the pattern can name, so each is an import.
const TEMPLATE_IMPORT = /\bimport\s*\(\s*`(\.{1,2}\/[^`$]*)\$\{[^}]*\}([^`$]*)`\s*\)/g;

/**
 * The files a template import can name: those of its folder that start and end as it does.
 * @param {string} root @param {string} from @param {string} prefix @param {string} suffix
 */
function resolveTemplate(root, from, prefix, suffix) {
  const dir = dirname(join(dirname(join(root, from)), `${prefix}x`));
  const start = basename(`${prefix}x`).slice(0, -1);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(start) && name.endsWith(suffix) && SOURCE.test(name))
    .sort()
    .map((name) => relative(root, join(dir, name)).split('\\').join('/'));
}

/**
 * @param {string} root
 * @param {string} from
 * @param {string} specifier
 */
function resolveRelative(root, from, specifier) {
  const base = join(dirname(join(root, from)), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && SOURCE.test(candidate)) return relative(root, candidate).split('\\').join('/');
  }
  return undefined;
}

/**
 * Every project file reachable from the entry points, each with the files it imports: static,
 * dynamic and type-only imports (which the bundler drops but which tie modules together all the
 * same), read from the sources. Packages and data files (JSON, CSS) are left out: only our own
 * modules can form the circles we care about.
 * @param {string} root
 * @param {readonly string[]} [entryPoints]
 * @returns {Map<string, Set<string>>}
 */
export function importGraph(root, entryPoints = ENTRY_POINTS) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map(entryPoints.map((file) => [file, new Set()]));
  const queue = [...entryPoints];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    /** @type {Set<string>} */
    const edges = graph.get(file) ?? new Set();
    const text = readFileSync(join(root, file), 'utf8');
    // Every group of these patterns takes part in each match.
    const targets = [
      ...SPECIFIERS.flatMap((pattern) =>
        [...text.matchAll(pattern)].map((match) => resolveRelative(root, file, /** @type {string} */ (match[1]))),
      ),
      ...[...text.matchAll(TEMPLATE_IMPORT)].flatMap((match) =>
        resolveTemplate(root, file, /** @type {string} */ (match[1]), /** @type {string} */ (match[2])),
      ),
    ];
    for (const target of targets) {
      if (!target) continue;
      if (!graph.has(target)) {
        graph.set(target, new Set());
        queue.push(target);
      }
      edges.add(target);
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
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {Set<string>} */
  const onStack = new Set();
  /** @type {string[][]} */
  const cycles = [];
  /** Index and lowest reachable index of a file, known to be set once it is visited. */
  const at = (/** @type {Map<string, number>} */ map, /** @type {string} */ file) => /** @type {number} */ (map.get(file));
  const connect = (/** @type {string} */ file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(at(low, file), at(low, next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(at(low, file), at(index, next)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    /** @type {string | undefined} */
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.has(file)) cycles.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return cycles.sort((a, b) => ((a[0] ?? '') < (b[0] ?? '') ? -1 : 1));
}

/**
 * Browser-only code, which the worker must never load: the runtime (client/runtime/) and the forms'
 * sending scripts (client/forms/sender.ts, client/forms/*-send.ts, with the proof-of-work solver).
 * The universal tree gets what it needs of them through client/app/browser.ts, from the entry.
 * @param {string} file
 */
export const isBrowserOnly = (file) => file.startsWith('client/runtime/') || /^client\/forms\/(?:sender|[^/]+-send)\.ts$/.test(file);

/**
 * Browser-only files the worker reaches, through any number of imports (type-only ones included)
 * from its entry: each as the chain of imports that leads to it, `worker/index.ts → … → file`,
 * the shortest one (breadth-first).
 * @param {Map<string, Set<string>>} graph
 * @returns {string[]}
 */
export function forbiddenImports(graph, entry = 'worker/index.ts') {
  /** @type {Map<string, string | undefined>} */
  const via = new Map([[entry, undefined]]);
  const queue = [entry];
  const found = [];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const target of graph.get(file) ?? []) {
      if (via.has(target)) continue;
      via.set(target, file);
      if (!isBrowserOnly(target)) {
        queue.push(target);
        continue;
      }
      const chain = [target];
      for (let at = via.get(target); at !== undefined; at = via.get(at)) chain.unshift(at);
      found.push(chain.join(' → '));
    }
  }
  return found.sort();
}
