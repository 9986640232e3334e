// `npm run dev`'s machinery (scripts/start.mjs --watch) started on a free port on 127.0.0.1, for
// the benchmark of an edit's way to the screen (`npm run bench -- --only=dev`) and its test
// (scripts/lib/dev-build.test.mjs): what it prints, with the time each line came, the page polled
// until it shows a text, and wrangler's live-reload socket, which tells open pages to reload.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, retryWhenPortTaken } from './dev-server.mjs';

/**
 * @typedef {object} DevSession
 * @property {string} url `http://127.0.0.1:<port>`
 * @property {() => string} output everything it printed so far
 * @property {(since: number) => { at: number, line: string }[]} linesSince the lines printed since a `performance.now()`
 * @property {() => Promise<void>} stop ends the whole process group (start.mjs, wrangler, workerd) and waits for start.mjs to exit
 * @property {number} pid start.mjs's process id (its process group's too)
 * @property {Promise<number | null>} exited start.mjs's exit code once it has exited
 */

/**
 * Starts `node scripts/start.mjs --watch` in `root` (its own process group) and resolves once both
 * Workers answer: the site's `/` and the studio's `/admin`, which the site forwards to the studio's
 * own `wrangler dev`. That one may register in the session's dev registry after the site is up, and
 * until it does /admin answers 503 (a browser test that opened /admin then saw no studio at all).
 * Ports are picked free but bound later, by wrangler: a session started at the same moment (the
 * other engine's, another test's) may take one first, which wrangler says ("Address already in
 * use"). That session is ended and a new one started on other ports, `attempts` times at most.
 * Rejects, after ending it, when it exits or does not answer within `timeoutMs`.
 * @param {object} [options]
 * @param {string} [options.root] the project whose scripts/start.mjs runs (and whose files it builds and watches)
 * @param {number} [options.timeoutMs] per attempt
 * @param {number} [options.attempts]
 * @param {Record<string, string>} [options.env] more environment for it
 * @returns {Promise<DevSession>}
 */
export async function startDevSession({ root, timeoutMs = 180_000, attempts = 3, env = {} } = {}) {
  if (!root) throw new Error('startDevSession: root is required');
  return retryWhenPortTaken(() => startOnce(root, timeoutMs, env), attempts);
}

/**
 * @param {string} root
 * @param {number} timeoutMs
 * @param {Record<string, string>} env
 * @returns {Promise<DevSession>}
 */
async function startOnce(root, timeoutMs, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--watch'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @type {{ at: number, line: string }[]} */
  const lines = [];
  let partial = '';
  /** @param {Buffer} d */
  const keep = (d) => {
    const at = performance.now();
    output += d;
    const parts = (partial + String(d)).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) lines.push({ at, line });
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.pid === undefined) return;
    try {
      // Also after start.mjs has exited: what it started (workerd) may still be in its group.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    if (child.exitCode !== null || child.signalCode !== null) return;
    // start.mjs exits once wrangler has; a process that ignores the signal gets SIGKILL after 10 s.
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The studio's wrangler may stay up without its Worker, so this does not wait for an exit.
    if (output.includes('Address already in use')) {
      await stop();
      throw new Error(`npm run dev: a port it picked was taken first\n${output}`);
    }
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}\n${output}`);
    if (output.includes('Ready on')) {
      try {
        if ((await fetch(`${url}/`)).ok && (await fetch(`${url}/admin`)).ok) break;
      } catch {
        /* not answering yet */
      }
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev did not answer on ${url} (/ and /admin) within ${timeoutMs} ms\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => output,
    linesSince: (since) => lines.filter((l) => l.at >= since),
    stop,
    pid: /** @type {number} */ (child.pid),
    exited,
  };
}

/**
 * Polls `GET url` until its body contains `text`: how long that took from `since` (a
 * `performance.now()`), or undefined when it never did within `timeoutMs` or `maxPolls` requests.
 * @param {string} url
 * @param {string} text
 * @param {{ since?: number, timeoutMs?: number, maxPolls?: number, intervalMs?: number }} [options]
 */
export async function waitForText(url, text, { since = performance.now(), timeoutMs = 30_000, maxPolls = 3000, intervalMs = 10 } = {}) {
  for (let i = 0; i < maxPolls && performance.now() - since < timeoutMs; i++) {
    try {
      // A request wrangler holds (a rebuild under way) counts against the same limit (whole ms:
      // AbortSignal.timeout refuses a fraction).
      const left = Math.max(1, Math.ceil(timeoutMs - (performance.now() - since)));
      const res = await fetch(url, { signal: AbortSignal.timeout(left) });
      if ((await res.text()).includes(text)) return performance.now() - since;
    } catch {
      /* the server is between workers: ask again */
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return undefined;
}

/**
 * Where the live-reload script wrangler put into a page connects: its path and WebSocket
 * subprotocol, read from the page (undefined when the page has none).
 * @param {string} html
 */
export function liveReloadEndpoint(html) {
  const m = /new WebSocket\(origin \+ "([^"]+)", "([^"]+)"\)/.exec(html);
  return m?.[1] && m[2] ? { path: m[1], protocol: m[2] } : undefined;
}

/**
 * Connects to the live-reload socket as the page's script does and records when each "reload"
 * arrives (`performance.now()`), calling `onReload` with that time.
 * @param {string} url the site's address
 * @param {{ path: string, protocol: string }} endpoint
 * @param {(at: number) => void} [onReload]
 * @returns {Promise<{ reloads: number[], close: () => void }>}
 */
export function listenForReloads(url, endpoint, onReload) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}${endpoint.path}`, endpoint.protocol);
  /** @type {number[]} */
  const reloads = [];
  ws.addEventListener('message', () => {
    const at = performance.now();
    reloads.push(at);
    onReload?.(at);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.close();
      reject(new Error('the live-reload socket did not open within 10 s'));
    }, 10_000);
    ws.addEventListener('open', () => {
      clearTimeout(timer);
      resolve({ reloads, close: () => ws.close() });
    });
    ws.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error('the live-reload socket failed'));
    });
  });
}
