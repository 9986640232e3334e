/**
 * When the runtime does deferred work: when the browser is idle (prefetch, deployment
 * checks) and after the next repaint (before swapping pages).
 */

/** Delay of the idle fallback where requestIdleCallback is missing (Safari). */
export const IDLE_FALLBACK_DELAY_MS = 1;

/** A route change waits at most this long for a repaint before swapping (spec §9). */
export const REPAINT_WAIT_MAX_MS = 100;

/** Runs `callback` when the browser is idle, or almost at once where it cannot say. */
export function onIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback());
  else setTimeout(callback, IDLE_FALLBACK_DELAY_MS);
}

/**
 * Resolves after the next frame has painted, or after REPAINT_WAIT_MAX_MS when no frame
 * comes (a background tab): whatever changed before (a pressed link, the progress bar)
 * gets on screen before the page swap takes the main thread.
 */
export function waitForRepaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, REPAINT_WAIT_MAX_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      // rAF runs before the paint; a task queued from it runs after.
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0);
    });
  });
}
