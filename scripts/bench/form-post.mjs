// Contact messages sent to a running site, for the load test (a burst from one address against
// the rate limit) and the benchmark (the latency of an accepted post). Each message is a real
// one: its own form (GET /contact for the hidden fields), filled in no faster than a person (the
// worker's minimum fill time), then posted. Loopback only; bounded by `count`.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/dev-server.mjs';
import { WRANGLER_ENV } from '../lib/env.mjs';
import { d1Argv, parseD1Json, sqlString } from '../lib/leads.mjs';

/** The worker's minimum fill time (worker/forms/spam.ts), with a margin. */
const FILL_TIME_MS = 3000 + 250;

const hidden = (/** @type {string} */ html, /** @type {string} */ name) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/**
 * Runs `task(i)` for i < count, at most `concurrency` at a time.
 * @param {number} count
 * @param {number} concurrency
 * @param {(i: number) => Promise<void>} task
 */
async function pool(count, concurrency, task) {
  let next = 0;
  const lane = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
}

/**
 * Opens `count` forms on `base`, waits until a person could have filled the last one in, then
 * posts one message each (`concurrency` at a time). `address(i)` may give a client address
 * (`CF-Connecting-IP`, which workerd takes as sent; the dev proxy sets its own). Returns each
 * post's status and latency (ms), in order.
 * @param {string} base
 * @param {{ count: number, concurrency?: number, emailPrefix: string, address?: (i: number) => string }} options
 * @returns {Promise<{ status: number, ms: number }[]>}
 */
export async function postMessages(base, { count, concurrency = 1, emailPrefix, address }) {
  /** @type {{ key: string, issued: string }[]} */
  const forms = Array.from({ length: count }, () => ({ key: '', issued: '' }));
  await pool(count, 10, async (i) => {
    const html = await (await fetch(`${base}/contact`)).text();
    const form = { key: hidden(html, 'key'), issued: hidden(html, 'issued') };
    forms[i] = form;
    if (!form.key) throw new Error(`GET ${base}/contact gave no form`);
  });
  const lastIssued = Math.max(...forms.map((f) => Number(f.issued.split('.')[0])));
  while (Date.now() < lastIssued + FILL_TIME_MS) await new Promise((resolve) => setTimeout(resolve, 50));
  /** @type {{ status: number, ms: number }[]} */
  const results = Array.from({ length: count }, () => ({ status: 0, ms: 0 }));
  await pool(count, concurrency, async (i) => {
    const body = new URLSearchParams({
      name: `Load Tester ${i}`,
      email: `${emailPrefix}${i}@example.org`,
      topic: 'project',
      message: `Message ${i} of a bounded burst on loopback.`,
      consent: 'yes',
      website: '',
      ...forms[i],
    });
    const headers = {
      origin: base,
      'content-type': 'application/x-www-form-urlencoded',
      ...(address ? { 'cf-connecting-ip': address(i) } : {}),
    };
    const started = performance.now();
    const res = await fetch(`${base}/contact`, { method: 'POST', body, headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    results[i] = { status: res.status, ms: performance.now() - started };
  });
  return results;
}

/**
 * How many rows the local database under `persistTo` holds for addresses starting with `emailPrefix`.
 * @param {string} persistTo
 * @param {string} emailPrefix
 * @returns {number}
 */
export function countStored(persistTo, emailPrefix) {
  const sql = `SELECT count(*) AS n FROM leads WHERE email LIKE ${sqlString(`${emailPrefix}%`)}`;
  const out = execFileSync(join(ROOT, 'node_modules/.bin/wrangler'), d1Argv({ remote: false, persistTo }, sql), {
    cwd: ROOT,
    env: WRANGLER_ENV,
    encoding: 'utf8',
  });
  return Number(parseD1Json(out)[0]?.[0]?.n);
}

/** The p-th percentile of numbers (NaN for none). */
export const percentile = (/** @type {readonly number[]} */ values, /** @type {number} */ p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
