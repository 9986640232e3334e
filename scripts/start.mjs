#!/usr/bin/env node
// `npm start`: build, seed the local BUILDS namespace with this build, then serve the
// site under `wrangler dev` (workerd) on http://localhost:$PORT (default 8787).
// `npm run dev` (--watch) is the same; wrangler re-runs the build when sources change.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, build, seedLocalKv } from './lib/dev-server.mjs';
import { WRANGLER_ENV } from './lib/env.mjs';

const port = process.env.PORT ?? '8787';
const persistTo = '.wrangler/state';
build();
seedLocalKv(persistTo);
const args = ['dev', '--ip', '127.0.0.1', '--port', port, '--persist-to', persistTo];
if (!process.argv.includes('--watch')) args.push('--live-reload=false');
console.log(`Starting the site on http://localhost:${port} (Ctrl+C stops it)`);
const child = spawn(join(ROOT, 'node_modules/.bin/wrangler'), args, { cwd: ROOT, env: WRANGLER_ENV, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
