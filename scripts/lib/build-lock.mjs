// One build of dist/ at a time, and the studio's Worker never bundles from a dist/ half made.
// `wrangler dev -c wrangler.toml -c worker/admin/wrangler.toml` (and `wrangler deploy` of either)
// runs each config's [build] step at once: the site's builds dist/ (scripts/build.mjs), while the
// studio's Worker bundles the two files it imports from there (STUDIO_INPUTS). The build used to
// remove dist/ first, so the studio's bundling could find them missing. Now:
//   - a build holds a lock (BUILD_LOCK, a folder made atomically, with its pid) from start to exit;
//     a second build waits for it;
//   - it empties dist/ but for STUDIO_INPUTS, which it replaces in one rename each (never missing,
//     never half written);
//   - the studio's [build] step (scripts/wrangler-build.mjs --studio) bundles at once when they are
//     there, and otherwise waits for a running build, or runs one (a fresh clone).
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The lock, relative to the project. */
export const BUILD_LOCK = '.wrangler/build.lock';
/** What the studio's Worker imports from dist/ (worker/admin/index.ts, worker/admin/backend/site.ts). */
export const STUDIO_INPUTS = ['dist/commit.json', 'dist/content/links.json'];
/** The studio's assets (its editor, scripts/lib/admin-bundle.mjs): emptied by a build, never removed (wrangler checks the folder is there). */
export const STUDIO_ASSETS = 'dist/studio';
/** How long a build waits for another: a full build takes seconds, a loaded machine's a minute. */
const WAIT_LIMIT_MS = 5 * 60_000;
const POLL_MS = 100;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process of that id runs (a lock left by a killed build does not hold). @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** The pid holding the lock, or undefined when none does (a stale lock is removed). @param {string} root */
export function lockHolder(root) {
  const lock = join(root, BUILD_LOCK);
  let pid;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // Not there, or just made and its pid not written yet (a folder without one for seconds was
    // left by a build killed in between).
    if (!existsSync(lock)) return undefined;
    if (Date.now() - statSync(lock).mtimeMs < 5000) return -1;
    rmSync(lock, { recursive: true, force: true });
    return undefined;
  }
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) return pid;
  rmSync(lock, { recursive: true, force: true });
  return undefined;
}

/**
 * Takes the lock for this process, waiting while another build holds it; released when the process
 * exits (or by the returned function).
 * @param {string} root
 * @param {{ limitMs?: number, onWait?: (pid: number) => void }} [options]
 * @returns {Promise<() => void>}
 */
export async function acquireBuildLock(root, { limitMs = WAIT_LIMIT_MS, onWait } = {}) {
  const lock = join(root, BUILD_LOCK);
  mkdirSync(dirname(lock), { recursive: true });
  const deadline = performance.now() + limitMs;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(root);
    if (holder === undefined) continue;
    if (!told) onWait?.(holder);
    told = true;
    if (performance.now() > deadline) throw new Error(`another build (pid ${holder}) still holds ${BUILD_LOCK} after ${limitMs / 1000} s`);
    await sleep(POLL_MS);
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (readFileSync(join(lock, 'pid'), 'utf8') === String(process.pid)) rmSync(lock, { recursive: true, force: true });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}

/**
 * Waits until no build holds the lock.
 * @param {string} root
 * @param {{ limitMs?: number }} [options]
 */
export async function waitForBuilds(root, { limitMs = WAIT_LIMIT_MS } = {}) {
  const deadline = performance.now() + limitMs;
  while (lockHolder(root) !== undefined) {
    if (performance.now() > deadline) throw new Error(`a build still holds ${BUILD_LOCK} after ${limitMs / 1000} s`);
    await sleep(POLL_MS);
  }
}

/**
 * Empties dist/ for a new build, but for STUDIO_INPUTS, which the build replaces (replaceFile), and
 * the folder STUDIO_ASSETS, which it empties.
 * @param {string} root
 */
export function clearDist(root) {
  const files = new Set(STUDIO_INPUTS.map((f) => join(root, f)));
  const folders = new Set([join(root, STUDIO_ASSETS)]);
  const kept = [...files, ...folders];
  /** @param {string} dir */
  const clear = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (files.has(path)) continue;
      if (folders.has(path) || kept.some((k) => k.startsWith(`${path}/`))) clear(path);
      else rmSync(path, { recursive: true, force: true });
    }
  };
  if (existsSync(join(root, 'dist'))) clear(join(root, 'dist'));
}

/**
 * Writes a file in one rename: a reader (the studio's bundling) sees the old bytes or the new, never
 * none or half.
 * @param {string} file
 * @param {string} text
 */
export function replaceFile(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  const next = `${file}.${process.pid}.tmp`;
  writeFileSync(next, text);
  renameSync(next, file);
}
