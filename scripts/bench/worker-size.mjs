// The deployable worker bundle: its size as `wrangler deploy --dry-run` (offline) makes and counts
// it (raw, and gzip at zlib's default level, as wrangler prints it), and the time workerd takes to
// evaluate it in a fresh isolate (decision 0180).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Miniflare } from 'miniflare';
import { unstable_readConfig } from 'wrangler';
import { ROOT } from '../lib/dev-server.mjs';
import { NESTED_BUILD, WRANGLER_ENV } from '../lib/env.mjs';

/** One bundle's evaluation times in ms: median, p90 and every sample. @typedef {{ file: string, isolates: number, median: number, p90: number, samples: number[] }} Evaluation */

/** Raw and gzip bytes of a bundle file, gzip counted as wrangler counts it (zlib's default level). @param {string} file */
export function bundleSize(file) {
  const bytes = readFileSync(file);
  return { raw: statSync(file).size, gzip: gzipSync(bytes).length };
}

/**
 * The worker as `wrangler deploy` makes it, from the current dist/ (`wrangler deploy --dry-run`
 * into a temporary folder): the bundle's path (its source map beside it, `.map`) and a cleanup.
 * @returns {{ file: string, cleanup: () => void }}
 */
export function deployBundle() {
  const out = mkdtempSync(join(tmpdir(), 'worker-size-'));
  const cleanup = () => rmSync(out, { recursive: true, force: true });
  try {
    // dist/ is already built (by the bench, or before the tests): wrangler's [build] step need not make it again.
    execFileSync(join(ROOT, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', out], {
      cwd: ROOT,
      env: { ...WRANGLER_ENV, [NESTED_BUILD]: 'bench' },
      stdio: 'ignore',
    });
    const files = readdirSync(out).filter((f) => f.endsWith('.js'));
    if (files.length !== 1) throw new Error(`wrangler made ${files.length} bundle files, expected one: ${files.join(', ')}`);
    return { file: join(out, /** @type {string} */ (files[0])), cleanup }; // exactly one
  } catch (error) {
    cleanup();
    throw error;
  }
}

/**
 * Runs `measure` on the deployable bundle's path, then removes it.
 * @template T @param {(file: string) => T | Promise<T>} measure @returns {Promise<T>}
 */
async function withDryRun(measure) {
  const { file, cleanup } = deployBundle();
  try {
    return await measure(file);
  } finally {
    cleanup();
  }
}

/** Size of the deployable worker: raw and gzip bytes. */
export async function measureWorkerSize() {
  return withDryRun(bundleSize);
}

/**
 * Size and module-evaluation time of the deployable worker (see measureEvaluation); with
 * `baseline` (another bundle file), the same of that one, evaluated in turn with this one.
 * @param {{ isolates?: number, baseline?: string }} [options]
 */
export async function measureWorker({ isolates = 9, baseline } = {}) {
  return withDryRun(async (file) => {
    const [now, before] = await measureEvaluation(baseline ? [file, baseline] : [file], { isolates });
    if (!now || (baseline && !before)) throw new Error('workerd measured fewer bundles than it was given');
    return {
      ...bundleSize(file),
      evaluation: now,
      ...(baseline ? { baseline: { ...bundleSize(baseline), evaluation: /** @type {Evaluation} */ (before) } } : {}),
    };
  });
}

/** @param {number[]} sorted at least one sample @param {number} p */
const percentile = (sorted, p) => /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);

/**
 * How long workerd takes to parse and evaluate each bundle's module in a fresh isolate: the cost a
 * cold start pays before the first request runs. One workerd (Miniflare) holds `isolates` workers
 * per bundle, each a probe that imports the bundle on its first request and answers the time the
 * import took on workerd's clock (whole milliseconds). Bundles are taken in turn, isolate by
 * isolate, so that each sees the same machine. (Deployed, workerd parses the module when it loads
 * the worker and evaluates it then too: the same work, before the first request.) Returns, per
 * bundle, the median and p90 in ms and the samples.
 * @param {string[]} files @param {{ isolates?: number }} [options]
 * @returns {Promise<Evaluation[]>}
 */
export async function measureEvaluation(files, { isolates = 9 } = {}) {
  const compatibilityDate = unstable_readConfig({ config: join(ROOT, 'wrangler.toml') }).compatibility_date;
  const probe = `export default {
    async fetch() {
      const t0 = Date.now();
      await import('./worker.js');
      return Response.json(Date.now() - t0);
    },
  };`;
  const name = (/** @type {number} */ f, /** @type {number} */ i) => `bundle${f}-isolate${i}`;
  const mf = new Miniflare({
    workers: files.flatMap((file, f) => {
      const contents = readFileSync(file, 'utf8');
      return Array.from({ length: isolates }, (_, i) => ({
        config: {
          name: name(f, i),
          compatibilityDate,
          // workerd's newer module registry compiles a module when it is first imported, not when
          // the worker loads: the import then times the parse as well as the evaluation.
          compatibilityFlags: ['new_module_registry'],
          manifest: {
            mainModule: 'probe.js',
            modulesRoot: '/',
            modules: { 'probe.js': { type: 'esm', contents: probe }, 'worker.js': { type: 'esm', contents } },
          },
        },
      }));
    }),
  });
  try {
    await mf.ready;
    const samples = files.map(() => /** @type {number[]} */ ([]));
    for (let i = 0; i < isolates; i++) {
      for (let f = 0; f < files.length; f++) {
        const response = await (await mf.getWorker(name(f, i))).fetch('http://localhost/');
        if (!response.ok) throw new Error(`evaluating ${files[f]} in workerd: HTTP ${response.status} ${await response.text()}`);
        /** @type {number[]} */ (samples[f]).push(/** @type {number} */ (await response.json())); // the probe answers whole ms
      }
    }
    return files.map((file, f) => {
      const own = /** @type {number[]} */ (samples[f]); // one list per file
      const sorted = [...own].sort((a, b) => a - b);
      return { file, isolates, median: percentile(sorted, 50), p90: percentile(sorted, 90), samples: own };
    });
  } finally {
    await mf.dispose();
  }
}
