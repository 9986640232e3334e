/**
 * The browser's error reports: their shape and limits, shared by the browser (which sends them,
 * client/runtime/error-reports.ts) and the worker (which checks them and writes one log line each,
 * worker/routes/error-reports.ts). Pure: no DOM, no Workers APIs.
 */

/** Where the browser sends a report (navigator.sendBeacon). */
export const ERROR_REPORTS_ENDPOINT = '/_app/errors';

/**
 * What failed: an uncaught error, an unhandled promise rejection, a render error a boundary
 * caught, a page chunk that failed after the reload guard gave up, a page payload that failed.
 */
export const ERROR_KINDS = ['uncaught', 'unhandled-rejection', 'render', 'chunk', 'payload'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** One report, one beacon, one log line. */
export interface ErrorReport {
  kind: ErrorKind;
  /** The error's name (`TypeError`, `PayloadError`…). */
  name: string;
  /** Its message: URLs without query or fragment, nothing the visitor typed. */
  message: string;
  /** The first frames of its stack: `function@/_app/<chunk>.js:line:column`, other origins' files as `<other>`. */
  stack: string[];
  /** The page's path (no query, no fragment). */
  path: string;
  /** The build the page came from. */
  buildId: string;
}

/** Largest report body the worker accepts (bytes). */
export const ERROR_REPORT_MAX_BYTES = 4096;
export const ERROR_NAME_MAX = 64;
export const ERROR_MESSAGE_MAX = 500;
export const ERROR_FRAME_MAX = 200;
export const ERROR_FRAMES_MAX = 8;
const PATH_MAX = 256;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown, min: number, max: number): v is string => typeof v === 'string' && v.length >= min && v.length <= max;

/** Checks an untrusted report; returns it typed, or a reason it is malformed. */
export function parseErrorReport(input: unknown): { ok: true; value: ErrorReport } | { ok: false; error: string } {
  if (!isRecord(input)) return { ok: false, error: 'body must be a JSON object' };
  const { kind, name, message, stack, path, buildId } = input;
  if (typeof kind !== 'string' || !(ERROR_KINDS as readonly string[]).includes(kind)) return { ok: false, error: 'unknown kind' };
  if (!isString(name, 1, ERROR_NAME_MAX) || !/^[\w$. -]+$/.test(name)) return { ok: false, error: 'name is malformed' };
  if (!isString(message, 0, ERROR_MESSAGE_MAX))
    return { ok: false, error: `message must be a string of at most ${ERROR_MESSAGE_MAX} characters` };
  if (!Array.isArray(stack) || stack.length > ERROR_FRAMES_MAX || !stack.every((f) => isString(f, 1, ERROR_FRAME_MAX))) {
    return { ok: false, error: `stack must hold at most ${ERROR_FRAMES_MAX} frames of at most ${ERROR_FRAME_MAX} characters` };
  }
  if (!isString(path, 1, PATH_MAX) || !path.startsWith('/') || /[?#]/.test(path)) return { ok: false, error: 'path must be a site path' };
  if (!isString(buildId, 1, 64) || !/^[a-z0-9]+$/.test(buildId)) return { ok: false, error: 'buildId is malformed' };
  return { ok: true, value: { kind: kind as ErrorKind, name, message, stack: stack as string[], path, buildId } };
}
