// A performance peer served by this project's wrangler (so both sites run on the same workerd), for
// `npm run bench -- --peer=<folder>`: a built peer folder as ../shared/perf-peers/ holds them, its
// worker's config at server/wrangler.json (its README's command, on a free port). Started in its
// own process group and ended with it.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, freePort } from '../lib/dev-server.mjs';
import { WRANGLER_ENV } from '../lib/env.mjs';

const WRANGLER = join(ROOT, 'node_modules/.bin/wrangler');
/** Where a built peer keeps its worker's config. */
const CONFIG = join('server', 'wrangler.json');

/**
 * What `--peer` names: a URL as it is, or a built peer's folder (its config's path), or an error.
 * @param {string} value
 * @param {string} [cwd]
 * @returns {{ url: string } | { config: string } | { error: string }}
 */
export function peerTarget(value, cwd = process.cwd()) {
  if (/^https?:\/\//.test(value)) return { url: value };
  const dir = resolve(cwd, value);
  const config = join(dir, CONFIG);
  if (existsSync(dir) && statSync(dir).isDirectory() && existsSync(config)) return { config };
  return {
    error: `--peer needs the peer's URL (http://127.0.0.1:PORT/) or a built peer's folder with ${CONFIG} (say ../shared/perf-peers/react-router-7), not ${JSON.stringify(value)}`,
  };
}

/**
 * Starts `wrangler dev` for a peer's config on a free loopback port; resolves once its `/` answers 200.
 * @param {string} config
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startPeer(config, { timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const args = ['dev', '-c', config, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(await freePort())];
  args.push('--persist-to', join(ROOT, '.wrangler/peer-state'), '--show-interactive-dev-session=false');
  const child = spawn(WRANGLER, args, { cwd: ROOT, env: { ...WRANGLER_ENV }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      stop();
      throw new Error(`the peer's wrangler dev exited with ${child.exitCode}\n${output}`);
    }
    try {
      if ((await fetch(url)).status === 200) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the peer did not answer on ${url} within ${timeoutMs} ms\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
