// The programs from Debian's packages that the tests and benchmarks drive: where each one is
// (its default path, or where its environment variable points), the flags Chromium runs with,
// and what happens when one is missing (apt when root, otherwise a message that says how).
// One place for all of it: scripts/test.mjs, the markup validation, the benchmarks, and the
// Playwright config and engine drivers read it. Dependency-free, so anything may import it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @type {(env: string, fallback: string) => string} */
const at = (env, fallback) => process.env[env] || fallback;

/**
 * The full Chromium, as visitors run it: the first-load weights and requests (a window asks for
 * the favicon too), Lighthouse and the main-thread trace of `npm run bench`, the build's pictures.
 */
export const CHROME_PATH = at('CHROME_PATH', '/usr/bin/chromium');
/**
 * Chromium as the tests drive it: Debian's build of the headless shell, the Chromium that
 * Playwright itself runs headless. The same Blink and V8 as CHROME_PATH, without the full
 * browser's window and GPU process: the Chromium specs took a quarter less CPU (decision 0194).
 */
export const HEADLESS_SHELL_PATH = at('CHROMIUM_HEADLESS_SHELL', '/usr/lib/chromium/chromium-headless-shell');
export const FIREFOX_PATH = at('FIREFOX_PATH', '/usr/bin/firefox-esr');
export const WEBKIT_DRIVER = at('WEBKIT_DRIVER', '/usr/bin/WebKitWebDriver');
export const MINIBROWSER = at('MINIBROWSER', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser');
export const XVFB = at('XVFB', '/usr/bin/Xvfb');
export const JAVA = at('JAVA', 'java');

/** Chromium's flags wherever we start it: root-safe, and no traffic of its own (updates, sync, QUIC). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * @typedef {object} Program
 * @property {string} pkg the Debian package that provides it
 * @property {string} what what it is, for messages
 * @property {string} env the environment variable that points elsewhere
 * @property {string} path where it is looked for
 * @property {() => boolean} [found] how to tell it is there (default: a file at `path`)
 */

/** @type {Program[]} Every browser the browser tests drive (Chromium, Firefox ESR, WebKitGTK). */
export const BROWSERS = [
  { pkg: 'chromium', what: 'Chromium', path: CHROME_PATH, env: 'CHROME_PATH' },
  { pkg: 'chromium-headless-shell', what: 'Chromium (headless shell)', path: HEADLESS_SHELL_PATH, env: 'CHROMIUM_HEADLESS_SHELL' },
  { pkg: 'firefox-esr', what: 'Firefox ESR', path: FIREFOX_PATH, env: 'FIREFOX_PATH' },
  { pkg: 'webkit2gtk-driver', what: 'WebKitWebDriver', path: WEBKIT_DRIVER, env: 'WEBKIT_DRIVER' },
  { pkg: 'webkit2gtk-driver', what: 'MiniBrowser (WebKitGTK)', path: MINIBROWSER, env: 'MINIBROWSER' },
  { pkg: 'xvfb', what: 'Xvfb (MiniBrowser has no headless mode)', path: XVFB, env: 'XVFB' },
];

/** @type {Program} The Java runtime the W3C Nu validator runs on (11 or newer). */
export const JAVA_RUNTIME = {
  pkg: 'openjdk-17-jre-headless',
  what: 'Java 11 or newer',
  path: JAVA,
  env: 'JAVA',
  found: () => spawnSync(JAVA, ['-version'], { stdio: 'ignore' }).status === 0,
};

/** @param {Program} p */
const present = (p) => (p.found ? p.found() : existsSync(p.path));

/**
 * Makes sure every program in `programs` is there. The missing ones' Debian packages are
 * installed with apt when running as root (not for a program whose variable points elsewhere:
 * a package would not put it there); whatever is still missing stops the process with a message
 * that starts with `purpose` and says how to install it. Nothing is ever skipped.
 * @param {Program[]} programs
 * @param {string} purpose
 */
export function requirePrograms(programs, purpose) {
  let missing = programs.filter((p) => !present(p));
  const installable = missing.filter((p) => !process.env[p.env]);
  if (installable.length > 0 && process.getuid?.() === 0) {
    const pkgs = [...new Set(installable.map((p) => p.pkg))];
    console.log(`Missing ${installable.map((p) => p.what).join(', ')}: installing Debian's ${pkgs.join(' ')} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'inherit', env });
    missing = programs.filter((p) => !present(p));
  }
  if (missing.length === 0) return;
  console.error(
    `${purpose}, and these are missing:\n` +
      missing.map((p) => `  ${p.what}: nothing at ${p.path} (Debian package ${p.pkg}, or set ${p.env})`).join('\n') +
      `\nInstall them: sudo apt-get update && sudo apt-get install -y ${[...new Set(missing.map((p) => p.pkg))].join(' ')}\n` +
      'then run it again.',
  );
  process.exit(1);
}
