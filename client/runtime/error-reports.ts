/**
 * The sender of error reports. Not part of any first load: the page guard (an inline script,
 * client/app/document-scripts.ts) imports it when the first error is queued and calls `flush`
 * with its queue, then again for every later report. Each report is checked against the
 * worker's schema, stripped of what the visitor typed and of URL queries, deduplicated, and sent
 * as one beacon to POST /_app/errors; a page view sends at most ERROR_REPORTS_PER_PAGE.
 * An esbuild entry of its own, importing nothing the main entry does (scripts/build.mjs).
 */
import {
  ERROR_FRAMES_MAX,
  ERROR_FRAME_MAX,
  ERROR_KINDS,
  ERROR_MESSAGE_MAX,
  ERROR_NAME_MAX,
  ERROR_REPORTS_ENDPOINT,
  ERROR_REPORT_MAX_BYTES,
  type ErrorKind,
  type ErrorReport,
} from '../error-reports';

/** Distinct reports one page view sends at most; the rest are dropped. */
export const ERROR_REPORTS_PER_PAGE = 5;

/** Stack frames kept: where it failed and how it got there, not the whole framework. */
export const ERROR_FRAMES_KEPT = 5;

/** What the visitor typed is replaced by this; shorter values are left (they would match anywhere). */
export const TYPED_PLACEHOLDER = '[typed]';
const TYPED_MIN_LENGTH = 3;

export interface ErrorSenderOptions {
  /** The page's origin: its own files are named by path, others' are `<other>`. */
  origin: string;
  /** What the visitor has typed into the page's fields, now. */
  typed: () => string[];
  /** Sends one body; navigator.sendBeacon in the browser. */
  send: (url: string, body: string) => boolean;
}

const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"()<>]+/gi;
/** A query or fragment right after a path or file name (`/careers?ref=x`, `app.js#x`). */
const QUERY_PATTERN = /(?<=[\w/.-])[?#][^\s'"()<>]+/g;

/** A URL in a message or a frame, as it may be reported: our files by path, nothing after `?` or `#`. */
function reportedUrl(text: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return '<url>';
  }
  return url.origin === origin ? url.pathname : `${url.origin}${url.pathname}`;
}

/** Text as it may leave the browser: what the visitor typed replaced, URLs without queries. */
export function scrub(text: string, origin: string, typed: string[]): string {
  let out = text;
  for (const value of typed) if (value.trim().length >= TYPED_MIN_LENGTH) out = out.split(value).join(TYPED_PLACEHOLDER);
  return out
    .replace(URL_PATTERN, (match) => {
      // Punctuation that ends the sentence is not part of the URL.
      const tail = /[.,:;!?]+$/.exec(match)?.[0] ?? '';
      return reportedUrl(match.slice(0, match.length - tail.length), origin) + tail;
    })
    .replace(QUERY_PATTERN, '');
}

/** Chromium's `    at fn (url:1:2)` / `    at url:1:2`; Firefox's and WebKit's `fn@url:1:2`. */
const CHROMIUM_FRAME = /^\s*at (?:(.*?) \()?(.+?):(\d+):(\d+)\)?$/;
const GECKO_WEBKIT_FRAME = /^(.*?)@(.+?):(\d+):(\d+)$/;

/** The first frames of a stack in one form for every engine: `function@file:line:column`, our files by path. */
export function stackFrames(stack: string, origin: string): string[] {
  const frames: string[] = [];
  for (const line of stack.split('\n')) {
    const m = CHROMIUM_FRAME.exec(line) ?? GECKO_WEBKIT_FRAME.exec(line.trim());
    if (!m) continue;
    const [, fn, file = '', row, column] = m;
    let where = '<other>';
    try {
      const url = new URL(file);
      if (url.origin === origin) where = url.pathname;
    } catch {
      // not a URL (eval code, native code): not one of our files
    }
    frames.push(`${(fn || '<anonymous>').slice(0, 60)}@${where}:${row}:${column}`.slice(0, ERROR_FRAME_MAX));
    if (frames.length === Math.min(ERROR_FRAMES_KEPT, ERROR_FRAMES_MAX)) break;
  }
  return frames;
}

/** A queued value as text: strings and numbers as they are, anything else (an object, nothing) empty. */
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');
const bytes = (s: string) => new TextEncoder().encode(s).length;

/**
 * A queued error as the report the worker accepts, or undefined. The page guard queues
 * `[kind, name, message, stack, path, buildId]` as it found them (client/app/document-scripts.ts),
 * unchecked: from sessionStorage they may be anything.
 */
export function toReport(queued: unknown, origin: string, typed: string[]): ErrorReport | undefined {
  if (!Array.isArray(queued)) return undefined;
  const [kind, name, message, stack, rawPath, rawBuildId] = queued as unknown[];
  if (!(ERROR_KINDS as readonly unknown[]).includes(kind)) return undefined;
  const path = text(rawPath)
    .replace(/[?#].*/, '')
    .slice(0, 256);
  if (!path.startsWith('/')) return undefined;
  const buildId = text(rawBuildId);
  const report: ErrorReport = {
    kind: kind as ErrorKind,
    name:
      text(name)
        .replace(/[^\w$. -]/g, '')
        .slice(0, ERROR_NAME_MAX) || 'Error',
    message: scrub(text(message), origin, typed).slice(0, ERROR_MESSAGE_MAX),
    stack: stackFrames(text(stack), origin).map((frame) => scrub(frame, origin, typed)),
    path,
    buildId: /^[a-z0-9]{1,64}$/.test(buildId) ? buildId : 'unknown',
  };
  // Multi-byte text can pass the character limits and still be too large: shed frames, then message.
  while (bytes(JSON.stringify(report)) > ERROR_REPORT_MAX_BYTES) {
    if (report.stack.length > 0) report.stack.pop();
    else report.message = report.message.slice(0, Math.floor(report.message.length / 2));
  }
  return report;
}

/** The sender of one page view: deduplicates (kind, name, message, first frame) and stops at the cap. */
export function createErrorSender({ origin, typed, send }: ErrorSenderOptions) {
  const sent = new Set<string>();
  return {
    /** Sends what `queue` holds and empties it. */
    flush(queue: unknown[]): void {
      for (const queued of queue.splice(0)) {
        const report = toReport(queued, origin, typed());
        if (!report) continue;
        const key = JSON.stringify([report.kind, report.name, report.message, report.stack[0]]);
        if (sent.has(key) || sent.size >= ERROR_REPORTS_PER_PAGE) continue;
        sent.add(key);
        send(ERROR_REPORTS_ENDPOINT, JSON.stringify(report));
      }
    },
  };
}

let browserSender: ReturnType<typeof createErrorSender> | undefined;

/** Called by the page guard with its queue. */
export function flush(queue: unknown[]): void {
  browserSender ??= createErrorSender({
    origin: location.origin,
    typed: () => [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((field) => field.value),
    // A string body goes as text/plain: no preflight.
    send: (url, body) => navigator.sendBeacon(url, body),
  });
  browserSender.flush(queue);
}
