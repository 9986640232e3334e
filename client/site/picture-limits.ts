// What a content picture may be. The content build refuses a file outside these limits, and the
// studio refuses the upload with the same message before anything is saved; one list for both.
// Figures, not copy: a writer does not edit them.
export const PICTURE_LIMITS = {
  /** File types a picture may have, by extension and the media type the upload declares. */
  types: { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' },
  /** A content picture is an illustration: 500 kB keeps a post's first load light on a slow phone. */
  maxBytes: 500_000,
  /** Twice the widest column the site lays a picture in (1,200 CSS px at 2×). */
  maxWidth: 2_400,
  maxHeight: 2_400,
} as const;
