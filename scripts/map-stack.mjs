#!/usr/bin/env node
// `npm run map-stack [-- file]`: the stack of a worker log line (or a stack pasted alone), read from
// the file or from standard input, with each `index.js:line:column` of the minified bundle replaced
// by our source file, line and column (decision 0180). Run `npm run build` of the commit that was
// deployed first: it writes dist/worker/index.js.map.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './lib/dev-server.mjs';
import { mapLogLine, stackMapper } from './lib/map-stack.mjs';

const MAP = join(ROOT, 'dist/worker/index.js.map');
if (!existsSync(MAP)) {
  console.error('dist/worker/index.js.map is missing: run `npm run build` (of the deployed commit) first.');
  process.exit(1);
}
const mapText = stackMapper(JSON.parse(readFileSync(MAP, 'utf8')), { mapDir: dirname(MAP), root: ROOT });
const input = readFileSync(process.argv[2] ?? 0, 'utf8');
console.log(
  input
    .split('\n')
    .map((line) => mapLogLine(line, mapText))
    .join('\n'),
);
