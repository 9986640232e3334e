import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, DEFERRED_PART_CLASS, FOOTER_ID, LAYOUT_ALL_ATTRIBUTE } from '../client/app/document-ids';
import { BOOT_FALLBACK_MS, BOOT_SCRIPT, PIECE_ELEMENTS } from '../client/app/document-scripts';

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
}

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A deferred part, or an element in one: its inline style and what is in it matter to the script. */
class FakePart {
  readonly style = {
    contentVisibility: '',
    containIntrinsicBlockSize: '',
    removeProperty(name: string) {
      if (name === 'content-visibility') this.contentVisibility = '';
      if (name === 'contain-intrinsic-block-size') this.containIntrinsicBlockSize = '';
    },
  };
  constructor(
    readonly children: FakePart[] = [],
    readonly id = '',
  ) {}
  /** Every element in it (the script asks for '*'). */
  getElementsByTagName(): FakePart[] {
    return this.children.flatMap((c) => [c, ...c.getElementsByTagName()]);
  }
}

/** A part of `n` small children (leaves). */
const partOf = (n: number) => new FakePart(Array.from({ length: n }, () => new FakePart()));

/**
 * Runs the boot script against a fake document, frame clock, timers and paint observer.
 * `paintEntries` false: a browser that cannot observe paint entries.
 */
function boot(
  visibilityState: 'visible' | 'hidden',
  { paintEntries = true, hash = '', parts = [new FakePart(), new FakePart(), new FakePart()], scrollY = 0 } = {},
) {
  const data = { entry: '/_app/entry-A.js', modules: ['/_app/chunk-B.js', '/_app/home-C.js'] };
  const appended: FakeElement[] = [];
  const frames: (() => void)[] = [];
  const timers: { cb: () => void; ms: number }[] = [];
  const observers: { cb: PaintCallback; observed?: unknown; disconnected: boolean }[] = [];
  const rootAttributes = new Map<string, string>();
  const document = {
    visibilityState,
    documentElement: {
      hasAttribute: (name: string) => rootAttributes.has(name),
      setAttribute: (name: string, value: string) => void rootAttributes.set(name, value),
    },
    getElementsByClassName: (name: string) => (name === DEFERRED_PART_CLASS ? parts : []),
    head: { appendChild: (el: FakeElement) => void appended.push(el) },
    getElementById: (id: string) => (id === BOOT_ELEMENT_ID ? { textContent: JSON.stringify(data) } : null),
    createElement: (tag: string): FakeElement => ({ tag }),
  };
  class FakeObserver {
    static supportedEntryTypes = paintEntries ? ['paint', 'resource'] : ['resource'];
    private readonly record: (typeof observers)[number];
    constructor(cb: PaintCallback) {
      this.record = { cb, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  // The window's scroll listeners, as the script registers them (a `once` listener goes after its first call).
  const scrollListeners: { cb: () => void; options: unknown }[] = [];
  const window = {
    PerformanceObserver: FakeObserver,
    scrollY,
    addEventListener: (type: string, cb: () => void, options: unknown) => {
      if (type === 'scroll') scrollListeners.push({ cb, options });
    },
    removeEventListener: (type: string, cb: () => void) => {
      const i = scrollListeners.findIndex((l) => type === 'scroll' && l.cb === cb);
      if (i >= 0) scrollListeners.splice(i, 1);
    },
  };
  const scroll = () =>
    scrollListeners.splice(0).forEach((l) => {
      if (!(l.options as { once?: boolean } | undefined)?.once) scrollListeners.push(l);
      l.cb();
    });
  const requestAnimationFrame = (cb: () => void) => void frames.push(cb);
  const setTimeout = (cb: () => void, ms = 0) => void timers.push({ cb, ms });
  // oxlint-disable-next-line typescript/no-implied-eval -- the test runs the document's inline script as the browser does, from its text
  new Function('document', 'window', 'location', 'requestAnimationFrame', 'setTimeout', BOOT_SCRIPT)(
    document,
    window,
    { hash },
    requestAnimationFrame,
    setTimeout,
  );
  const paint = (...names: string[]) => observers.forEach((o) => o.cb({ getEntriesByName: (n) => names.filter((x) => x === n) }));
  const runTimers = (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.cb());
  const nextFrame = () => frames.splice(0).forEach((cb) => cb());
  const shown = () => parts.map((p) => p.style.contentVisibility);
  return { appended, frames, timers, observers, paint, runTimers, nextFrame, parts, shown, rootAttributes, scroll, scrollListeners };
}

const LOADED = [
  { tag: 'link', rel: 'modulepreload', href: '/_app/chunk-B.js' },
  { tag: 'link', rel: 'modulepreload', href: '/_app/home-C.js' },
  { tag: 'script', type: 'module', src: '/_app/entry-A.js' },
];

describe('the boot script', () => {
  it('requests nothing until the first contentful paint, then preloads the chunks and adds the entry', () => {
    const b = boot('visible');
    expect(b.observers).toHaveLength(1);
    expect(b.observers[0]!.observed).toEqual({ type: 'paint', buffered: true });
    b.paint('first-paint'); // a frame without content does not count
    b.runTimers(0);
    expect(b.appended).toEqual([]);
    b.paint('first-contentful-paint');
    expect(b.observers[0]!.disconnected).toBe(true);
    expect(b.appended).toEqual([]); // not inside the observer's callback: in the task after it
    b.runTimers(0);
    expect(b.appended).toEqual(LOADED);
  });

  it('loads once, even when the fallback timer fires later', () => {
    const b = boot('visible');
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.runTimers(BOOT_FALLBACK_MS);
    expect(b.appended).toEqual(LOADED);
  });

  it(`starts after ${BOOT_FALLBACK_MS} ms when no paint entry ever comes`, () => {
    const b = boot('visible');
    b.runTimers(BOOT_FALLBACK_MS);
    expect(b.appended).toEqual(LOADED);
  });

  it('waits for the task after the next frame where paint entries are not observable', () => {
    const b = boot('visible', { paintEntries: false });
    expect(b.observers).toEqual([]);
    b.runTimers(0);
    expect(b.appended).toEqual([]);
    b.frames.splice(0).forEach((cb) => cb());
    expect(b.appended).toEqual([]);
    b.runTimers(0);
    expect(b.appended).toEqual(LOADED);
  });

  it('at a #fragment, where Firefox records no paint entry, also starts in the task after the second frame', () => {
    const b = boot('visible', { hash: '#hiring-process' });
    b.nextFrame();
    b.runTimers(0);
    expect(b.appended).toEqual([]); // the first frame is not painted yet
    b.nextFrame();
    expect(b.appended).toEqual([]);
    b.runTimers(0);
    expect(b.appended).toEqual(LOADED);
    // The paint entry, should it come after all, starts nothing twice.
    b.paint('first-contentful-paint');
    b.runTimers(0);
    expect(b.appended).toEqual(LOADED);
  });

  it('without a fragment, frames alone start nothing: it waits for the paint entry', () => {
    const b = boot('visible');
    b.nextFrame();
    b.nextFrame();
    b.runTimers(0);
    expect(b.appended).toEqual([]);
  });

  it('starts at once in a tab that paints no frames (background, prerendering)', () => {
    const b = boot('hidden');
    expect(b.appended).toEqual(LOADED);
    // Only the layout walk waits, for the first frame the tab paints.
    expect(b.frames).toHaveLength(1);
    expect(b.observers).toEqual([]);
  });

  it("then lays the deferred parts out, one a frame, marks <html> and drops the parts' own styles (decision 0083)", () => {
    const b = boot('visible');
    b.paint('first-contentful-paint');
    expect(b.frames).toEqual([]);
    b.runTimers(0);
    expect(b.shown()).toEqual(['', '', '']);
    b.nextFrame();
    expect(b.shown()).toEqual(['visible', '', '']);
    b.nextFrame();
    expect(b.shown()).toEqual(['visible', 'visible', '']);
    b.nextFrame();
    expect(b.shown()).toEqual(['visible', 'visible', 'visible']);
    expect(b.rootAttributes.has(LAYOUT_ALL_ATTRIBUTE)).toBe(false);
    b.nextFrame();
    expect(b.rootAttributes.get(LAYOUT_ALL_ATTRIBUTE)).toBe('');
    expect(b.shown()).toEqual(['', '', '']);
    expect(b.frames).toEqual([]);
  });

  it(`lays a part of more than ${PIECE_ELEMENTS} elements out in pieces: its children skipped first, then one a frame`, () => {
    const big = partOf(PIECE_ELEMENTS + 1);
    const small = partOf(3);
    const b = boot('visible', { parts: [big, small] });
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.nextFrame();
    // The part is laid out with its children skipping rendering, each standing in at 8rem.
    expect(big.style.contentVisibility).toBe('visible');
    expect(big.children.map((c) => c.style.contentVisibility)).toEqual(big.children.map(() => 'auto'));
    expect(big.children[0]!.style.containIntrinsicBlockSize).toBe('auto 8rem');
    expect(small.style.contentVisibility).toBe('');
    // Then each child in document order, one a frame, before the next part.
    b.nextFrame();
    expect(big.children.map((c) => c.style.contentVisibility).slice(0, 3)).toEqual(['visible', 'auto', 'auto']);
    for (let i = 1; i < big.children.length; i++) b.nextFrame();
    expect(big.children.every((c) => c.style.contentVisibility === 'visible')).toBe(true);
    expect(small.style.contentVisibility).toBe('');
    b.nextFrame();
    expect(small.style.contentVisibility).toBe('visible');
    // A small part is laid out whole: its children are left alone.
    expect(small.children.map((c) => c.style.contentVisibility)).toEqual(['', '', '']);
    b.nextFrame();
    expect(b.rootAttributes.get(LAYOUT_ALL_ATTRIBUTE)).toBe('');
    // Every style the walk set is dropped again.
    for (const el of [big, small, ...big.children])
      expect([el.style.contentVisibility, el.style.containIntrinsicBlockSize]).toEqual(['', '']);
    expect(b.frames).toEqual([]);
  });

  it('lays the footer out whole, however big: the client reads its markup back, which must carry no style attribute', () => {
    const footer = new FakePart(partOf(PIECE_ELEMENTS + 1).children, FOOTER_ID);
    const b = boot('visible', { parts: [footer] });
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.nextFrame();
    expect(footer.style.contentVisibility).toBe('visible');
    expect(footer.children.every((c) => c.style.contentVisibility === '')).toBe(true);
    b.nextFrame();
    expect(b.rootAttributes.get(LAYOUT_ALL_ATTRIBUTE)).toBe('');
  });

  it('at a #fragment, where every part is laid out from the start, lays a big part out whole', () => {
    const big = partOf(PIECE_ELEMENTS + 1);
    const b = boot('visible', { hash: '#hiring-process', parts: [big] });
    b.nextFrame();
    b.nextFrame();
    b.runTimers(0);
    b.nextFrame();
    expect(big.style.contentVisibility).toBe('visible');
    expect(big.children.every((c) => c.style.contentVisibility === '')).toBe(true);
  });

  it('ends the walk, and cleans up, once something else has laid every part out', () => {
    const b = boot('visible');
    b.paint('first-contentful-paint');
    b.runTimers(0);
    b.nextFrame();
    expect(b.shown()).toEqual(['visible', '', '']);
    b.rootAttributes.set(LAYOUT_ALL_ATTRIBUTE, ''); // the navigation runtime, restoring a position
    b.nextFrame();
    expect(b.shown()).toEqual(['', '', '']);
    expect(b.frames).toEqual([]);
  });

  it("ends the walk at the visitor's first scroll: every part laid out at once, before a skipped one scrolls into view", () => {
    const big = partOf(PIECE_ELEMENTS + 1);
    const b = boot('visible', { parts: [big, new FakePart()] });
    b.paint('first-contentful-paint');
    b.runTimers(0);
    expect(b.scrollListeners).toHaveLength(1);
    expect(b.scrollListeners[0]!.options).toEqual({ once: true, passive: true });
    b.nextFrame();
    b.nextFrame();
    expect(b.rootAttributes.has(LAYOUT_ALL_ATTRIBUTE)).toBe(false);
    b.scroll();
    // At once, in the scroll event: the frame that shows the new position lays everything out.
    expect(b.rootAttributes.get(LAYOUT_ALL_ATTRIBUTE)).toBe('');
    b.nextFrame();
    for (const el of [big, ...big.children]) expect([el.style.contentVisibility, el.style.containIntrinsicBlockSize]).toEqual(['', '']);
    expect(b.frames).toEqual([]);
    expect(b.scrollListeners).toEqual([]);
  });

  it('lays every part out at once on a page already scrolled when the walk starts, and listens for no scroll', () => {
    const b = boot('visible', { scrollY: 640 });
    b.paint('first-contentful-paint');
    b.runTimers(0);
    expect(b.rootAttributes.get(LAYOUT_ALL_ATTRIBUTE)).toBe('');
    expect(b.scrollListeners).toEqual([]);
    b.nextFrame();
    expect(b.shown()).toEqual(['', '', '']);
    expect(b.frames).toEqual([]);
  });

  it('stops listening for a scroll once the walk has ended by itself', () => {
    const b = boot('visible', { parts: [new FakePart()] });
    b.paint('first-contentful-paint');
    b.runTimers(0);
    expect(b.scrollListeners).toHaveLength(1);
    b.nextFrame();
    b.nextFrame();
    expect(b.rootAttributes.get(LAYOUT_ALL_ATTRIBUTE)).toBe('');
    expect(b.scrollListeners).toEqual([]);
  });

  it('is a constant without "<", so it is safe inline and its CSP hash never changes per page', () => {
    expect(BOOT_SCRIPT).not.toContain('<');
  });
});
