#!/usr/bin/env node
// `npm test`: every test, stopping at the first failure:
//   lint (oxlint, oxfmt, knip), beside: build (worker bundle included) → the build is deterministic → deploy dry run;
//   then at the same time: typecheck, Vitest in workerd, script tests (node --test), the byte budgets
//   of the first load (scripts/bench/budget.mjs), and markup validation (W3C Nu validator,
//   scripts/validate-markup.mjs) → Playwright against `wrangler dev`: every spec in Chromium, the
//   cross-engine specs (e2e/engines) in Firefox ESR and WebKitGTK as well.
// Finds the browsers first (Debian's chromium-headless-shell for the specs and chromium for the
// first-load weights, firefox-esr, webkit2gtk-driver and xvfb: scripts/lib/browsers.mjs, where
// variables can point elsewhere); whatever is missing it installs with apt
// when running as root, or stops and says how. No engine is ever skipped.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureDevVars, freePort } from './lib/dev-server.mjs';
import { BROWSERS, requirePrograms } from './lib/browsers.mjs';
import { WRANGLER_ENV } from './lib/env.mjs';

const bin = (/** @type {string} */ name) => join(ROOT, 'node_modules/.bin', name);

/** Each step's name and time, for the closing line. @type {string[]} */
const steps = [];

/** A step of `npm test`: a command and the variables it adds. @typedef {{ name: string, cmd: string, args: string[], env?: Record<string, string> }} Step */

/**
 * Runs one step with its output kept; resolves with its exit and time.
 * @param {Step} step
 */
function runKept({ cmd, args, env = {} }) {
  const begun = Date.now();
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...WRANGLER_ENV, ...env } });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null, seconds: string, output: Buffer[] }>} */
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, seconds: ((Date.now() - begun) / 1000).toFixed(1), output })),
  );
}

/**
 * Runs lanes at the same time, each a step or steps one after another (a lane stops at its first
 * failure); once all have ended, prints each step's output whole under its name, in the order
 * given, and stops `npm test` at the first that failed, with its exit code.
 * @param {(Step | Step[])[]} lanes
 */
async function stepsTogether(lanes) {
  const list = lanes.flat();
  const short = (/** @type {Step} */ s) => s.name.split(' (')[0];
  console.log(`\n▶ at the same time: ${lanes.map((lane) => [lane].flat().map(short).join(' → ')).join('; ')}`);
  /** @type {Map<Step, Awaited<ReturnType<typeof runKept>>>} */
  const results = new Map();
  // Every lane runs to its end (each step stops the server it started) before anything is reported.
  await Promise.all(
    lanes.map(async (lane) => {
      for (const s of [lane].flat()) {
        const result = await runKept(s);
        results.set(s, result);
        if (result.code !== 0) return;
      }
    }),
  );
  const ran = list.filter((s) => results.has(s));
  // Every one's time, before any output: a failure below stops the run.
  console.log(ran.map((s) => `(${short(s)}: ${results.get(s)?.seconds} s)`).join('\n'));
  for (const s of ran) {
    const { code, signal, seconds, output } = /** @type {Awaited<ReturnType<typeof runKept>>} */ (results.get(s));
    console.log(`\n▶ ${s.name} (${seconds} s)`);
    process.stdout.write(Buffer.concat(output));
    steps.push(`${s.name}: ${seconds} s`);
    if (code !== 0) {
      console.error(`\n✖ ${s.name} failed (exit ${code ?? signal}) after ${seconds} s`);
      process.exit(code || 1);
    }
  }
}

const started = Date.now();
console.log(`Node ${process.version} (${process.execPath})`);
// The steps below find each program where scripts/lib/browsers.mjs says, as this check did.
requirePrograms(BROWSERS, 'The browser tests run in Chromium, Firefox ESR and WebKitGTK');
// Lint beside the builds (it reads only sources), then the local D1 database the test servers copy.
// Lint's output comes first: a finding is the cheapest failure to read (decision 0147).
await stepsTogether([
  [
    { name: 'lint and format (npm run lint: oxlint type-aware, oxfmt --check, knip)', cmd: 'npm', args: ['run', '--silent', 'lint'] },
    // Needs no build: the servers started below copy it instead of migrating their own database.
    { name: 'local D1 database, migrated once for every test server', cmd: process.execPath, args: [join(ROOT, 'scripts/prepare-d1.mjs')] },
  ],
  [
    { name: 'build', cmd: process.execPath, args: [join(ROOT, 'scripts/build.mjs'), '--worker'] },
    { name: 'determinism (a second build, byte for byte)', cmd: process.execPath, args: [join(ROOT, 'scripts/check-determinism.mjs')] },
    // The dry run builds dist/ again (the same bytes): nothing may read dist/ while it runs.
    { name: 'deploy dry run (production, offline)', cmd: process.execPath, args: [join(ROOT, 'scripts/deploy.mjs'), '--dry-run'] },
  ],
]);
// Everything that reads dist/ from here on, at the same time: the suite is bound by CPU (decision
// 0148), and a step that waits (on a `wrangler dev` of its own, the mail queue, the network) leaves
// a core to another. The typecheck reads dist/build-manifest.json (the worker's types import it),
// which nothing rewrites from here on. Playwright starts once the markup validator, the shortest,
// is done, so the cores stay busy while the other three finish. The local secret is written first, once.
ensureDevVars();
await stepsTogether([
  { name: 'typecheck', cmd: process.execPath, args: [join(ROOT, 'scripts/typecheck.mjs')] },
  { name: 'worker and unit tests (Vitest in workerd)', cmd: bin('vitest'), args: ['run'] },
  {
    name: 'script tests (node --test: deploy pipeline, wrangler.toml, import graph, browser paths, bench render timing, npm run leads against a local site, the content build)',
    cmd: process.execPath,
    // Files side by side: Node's default here is one at a time (cores less one), and the two long
    // ones (the leads loop, the dev loop) mostly wait on a `wrangler dev` of their own.
    args: ['--test', '--test-concurrency=4', 'scripts/lib/*.test.mjs', 'scripts/bench/*.test.mjs', 'scripts/content/*.test.mjs'],
  },
  // Byte counts only (no timings): another step's load cannot change them.
  { name: 'byte budgets (npm run bench:budget)', cmd: process.execPath, args: [join(ROOT, 'scripts/bench/budget.mjs'), '--no-build'] },
  [
    {
      name: 'markup (W3C Nu validator: every page and the 404, served, and one of each kind live in light or dark; CSS left out)',
      cmd: process.execPath,
      args: [join(ROOT, 'scripts/validate-markup.mjs')],
    },
    // dist/ was built above: the e2e set-up need not build it again.
    {
      name: 'browser tests (Playwright: Chromium, Firefox ESR, WebKitGTK)',
      cmd: bin('playwright'),
      args: ['test'],
      env: { E2E_PORT: String(await freePort()), E2E_PREBUILT: '1' },
    },
  ],
]);
console.log(`\n✔ all tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')})`);
