// node --test: where the tests look for their programs, and what a missing one does.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { ROOT } from './dev-server.mjs';

/**
 * Runs `code` (an ES module) in a fresh Node with `env` added; its exit status and output.
 * @param {string} code
 * @param {Record<string, string>} env
 */
function run(code, env) {
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

describe('browsers.mjs', () => {
  it('takes each path from its variable, else the Debian default', () => {
    const { stdout } = run(
      "import * as b from './scripts/lib/browsers.mjs'; console.log(JSON.stringify([b.CHROME_PATH, b.HEADLESS_SHELL_PATH, b.FIREFOX_PATH, b.XVFB]))",
      { CHROME_PATH: '/opt/chromium', CHROMIUM_HEADLESS_SHELL: '', FIREFOX_PATH: '', XVFB: '/opt/Xvfb' },
    );
    assert.deepEqual(JSON.parse(stdout), [
      '/opt/chromium',
      '/usr/lib/chromium/chromium-headless-shell',
      '/usr/bin/firefox-esr',
      '/opt/Xvfb',
    ]);
  });

  it('stops with what is missing and the apt line, and installs nothing for a path a variable chose', () => {
    const code =
      "import { BROWSERS, requirePrograms } from './scripts/lib/browsers.mjs'; requirePrograms(BROWSERS, 'The browser tests run in three engines'); console.log('went on');";
    const res = run(code, {
      CHROME_PATH: '/nonexistent/chromium',
      CHROMIUM_HEADLESS_SHELL: '/nonexistent/chromium-headless-shell',
      WEBKIT_DRIVER: '/nonexistent/WebKitWebDriver',
    });
    assert.equal(res.status, 1);
    assert.doesNotMatch(res.stdout, /installing|went on/);
    assert.match(res.stderr, /^The browser tests run in three engines, and these are missing:/);
    assert.match(res.stderr, /Chromium: nothing at \/nonexistent\/chromium \(Debian package chromium, or set CHROME_PATH\)/);
    assert.match(
      res.stderr,
      /Chromium \(headless shell\): nothing at \/nonexistent\/chromium-headless-shell \(Debian package chromium-headless-shell, or set CHROMIUM_HEADLESS_SHELL\)/,
    );
    assert.match(
      res.stderr,
      /WebKitWebDriver: nothing at \/nonexistent\/WebKitWebDriver \(Debian package webkit2gtk-driver, or set WEBKIT_DRIVER\)/,
    );
    assert.match(res.stderr, /sudo apt-get install -y chromium chromium-headless-shell webkit2gtk-driver\n/);
  });

  it('tells a working Java from a missing one by running it', () => {
    const code = "import { JAVA_RUNTIME } from './scripts/lib/browsers.mjs'; console.log(JAVA_RUNTIME.found());";
    assert.equal(run(code, { JAVA: '/nonexistent/java' }).stdout.trim(), 'false');
    assert.equal(run(code, { JAVA: process.execPath }).stdout.trim(), 'false', 'node -version fails: not a Java');
  });
});
