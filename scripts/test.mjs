#!/usr/bin/env node
// `npm test`: every test, in order, stopping at the first failure:
//   build (worker bundle included) → the build is deterministic → typecheck → script tests
//   (node --test) → deploy dry run → Vitest in workerd → markup validation (W3C Nu validator,
//   scripts/validate-markup.mjs) → Playwright in Chromium against `wrangler dev`
//   → byte budgets of the first load (scripts/bench/budget.mjs).
// Finds Chromium (CHROME_PATH, else /usr/bin/chromium); without one it installs Debian's
// when running as root, or stops and says how. The browser tests are never skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, freePort } from './lib/dev-server.mjs';
import { WRANGLER_ENV } from './lib/env.mjs';

const bin = (name) => join(ROOT, 'node_modules/.bin', name);

function findChromium() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0) {
    console.log(`No Chromium at ${candidate}: installing Debian's chromium with apt-get…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    `The browser tests need Chromium and none was found at ${candidate}.\n` +
      'Install Debian\'s: sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium binary, then run npm test again.',
  );
  process.exit(1);
}

const steps = [];
function step(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...WRANGLER_ENV, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push(`${name}: ${seconds} s`);
  if (res.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${res.status ?? res.signal}) after ${seconds} s`);
    process.exit(res.status || 1);
  }
}

const started = Date.now();
console.log(`Node ${process.version} (${process.execPath})`);
const chrome = findChromium();
step('build', process.execPath, [join(ROOT, 'scripts/build.mjs'), '--worker']);
step('determinism (a second build, byte for byte)', process.execPath, [join(ROOT, 'scripts/check-determinism.mjs')]);
step('typecheck', process.execPath, [join(ROOT, 'scripts/typecheck.mjs')]);
step('script tests (node --test: deploy pipeline, wrangler.toml, import graph, bench render timing)', process.execPath, ['--test', 'scripts/lib/*.test.mjs', 'scripts/bench/*.test.mjs']);
step('deploy dry run (production, offline)', process.execPath, [join(ROOT, 'scripts/deploy.mjs'), '--dry-run']);
step('worker and unit tests (Vitest in workerd)', bin('vitest'), ['run']);
// dist/ was built above: the e2e set-up need not build it again.
step('markup (W3C Nu validator: every page and the 404, served and live in light and dark; CSS checks left out)', process.execPath, [join(ROOT, 'scripts/validate-markup.mjs')], { CHROME_PATH: chrome });
step('browser tests (Playwright, Chromium)', bin('playwright'), ['test'], { CHROME_PATH: chrome, E2E_PORT: String(await freePort()), E2E_PREBUILT: '1' });
step('byte budgets (npm run bench:budget)', process.execPath, [join(ROOT, 'scripts/bench/budget.mjs'), '--no-build'], { CHROME_PATH: chrome });
console.log(`\n✔ all tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')})`);
