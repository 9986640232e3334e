#!/usr/bin/env node
// Proves the build is deterministic: builds the same sources a second time and compares
// every byte of dist/ (client bundle, CSS, font, manifests, KV documents, worker bundle)
// with the first build. `npm test` runs it right after its own build; on its own it builds
// twice. Exit 1 names every file that differs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/dev-server.mjs';

const DIST = join(ROOT, 'dist');

/** Every file below dist/ → sha256 of its bytes. */
function snapshot() {
  /** @type {Map<string, string>} */
  const files = new Map();
  const walk = (/** @type {string} */ dir) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else files.set(relative(DIST, p), createHash('sha256').update(readFileSync(p)).digest('hex'));
    }
  };
  walk(DIST);
  return files;
}

const build = () =>
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--worker'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
const buildId = () => JSON.parse(readFileSync(join(DIST, 'build-manifest.json'), 'utf8')).buildId;

if (!existsSync(join(DIST, 'worker/index.js'))) build();
const first = snapshot();
const firstId = buildId();
build();
const second = snapshot();
const secondId = buildId();

const differ = [...new Set([...first.keys(), ...second.keys()])].filter((f) => first.get(f) !== second.get(f)).sort();
if (firstId !== secondId || differ.length > 0) {
  console.error(`✖ the build is not deterministic: build id ${firstId} then ${secondId}; files that differ:`);
  for (const f of differ)
    console.error(`  ${f}${!first.has(f) ? ' (only in the second build)' : !second.has(f) ? ' (only in the first build)' : ''}`);
  process.exit(1);
}
console.log(
  `✔ deterministic: two builds gave build id ${firstId} and the same ${first.size} files, byte for byte (worker bundle included)`,
);
