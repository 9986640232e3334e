#!/usr/bin/env node
// `npm run bench:budget`: fails when a byte budget is exceeded on any page's first load
// (JS gzip/brotli, CSS gzip, HTML gzip, requests, other origins) or by the worker bundle.
// Byte counts only: timings belong to `npm run bench`.
//   --no-build   measure dist/ as it is instead of building first (built all the same when there is none)
import { ensureBuild } from './build-check.mjs';
import { benchServer } from './server.mjs';
import { BUDGETS } from './budgets.mjs';
import { measureWorkerSize } from './worker-size.mjs';

// The page list reads the build's compiled content: dist/ must hold a build before it loads.
ensureBuild({ rebuild: !process.argv.includes('--no-build') });
const { measurePageWeight } = await import('./page-weight.mjs');
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const server = await benchServer({ rebuild: false });
/** @type {string[]} */
const failures = [];
try {
  const pages = await measurePageWeight(server.url);
  for (const p of pages) {
    const t = (/** @type {string} */ k) => p.byType[k] ?? { count: 0, raw: 0, gzip: 0, brotli: 0 };
    /** @type {[string, number, number, (n: number) => string][]} */
    const checks = [
      ['JS gzip', t('js').gzip, BUDGETS.jsGzip, kb],
      ['JS brotli', t('js').brotli, BUDGETS.jsBrotli, kb],
      ['CSS gzip', t('css').gzip, BUDGETS.cssGzip, kb],
      ['HTML gzip', t('html').gzip, BUDGETS.htmlGzip, kb],
      ['requests', p.requests, BUDGETS.requests, String],
      ['other origins', p.otherOrigins, BUDGETS.otherOrigins, String],
    ];
    for (const [name, value, budget, fmt] of checks) {
      const ok = value <= budget;
      console.log(`${ok ? 'ok  ' : 'OVER'} ${p.path.padEnd(11)} ${name.padEnd(14)} ${fmt(value).padStart(9)} / ${fmt(budget)}`);
      if (!ok) failures.push(`${p.path} ${name}: ${fmt(value)} > ${fmt(budget)}`);
      // What the page requested, so that a count over budget can be read, not only seen.
      if (!ok && name === 'requests') console.log([...p.urls, ...p.errors].map((u) => `       ${u}`).join('\n'));
    }
  }
} finally {
  server.stop();
}
const worker = await measureWorkerSize();
const workerOk = worker.gzip <= BUDGETS.workerGzip;
console.log(`${workerOk ? 'ok  ' : 'OVER'} worker bundle gzip ${kb(worker.gzip)} / ${kb(BUDGETS.workerGzip)} (raw ${kb(worker.raw)})`);
if (!workerOk) failures.push(`worker gzip ${kb(worker.gzip)}`);
if (failures.length) {
  console.error(`\nbudget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nall byte budgets hold');
