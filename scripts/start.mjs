#!/usr/bin/env node
// `npm start`: build, seed the local BUILDS namespace with this build, then serve the
// site under `wrangler dev` (workerd) on http://localhost:$PORT (default 8787).
// `npm run dev` (--watch) also rebuilds on change and renders with React's development
// build (its warnings help while editing); `npm start` renders what ships (production).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, build, prepareLocalState } from './lib/dev-server.mjs';
import { CONTENT_DRAFTS, WRANGLER_ENV } from './lib/env.mjs';

const port = process.env.PORT ?? '8787';
const persistTo = '.wrangler/state';
// Drafts (content marked `draft: true`) show here and only here: a deploy never builds with them.
try {
  build({ drafts: true });
} catch {
  // The build said what is wrong (a content file's name and line, a type error…) above: no stack of ours after it.
  console.error('\nnpm start: the build failed (see above); fix what it names and start again.');
  process.exit(1);
}
prepareLocalState(persistTo);
const args = ['dev', '--ip', '127.0.0.1', '--port', port, '--persist-to', persistTo, '--test-scheduled'];
const watch = process.argv.includes('--watch');
if (!watch) args.push('--live-reload=false');
console.log(`Starting the site on http://localhost:${port} (Ctrl+C stops it)`);
// wrangler's [build] step runs the build again: it must keep the drafts too.
const env = { ...WRANGLER_ENV, [CONTENT_DRAFTS]: '1', NODE_ENV: process.env.NODE_ENV ?? (watch ? 'development' : 'production') };
const child = spawn(join(ROOT, 'node_modules/.bin/wrangler'), args, { cwd: ROOT, env, stdio: 'inherit' });
for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
