import { test as base, expect } from '@playwright/test';
import { ChromiumEngine } from './chromium';
import { FirefoxEngine } from './firefox';
import { setTestEnd, type Engine, type Site, type SiteOptions } from './site';
import { SiteProxy } from './site-proxy';
import { WebKitEngine } from './webkit';

/** A running browser engine of a test worker: it opens sites (a fresh context or session each). */
interface EngineProcess {
  open(proxy: SiteProxy, options: SiteOptions): Promise<Site>;
  close(): Promise<void>;
}

/**
 * Tags a cross-engine test that a Chromium-only spec checks in more depth: playwright.config.ts
 * runs it in Firefox and WebKit only (decisions 0131, 0148).
 */
export const DEEPER_IN_CHROMIUM = '@deeper-in-chromium';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** The project option that picks the engine (playwright.config.ts). */
export interface EngineWorkerOptions {
  engine: Engine;
}

interface EngineWorkerFixtures extends EngineWorkerOptions {
  engineProcess: EngineProcess;
}

interface SiteFixtures {
  /** Opens the site in this test's engine behind a proxy of its own; closed after the test. */
  openSite: (options?: Partial<SiteOptions>) => Promise<Site>;
  /** The site at desktop width with a light OS preference. */
  site: Site;
}

/**
 * The cross-engine tests' fixtures: the same test body runs against Chromium, Firefox ESR and
 * WebKitGTK through the driver-neutral `Site` (decision 0087). The engine process lives as long
 * as the test worker; every test gets its own proxy (own origin, own storage) and browser
 * context or session, and both are closed whatever the outcome.
 */
export const test = base.extend<SiteFixtures, EngineWorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],

  engineProcess: [
    async ({ engine, launchOptions }, use) => {
      const running: EngineProcess =
        engine === 'chromium'
          ? await ChromiumEngine.launch(launchOptions)
          : engine === 'firefox'
            ? new FirefoxEngine()
            : await WebKitEngine.launch();
      try {
        await use(running);
      } finally {
        await running.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  openSite: async ({ engine, engineProcess, baseURL }, use, testInfo) => {
    // The waits of e2e/engines/site.ts with no bound of their own wait until just before the
    // test's time is up (read when they start: a test may lengthen it; 0 is no limit).
    const started = Date.now();
    setTestEnd(() => (testInfo.timeout === 0 ? Number.POSITIVE_INFINITY : started + testInfo.timeout));
    const opened: Site[] = [];
    const proxies: SiteProxy[] = [];
    await use(async (options = {}) => {
      // WebKit's driver reports no console: its documents get the proxy's probe.
      const proxy = new SiteProxy(baseURL ?? 'http://127.0.0.1:8799', engine === 'webkit');
      proxies.push(proxy);
      await proxy.start();
      const site = await engineProcess.open(proxy, { colorScheme: 'light', viewport: DESKTOP, ...options });
      opened.push(site);
      return site;
    });
    for (const site of opened) {
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach(`${engine} requests`, {
          body: JSON.stringify(site.proxy.requests, null, 1),
          contentType: 'application/json',
        });
        await testInfo.attach(`${engine} problems`, { body: site.problems().join('\n'), contentType: 'text/plain' });
      }
      await site.close().catch(() => undefined);
    }
    for (const proxy of proxies) await proxy.stop();
    setTestEnd(undefined);
  },

  site: async ({ openSite }, use) => {
    await use(await openSite());
  },
});

export { expect };
