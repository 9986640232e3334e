#!/usr/bin/env node
// `npm test`: every test, in order, stopping at the first failure:
//   build (worker bundle included) → the build is deterministic → typecheck → script tests
//   (node --test) → deploy dry run → Vitest in workerd → markup validation (W3C Nu validator,
//   scripts/validate-markup.mjs) → Playwright against `wrangler dev`: every spec in Chromium, the
//   cross-engine specs (e2e/engines) in Firefox ESR and WebKitGTK as well
//   → byte budgets of the first load (scripts/bench/budget.mjs).
// Finds the browsers (Chromium at CHROME_PATH or /usr/bin/chromium; Debian's firefox-esr,
// webkit2gtk-driver and xvfb); whatever is missing it installs with apt when running as root, or
// stops and says how. No engine is ever skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, freePort } from './lib/dev-server.mjs';
import { WRANGLER_ENV } from './lib/env.mjs';

const bin = (name) => join(ROOT, 'node_modules/.bin', name);

/** Debian's packages the browser tests need: what each provides, and where (an env var may point elsewhere). */
const BROWSERS = [
  { pkg: 'chromium', what: 'Chromium', path: process.env.CHROME_PATH || '/usr/bin/chromium', env: 'CHROME_PATH' },
  { pkg: 'firefox-esr', what: 'Firefox ESR', path: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr', env: 'FIREFOX_PATH' },
  { pkg: 'webkit2gtk-driver', what: 'WebKitWebDriver', path: process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver', env: 'WEBKIT_DRIVER' },
  { pkg: 'webkit2gtk-driver', what: 'MiniBrowser (WebKitGTK)', path: process.env.MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', env: 'MINIBROWSER' },
  { pkg: 'xvfb', what: 'Xvfb (MiniBrowser has no headless mode)', path: process.env.XVFB || '/usr/bin/Xvfb', env: 'XVFB' },
];

/** Every browser the tests drive, installed with apt when missing and running as root; otherwise stops and says how. */
function findBrowsers() {
  let missing = BROWSERS.filter((b) => !existsSync(b.path));
  if (missing.length > 0 && process.getuid?.() === 0) {
    const pkgs = [...new Set(missing.map((b) => b.pkg))];
    console.log(`Missing ${missing.map((b) => b.what).join(', ')}: installing Debian's ${pkgs.join(' ')} with apt-get…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    missing = BROWSERS.filter((b) => !existsSync(b.path));
  }
  if (missing.length > 0) {
    console.error(
      `The browser tests run in Chromium, Firefox ESR and WebKitGTK, and these are missing:\n` +
        missing.map((b) => `  ${b.what}: nothing at ${b.path} (Debian package ${b.pkg}, or set ${b.env})`).join('\n') +
        `\nInstall them: sudo apt-get update && sudo apt-get install -y ${[...new Set(missing.map((b) => b.pkg))].join(' ')}\n` +
        'then run npm test again.',
    );
    process.exit(1);
  }
  return Object.fromEntries(BROWSERS.map((b) => [b.env, b.path]));
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
const browsers = findBrowsers();
step('build', process.execPath, [join(ROOT, 'scripts/build.mjs'), '--worker']);
step('determinism (a second build, byte for byte)', process.execPath, [join(ROOT, 'scripts/check-determinism.mjs')]);
step('typecheck', process.execPath, [join(ROOT, 'scripts/typecheck.mjs')]);
step('script tests (node --test: deploy pipeline, wrangler.toml, import graph, bench render timing)', process.execPath, ['--test', 'scripts/lib/*.test.mjs', 'scripts/bench/*.test.mjs']);
step('deploy dry run (production, offline)', process.execPath, [join(ROOT, 'scripts/deploy.mjs'), '--dry-run']);
step('worker and unit tests (Vitest in workerd)', bin('vitest'), ['run']);
// dist/ was built above: the e2e set-up need not build it again.
step('markup (W3C Nu validator: every page and the 404, served and live in light and dark; CSS checks left out)', process.execPath, [join(ROOT, 'scripts/validate-markup.mjs')], { CHROME_PATH: browsers.CHROME_PATH });
step('browser tests (Playwright: Chromium, Firefox ESR, WebKitGTK)', bin('playwright'), ['test'], { ...browsers, E2E_PORT: String(await freePort()), E2E_PREBUILT: '1' });
step('byte budgets (npm run bench:budget)', process.execPath, [join(ROOT, 'scripts/bench/budget.mjs'), '--no-build'], { CHROME_PATH: browsers.CHROME_PATH });
console.log(`\n✔ all tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')})`);
