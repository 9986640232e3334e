import { useEffect, useRef, useState } from 'react';
import type { Picture } from '../site';
import { whenNearViewport } from './near-viewport';

/** Spec §9: a below-the-fold image starts loading when it comes within 50 px of the viewport. */
export const LAZY_IMAGE_ROOT_MARGIN = '50px';

/** A transparent GIF89a: one transparent pixel on a canvas whose size is written at bytes 6 to 9. */
const GIF_BYTES = [
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 0x04, 0x01, 0, 0, 0, 0, 0x2c, 0, 0, 0,
  0, 0x01, 0, 0x01, 0, 0, 0x02, 0x02, 0x44, 0x01, 0, 0x3b,
];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The largest side of the GIF's canvas: a browser decodes the image into a bitmap of the canvas's
 * size, so a ratio that does not reduce to small terms (1199:800) keeps the SVG placeholder.
 */
const GIF_MAX_SIDE = 256;

/**
 * A transparent image with the picture's aspect ratio: the <img> keeps its box (width/height plus
 * this intrinsic ratio) until the real file loads, so nothing shifts. A GIF whose canvas is
 * width:height in lowest terms, not an empty SVG: every SVG image is a document of its own, which
 * the browser builds on the main thread as soon as the page is parsed (decision 0120). An SVG
 * (every space escaped: a URL may hold none) only for a ratio without small terms.
 */
export function placeholderSrc(width: number, height: number): string {
  const d = gcd(width, height) || 1;
  const [w, h] = [width / d, height / d];
  if (!(w >= 1 && h >= 1 && w <= GIF_MAX_SIDE && h <= GIF_MAX_SIDE)) {
    return `data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%20${width}%20${height}'/%3E`;
  }
  const bytes = GIF_BYTES.slice();
  bytes.splice(6, 4, w & 0xff, w >> 8, h & 0xff, h >> 8);
  return `data:image/gif;base64,${btoa(String.fromCharCode(...bytes))}`;
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
  return (
    <img {...common} ref={ref} src={near ? image.src : placeholderSrc(image.width, image.height)} data-src={image.src} loading="lazy" />
  );
}
