import { useEffect, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { fillTemplate } from './kit';
import { CAROUSEL_INTERVAL_MS, carouselKeyAction, carouselReducer, initialCarousel, isRotating, swipeAction } from './carousel-model';

interface CarouselLabels {
  region: string;
  previous: string;
  next: string;
  play: string;
  pause: string;
  /** `{n} of {total}`: each slide's label. */
  slide: string;
  /** `Show … {n}`: each dot's label. */
  goTo: string;
}

export interface CarouselProps {
  labels: CarouselLabels;
  slides: readonly ReactNode[];
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const CONTROL =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:border-primary-700 hover:text-primary-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:border-primary-400 dark:hover:text-primary-300';

/**
 * The testimonials carousel (WAI-ARIA APG carousel pattern): arrows, dots, swipe and arrow keys;
 * autoplay pauses while hovered or focused, and does not start under prefers-reduced-motion.
 * All slides sit in one grid cell, so the box is as tall as the tallest slide and never jumps.
 */
export default function Carousel({ labels, slides }: CarouselProps) {
  const [state, dispatch] = useReducer(carouselReducer, slides.length, initialCarousel);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const rotating = isRotating(state);
  // Like <body data-hydrated>: marks the moment the part is interactive (tests wait for it).
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    if (!window.matchMedia(REDUCED_MOTION).matches) dispatch({ type: 'play', on: true });
  }, []);

  useEffect(() => {
    if (!rotating) return undefined;
    // Restarted on every slide change, so a slide chosen by hand gets the full interval.
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') dispatch({ type: 'tick' });
    }, CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, state.index]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const action = carouselKeyAction(e.key);
    if (!action) return;
    e.preventDefault();
    dispatch(action);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    const action = start && swipeAction(e.clientX - start.x, e.clientY - start.y);
    if (action) dispatch(action);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-hydrated={hydrated ? '' : undefined}
      onKeyDown={onKeyDown}
      onMouseEnter={() => dispatch({ type: 'hover', on: true })}
      onMouseLeave={() => dispatch({ type: 'hover', on: false })}
      onFocus={() => dispatch({ type: 'focus', on: true })}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) dispatch({ type: 'focus', on: false });
      }}
    >
      <div
        className="grid touch-pan-y"
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={(e) => {
          if (e.isPrimary) drag.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={fillTemplate(labels.slide, { n: i + 1, total: slides.length })}
            aria-hidden={i !== state.index}
            className={`col-start-1 row-start-1 transition-[opacity,visibility] duration-500 ${i === state.index ? 'visible opacity-100' : 'invisible opacity-0'}`}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="group grid size-6 place-items-center rounded-full"
              aria-label={fillTemplate(labels.goTo, { n: i + 1 })}
              aria-current={i === state.index ? 'true' : undefined}
              onClick={() => dispatch({ type: 'go', index: i })}
            >
              <span className="block h-2 w-2 rounded-full bg-gray-400 transition-all group-hover:bg-gray-600 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-primary-700 dark:bg-gray-600 dark:group-hover:bg-gray-400 dark:group-aria-[current=true]:bg-primary-400" />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <button type="button" className={CONTROL} onClick={() => dispatch({ type: 'play', on: !state.playing })}>
            {state.playing ? labels.pause : labels.play}
          </button>
          <button type="button" className={CONTROL} onClick={() => dispatch({ type: 'prev' })}>
            <span aria-hidden="true">←</span>
            <span className="sr-only">{labels.previous}</span>
          </button>
          <button type="button" className={CONTROL} onClick={() => dispatch({ type: 'next' })}>
            <span aria-hidden="true">→</span>
            <span className="sr-only">{labels.next}</span>
          </button>
        </div>
      </div>
    </section>
  );
}
