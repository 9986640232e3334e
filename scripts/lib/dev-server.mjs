// Starting the site under `wrangler dev` (workerd) with local KV seeded: shared by
// `npm start`, the e2e web server and the load test and benchmark.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NESTED_BUILD, WRANGLER_ENV } from './env.mjs';
import { studioDevConfig } from './studio-dev.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WRANGLER = join(ROOT, 'node_modules/.bin/wrangler');

/**
 * A free TCP port on 127.0.0.1.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Runs `start` again, at most `attempts` times in all, while it fails because a port was taken:
 * ports are picked free (freePort) but bound later, by wrangler, and a server started at the
 * same moment (npm test starts several) may take one first, which wrangler says ("Address already
 * in use", in the error's message with the output it carries). Each attempt picks its own ports.
 * @template T
 * @param {() => Promise<T>} start
 * @param {number} [attempts]
 * @returns {Promise<T>}
 */
export async function retryWhenPortTaken(start, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if (attempt < attempts && error instanceof Error && error.message.includes('Address already in use')) continue;
      throw error;
    }
  }
}

/**
 * The processes of process group `pgid` (a server started detached leads its own), from /proc:
 * each one's id and command name. None for an undefined group.
 * @param {number | undefined} pgid
 * @returns {{ pid: number, name: string }[]}
 */
export function processesInGroup(pgid) {
  /** @type {{ pid: number, name: string }[]} */
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses, so split after its last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) found.push({ pid: Number(entry), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) });
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

/**
 * Writes the current build's deployment documents (dist/builds) into the local BUILDS namespace.
 * @param {string} persistTo wrangler's `--persist-to` folder
 */
function seedLocalKv(persistTo) {
  const dir = join(ROOT, 'dist/builds');
  const entries = [{ key: 'builds/latest', value: readFileSync(join(dir, 'latest.json'), 'utf8') }];
  for (const f of readdirSync(join(dir, 'meta'))) {
    entries.push({ key: `builds/meta/${f.replace(/\.json$/, '')}`, value: readFileSync(join(dir, 'meta', f), 'utf8') });
  }
  // A file of this call's own: npm test prepares several servers' state at once, and one shared file
  // was read by one wrangler while another call was writing it (the markup validator failed so once).
  mkdirSync(join(ROOT, '.wrangler'), { recursive: true });
  const own = mkdtempSync(join(ROOT, '.wrangler/seed-builds-'));
  const file = join(own, 'builds.json');
  try {
    writeFileSync(file, JSON.stringify(entries));
    execFileSync(WRANGLER, ['kv', 'bulk', 'put', file, '--binding', 'BUILDS', '--local', '--persist-to', persistTo], {
      cwd: ROOT,
      env: WRANGLER_ENV,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
}

/**
 * The local secrets `wrangler dev` reads (.dev.vars, never committed): FORM_SECRET, which signs
 * the forms' hidden fields. Written once with a random value when missing, so a fresh clone
 * starts with no manual step; deployments get theirs from `wrangler secret put` (README).
 */
export function ensureDevVars() {
  const file = join(ROOT, '.dev.vars');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  // The worker refuses a secret under 32 bytes (worker/config.ts): a shorter one left by an older
  // checkout is replaced; 32 random bytes as hex are 64.
  const secret = /^FORM_SECRET=(.*)$/m.exec(current)?.[1];
  if (secret !== undefined && Buffer.byteLength(secret) >= 32) return;
  const rest = current.replace(/^FORM_SECRET=.*(\n|$)/gm, '');
  writeFileSync(file, `${rest}${rest && !rest.endsWith('\n') ? '\n' : ''}FORM_SECRET=${randomBytes(32).toString('hex')}\n`);
}

/**
 * Applies the D1 migrations (migrations/) to the local database under `persistTo`.
 * @param {string} persistTo
 */
function migrateLocalD1(persistTo) {
  execFileSync(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
    cwd: ROOT,
    env: { ...WRANGLER_ENV, CI: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The file of the local D1 database under a state folder: workerd keeps each database as one
 * SQLite file, beside its metadata. For tests that read what the site stored (e2e/forms.ts).
 * @param {string} persistTo
 * @returns {string}
 */
export function localD1File(persistTo) {
  const dir = join(persistTo, 'v3/d1/miniflare-D1DatabaseObject');
  const files = readdirSync(dir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.join(', ') || 'none'}`);
  return join(dir, /** @type {string} */ (files[0]));
}

/** Where the migrated empty databases are kept, one folder per set of migrations (see d1Template). */
const D1_TEMPLATES = join(ROOT, '.wrangler/d1-templates');

/**
 * A local state holding only the D1 database with every migration applied, made once per set of
 * migrations (their files, wrangler.toml's database ids, wrangler's version) and copied into each
 * fresh state: a `wrangler d1 migrations apply` is about 2.5 core-s (wrangler and its workerd),
 * and `npm test` starts four servers on fresh states (decision 0148). Made under a name of its own
 * and renamed into place, so servers prepared at once never see half of one.
 * @returns {string} the template's folder
 */
export function d1Template() {
  const hash = createHash('sha256');
  for (const f of readdirSync(join(ROOT, 'migrations')).sort()) hash.update(f).update(readFileSync(join(ROOT, 'migrations', f)));
  hash.update(readFileSync(join(ROOT, 'wrangler.toml'))).update(readFileSync(join(ROOT, 'node_modules/wrangler/package.json')));
  const key = hash.digest('hex').slice(0, 16);
  const template = join(D1_TEMPLATES, key);
  if (existsSync(template)) return template;
  mkdirSync(D1_TEMPLATES, { recursive: true });
  const making = mkdtempSync(join(D1_TEMPLATES, 'making-'));
  try {
    migrateLocalD1(making);
    renameSync(making, template);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    // Another process made it first.
    if (!existsSync(template)) throw error;
  }
  // Templates of other migrations are of no use any more (one made meanwhile is named making-*).
  for (const old of readdirSync(D1_TEMPLATES))
    if (old !== key && !old.startsWith('making-')) rmSync(join(D1_TEMPLATES, old), { recursive: true, force: true });
  return template;
}

/**
 * Everything a local server needs besides the build: KV seeded with it, D1 migrated, the local
 * secret. `fresh` empties `persistTo` first and copies the migrated database in (d1Template): for
 * the servers tests and benchmarks start, whose state must not depend on an earlier run's. Without
 * it (npm start), what the folder holds is kept and any new migration applied.
 * @param {string} persistTo
 * @param {{ fresh?: boolean }} [options]
 */
export function prepareLocalState(persistTo, { fresh = false } = {}) {
  if (fresh) {
    const template = d1Template();
    rmSync(persistTo, { recursive: true, force: true });
    cpSync(template, persistTo, { recursive: true });
  } else {
    migrateLocalD1(persistTo);
  }
  seedLocalKv(persistTo);
  ensureDevVars();
}

/**
 * A running `wrangler dev`.
 * @typedef {object} DevServer
 * @property {string} url its address (`http://127.0.0.1:<port>`)
 * @property {number | undefined} pid the process group's leader
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => void} stop ends the whole process group
 * @property {() => string} output what it printed so far (with `stdio: 'pipe'`)
 * @property {string | undefined} outputFile the file that output goes to (with `stdio: 'pipe'`)
 * @property {() => Promise<string>} workerdUrl the worker's own workerd address
 */

/**
 * Builds the site (scripts/build.mjs), the step wrangler.toml's [build] also runs: what a deploy
 * builds, so the local site shows what production shows.
 */
export function build() {
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * The vars of a server that tests drive (e2e, the markup validator, the leads test): the forms'
 * checks for tests (FORM_CHECKS = "fast": no minimum fill time, a proof of work of a few
 * derivations), which the worker accepts under `wrangler dev` (ENVIRONMENT = development) only
 * (worker/config.ts) and every deploy refuses.
 */
export const TEST_VARS = Object.freeze({ FORM_CHECKS: 'fast' });

/**
 * Starts `wrangler dev` on 127.0.0.1:port in its own process group and resolves once it
 * answers and has finished starting. `stop()` ends that whole group (killing only the
 * npx/wrangler PID would leave workerd running). The worker is bundled with
 * NODE_ENV=production (wrangler dev would otherwise pick React's development build: in workerd
 * it took 150–300 ms to render a page that production React renders in 3–4 ms), so tests and
 * benchmarks see what ships.
 *
 * It serves the dist/ already built: wrangler.toml's [build] step becomes a no-op here.
 * wrangler runs that step again when its file watcher is ready, a moment after it first
 * answers; a real rebuild there would empty dist/ under requests in flight.
 *
 * `workerdUrl()` is the address of the worker's own workerd socket, which wrangler's dev
 * proxy forwards to (read from this server's wrangler log). The load test measures the worker
 * there, not the dev tool's Node proxy in front of it (docs/decisions/0070-load-test-target.md).
 *
 * The studio's Worker (/admin, worker/admin/wrangler.toml) runs beside the site's in the same
 * `wrangler dev`, so the site's STUDIO binding reaches it: with `studioLocalUrl` (a local studio
 * server, scripts/lib/studio-server.mjs) /admin edits what that server writes; without it /admin
 * answers 503 (the studio is not configured), as nothing here should write the working tree.
 *
 * With `stdio: 'pipe'`, what the server prints (the worker's log lines among it, as `npm start`
 * shows them) is kept in memory (`output()`) and written to `outputFile` as it comes, where
 * another process can read it: the e2e tests read the worker's log lines there.
 *
 * @param {object} options
 * @param {number} options.port
 * @param {string} [options.persistTo] wrangler's `--persist-to` folder (local KV and caches)
 * @param {string[]} [options.defines] `--define` values (`KEY:VALUE`)
 * @param {Record<string, string>} [options.vars] `--var` values (the worker's plain variables)
 * @param {'pipe' | 'inherit' | 'ignore'} [options.stdio] where wrangler's output goes
 * @param {number} [options.timeoutMs] how long it may take to start
 * @param {string} [options.nodeEnv] NODE_ENV for the worker's bundle
 * @param {string} [options.studioLocalUrl] the local studio server the studio's Worker forwards its API to
 * @returns {Promise<DevServer>}
 */
export async function startDevServer(options) {
  // The inspector's port is picked afresh for each attempt; wrangler says it was taken in its
  // output (with `stdio: 'pipe'`), which the error carries.
  return retryWhenPortTaken(async () => startOnce({ ...options, inspectorPort: await freePort() }));
}

/**
 * One start of `wrangler dev` (startDevServer), its inspector on `inspectorPort`.
 * @param {Parameters<typeof startDevServer>[0] & { inspectorPort: number }} options
 * @returns {Promise<DevServer>}
 */
async function startOnce({
  port,
  persistTo = '.wrangler/state',
  defines = [],
  vars = {},
  stdio = 'pipe',
  timeoutMs = 60_000,
  nodeEnv = 'production',
  studioLocalUrl,
  inspectorPort,
}) {
  if (!existsSync(join(ROOT, 'dist/build-manifest.json'))) throw new Error('dist/ is missing: run `npm run build` first');
  // Without FORM_SECRET the worker answers every request 503 (worker/config.ts).
  ensureDevVars();
  const studioConfig = studioDevConfig({ root: ROOT, ...(studioLocalUrl ? { localUrl: studioLocalUrl } : {}) });
  const args = [
    'dev',
    '-c',
    'wrangler.toml',
    '-c',
    studioConfig,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(inspectorPort),
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    '--test-scheduled',
  ];
  for (const d of defines) args.push('--define', d);
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  const logFile = join(ROOT, '.wrangler/logs', `dev-${port}-${Date.now()}.log`);
  const outputFile = logFile.replace(/\.log$/, '.out');
  const env = { ...WRANGLER_ENV, NODE_ENV: nodeEnv, WRANGLER_LOG_PATH: logFile, [NESTED_BUILD]: 'prebuilt' };
  const child = spawn(WRANGLER, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', stdio, stdio] });
  let output = '';
  if (stdio === 'pipe') {
    mkdirSync(join(ROOT, '.wrangler/logs'), { recursive: true });
    writeFileSync(outputFile, '');
    /** @param {Buffer} d */
    const keep = (d) => {
      output += d;
      appendFileSync(outputFile, d);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  const stop = () => {
    rmSync(studioConfig, { force: true });
    if (child.pid === undefined) return; // never started: nothing to end
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  // Started means: answering, and (where its output is ours to read) "Ready on" printed, which
  // comes after the watcher's build.
  const started = async () => {
    if (stdio === 'pipe' && !output.includes('Ready on')) return false;
    try {
      return (await fetch(`http://127.0.0.1:${port}/_app/builds/latest.json`)).ok;
    } catch {
      return false; // not listening yet
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      stop(); // whatever it started and left behind
      throw new Error(`wrangler dev exited with ${child.exitCode}\n${output}`);
    }
    if (await started()) break;
    if (Date.now() > deadline) {
      stop();
      throw new Error(`wrangler dev did not start on port ${port} within ${timeoutMs} ms\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // wrangler logs the address when its proxy takes the reloaded worker, which can come a moment
  // after "Ready on": look for up to 15 s.
  const workerdUrl = async () => {
    const until = Date.now() + 15_000;
    for (;;) {
      const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      const last = [...text.matchAll(/"userWorkerUrl":\{"protocol":"http:","hostname":"127\.0\.0\.1","port":"(\d+)"\}/g)].at(-1);
      if (last) return `http://127.0.0.1:${last[1]}`;
      if (Date.now() > until) throw new Error(`no workerd address in ${logFile}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    child,
    stop,
    output: () => output,
    outputFile: stdio === 'pipe' ? outputFile : undefined,
    workerdUrl,
  };
}
