import { chromium, type Browser, type LaunchOptions, type Page } from '@playwright/test';
import { AX_PROBE_ATTRIBUTE, CSP_LISTENER, type Accessible, type Site, type SiteOptions, type Viewport } from './site';
import type { SiteProxy } from './site-proxy';

/** Chromium under Playwright: one browser per test worker, a fresh context per test. */
export class ChromiumEngine {
  private constructor(private readonly browser: Browser) {}

  static async launch(options: LaunchOptions): Promise<ChromiumEngine> {
    return new ChromiumEngine(await chromium.launch(options));
  }

  async open(proxy: SiteProxy, options: SiteOptions): Promise<Site> {
    const context = await this.browser.newContext({ colorScheme: options.colorScheme, viewport: options.viewport, baseURL: proxy.url });
    const page = await context.newPage();
    await page.addInitScript(CSP_LISTENER);
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console.${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    return new ChromiumSite(page, proxy, problems);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

class ChromiumSite implements Site {
  readonly engine = 'chromium';

  constructor(
    private readonly page: Page,
    readonly proxy: SiteProxy,
    private readonly seen: string[],
  ) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(path, { waitUntil: 'domcontentloaded' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'domcontentloaded' });
  }

  async back(): Promise<void> {
    await this.page.goBack({ waitUntil: 'commit' });
  }

  async forward(): Promise<void> {
    await this.page.goForward({ waitUntil: 'commit' });
  }

  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    // Playwright types the argument through its serialisation; ours is plain data.
    return this.page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown);
  }

  async click(selector: string): Promise<void> {
    await this.page.locator(selector).first().click();
  }

  async pressWithControl(key: string): Promise<void> {
    await this.page.keyboard.press(`Control+${key}`);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async chooseFile(selector: string, path: string): Promise<void> {
    await this.page.locator(selector).setInputFiles(path);
  }

  async setViewport(viewport: Viewport): Promise<void> {
    await this.page.setViewportSize(viewport);
  }

  async screenshot(file: string): Promise<void> {
    await this.page.screenshot({ path: file, fullPage: true });
  }

  accessibleAs(expected: readonly Accessible[]): Promise<boolean[]> {
    return accessibleInChromium(this.page, expected);
  }

  problems(): string[] {
    return [...this.seen];
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }
}

/**
 * Which of `expected` (tagged in the page by `tagHeadingsAndLinks`) Chromium's accessibility tree
 * holds with the same role and name: the tree as the protocol builds it when asked. Also used by
 * e2e/design.spec.ts on every page Chromium opens there.
 */
export async function accessibleInChromium(page: Page, expected: readonly Accessible[]): Promise<boolean[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // The tree as the protocol builds it when asked (no screen-reader mode forced on).
    await cdp.send('Accessibility.enable');
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    // Which DOM node carries which probe index.
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const probeOf = new Map<number, number>();
    const visit = (node: typeof root) => {
      const attrs = node.attributes ?? [];
      const at = attrs.indexOf(AX_PROBE_ATTRIBUTE);
      if (at >= 0 && at % 2 === 0) probeOf.set(node.backendNodeId, Number(attrs[at + 1]));
      node.children?.forEach(visit);
    };
    visit(root);
    const held = expected.map(() => false);
    for (const node of nodes) {
      const index = node.backendDOMNodeId === undefined ? undefined : probeOf.get(node.backendDOMNodeId);
      const want = index === undefined ? undefined : expected[index];
      if (!want || node.ignored) continue;
      if (
        node.role?.value === want.role &&
        String(node.name?.value ?? '')
          .replace(/\s+/g, ' ')
          .trim() === want.name
      )
        held[index!] = true;
    }
    return held;
  } finally {
    await cdp.detach();
  }
}
