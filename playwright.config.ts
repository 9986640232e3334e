import { defineConfig, devices } from '@playwright/test';

// `npm test` picks a free port and sets E2E_PORT; e2e/global-setup.ts starts `wrangler dev` there,
// then sets E2E_BASE_URL to the workerd behind wrangler's proxy, which the test workers (started
// after it, and reading this file again) use as their baseURL.
const port = Number(process.env.E2E_PORT ?? 8799);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
