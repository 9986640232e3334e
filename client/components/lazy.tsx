import { Suspense, lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenNearViewport } from './near-viewport';

/** Spec §9: a lazily loaded part shows its loading placeholder only after this delay; a fast load shows nothing. */
export const LAZY_PLACEHOLDER_DELAY_MS = 200;

/**
 * How close to the viewport a server-rendered lazy part must come before its chunk loads.
 * Wider than the images' 50 px: the chunk must arrive (and hydrate) before the visitor reaches
 * the part, or its hydration could move what the visitor is looking at.
 */
const LAZY_PART_ROOT_MARGIN = '300px';

export interface DelayedSwitch {
  /** Turns the wanted state on (shown after the delay) or off (hidden at once, pending timer dropped). */
  set(on: boolean): void;
  dispose(): void;
}

/**
 * A flag that turns on only once it has been wanted for `delayMs` without interruption, and
 * off at once. Drives the lazy parts' placeholders and the navigation progress bar.
 */
export function createDelayedSwitch(delayMs: number, onChange: (shown: boolean) => void): DelayedSwitch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    set(on) {
      if (on) {
        if (shown || timer !== undefined) return;
        timer = setTimeout(() => {
          timer = undefined;
          shown = true;
          onChange(true);
        }, delayMs);
        return;
      }
      clear();
      if (shown) {
        shown = false;
        onChange(false);
      }
    },
    dispose: clear,
  };
}

/** True once `on` has held for `delayMs`; false on the server and in the first client render. */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  const switchRef = useRef<DelayedSwitch | null>(null);
  useEffect(() => {
    const s = createDelayedSwitch(delayMs, setShown);
    switchRef.current = s;
    return () => s.dispose();
  }, [delayMs]);
  useEffect(() => {
    switchRef.current?.set(on);
  }, [on, delayMs]);
  return shown;
}

/** Renders its children only after the placeholder delay: the fallback of every lazy part. */
export function Delayed({ children }: { children: ReactNode }) {
  return useDelayedFlag(true, LAZY_PLACEHOLDER_DELAY_MS) ? children : null;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Loads a lazy part's chunk. In the browser through the page guard (`window.__held`,
 * client/app/document-scripts.ts): Firefox and WebKit cancel a chunk still on its way as soon as
 * the visitor (or the runtime) starts loading another document, and reject its import while this
 * one is still on screen; such a failure never settles, so it reaches no error boundary (which
 * would log it and show the 500 page until the next document arrives), and the chunk is asked
 * for again if the visitor stays after all. A real failure (a chunk gone after a deploy) still
 * rejects. A window global, not an import: a binding shared with the runtime renames every
 * cross-chunk binding (+70 B gzip on the first load), and the guard must be in place before any
 * of our modules runs.
 */
export const heldLoad = <T,>(load: () => Promise<T>): Promise<T> => (typeof window === 'undefined' ? load() : window.__held(load));

/**
 * Events that show the visitor is about to act (click, key, history step). A lazy part loads on
 * the first of them even when out of view: an update that reaches its still-dehydrated boundary
 * (a same-page navigation, say) then waits for a chunk that is already on its way, never for a
 * scroll that cannot happen until the update commits.
 */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'popstate'] as const;

function onFirstIntent(callback: () => void): () => void {
  const fire = () => {
    stop();
    callback();
  };
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, fire, true);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, fire, true);
  return stop;
}

/** The props every lazy part takes besides its own: the box that reserves its space, and its placeholder. */
export interface LazyPartFrame {
  /** Classes of the wrapper; they must give it the part's final size so nothing shifts. */
  frameClassName: string;
  /** Shown (after the delay) while the chunk loads on a client render. */
  placeholder: ReactNode;
}

/**
 * A lazily loaded part inside the server-rendered tree (carousel, select). The server awaits
 * the chunk, so the HTML holds the part's full markup; the browser keeps that markup as a
 * dehydrated Suspense boundary and loads the chunk only when the part comes near the viewport
 * (or on the visitor's first click or key press), then hydrates it. On a client render the placeholder shows after the delay, inside the
 * reserved box. See docs/decisions/0030.
 */
export function lazyWhenVisible<P extends object>(
  load: Loader<P>,
  /** `intentOnly`: load on the first click or key press alone, for a part that sits in the first viewport. */
  { intentOnly = false }: { intentOnly?: boolean } = {},
): ComponentType<P & LazyPartFrame> {
  let open: () => void = () => {};
  const gate = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (open = resolve));
  const Part = lazy(() => gate.then(() => heldLoad(load)));
  function LazyPart(props: P & LazyPartFrame) {
    const { frameClassName, placeholder, ...own } = props;
    const frame = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (!frame.current) return undefined;
      const stopObserving = intentOnly ? () => {} : whenNearViewport(frame.current, LAZY_PART_ROOT_MARGIN, open);
      const stopListening = onFirstIntent(open);
      return () => {
        stopObserving();
        stopListening();
      };
    }, []);
    return (
      <div ref={frame} className={frameClassName}>
        <Suspense fallback={<Delayed>{placeholder}</Delayed>}>
          <Part {...(own as P)} />
        </Suspense>
      </div>
    );
  }
  return LazyPart;
}

/**
 * A lazily loaded part rendered only on demand in the browser (command palette, progress bar):
 * its chunk loads when first rendered, or earlier through `preload` (on a hint of intent).
 */
export function lazyOnDemand<P extends object>(
  load: Loader<P>,
): { Component: ComponentType<P & { placeholder: ReactNode }>; preload: () => void } {
  let loading: ReturnType<Loader<P>> | undefined;
  // A failed load is forgotten, so the next render or hint tries again.
  const once = () =>
    (loading ??= heldLoad(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Part = lazy(once);
  function OnDemand(props: P & { placeholder: ReactNode }) {
    const { placeholder, ...own } = props;
    return (
      <Suspense fallback={<Delayed>{placeholder}</Delayed>}>
        <Part {...(own as P)} />
      </Suspense>
    );
  }
  return { Component: OnDemand, preload: () => void once().catch(() => {}) };
}
