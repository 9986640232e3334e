import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Key, remote } from 'webdriverio';
import { AX_PROBE_ATTRIBUTE, waitFor, type Accessible, type ColorScheme, type Site, type SiteOptions, type Viewport } from './site';
import type { SiteProxy } from './site-proxy';
import { MINIBROWSER, WEBKIT_DRIVER, XVFB } from '../../scripts/lib/browsers.mjs';
import { freePort } from '../../scripts/lib/dev-server.mjs';

type Session = Awaited<ReturnType<typeof remote>>;

/**
 * Starts a program in a process group of its own, ended with the test worker however it ends
 * (a worker torn down after a timeout never reaches the fixture's teardown).
 */
function spawnGroup(...args: Parameters<typeof spawn>): ChildProcess {
  const child = spawn(...args);
  process.once('exit', () => killGroup(child));
  return child;
}

/** Ends a process group we started (the driver starts MiniBrowser and its web processes). */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Starts Xvfb on a display it picks itself (-displayfd) and resolves with that display. */
async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawnGroup(XVFB, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    const fd = child.stdio[3] as NodeJS.ReadableStream;
    fd.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${errors}`)));
    setTimeout(() => reject(new Error(`Xvfb did not report a display within 15 s: ${errors}`)), 15_000).unref();
  });
  return { display, child };
}

/** WebKitWebDriver: it runs one session at a time, so each test worker has its own. */
class Driver {
  private constructor(
    readonly port: number,
    private readonly child: ChildProcess,
  ) {}

  static async start(display: string): Promise<Driver> {
    const port = await freePort();
    const child = spawnGroup(WEBKIT_DRIVER, [`--port=${port}`], {
      detached: true,
      // A visitor's browser names a language: without one (the "C" locale of a CI shell) WebKit's
      // navigator.language is "C", which no visitor has, and the language hint is never offered.
      env: { ...process.env, DISPLAY: display, NO_AT_BRIDGE: '1', LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const driver = new Driver(port, child);
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}: ${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return driver;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        driver.stop();
        throw new Error(`WebKitWebDriver did not answer on port ${port} within 15 s: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  stop(): void {
    killGroup(this.child);
  }
}

/**
 * WebKitGTK: MiniBrowser driven by WebKitWebDriver over classic WebDriver (webdriverio, BiDi
 * turned off: the driver refuses BiDi capabilities), under an Xvfb of the test worker's own
 * (MiniBrowser has no headless mode here). A session is a MiniBrowser: `--dark-mode` makes it
 * report a dark OS preference, `--full-screen` drops its toolbar, so the page's viewport is
 * exactly the window (a phone's 390 px included). A test leaves its session on about:blank and the
 * next test with the same colour scheme takes it over (a MiniBrowser started per test cost about a
 * second of each test, decision 0148): every test's site is behind a proxy of its own, so its
 * origin, and with it its storage, cache and service state, is new all the same. Classic WebDriver has no
 * console: the proxy gives every document a probe that reports problems (site-proxy.ts).
 */
export class WebKitEngine {
  private driver?: Promise<Driver>;
  /** The last test's session, on about:blank, and the colour scheme it was started with. */
  private idle?: { scheme: ColorScheme; session: Session };

  private constructor(private readonly xvfb: { display: string; child: ChildProcess }) {}

  static async launch(): Promise<WebKitEngine> {
    return new WebKitEngine(await startXvfb());
  }

  private session(options: SiteOptions): Promise<Session> {
    this.driver ??= Driver.start(this.xvfb.display);
    return this.driver.then((driver) =>
      remote({
        hostname: '127.0.0.1',
        port: driver.port,
        path: '/',
        logLevel: 'silent',
        connectionRetryCount: 0,
        // A command that hangs (seen rarely mid-navigation) fails instead of stalling the test.
        connectionRetryTimeout: 10_000,
        capabilities: {
          'wdio:enforceWebDriverClassic': true,
          // With 'eager' the driver held the first command after a navigation for ~5 s, and with
          // 'normal' a reload whose bundle a test holds back never returns: navigation commands
          // return at once, and goto/reload wait for the new document themselves.
          pageLoadStrategy: 'none',
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER,
            args: ['--automation', '--full-screen', ...(options.colorScheme === 'dark' ? ['--dark-mode'] : [])],
          },
        } as WebdriverIO.Capabilities,
      }),
    );
  }

  async open(proxy: SiteProxy, options: SiteOptions): Promise<Site> {
    const idle = this.idle;
    this.idle = undefined;
    let session = idle?.scheme === options.colorScheme ? idle.session : undefined;
    // The driver runs one session at a time: one of the other scheme ends first.
    if (idle && !session) await idle.session.deleteSession().catch(() => undefined);
    if (!session) {
      try {
        session = await this.session(options);
      } catch {
        // A session left behind by a crashed test blocks the driver: start it afresh, once.
        (await this.driver?.catch(() => undefined))?.stop();
        this.driver = undefined;
        session = await this.session(options);
      }
    }
    const site = new WebKitSite(session, proxy, (done, blank) => this.release(options.colorScheme, done, blank));
    await site.setViewport(options.viewport);
    return site;
  }

  /** A test's session, done with: kept for the next test if it got to about:blank (and none is kept yet), else ended. */
  private async release(scheme: ColorScheme, session: Session, blank: boolean): Promise<void> {
    if (blank && !this.idle) this.idle = { scheme, session };
    else await session.deleteSession().catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.idle?.session.deleteSession().catch(() => undefined);
    this.idle = undefined;
    (await this.driver?.catch(() => undefined))?.stop();
    killGroup(this.xvfb.child);
  }
}

class WebKitSite implements Site {
  readonly engine = 'webkit';

  constructor(
    private readonly session: Session,
    readonly proxy: SiteProxy,
    /** Hands the session back to the engine (WebKitEngine.release) when the test is done with it. */
    private readonly done: (session: Session, blank: boolean) => Promise<void>,
  ) {}

  async goto(path: string): Promise<void> {
    await this.replaceDocument(() => this.session.navigateTo(new URL(path, this.proxy.url).href));
  }

  async reload(): Promise<void> {
    await this.replaceDocument(() => this.session.refresh());
  }

  /** Runs a navigation and waits until a new document has been parsed (the old one is marked first). */
  private async replaceDocument(navigate: () => Promise<unknown>): Promise<void> {
    await this.evaluate(() => void ((window as unknown as { leaving?: boolean }).leaving = true));
    await navigate();
    await waitFor(
      this,
      'a new document, parsed',
      () => !(window as unknown as { leaving?: boolean }).leaving && document.readyState !== 'loading',
    );
  }

  async back(): Promise<void> {
    await this.session.back();
  }

  async forward(): Promise<void> {
    await this.session.forward();
  }

  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    // Classic WebDriver's Execute Script waits for a returned promise.
    // webdriverio types the argument as elements or their serialisation; ours is plain data.
    return this.session.execute(fn as (...args: unknown[]) => R, arg) as Promise<R>;
  }

  async click(selector: string): Promise<void> {
    await this.session.$(selector).click();
  }

  async pressWithControl(key: string): Promise<void> {
    await this.session.keys([Key.Control, key]);
  }

  async chooseFile(selector: string, path: string): Promise<void> {
    // Classic WebDriver chooses a file by sending its path to the file input (the driver is local).
    await this.session.$(selector).setValue(path);
  }

  async type(text: string): Promise<void> {
    // WebKitWebDriver's key actions drop spaces and some characters of longer text (a contact
    // message came out "Sent fromwebkitocheck…"); Element Send Keys on the focused element types
    // every character, as the other engines' keyboards do.
    const active = (await this.session.getActiveElement()) as unknown as Record<string, string>;
    const id = Object.values(active)[0];
    if (!id) throw new Error('webkit: no focused element to type into');
    await this.session.elementSendKeys(id, text);
  }

  /**
   * Sizes the window; full-screen MiniBrowser has no toolbar, so the page's viewport is the
   * window. A window just opened can ignore the first resize: asked again until it fits.
   */
  async setViewport(viewport: Viewport): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      await this.session.setWindowSize(viewport.width, viewport.height);
      const inner = await this.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
      if (inner.width === viewport.width && inner.height === viewport.height) return;
      if (Date.now() > deadline)
        throw new Error(`webkit: asked for a ${viewport.width}x${viewport.height} viewport, got ${inner.width}x${inner.height}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * Classic WebDriver captures the viewport only: the window is made as tall as the page for
   * the capture (as Playwright's full-page capture does), then put back.
   */
  async screenshot(file: string): Promise<void> {
    const viewport = await this.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    let height = viewport.height;
    // Parts laid out only near the viewport change the page's height as they come in.
    for (let i = 0; i < 4; i++) {
      const full = await this.evaluate(() => document.documentElement.scrollHeight);
      if (full === height) break;
      height = full;
      await this.session.setWindowSize(viewport.width, height);
    }
    await writeFile(file, Buffer.from(await this.session.takeScreenshot(), 'base64'));
    await this.session.setWindowSize(viewport.width, viewport.height);
  }

  async accessibleAs(expected: readonly Accessible[]): Promise<boolean[]> {
    // Classic WebDriver's Get Computed Role and Get Computed Label read WebKit's accessibility objects.
    const held = expected.map(() => false);
    // WebdriverIO's $$ answers a chainable array that is awaited for its elements; its type is not a Promise.
    // oxlint-disable-next-line typescript/await-thenable
    for (const element of await this.session.$$(`[${AX_PROBE_ATTRIBUTE}]`)) {
      const index = Number(await element.getAttribute(AX_PROBE_ATTRIBUTE));
      const want = expected[index];
      if (!want) continue;
      const [role, label] = await Promise.all([element.getComputedRole(), element.getComputedLabel()]);
      held[index] = role === want.role && label.replace(/\s+/g, ' ').trim() === want.name;
    }
    return held;
  }

  problems(): string[] {
    return [...this.proxy.probed];
  }

  async close(): Promise<void> {
    // On about:blank, the next test of the same colour scheme can take the session over.
    const blank = await this.session
      .navigateTo('about:blank')
      .then(() => waitFor(this, 'about:blank', () => location.href === 'about:blank', undefined, 5_000))
      .then(
        () => true,
        () => false,
      );
    await this.done(this.session, blank);
  }
}
