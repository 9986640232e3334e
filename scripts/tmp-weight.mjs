import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync } from 'node:fs';
const dir = 'dist/client/_app';
const m = JSON.parse(readFileSync('dist/build-manifest.json', 'utf8'));
const files = [m.assets.entry, ...m.assets.entryPreload, m.pages.home.chunk, ...m.pages.home.preload];
let total = 0;
for (const f of [...new Set(files)]) { const b = readFileSync('dist/client' + f); const g = gzipSync(b, { level: 9 }).length; total += g; console.log(f, b.length, g); }
console.log('total gzip', total, 'budget', 85 * 1024, 'room', 85 * 1024 - total);
