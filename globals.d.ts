/** Content hash of the build, compiled into the client bundle by scripts/build.mjs. */
declare const __BUILD_ID__: string;
/** True only in the Vitest build: enables the test-only fault routes. */
declare const __ENABLE_FAULTS__: boolean;

interface Window {
  /**
   * True while the document is being replaced or hidden: set by the page guard (a navigation to
   * another document began, or the page is being hidden) and by the client runtime right before
   * its own full page loads (client/app/document-scripts.ts).
   */
  __leaving?: boolean;
  /**
   * Runs a load that the browser may cancel when the visitor leaves (page guard): a failure while
   * the document is leaving never settles; if the visitor stays after all, the load runs again.
   */
  __held<T>(load: () => Promise<T>): Promise<T>;
  /** Queues an error report for the worker (page guard; nothing while the document is leaving). */
  __report(kind: import('./client/error-reports').ErrorKind, error: unknown): void;
}
