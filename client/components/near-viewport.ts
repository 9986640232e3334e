/**
 * Calls `onNear` once, when `element` comes within `rootMargin` of the viewport. Without
 * IntersectionObserver it calls at once (callers keep a native fallback such as loading="lazy").
 * Returns the cleanup for an effect.
 */
export function whenNearViewport(element: Element, rootMargin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
