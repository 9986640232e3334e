/** Carousel behaviour as pure functions, so every rule is tested without a browser. */

/** Autoplay advances one slide after this long without hover or focus. */
export const CAROUSEL_INTERVAL_MS = 7000;
/** A horizontal drag longer than this (and more horizontal than vertical) is a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

export interface CarouselState {
  index: number;
  count: number;
  /** Autoplay is on (the visitor may turn it off; off from the start under reduced motion). */
  playing: boolean;
  hovered: boolean;
  focused: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'go'; index: number }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'tick' }
  | { type: 'play'; on: boolean }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean };

/** Wraps any integer into 0..count-1, so next from the last slide is the first. */
export function wrapIndex(index: number, count: number): number {
  return count <= 0 ? 0 : ((index % count) + count) % count;
}

export function initialCarousel(count: number): CarouselState {
  return { index: 0, count, playing: false, hovered: false, focused: false };
}

/** Autoplay moves only while playing and while nobody hovers over or focuses the carousel. */
export function isRotating(state: CarouselState): boolean {
  return state.playing && !state.hovered && !state.focused && state.count > 1;
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, state.count) };
    case 'prev':
      return { ...state, index: wrapIndex(state.index - 1, state.count) };
    case 'go':
      return { ...state, index: wrapIndex(action.index, state.count) };
    case 'first':
      return { ...state, index: 0 };
    case 'last':
      return { ...state, index: wrapIndex(-1, state.count) };
    case 'tick':
      return isRotating(state) ? { ...state, index: wrapIndex(state.index + 1, state.count) } : state;
    case 'play':
      return { ...state, playing: action.on };
    case 'hover':
      return { ...state, hovered: action.on };
    case 'focus':
      return { ...state, focused: action.on };
  }
}

/** The action for a key pressed inside the carousel, or null to leave the key alone. */
export function carouselKeyAction(key: string): CarouselAction | null {
  switch (key) {
    case 'ArrowRight':
      return { type: 'next' };
    case 'ArrowLeft':
      return { type: 'prev' };
    case 'Home':
      return { type: 'first' };
    case 'End':
      return { type: 'last' };
    default:
      return null;
  }
}

/** The action for a pointer drag of (dx, dy) pixels: a left swipe shows the next slide. */
export function swipeAction(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): CarouselAction | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? { type: 'next' } : { type: 'prev' };
}
