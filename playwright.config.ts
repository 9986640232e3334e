import { defineConfig, devices } from '@playwright/test';
import type { EngineWorkerOptions } from './e2e/engines/fixtures';
import { HEADLESS_SHELL_PATH, CHROMIUM_ARGS } from './scripts/lib/browsers.mjs';

// `npm test` picks a free port and sets E2E_PORT; e2e/global-setup.ts starts `wrangler dev` there
// and sets E2E_BASE_URL to it, which the test workers (started after it, and reading this file
// again) use as their baseURL.
const port = Number(process.env.E2E_PORT ?? 8799);

/** The flows every engine must run (decision 0087); Chromium also runs every other spec. */
const CROSS_ENGINE = 'engines/**/*.spec.ts';
/** The studio's writer flow (issue 41): Chromium runs every spec, Firefox this one too. */
const STUDIO = 'studio.spec.ts';
/** Firefox's and WebKit's screenshots of every page: only with SCREENSHOTS=1 (`npm run screenshots`). */
const ENGINE_SCREENSHOTS = process.env.SCREENSHOTS === '1' ? [] : ['engines/screenshots.spec.ts'];

export default defineConfig<object, EngineWorkerOptions>({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A retrying assertion waits for its condition up to half a test's time, not Playwright's 5 s: on
  // a busy machine a real send and its confirmation can take longer, and the test is slower, not red.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: each action, the console, the network and the sources. Not
    // the screencast or the DOM snapshots: recording those for every test cost a fifth of the
    // browser suite's CPU (135 -> 109 core-s over the design, a11y and contact specs; decision
    // 0148). For them, run the test again with `npx playwright test <spec> --trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Chromium's screenshots come from e2e/design.spec.ts. The cross-engine flows that a Chromium-only
    // spec checks in more depth (tagged @deeper-in-chromium, e2e/engines/flows.spec.ts) run in the others.
    {
      name: 'chromium',
      testIgnore: 'engines/screenshots.spec.ts',
      grepInvert: /@deeper-in-chromium/,
      use: { ...devices['Desktop Chrome'], channel: undefined, engine: 'chromium' },
    },
    // Firefox ESR over WebDriver BiDi (puppeteer-core) and WebKitGTK over classic WebDriver
    // (webdriverio): only the cross-engine specs, whose fixtures drive those browsers themselves.
    // Their screenshots (looked at, not compared) are taken by `npm run screenshots`; the checks
    // those tests made on every page (no sideways scrolling) are in e2e/engines/flows.spec.ts.
    { name: 'firefox', testMatch: [CROSS_ENGINE, STUDIO], testIgnore: ENGINE_SCREENSHOTS, use: { engine: 'firefox' } },
    { name: 'webkit', testMatch: CROSS_ENGINE, testIgnore: ENGINE_SCREENSHOTS, use: { engine: 'webkit' } },
  ],
});
