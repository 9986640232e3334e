import { useEffect } from 'react';
import { useRouter } from '../app/router';
import { lazyOnDemand, useDelayedFlag } from './lazy';

/** A navigation must be in flight this long before the progress bar shows: fast ones show nothing. */
export const NAVIGATION_PROGRESS_DELAY_MS = 200;

const bar = lazyOnDemand(() => import('./progress-bar'));

/** Placeholder while the bar's chunk loads: the same strip, standing still. */
function StillBar() {
  return <div className="fixed inset-x-0 top-0 z-[60] h-1 bg-primary-600/40" aria-hidden="true" />;
}

/**
 * Shows the lazily loaded progress bar while the router's `pending` has been true for more
 * than 200 ms. The chunk starts loading as soon as a navigation starts, so it is there in time.
 */
export function NavigationProgress() {
  const { pending } = useRouter();
  useEffect(() => {
    if (pending) bar.preload();
  }, [pending]);
  const show = useDelayedFlag(pending, NAVIGATION_PROGRESS_DELAY_MS);
  return show ? <bar.Component placeholder={<StillBar />} /> : null;
}
