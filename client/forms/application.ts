/**
 * The application form's fields (on each position's page, /careers/<id>): what the page renders
 * and what the schema (./application-schema.ts) checks. Kept apart from the schema so the page's
 * own chunk carries no schema library.
 */

/** Field lengths in characters. */
export const APPLICATION_LIMITS = { name: 100, email: 254, link: 500, messageMin: 10, message: 5000 } as const;

/** The largest CV accepted: a PDF of at most 10 MB. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;

/** What the file input names (its `accept`): PDFs only. */
export const CV_ACCEPT = 'application/pdf,.pdf';

/**
 * The largest application body the worker reads (bytes): the CV and room for the other fields
 * (at most 5,000 characters of message, three bytes each in UTF-8) and multipart's framing.
 */
export const APPLICATION_MAX_BYTES = CV_MAX_BYTES + 64 * 1024;

/** The form's own fields, in the order the page shows them (hidden fields excluded). */
export const APPLICATION_FIELDS = ['name', 'email', 'link', 'message', 'cv', 'consent'] as const;

/** The value a ticked consent box sends. */
export const APPLICATION_CONSENT_VALUE = 'yes';
