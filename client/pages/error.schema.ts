import * as v from 'valibot';
import { cta, text } from '../site/copy-schema';

/** A text for each status the error page shows. */
const byStatus = v.strictObject({ 404: text, 500: text });

/**
 * The copy of the 404 and 500 pages, in content/pages/error.<lang>.yaml; the message itself comes
 * with the error.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  /** `{status}`: the response's status. */
  eyebrow: text,
  /** The message the worker gives the error (worker/errors.ts); `{path}` is the requested path with its query. */
  messages: byStatus,
  help: byStatus,
  /** A 500 met in the browser (the page failed to render there): the server has no reference for it. */
  helpWithoutReference: text,
  /** Before the request id of a 500 (the X-Request-Id header), on the page and in the crawlers' minimal body. */
  reference: text,
  /** The places most visitors look for, each with a line on what is there. */
  links: v.array(v.strictObject({ ...cta.entries, text })),
  search: text,
  home: text,
});

export type ErrorPageCopy = v.InferOutput<typeof schema>;
