/**
 * When a link's page may be prefetched: never on a connection that asks to save data or
 * is 2G-slow, and (for visibility) once the link scrolls into view.
 */

/** The parts of navigator.connection (Network Information API) that matter here. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether prefetching is welcome on this connection. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

/** navigator.connection, where the browser has it. */
export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

let observer: IntersectionObserver | undefined;
const onVisible = new WeakMap<Element, () => void>();

/**
 * Calls `callback` once, when `element` first becomes visible. One shared observer serves
 * every link. Returns the cleanup. Without IntersectionObserver it does nothing.
 */
export function observeVisibility(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      onVisible.get(entry.target)?.();
      onVisible.delete(entry.target);
    }
  });
  onVisible.set(element, callback);
  observer.observe(element);
  return () => {
    onVisible.delete(element);
    observer?.unobserve(element);
  };
}
