// How long an edit takes to reach the screen under `npm run dev` (issue 29, item 7; decision 0193):
// its machinery (scripts/start.mjs --watch) on a free port, then edits of a home-page sentence, each
// a new text, and for each the time from writing the file to the first `GET /` whose HTML has the
// new text, and to the live-reload signal wrangler's proxy sends open pages (with what a page
// fetched right then shows). The file is restored at the end, whatever happened.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listenForReloads, liveReloadEndpoint, startDevSession, waitForText } from '../lib/dev-session.mjs';

/** The edited file and the place in it: the start of the home page's first lead (the hero's), in its copy. */
export const EDITED_FILE = 'content/pages/home.en.yaml';
const ANCHOR = '  lead: ';

/**
 * @typedef {object} DevEdit
 * @property {string} text the sentence the edit added
 * @property {number | undefined} servedMs until `GET /` had it (undefined: never, within the bound)
 * @property {number | undefined} reloadMs until the live-reload signal whose page had it
 * @property {number} reloads live-reload signals during the edit
 * @property {number | undefined} builtMs until the dev build said it was done
 * @property {number | undefined} bundledMs until wrangler had bundled the worker ("Reloading local server")
 * @property {number | undefined} readyMs until the new workerd was up ("Local server updated and ready")
 */

/**
 * @param {object} options
 * @param {string} options.root the project to run `npm run dev` in (its file is edited and restored)
 * @param {number} [options.edits]
 * @param {number} [options.settleMs] pause after each edit is served, so edits do not overlap wrangler's work
 * @param {(edit: DevEdit, index: number) => void} [options.onEdit]
 * @returns {Promise<{ edits: DevEdit[], liveReload: boolean, startMs: number }>}
 */
export async function measureDevLoop({ root, edits = 10, settleMs = 1000, onEdit }) {
  const file = join(root, EDITED_FILE);
  const original = readFileSync(file, 'utf8');
  if (!original.includes(ANCHOR)) throw new Error(`${EDITED_FILE} has no ${JSON.stringify(ANCHOR)} to edit after`);
  const run = Math.random().toString(36).slice(2, 8);
  const started = performance.now();
  const session = await startDevSession({ root });
  const startMs = performance.now() - started;
  /** @type {DevEdit[]} */
  const results = [];
  let liveReload = false;
  try {
    try {
      const endpoint = liveReloadEndpoint(await (await fetch(`${session.url}/`)).text());
      liveReload = endpoint !== undefined;
      let current = '';
      /** Each live-reload signal: when it came and whether the page a browser then loads had the edit. @type {Promise<{ at: number, shows: string }>[]} */
      const seen = [];
      const listener = endpoint
        ? await listenForReloads(session.url, endpoint, (at) => {
            const text = current;
            seen.push(
              fetch(`${session.url}/`)
                .then((r) => r.text())
                .then(
                  (body) => ({ at, shows: body.includes(text) ? text : '' }),
                  () => ({ at, shows: '' }),
                ),
            );
          })
        : undefined;
      try {
        for (let i = 0; i < edits; i++) {
          current = `Edit ${i + 1} of run ${run}.`;
          const since = performance.now();
          const before = seen.length;
          writeFileSync(file, original.replace(ANCHOR, `${ANCHOR}${current} `));
          const servedMs = await waitForText(`${session.url}/`, current, { since });
          // The signal comes as the new worker takes requests, before the page it renders: wait a little for it if not.
          for (let k = 0; k < 60 && listener && servedMs !== undefined; k++) {
            if ((await Promise.all(seen.slice(before))).some((x) => x.shows === current)) break;
            await new Promise((r) => setTimeout(r, 50));
          }
          const signals = await Promise.all(seen.slice(before));
          const signal = signals.find((x) => x.shows === current);
          const lineAt = (/** @type {RegExp} */ re) => {
            const l = session.linesSince(since).find((x) => re.test(x.line));
            return l ? l.at - since : undefined;
          };
          const edit = {
            text: current,
            servedMs,
            reloadMs: signal ? signal.at - since : undefined,
            reloads: signals.length,
            builtMs: lineAt(/dev build \w+: /),
            bundledMs: lineAt(/Reloading local server/),
            readyMs: lineAt(/Local server updated and ready/),
          };
          results.push(edit);
          onEdit?.(edit, i);
          if (servedMs === undefined) break;
          await new Promise((r) => setTimeout(r, settleMs));
        }
      } finally {
        listener?.close();
      }
    } finally {
      await session.stop();
    }
  } finally {
    writeFileSync(file, original);
  }
  return { edits: results, liveReload, startMs };
}

/**
 * Median, min and max of what was measured (undefined values left out).
 * @param {(number | undefined)[]} values
 */
export function spread(values) {
  const xs = /** @type {number[]} */ (values.filter((v) => v !== undefined)).sort((a, b) => a - b);
  if (xs.length === 0) return undefined;
  const mid = Math.floor(xs.length / 2);
  const median = xs.length % 2 ? (xs[mid] ?? NaN) : ((xs[mid - 1] ?? NaN) + (xs[mid] ?? NaN)) / 2;
  return { median, min: xs[0] ?? NaN, max: xs[xs.length - 1] ?? NaN, n: xs.length };
}
