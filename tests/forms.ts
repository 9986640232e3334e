import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { MIN_FILL_MS } from '../worker/forms/spam';
import { ORIGIN, request } from './helpers';

/** A form as a page gave it to a visitor: its hidden fields and the clock time it was shown. */
export interface OpenedForm {
  key: string;
  issued: string;
  shownAt: number;
  html: string;
}

/** The value of the first `<input name=…>` in a document (its `value` attribute, entities as written). */
export function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? /\bvalue="([^"]*)"/.exec(tag)?.[1] : undefined;
}

/** GETs a form page and reads its hidden fields. */
export async function openForm(path: string): Promise<OpenedForm> {
  const shownAt = Date.now();
  const html = await (await request(path)).text();
  const key = inputValue(html, 'key');
  const issued = inputValue(html, 'issued');
  if (!key || !issued) throw new Error(`no hidden fields on ${path}`);
  return { key, issued, shownAt, html };
}

/**
 * Moves the clock (Date.now, in this isolate, which also runs the worker) past the minimum fill
 * time of a form shown at `shownAt`: a person took their time. Undo with vi.useRealTimers().
 */
export function afterFilling(form: OpenedForm): void {
  vi.useFakeTimers({ toFake: ['Date'], now: form.shownAt + MIN_FILL_MS + 1000 });
}

export interface PostOptions {
  /** The client address the rate limit counts (`CF-Connecting-IP`); each test uses its own. */
  ip: string;
  /** As the page's script sends it: `Accept: application/json`. */
  json?: boolean;
  headers?: Record<string, string>;
}

/** POSTs urlencoded fields from our own origin, as a browser does. */
export function postForm(
  path: string,
  fields: Record<string, string>,
  { ip, json = false, headers = {} }: PostOptions,
  vars: Partial<Env> = {},
): Promise<Response> {
  return request(
    path,
    {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        'cf-connecting-ip': ip,
        ...(json ? { accept: 'application/json' } : { accept: 'text/html' }),
        ...headers,
      },
    },
    vars,
  );
}

/** POSTs multipart fields and files from our own origin, as a browser sends a form with a file. */
export function postMultipart(
  path: string,
  fields: Record<string, string | File>,
  { ip, json = false, headers = {} }: PostOptions,
  vars: Partial<Env> = {},
): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return request(
    path,
    {
      method: 'POST',
      body,
      headers: {
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        'cf-connecting-ip': ip,
        accept: json ? 'application/json' : 'text/html',
        ...headers,
      },
    },
    vars,
  );
}

/** A small but real PDF (one empty page), as a CV. */
export function pdfFile(name = 'cv.pdf', extra = ''): File {
  const text = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%${extra}\n%%EOF\n`;
  return new File([text], name, { type: 'application/pdf' });
}

/** Every row of a table, oldest first. */
export async function rows<T = Record<string, unknown>>(table: 'leads' | 'applications'): Promise<T[]> {
  return (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY created_at, rowid`).all<T>()).results;
}

/**
 * Waits, when needed, until at least `seconds` are left of the Rate Limiting binding's current
 * window. The pool's binding (miniflare's) counts in windows aligned to the wall clock
 * (floor(now / period)), so a burst that crossed a minute's end would start counting afresh.
 */
export async function withinOneRateWindow(seconds = 15, periodSeconds = 60): Promise<void> {
  const now = vi.getRealSystemTime();
  const left = periodSeconds * 1000 - (now % (periodSeconds * 1000));
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

let networkCounter = 0;
/** An IPv6 /64 of its own for each caller, and `count` addresses in it (as a sender rotating through its /64 would). */
export function ipv6Network(count: number): string[] {
  const prefix = `2001:db8:${(++networkCounter).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
  return Array.from({ length: count }, (_, i) => `${prefix}:${((i * 7919 + 1) & 0xffff).toString(16)}::${(i + 1).toString(16)}`);
}
