// Whether dist/ holds a build to measure, and making one when it does not. Each bench entry point
// (index.mjs, budget.mjs) calls ensureBuild before it loads anything that reads dist/ (the page list
// reads the compiled content, the render cost the manifest), so that on a fresh clone the bench
// builds first instead of stopping with a stack trace (issue 44).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build as buildSite, ROOT } from '../lib/dev-server.mjs';

/**
 * What a build is made of: the folders and files `npm run dev` rebuilds for
 * (scripts/lib/dev-build.mjs), relative to the project.
 */
export const BUILD_SOURCES = Object.freeze([
  'client',
  'worker',
  'assets',
  'scripts',
  'content',
  'package-lock.json',
  'wrangler.toml',
  'tsconfig.json',
]);
/** Under the sources but no part of a build: the benchmarks themselves. */
const NOT_SOURCES = [join('scripts', 'bench')];
/** The file of dist/ the bench reads first, written by every build. */
const MANIFEST = join('dist', 'build-manifest.json');

/**
 * A source file of `root` changed after `since` (ms), or undefined: hidden files and an editor's
 * backups (home.ts~) are no sources.
 * @param {string} root
 * @param {number} since
 * @returns {string | undefined} its path relative to root
 */
function newerSource(root, since) {
  /** @param {string} path @returns {string | undefined} */
  const visit = (path) => {
    const rel = relative(root, path);
    if (NOT_SOURCES.some((n) => rel === n || rel.startsWith(`${n}${sep}`))) return undefined;
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return undefined;
    }
    if (!stat.isDirectory()) return stat.mtimeMs > since ? rel : undefined;
    for (const e of readdirSync(path)) {
      if (e.startsWith('.') || e.endsWith('~')) continue;
      const found = visit(join(path, e));
      if (found) return found;
    }
    return undefined;
  };
  for (const s of BUILD_SOURCES) {
    const found = visit(join(root, s));
    if (found) return found;
  }
  return undefined;
}

/**
 * The state of `root`'s dist/: no build, a build older than a source (named), or a current one.
 * @param {string} root
 * @returns {{ state: 'missing' } | { state: 'stale', newer: string } | { state: 'current' }}
 */
export function distState(root) {
  const manifest = join(root, MANIFEST);
  if (!existsSync(manifest)) return { state: 'missing' };
  const newer = newerSource(root, statSync(manifest).mtimeMs);
  return newer ? { state: 'stale', newer } : { state: 'current' };
}

/**
 * Makes sure dist/ holds a build before anything reads it. With `rebuild` (the bench's default) it
 * builds whatever dist/ holds; with --no-build it builds only when there is no build at all (there
 * is nothing to measure), and measures an older one as it is, saying so in one line. A failed
 * build: the build's own output, then one line through `fail` (the process ends, exit code 1),
 * never a stack trace of ours.
 * @param {{ rebuild: boolean, root?: string, build?: () => void, log?: (line: string) => void, fail?: (line: string) => void }} options
 * @returns {'built' | 'kept' | 'failed'}
 */
export function ensureBuild({
  rebuild,
  root = ROOT,
  build = () => buildSite(),
  log = (line) => console.log(line),
  fail = (line) => {
    console.error(line);
    process.exit(1);
  },
}) {
  const dist = distState(root);
  if (!rebuild && dist.state === 'current') return 'kept';
  if (!rebuild && dist.state === 'stale') {
    log(`bench: dist/ is older than ${dist.newer}; measuring it as it is (--no-build)`);
    return 'kept';
  }
  if (dist.state === 'missing') log('bench: no build in dist/ yet, building it first (npm run build)');
  try {
    build();
  } catch {
    fail('bench: the build failed (its output is above); the bench needs one: fix it and run `npm run build`');
    return 'failed';
  }
  if (!existsSync(join(root, MANIFEST))) {
    fail(`bench: the build made no ${MANIFEST}; run \`npm run build\` and look at its output`);
    return 'failed';
  }
  return 'built';
}
