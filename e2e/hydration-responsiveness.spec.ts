import type { Locator, Page } from '@playwright/test';
import { HYDRATION_MARKS } from '../client/app/document-ids';
import { expect, test } from './fixtures';

/**
 * The first screen answers the visitor while the page is still hydrating (issue 25, decision 0121):
 * the CPU slowed down through the DevTools protocol (Chromium only), each control is pressed as
 * the entry starts hydrating, and the click must do what it does after hydration (open the menu,
 * switch the colour mode, navigate in place) instead of being lost or loading a document. The
 * time from the press's handling to the next paint (from its Event Timing entry, what INP
 * measures) is recorded with each test. Behaviour in order of events, not wall-clock limits: a busy machine
 * only widens the margins.
 */

/** The test's own URL, answered by the test (page.route), never by the site. */
const HOLD = '/__test/hold-until-pressed';

/** A mid-range phone's CPU against this machine's, as DevTools' throttling does it. */
const CPU_SLOWDOWN = 6;

interface Probe {
  /** Each press, before React sees it (capture phase on window): whether the document had hydrated. */
  presses: { hydrated: boolean }[];
  /** Each click once React has handled it (bubble phase on window): whether the router took it. */
  clicks: { defaultPrevented: boolean }[];
  /**
   * Event Timing entries of the press and click: `handled` is the time from the start of its
   * handling (React hydrating first, then the handler) to the next paint.
   */
  events: { name: string; handled: number }[];
}

/**
 * Opens `path` with the CPU slowed down and clicks `target` (in the header, server-rendered) as the
 * entry starts hydrating: at its mark the page waits in a synchronous request that the test
 * answers once it has sent a mouse press and release at the target's centre, without the
 * actionability checks that would wait on the busy page.
 */
async function clickWhileHydrating(page: Page, path: string, target: Locator): Promise<void> {
  // Where the target is (in the header: the same place before and after hydration), from a first
  // load at full speed: once the page holds its main thread, nothing can be asked of it.
  await page.goto(path);
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not rendered');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left' as const, clickCount: 1 };
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let pressed = () => {};
  // The page holds its main thread in a synchronous request at the mark until the press is in the
  // browser's input queue: React then meets the press as it hydrates, whatever the round trip took.
  await page.route(HOLD, async (route) => {
    const sent = Promise.all([
      cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...point }),
      cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...point }),
    ]);
    await route.fulfill({ status: 204 });
    await sent;
    pressed();
  });
  await page.addInitScript(
    ([start, hydrated, hold]) => {
      const probe: Probe = { presses: [], clicks: [], events: [] };
      (window as unknown as { __probe: Probe }).__probe = probe;
      // Capture phase on window: before React's listeners on the document (which may hydrate first).
      addEventListener('pointerdown', () => probe.presses.push({ hydrated: performance.getEntriesByName(hydrated).length > 0 }), {
        capture: true,
      });
      // Bubble phase on window: React's listener on the document has run, and said whether it took over.
      addEventListener('click', (e) => probe.clicks.push({ defaultPrevented: e.defaultPrevented }));
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          if (['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'].includes(e.name))
            probe.events.push({ name: e.name, handled: e.startTime + e.duration - (e as PerformanceEventTiming).processingStart });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        const entry = mark(name, options);
        if (name === start) {
          const xhr = new XMLHttpRequest();
          xhr.open('GET', hold, false);
          xhr.send();
        }
        return entry;
      };
    },
    [HYDRATION_MARKS.start, HYDRATION_MARKS.done, HOLD] as const,
  );
  // The press reaches the page's input queue while it is held, but a fast machine may finish
  // hydrating before it is handled: then the load is tried again, a bounded number of times, until
  // a press lands mid-hydration (the checks after this ask that the last one did).
  for (let attempt = 1; ; attempt++) {
    const done = new Promise<void>((resolve) => (pressed = resolve));
    await page.goto(path, { waitUntil: 'commit' });
    await done;
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATION_MARKS.done, SLOW);
    const early = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.presses[0]?.hydrated === false);
    if (early || attempt === ATTEMPTS) return;
    // What the late click stored (a colour mode) would change the next load's start.
    await page.evaluate(() => localStorage.clear());
  }
}

/** How many loads may be tried for a press that lands mid-hydration. */
const ATTEMPTS = 5;

/**
 * What the page does under a 6× slower CPU takes long on a busy machine: these waits have no bound
 * of their own (0), only the test's (test.slow()), never a race.
 */
const SLOW = { timeout: 0 };

/** Once the page has hydrated: the probe, the click checked, its delay to the next paint recorded. */
async function clickedMidHydration(page: Page): Promise<Probe['clicks'][number]> {
  await page.waitForFunction((done) => performance.getEntriesByName(done).length > 0, HYDRATION_MARKS.done, SLOW);
  // The Event Timing entry is reported after the frame that followed the click.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.events.length), SLOW).toBeGreaterThan(0);
  const probe = await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
  expect(probe.presses, 'one press').toHaveLength(1);
  expect(probe.presses[0]!.hydrated, 'the press came while the page was hydrating').toBe(false);
  expect(probe.clicks, 'one click').toHaveLength(1);
  const click = probe.clicks[0]!;
  // The input's own delay is the test's hold (it waited in the queue while the page was held);
  // what the visitor waits for once the browser takes the press is its handling and the next paint.
  const press = probe.events.find((e) => e.name === 'pointerdown') ?? probe.events[0]!;
  test.info().annotations.push({
    type: 'press handled to next paint',
    description: `${Math.round(press.handled)} ms (CPU ${CPU_SLOWDOWN}× slower, React hydrating the document first)`,
  });
  return click;
}

test.describe('while the page hydrates under a slowed CPU', () => {
  test.slow();

  test('the menu button opens the menu', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const button = page.getByRole('button', { name: 'Menu' });
    await clickWhileHydrating(page, '/', button);
    await expect(button).toHaveAttribute('aria-expanded', 'true', SLOW);
    await expect(page.locator('#site-menu')).toBeVisible(SLOW);
    await clickedMidHydration(page);
    expect(problems).toEqual([]);
  });

  test('the colour-mode control switches the mode', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    const dark = page.getByRole('group', { name: 'Colour mode' }).getByRole('button', { name: 'Dark' });
    await clickWhileHydrating(page, '/company', dark);
    await expect(page.locator('html')).toHaveClass('dark', SLOW);
    await expect(dark).toHaveAttribute('aria-pressed', 'true', SLOW);
    await clickedMidHydration(page);
    expect(problems).toEqual([]);
  });

  test('a link in the header is taken over by the client router', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const documents: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname)));
    await clickWhileHydrating(page, '/', page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }));
    await expect(page).toHaveURL(/\/company$/, SLOW);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('A small company', SLOW);
    const click = await clickedMidHydration(page);
    // The router took the click: no second document.
    expect(click.defaultPrevented).toBe(true);
    expect(documents.filter((d) => d !== '/')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
