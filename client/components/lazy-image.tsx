import { useEffect, useRef, useState } from 'react';
import type { Picture } from '../site';
import { whenNearViewport } from './near-viewport';

/** Spec §9: a below-the-fold image starts loading when it comes within 50 px of the viewport. */
export const LAZY_IMAGE_ROOT_MARGIN = '50px';

/**
 * An empty SVG with the picture's aspect ratio: the <img> keeps its box (width/height plus
 * this intrinsic ratio) until the real file loads, so nothing shifts. A URL may hold no
 * literal space, so every space is escaped (%20).
 */
export function placeholderSrc(width: number, height: number): string {
  return `data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%20${width}%20${height}'/%3E`;
}

interface ImageProps {
  image: Picture;
  className?: string;
  /** The page's LCP candidate: loads at once with high priority instead of lazily. */
  priority?: boolean;
}

/**
 * An image from the site module. Lazy ones render a same-ratio placeholder on the server and
 * swap in the real file when near the viewport (IntersectionObserver, 50 px); `loading="lazy"`
 * leaves the rest to the browser where the observer is missing.
 */
export function Image({ image, className, priority = false }: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(priority);
  useEffect(() => {
    if (priority || !ref.current) return undefined;
    return whenNearViewport(ref.current, LAZY_IMAGE_ROOT_MARGIN, () => setNear(true));
  }, [priority]);
  const common = { width: image.width, height: image.height, alt: image.alt, className, decoding: 'async' as const };
  if (priority) return <img {...common} src={image.src} loading="eager" fetchPriority="high" />;
  return <img {...common} ref={ref} src={near ? image.src : placeholderSrc(image.width, image.height)} data-src={image.src} loading="lazy" />;
}
