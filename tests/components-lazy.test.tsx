import { Suspense } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Delayed, LAZY_PLACEHOLDER_DELAY_MS, createDelayedSwitch, heldLoad, lazyWhenVisible } from '../client/components/lazy';
import { NAVIGATION_PROGRESS_DELAY_MS } from '../client/components/navigation-progress';
import { Image, LAZY_IMAGE_ROOT_MARGIN, placeholderSrc } from '../client/components/lazy-image';
import { LEAVE_GRACE_MS } from '../client/app/document-scripts';
import { runPageGuard } from './page-guard';
import { renderHtml } from './render-helpers';

describe('the lazy loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits the spec’s 200 ms before a placeholder may show', () => {
    expect(LAZY_PLACEHOLDER_DELAY_MS).toBe(200);
    expect(NAVIGATION_PROGRESS_DELAY_MS).toBe(200);
  });

  it('shows the placeholder only once the load has taken 200 ms', () => {
    const changes: boolean[] = [];
    const s = createDelayedSwitch(LAZY_PLACEHOLDER_DELAY_MS, (shown) => changes.push(shown));
    s.set(true);
    vi.advanceTimersByTime(199);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    s.set(false);
    expect(changes).toEqual([true, false]);
  });

  it('shows nothing at all for a fast load (done at 150 ms)', () => {
    const changes: boolean[] = [];
    const s = createDelayedSwitch(LAZY_PLACEHOLDER_DELAY_MS, (shown) => changes.push(shown));
    s.set(true);
    vi.advanceTimersByTime(150);
    s.set(false);
    vi.advanceTimersByTime(10_000);
    expect(changes).toEqual([]);
  });

  it('does not restart the wait when asked again while waiting, and forgets it when disposed', () => {
    const changes: boolean[] = [];
    const s = createDelayedSwitch(200, (shown) => changes.push(shown));
    s.set(true);
    vi.advanceTimersByTime(150);
    s.set(true);
    vi.advanceTimersByTime(50);
    expect(changes).toEqual([true]);
    const t = createDelayedSwitch(200, (shown) => changes.push(shown));
    t.set(true);
    t.dispose();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true]);
  });

  it('renders nothing for the placeholder on the server and in the first client render', () => {
    expect(renderToString(<Delayed>Loading…</Delayed>)).toBe('');
  });
});

describe('a lazy part whose import fails', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  /** Where the load stands once LEAVE_GRACE_MS has passed. */
  const settles = async (p: Promise<unknown>) => {
    let state = 'pending';
    p.then(
      () => (state = 'resolved'),
      () => (state = 'rejected'),
    );
    await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS);
    return state;
  };
  /** The browser's page guard (the document's inline script) as `window`. */
  const guard = () => {
    const g = runPageGuard();
    vi.stubGlobal('window', g.window);
    return g;
  };

  it('fails (to the error boundary) while the document stays', async () => {
    guard();
    expect(await settles(heldLoad(() => Promise.reject(new Error('chunk gone'))))).toBe('rejected');
  });

  it('stays pending when the visitor is leaving (the browser cancelled the import), and loads when they stay after all', async () => {
    const g = guard();
    let attempts = 0;
    const load = () => (++attempts === 1 ? Promise.reject(new TypeError('Importing a module script failed.')) : Promise.resolve('module'));
    const part = heldLoad(load);
    g.fire('beforeunload');
    expect(await settles(part)).toBe('pending');
    g.fire('pageshow', { persisted: true });
    expect(await part).toBe('module');
    expect(attempts).toBe(2);
  });

  it('loads directly on the server, where there is no page guard', async () => {
    expect(typeof window).toBe('undefined');
    expect(await heldLoad(async () => 'module')).toBe('module');
  });
});

describe('lazy parts in the server-rendered tree', () => {
  it('render their full markup on the server, inside the frame that reserves their space', async () => {
    const Part = lazyWhenVisible(async () => ({ default: ({ text }: { text: string }) => <p className="part">{text}</p> }));
    const html = await renderHtml(
      <Suspense fallback={<span>outer fallback</span>}>
        <Part frameClassName="min-h-[20rem]" placeholder={<span>placeholder</span>} text="the part itself" />
      </Suspense>,
    );
    expect(html).toContain('<div class="min-h-[20rem]"><!--$--><p class="part">the part itself</p><!--/$--></div>');
    expect(html).not.toContain('placeholder');
    expect(html).not.toContain('outer fallback');
  });
});

describe('lazy images', () => {
  it('use the spec’s 50 px margin', () => {
    expect(LAZY_IMAGE_ROOT_MARGIN).toBe('50px');
  });

  const picture = { src: '/images/x.svg', width: 640, height: 400, alt: 'An office' };

  it('render lazily on the server: placeholder source, real one kept for later, native lazy loading as fallback', async () => {
    const html = await renderHtml(<Image image={picture} />);
    expect(html).toContain('width="640" height="400" alt="An office"');
    expect(html).toContain(`src="${placeholderSrc(640, 400)}" data-src="/images/x.svg" loading="lazy"`);
    expect(html).not.toContain('fetchpriority');
  });

  it('load the LCP candidate at once, eagerly and with high priority', async () => {
    const html = await renderHtml(<Image image={picture} priority />);
    // HTML attribute names are case-insensitive: React keeps the DOM property's casing.
    expect(html).toContain('src="/images/x.svg" loading="eager" fetchPriority="high"');
    // React 19 also hoists a preload for a high-priority image into <head>.
    expect(html).toContain('<link rel="preload" as="image" href="/images/x.svg" fetchPriority="high"/>');
    expect(html).not.toContain('data-src');
  });

  it('hold their box with a transparent GIF of the same aspect ratio, never an SVG document', () => {
    const src = placeholderSrc(640, 400);
    expect(src.startsWith('data:image/gif;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(src.slice('data:image/gif;base64,'.length)), (c) => c.charCodeAt(0));
    expect(String.fromCharCode(...bytes.slice(0, 6))).toBe('GIF89a');
    // The canvas (logical screen) gives the image its intrinsic size: 640:400 in lowest terms.
    const size = (at: number) => bytes[at]! | (bytes[at + 1]! << 8);
    expect([size(6), size(8)]).toEqual([8, 5]);
    expect(bytes.at(-1)).toBe(0x3b);
    // Same ratio, same placeholder: server and client render identical markup.
    expect(placeholderSrc(1280, 800)).toBe(src);
    expect(placeholderSrc(560, 420)).not.toBe(src);
  });

  it('keep an empty SVG, without spaces, for a ratio without small terms (no large GIF canvas to decode)', () => {
    const src = placeholderSrc(1199, 800);
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    // A literal space is not allowed in a URL (the Nu validator rejects it in src).
    expect(src).not.toMatch(/\s/);
    expect(decodeURIComponent(src)).toContain("viewBox='0 0 1199 800'");
    expect(placeholderSrc(512, 256).startsWith('data:image/gif;base64,')).toBe(true);
  });
});
