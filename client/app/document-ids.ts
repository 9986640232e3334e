/**
 * Names the document, its inline scripts (./document-scripts.ts) and the client runtime share:
 * the ids of the elements the worker renders for the client to read back, and the storage key
 * the colour-mode script reads. A module of its own so the client can import them without the
 * inline scripts' source, which the bundler cannot drop once that module is imported.
 */

/**
 * The JSON element that lists the first load's scripts, `{ entry, modules }` (decision 0082), and
 * `report`, the sender of error reports that the page guard imports on the first error (decision 0101).
 */
export const BOOT_ELEMENT_ID = '__BOOT__';

/** localStorage key of the visitor's colour-mode preference. */
export const COLOR_MODE_STORAGE_KEY = 'color-mode';

/**
 * On <html> once every part of the page is laid out (`defer-offscreen` parts skip rendering only
 * until then; client/styles.css): set by the boot script after the first paint, or by the
 * navigation runtime before it scrolls to a saved position or a `#hash` (decision 0083).
 */
export const LAYOUT_ALL_ATTRIBUTE = 'data-layout-all';

/** The class of the parts laid out only after the first paint (Tailwind's `defer-offscreen` utility). */
export const DEFERRED_PART_CLASS = 'defer-offscreen';

/**
 * The id of the footer, whose server-rendered markup the client reads back (client/start.tsx, see
 * Footer in client/app/layout.tsx). The boot script's layout walk lays it out whole, never in
 * pieces: a piece's inline style would be read back with it, and the CSP refuses a style attribute
 * parsed from markup.
 */
export const FOOTER_ID = 'site-footer';

/** sessionStorage key of error reports the page guard could not send before the page was hidden. */
export const ERROR_CARRY_OVER_KEY = 'error-reports';

/**
 * Marks in the browser's performance timeline around hydration: the entry calls hydrateRoot at
 * `start`; React has hydrated the document (and `<body data-hydrated>` is set) at `done`. Traces
 * and the browser tests read them (e2e/hydration-responsiveness.spec.ts, decision 0121).
 */
export const HYDRATION_MARKS = { start: 'hydration:start', done: 'hydration:done' } as const;
