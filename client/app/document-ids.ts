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

/** sessionStorage key of error reports the page guard could not send before the page was hidden. */
export const ERROR_CARRY_OVER_KEY = 'error-reports';
