/**
 * Ids of the elements the worker renders for the client to read back. A module of its own so
 * the client can import them without the inline scripts' source (client/runtime/inline-scripts.ts),
 * which the bundler cannot drop once that module is imported.
 */

/** The JSON element that lists the first load's scripts: `{ entry, modules }` (decision 0082). */
export const BOOT_ELEMENT_ID = '__BOOT__';
