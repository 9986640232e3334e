import { MARKS_PATH, type SiteProxy } from './site-proxy';

/** The three browser engines every cross-engine test runs in (decision 0087). */
export type Engine = 'chromium' | 'firefox' | 'webkit';
export type ColorScheme = 'light' | 'dark';

export interface Viewport {
  width: number;
  height: number;
}

export interface SiteOptions {
  /** The OS colour preference the browser reports (prefers-color-scheme). */
  colorScheme: ColorScheme;
  viewport: Viewport;
}

/**
 * The few operations the cross-engine flows need, the same in every engine: a Playwright page
 * in Chromium, puppeteer-core over WebDriver BiDi in Firefox, webdriverio over classic
 * WebDriver in WebKitGTK. Everything else (requests, faults) goes through the test's proxy.
 */
export interface Site {
  readonly engine: Engine;
  /** The proxy in front of the worker, which this browser talks to. */
  readonly proxy: SiteProxy;
  /** Loads a path of the site and returns once its document has been parsed (DOMContentLoaded). */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Steps back in the session history; returns once the step has begun (wait for its outcome). */
  back(): Promise<void>;
  /** Steps forward in the session history, as `back`. */
  forward(): Promise<void>;
  /** Runs `fn` in the page (serialised: it may use only its argument) and returns its result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** A real click (the engine's input events) in the middle of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Presses `key` with Control held. */
  pressWithControl(key: string): Promise<void>;
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>;
  /** Chooses a file (a path on this machine) in the file input matching `selector`. */
  chooseFile(selector: string, path: string): Promise<void>;
  setViewport(viewport: Viewport): Promise<void>;
  /** A PNG of the whole page, top to bottom. */
  screenshot(file: string): Promise<void>;
  /**
   * For each element `tagHeadingsAndLinks` tagged (by index): whether the accessibility tree the
   * engine builds for assistive technology holds it with that role and name. Chromium: the
   * DevTools protocol's full tree (not ignored nodes), WebKit: classic WebDriver's computed role
   * and label; Firefox: WebDriver BiDi's accessibility locator, which tells role and whether the
   * name is empty, not the name itself.
   */
  accessibleAs(expected: readonly Accessible[]): Promise<boolean[]>;
  /** Console errors, uncaught errors and CSP violations so far, as far as the engine reports them. */
  problems(): string[];
  close(): Promise<void>;
}

/**
 * Installed before any page script in Chromium and Firefox: a CSP violation becomes a console
 * error, which the engine reports like any other. WebKit logs CSP refusals to its console itself.
 */
export const CSP_LISTENER =
  "document.addEventListener('securitypolicyviolation',function(e){console.error('CSP violation: '+e.effectiveDirective+' blocked '+(e.blockedURI||'inline'))})";

/** A heading or link as a reader of the DOM would name it. */
export interface Accessible {
  role: 'heading' | 'link';
  name: string;
}

/** The attribute `tagHeadingsAndLinks` puts on each element it returns: its index in the list. */
export const AX_PROBE_ATTRIBUTE = 'data-ax-probe';

/**
 * Runs in the page (self-contained: it is serialised): every heading and link a reader can meet
 * (rendered, not hidden from assistive technology), in document order, each tagged with
 * `data-ax-probe="<index>"`, with its role and the name the DOM gives it: aria-label, else the
 * text of aria-labelledby, else its text without aria-hidden parts, upper-cased where CSS says so.
 */
export function tagHeadingsAndLinks(): Accessible[] {
  // Text as accessibility engines join it: aria-hidden parts left out, a labelled part by its label, a space around every
  // part that is not inline (a block, a flex item, a positioned span), CSS upper case applied.
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) {
      const t = node.textContent ?? '';
      return node.parentElement && getComputedStyle(node.parentElement).textTransform === 'uppercase' ? t.toUpperCase() : t;
    }
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    // A part with a label of its own (a heading's anchor link) joins with its label, not its text.
    const inner = node.getAttribute('aria-label')?.trim() || [...node.childNodes].map(textOf).join('');
    return getComputedStyle(node).display === 'inline' ? inner : ` ${inner} `;
  };
  const text = (el: Element): string => [...el.childNodes].map(textOf).join('').replace(/\s+/g, ' ').trim();
  const name = (el: Element): string => {
    const label = el.getAttribute('aria-label')?.trim();
    if (label) return label;
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return by
        .split(/\s+/)
        .map((id) => {
          const ref = document.getElementById(id);
          return ref ? text(ref) : '';
        })
        .join(' ')
        .trim();
    return text(el);
  };
  const found = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, a[href]')].filter(
    (el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"], [inert]'),
  );
  return found.map((el, i) => {
    el.setAttribute('data-ax-probe', String(i));
    return { role: el.tagName === 'A' ? 'link' : 'heading', name: name(el) };
  });
}

/**
 * The headings and links of `expected` (tagged by `tagHeadingsAndLinks`) that the engine's
 * accessibility tree does not hold with their role and name, as `role "name"`; none is expected.
 * The list is checked first, so an empty answer cannot come from an empty page: at least one
 * heading, and a name for each.
 */
export function missingFromTree(expected: readonly Accessible[], held: readonly boolean[]): string[] {
  if (!expected.some((e) => e.role === 'heading')) throw new Error('no heading was tagged: the page has none to check');
  const unnamed = expected.filter((e) => e.name.length === 0);
  if (unnamed.length > 0) throw new Error(`tagged without a name: ${unnamed.map((e) => e.role).join(', ')}`);
  return expected.filter((_, i) => !held[i]).map((e) => `${e.role} "${e.name}"`);
}

/**
 * How long one look of `waitFor` may take. WebKitWebDriver sometimes never answers a script sent
 * while a document is being replaced (the request waits for webdriverio's 10 s bound): a look that
 * takes longer than this is given up, and the next one asks the new document.
 */
const POLL_ANSWER_MS = 2_000;

/** The promise's value, or a rejection once `ms` have passed without one (its late outcome is ignored). */
function answerWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** When the running test's time is up (set by the engine fixtures as each test starts), or undefined outside one. */
let testEnd: (() => number) | undefined;

/** A test's last moment, for the waits below (e2e/engines/fixtures.ts); undefined once it is over. */
export function setTestEnd(end: (() => number) | undefined): void {
  testEnd = end;
}

/** Left of a test's time when a wait without a bound of its own gives up: enough to say what it waited for. */
const REPORT_MS = 2_000;

/**
 * When a wait gives up: after `timeout` ms if given, else just before the test's own time is up
 * (outside a test, after 15 s). A busy machine makes a test slower, not failed; a wait for what
 * never comes still fails with what it waited for.
 */
function deadlineOf(timeout: number | undefined): number {
  if (timeout !== undefined) return Date.now() + timeout;
  return testEnd ? testEnd() - REPORT_MS : Date.now() + 15_000;
}

/** Waits until `fn` returns something truthy in the page, polling; fails with `what` at its deadline (`deadlineOf`). */
export async function waitFor<R, A = undefined>(
  site: Site,
  what: string,
  fn: (arg: A) => R | Promise<R>,
  arg?: A,
  timeout?: number,
): Promise<NonNullable<R>> {
  const started = Date.now();
  const deadline = deadlineOf(timeout);
  let last: unknown;
  for (;;) {
    try {
      const value = await answerWithin(site.evaluate(fn, arg), POLL_ANSWER_MS);
      if (value) return value as NonNullable<R>;
      last = value;
    } catch (error) {
      // A document being replaced (a reload, a full navigation) cannot answer for a moment.
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${site.engine}: timed out after ${Date.now() - started} ms waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until `check` (Node side) returns true, polling; fails with `what` at its deadline (`deadlineOf`). */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeout?: number): Promise<void> {
  const started = Date.now();
  const deadline = deadlineOf(timeout);
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${Date.now() - started} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Watches the document from now until it is gone: the moment the error page shows (its title, or
 * its message), posts a mark to the proxy (`proxy.marks`), by beacon, which leaves even a
 * document that is being replaced. A test that asserts no mark came knows the page was never
 * shown, not only that the last document does not show it.
 */
export async function watchForErrorPage(site: Site): Promise<void> {
  await site.evaluate((marks) => {
    let seen = false;
    const check = () => {
      const message = document.querySelector('[data-testid="error-message"]')?.textContent;
      if (seen || !(/Internal Server Error|Page not found/.test(document.title) || message)) return;
      seen = true;
      navigator.sendBeacon(marks, `error page shown at ${location.pathname}: ${document.title} ${message ?? ''}`);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    check();
  }, MARKS_PATH);
}

/**
 * In the page (self-contained: it is serialised): from now on, each answer of latest.json the
 * runtime reads sets `window.__latestBuildRead` to the build id in it, a task after the body was
 * parsed, when the deployment watch has acted on it (stale, polling stopped). A message, not a
 * timer: a test may have the page's clock in hand.
 */
export function recordLatestBuildReads(): void {
  const w = window as unknown as { __latestBuildRead?: string };
  const fetchOf = window.fetch;
  window.fetch = async (input, init) => {
    const response = await fetchOf(input, init);
    if ((input instanceof Request ? input.url : input.toString()).includes('/_app/builds/latest.json')) {
      const json = response.json.bind(response);
      response.json = async () => {
        const body = (await json()) as { id: string };
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (w.__latestBuildRead = body.id);
        channel.port2.postMessage(null);
        return body;
      };
    }
    return response;
  };
}

/** In the page: the build id of the last latest.json answer read since `recordLatestBuildReads`. */
export function latestBuildRead(): string | undefined {
  return (window as unknown as { __latestBuildRead?: string }).__latestBuildRead;
}

/** Waits for hydration: the client sets <body data-hydrated> once React has hydrated. */
export async function hydrated(site: Site): Promise<void> {
  await waitFor(site, '<body data-hydrated>', () => document.body?.hasAttribute('data-hydrated') === true);
}

/** The page's path, title and whether <main> has exactly one h1. */
export function pageState(site: Site): Promise<{ path: string; title: string; h1: number }> {
  return site.evaluate(() => ({ path: location.pathname, title: document.title, h1: document.querySelectorAll('main h1').length }));
}

/** In the page: how far the document scrolls sideways (0: it fits the viewport). Every engine's harness evaluates it. */
export function sidewaysScroll(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/** In the page: the status of each face of the self-hosted Jost, once the document's fonts have settled. */
export function jostStatuses(): Promise<FontFaceLoadStatus[]> {
  return document.fonts.ready.then(() => [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Jost').map((f) => f.status));
}

/** The selector of a header link (the main navigation), by its path. */
export const navLink = (path: string) => `header nav a[href="${path}"]`;

/** Clicks the header link to `path` and waits until that page is on screen: the URL, and its link marked current. */
export async function followNavLink(site: Site, path: string): Promise<void> {
  await site.click(navLink(path));
  await waitFor(
    site,
    `${path} on screen`,
    (p) => location.pathname === p && document.querySelector(`header nav a[href="${p}"]`)?.getAttribute('aria-current') === 'page',
    path,
  );
}
