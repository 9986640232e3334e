import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { AX_PROBE_ATTRIBUTE, CSP_LISTENER, type Accessible, type ColorScheme, type Site, type SiteOptions, type Viewport } from './site';
import type { SiteProxy } from './site-proxy';
import { FIREFOX_PATH } from '../../scripts/lib/browsers.mjs';

/**
 * Firefox ESR under puppeteer-core 24.10 over WebDriver BiDi (newer puppeteer-core sends BiDi
 * commands ESR 153 lacks). Firefox takes the page's colour preference from a profile pref, so a
 * test worker starts one headless Firefox per colour scheme, when first asked for it; each test
 * gets a fresh browser context (its own storage) in it.
 */
export class FirefoxEngine {
  private readonly browsers = new Map<ColorScheme, Promise<Browser>>();

  private browser(scheme: ColorScheme): Promise<Browser> {
    let browser = this.browsers.get(scheme);
    if (!browser) {
      browser = puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX_PATH,
        headless: true,
        // 0: dark, 1: light, whatever the (absent) desktop theme says.
        extraPrefsFirefox: { 'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1 },
      });
      this.browsers.set(scheme, browser);
    }
    return browser;
  }

  async open(proxy: SiteProxy, options: SiteOptions): Promise<Site> {
    const context = await (await this.browser(options.colorScheme)).createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(options.viewport);
    await page.evaluateOnNewDocument(CSP_LISTENER);
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warn') problems.push(`console.${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
    return new FirefoxSite(page, proxy, problems);
  }

  async close(): Promise<void> {
    const browsers = await Promise.allSettled(this.browsers.values());
    for (const b of browsers) if (b.status === 'fulfilled') await b.value.close().catch(() => b.value.process()?.kill('SIGKILL'));
  }
}

/** What this file uses of puppeteer-core's BiDi frame: its browsing context's `browsingContext.locateNodes`. */
interface BidiFrame {
  browsingContext: {
    locateNodes(
      locator: { type: 'accessibility'; value: { role: string; name?: string } },
      startNodes: [],
    ): Promise<{ value?: { attributes?: Record<string, string> } }[]>;
  };
}

class FirefoxSite implements Site {
  readonly engine = 'firefox';

  constructor(
    private readonly page: Page,
    readonly proxy: SiteProxy,
    private readonly seen: string[],
  ) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.proxy.url).href, { waitUntil: 'domcontentloaded' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'domcontentloaded' });
  }

  // puppeteer-core 24.10's goBack/goForward over BiDi never return from a step to another
  // document in Firefox ESR 153 (the step itself happens): the page takes the step, as the
  // browser's own buttons do, and the test waits for its outcome.
  async back(): Promise<void> {
    await this.page.evaluate(() => history.back());
  }

  async forward(): Promise<void> {
    await this.page.evaluate(() => history.forward());
  }

  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    // puppeteer types the argument through its serialisation; ours is plain data.
    return this.page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg) as Promise<R>;
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async pressWithControl(key: string): Promise<void> {
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press(key as KeyInput);
    await this.page.keyboard.up('Control');
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async chooseFile(selector: string, path: string): Promise<void> {
    const input = await this.page.$(selector);
    if (!input) throw new Error(`firefox: no ${selector} to choose a file in`);
    await (input as unknown as { uploadFile(...paths: string[]): Promise<void> }).uploadFile(path);
  }

  async setViewport(viewport: Viewport): Promise<void> {
    await this.page.setViewport(viewport);
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file as `${string}.png`, fullPage: true });
  }

  async accessibleAs(expected: readonly Accessible[]): Promise<boolean[]> {
    // WebDriver BiDi's accessibility locator finds nodes by the role (and name) Firefox's
    // accessibility engine gives them, but reports no name. Per role, two queries: the nodes it
    // holds with that role, and those among them with an empty name (a part never laid out
    // gives its headings and links no name in Firefox). A query by each exact name costs a walk
    // of the document per name, over a minute a page on a busy machine: Chromium and WebKit,
    // which report names, check those. Sent as the BiDi command itself (puppeteer's `::-p-aria`
    // selector takes four times as long a query).
    const context = (this.page.mainFrame() as unknown as BidiFrame).browsingContext;
    const probes = async (value: { role: string; name?: string }) =>
      new Set(
        (await context.locateNodes({ type: 'accessibility', value }, [])).map((node) =>
          Number(node.value?.attributes?.[AX_PROBE_ATTRIBUTE] ?? -1),
        ),
      );
    const held = expected.map(() => false);
    for (const role of new Set(expected.map((e) => e.role))) {
      const [exposed, nameless] = await Promise.all([probes({ role }), probes({ role, name: '' })]);
      expected.forEach((e, i) => {
        if (e.role === role) held[i] = exposed.has(i) && !nameless.has(i);
      });
    }
    return held;
  }

  problems(): string[] {
    return [...this.seen];
  }

  async close(): Promise<void> {
    await this.page.browserContext().close();
  }
}
