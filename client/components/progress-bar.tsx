import { useCopy } from './kit';

/**
 * The thin bar at the top of the window during a slow client navigation. It creeps towards
 * the right and never claims to be done; it disappears when the navigation ends. Under
 * prefers-reduced-motion it stands still.
 */
export default function ProgressBar() {
  const { chrome } = useCopy();
  return (
    <div role="progressbar" aria-label={chrome.progress} className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden">
      <div className="h-full origin-left animate-progress bg-primary-600 motion-reduce:animate-none motion-reduce:opacity-70 dark:bg-primary-400" />
    </div>
  );
}
