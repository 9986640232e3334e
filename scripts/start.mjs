#!/usr/bin/env node
// `npm start`: build, seed the local BUILDS namespace with this build, then serve the
// site under `wrangler dev` (workerd) on http://localhost:$PORT (default 8787), with the studio's
// Worker (/admin, worker/admin/wrangler.toml) beside it in a `wrangler dev` of its own.
// `npm run dev` (--watch) also renders with React's development build (its warnings help while
// editing) and reloads the open pages after each change: the dev build (scripts/lib/dev-build.mjs)
// runs here and rebuilds what a saved change needs while wrangler bundles the worker again
// (decision 0193). `npm start` renders what ships (production), and rebuilds with the full build.
// Both also run the studio's local server (scripts/lib/studio-server.mjs), which /admin's saves
// reach through the studio's Worker: it writes the working tree, which `npm run dev` then rebuilds from.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, build, freePort, prepareLocalState } from './lib/dev-server.mjs';
import { DEV_BUILDER, WRANGLER_ENV } from './lib/env.mjs';
import { studioDevConfig } from './lib/studio-dev.mjs';
import { startStudioServer } from './lib/studio-server.mjs';

const port = process.env.PORT ?? '8787';
const persistTo = '.wrangler/state';
const STUDIO_PERSIST_TO = '.wrangler/studio-state';
const watch = process.argv.includes('--watch');
const failed = () => {
  // The build said what is wrong (a content file's name and line, a type error…) above: no stack of ours after it.
  console.error('\nnpm start: the build failed (see above); fix what it names and start again.');
  process.exit(1);
};
// The build a deploy makes: the local site shows what production shows, drafts (content marked
// `draft: true`) nowhere; they show in the studio's preview only.
const builder = watch ? (await import('./lib/dev-build.mjs')).createDevBuilder({ root: ROOT, liveReload: true }) : undefined;
if (builder) {
  if (!(await builder.ensure()).ok) failed();
} else {
  try {
    build();
  } catch {
    failed();
  }
}
prepareLocalState(persistTo);
const studio = await startStudioServer({ root: ROOT });
// The studio's Worker runs in a `wrangler dev` of its own, which the site's STUDIO binding finds
// through a dev registry kept for this session alone (WRANGLER_REGISTRY_PATH): in one `wrangler dev`
// with two configs, the page's live-reload script came and went with whichever Worker had reloaded
// last (wrangler hands `--live-reload` to the first config's Worker only). scripts/lib/studio-dev.mjs
// says why the studio's config is made per session.
const studioConfig = studioDevConfig({ root: ROOT, localUrl: studio.url });
const registry = join(ROOT, '.wrangler/registry', String(process.pid));
/** @type {Record<string, string | undefined>} */
const env = {
  ...WRANGLER_ENV,
  WRANGLER_REGISTRY_PATH: registry,
  NODE_ENV: process.env.NODE_ENV ?? (watch ? 'development' : 'production'),
};
const wrangler = join(ROOT, 'node_modules/.bin/wrangler');
const studioWorker = spawn(
  wrangler,
  [
    'dev',
    '-c',
    studioConfig,
    '--ip',
    '127.0.0.1',
    '--port',
    String(await freePort()),
    '--inspector-port',
    String(await freePort()),
    // A folder of its own: both runtimes open their cache's SQLite file under --persist-to at
    // start, and two at once on the same file failed one with SQLITE_BUSY (seen in CI). The studio
    // keeps no state there.
    '--persist-to',
    STUDIO_PERSIST_TO,
    '--live-reload=false',
  ],
  { cwd: ROOT, env, stdio: 'inherit' },
);
// Caught from the start: it may end before the site's wrangler dev is started below.
/** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
const studioExited = new Promise((resolve) => studioWorker.once('exit', (code, signal) => resolve({ code, signal })));
const args = ['dev', '-c', 'wrangler.toml', '--ip', '127.0.0.1', '--port', port, '--persist-to', persistTo, '--test-scheduled'];
if (builder) {
  // wrangler's [build] step asks the dev build here (scripts/wrangler-build.mjs), which starts on
  // its own when a file changes; wrangler's proxy tells open pages to reload once the new worker runs.
  env[DEV_BUILDER] = await builder.listen();
  builder.watch();
  args.push('--live-reload');
} else {
  args.push('--live-reload=false');
}
console.log(`Starting the site on http://localhost:${port} (Ctrl+C stops it)`);
const child = spawn(wrangler, args, { cwd: ROOT, env, stdio: 'inherit' });
let stopping = false;
for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(sig, () => {
    stopping = true;
    void builder?.close();
    void studio.close();
    studioWorker.kill(sig);
    child.kill(sig);
  });
// The studio's `wrangler dev` ending on its own (its port taken by a session started at the same
// moment, a broken config) would leave a site whose /admin answers 503 for good: the session ends
// with it and says why, and a second start picks other ports.
let studioEnded = false;
void studioExited.then(({ code, signal }) => {
  if (stopping || child.exitCode !== null) return;
  studioEnded = true;
  console.error(`\nnpm start: the studio's wrangler dev (/admin) ended (${signal ?? `exit ${code}`}; see above): stopping the site too.`);
  child.kill('SIGTERM');
});
child.on('exit', (code) => {
  stopping = true;
  studioWorker.kill('SIGTERM');
  rmSync(studioConfig, { force: true });
  rmSync(registry, { recursive: true, force: true });
  void Promise.all([builder?.close(), studio.close()]).finally(() => process.exit(studioEnded ? 1 : (code ?? 0)));
});
