#!/usr/bin/env node
// `npm run bench`: every performance figure of the site, on loopback, in under 5 minutes:
// throughput and latency (pages vs a static file), in-process render cost, Lighthouse
// mobile and desktop (median of 3), first-load page weight, and the worker bundle's size and its
// module-evaluation (cold-start) time in workerd.
// Prints a readable table and one JSON line per figure (prefixed `BENCH `).
//   --quick       1 Lighthouse run, mobile only, shorter load phases (for a fast look)
//   --no-build    measure dist/ as it is instead of building first (built all the same when there is no
//                 build: a fresh clone)
//   --only=a,b    any of: dev, throughput, render, form, lighthouse, weight, worker, trace (trace runs only when named)
//   dev           `npm run dev`'s edit loop: 10 edits of a home-page sentence, each timed from the saved file to
//                 the first page with it and to the live-reload signal (scripts/bench/dev-loop.mjs, decision 0193);
//                 it runs first, in this checkout (the file is restored), and leaves dist/ as `npm run dev` made it
//   --peer URL    Lighthouse side by side with a peer site (its home page), interleaved round by round
//                 (URL, or a built peer's folder such as ../shared/perf-peers/react-router-7, which the
//                 bench then serves with this project's wrangler for the run: scripts/bench/peer-server.mjs),
//                 instead of the usual Lighthouse runs: medians and our/peer ratios of TBT, LCP, score
//                 and main-thread work for every page type (SIDE_BY_SIDE_PAGES: issues 25 and 33; the
//                 peer: ../shared/perf-peers/)
//   --rounds=N    rounds of the side-by-side runs and of the trace (default 5 with --peer, the pass rule's
//                 count; else 3 and 2)
//   --pages=a,b   only these of the side-by-side and trace page types (their paths, say --pages=/,/de), for a
//                 short look; the pass rule's run measures all 8
//   --cpu=N       the CPU slowdown of Lighthouse mobile and of the trace, instead of the calibrated one
//                 (to compare with a figure of another host); printed as set by --cpu
//   --strict      exit 1 when a page type fails the pass rule (else the bench reports and exits 0)
// Before Lighthouse and the trace, the host is calibrated once (scripts/bench/calibration.mjs,
// decision 0203): Lighthouse's benchmarkIndex, median of 5 runs, sets the CPU slowdown of both so
// that the emulated device scores about 300, a low-tier phone, for our pages and the peer alike
// (Lighthouse's simulation: index / 300; Chromium's throttle in the trace: corrected from what its
// device measured); every figure table names the index, the multipliers and both devices' scores.
// Lighthouse's mobile runs (side by side, or the plain ones) then take their own slowdown from the
// host's index as they measured it, median over all of them, and are simulated again with it
// (withLighthouseRuns).
//   --worker-baseline=FILE   another worker bundle (say an earlier commit's dist/worker/index.js)
//                 whose size and evaluation time are measured beside this build's, interleaved
//   trace         a Chromium trace of each page's load (and the peer's) with the main thread named
//                 (scripts/bench/main-thread.mjs, decision 0120)
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/dev-server.mjs';
import { distState, ensureBuild } from './build-check.mjs';
import { BUILDS_STATE, benchServer } from './server.mjs';
import { BUDGETS } from './budgets.mjs';
import { LIGHTHOUSE_VERSION, againstPeer, measureInterleaved, measureLighthouse, medians } from './lighthouse.mjs';
import { LONG_TASK_DEFINITION, formatBreakdown, summarise, traceMainThread } from './main-thread.mjs';
import { calibrationFields, calibrationHeader, clampWarning, measureCalibration, withLighthouseRuns } from './calibration.mjs';
import { passRule, passTable } from './pass-rule.mjs';
import { peerTarget, startPeer } from './peer-server.mjs';
import { measureRenderCost, measureRenderCostWorkerd } from './render-cost.mjs';
import { measureThroughput } from './throughput.mjs';
import { percentile, postMessages } from './form-post.mjs';
import { measureWorker } from './worker-size.mjs';
import { EDITED_FILE, measureDevLoop, spread } from './dev-loop.mjs';

const quick = process.argv.includes('--quick');
/**
 * Printed under the throughput table, so that nobody takes a change of the local emulator for a
 * change of the site (decision 0064).
 */
const THROUGHPUT_NOTE = [
  'These are figures of the local emulator (wrangler dev: its Node proxy in front of a local workerd), not of production.',
  'They move with the wrangler/workerd version: trials of 4.155 against 4.86 on these machines served 30-40 % fewer',
  'requests/s, for a static file as much as for pages. Compare page/static, which speaks of our code, not req/s.',
].join('\n');
/** `--name=value` or `--name value`. */
const option = (/** @type {string} */ name) => {
  const i = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  const arg = process.argv[i];
  if (arg === undefined) return undefined;
  return arg.includes('=') ? arg.slice(name.length + 3) : process.argv[i + 1];
};
const only = option('only')?.split(',');
const peerOption = option('peer');
const peerWanted = peerOption === undefined ? undefined : peerTarget(peerOption);
if (peerWanted && 'error' in peerWanted) {
  console.error(peerWanted.error);
  process.exit(2);
}
/** The peer's URL: as given, or once the bench has started the peer's folder (below). */
let peer = peerWanted && 'url' in peerWanted ? peerWanted.url : undefined;
/** Another worker bundle (an earlier build's dist/worker/index.js) to time beside this one's. */
const workerBaseline = option('worker-baseline');
if (workerBaseline !== undefined && !existsSync(workerBaseline)) {
  console.error(`--worker-baseline needs a bundle file; ${JSON.stringify(workerBaseline)} does not exist`);
  process.exit(2);
}
const rounds = option('rounds') === undefined ? (peerWanted ? 5 : undefined) : Number(option('rounds'));
if (rounds !== undefined && !(Number.isInteger(rounds) && rounds >= 1)) {
  console.error('--rounds needs a whole number of at least 1');
  process.exit(2);
}
const cpu = option('cpu') === undefined ? undefined : Number(option('cpu'));
if (cpu !== undefined && !(Number.isFinite(cpu) && cpu >= 1)) {
  console.error('--cpu needs a CPU slowdown of at least 1 (say --cpu=4)');
  process.exit(2);
}
const strict = process.argv.includes('--strict');
/** @param {string} k */
const want = (k) => (k === 'trace' ? only?.includes(k) : !only || only.includes(k));
// The page list below reads the build's compiled content: dist/ must hold a build before it loads.
// The dev section leaves dist/ as `npm run dev` made it (a dev build), and the servers' sections build
// it again after it whatever --no-build says: before it, only a missing build needs making.
if (!want('dev')) ensureBuild({ rebuild: !process.argv.includes('--no-build') });
else if (distState(ROOT).state === 'missing') ensureBuild({ rebuild: true });
const { ONE_PER_PAGE } = await import('../lib/pages.mjs');
const { FIRST_LOAD_PAGES, PAGES, measurePageWeight } = await import('./page-weight.mjs');
/**
 * The pages the side-by-side runs and the trace measure: one of each page type (issues 33 and 44) from
 * the registry: home, a sectioned page, a position's page, the form page, a case study, a post, and
 * the German home and company pages.
 */
const SIDE_BY_SIDE_KINDS = ['home', 'company', 'position', 'contact', 'work-entry', 'news-entry'];
const ALL_SIDE_BY_SIDE_PAGES = [
  ...ONE_PER_PAGE.filter((p) => p.lang === 'en' && SIDE_BY_SIDE_KINDS.includes(p.id)).map((p) => p.path),
  // German pages: the same layouts with the German copy chunks.
  ...ONE_PER_PAGE.filter((p) => p.lang === 'de' && ['home', 'company'].includes(p.id)).map((p) => p.path),
];
const pagesOption = option('pages')?.split(',');
const unknownPages = pagesOption?.filter((p) => !ALL_SIDE_BY_SIDE_PAGES.includes(p)) ?? [];
if (unknownPages.length) {
  console.error(`--pages takes paths of ${ALL_SIDE_BY_SIDE_PAGES.join(', ')}; not ${unknownPages.join(', ')}`);
  process.exit(2);
}
const SIDE_BY_SIDE_PAGES = pagesOption ? ALL_SIDE_BY_SIDE_PAGES.filter((p) => pagesOption.includes(p)) : ALL_SIDE_BY_SIDE_PAGES;
/** Width of the page column in the per-round lines. */
const LABEL_WIDTH = Math.max(...SIDE_BY_SIDE_PAGES.map((p) => p.length), 'peer /'.length);
/** The machine's load, printed with timings: on a shared machine they move with it. */
const load = () => (loadavg()[0] ?? NaN).toFixed(2);
const started = Date.now();
/** @type {object[]} */
const figures = [];
/** Seconds each part of the run took, printed at the end: the whole must stay under 5 minutes. @type {string[]} */
const took = [];
let mark = Date.now();
const lap = (/** @type {string} */ name) => {
  took.push(`${name} ${((Date.now() - mark) / 1000).toFixed(0)} s`);
  mark = Date.now();
};
/**
 * Prints one figure as a `BENCH` JSON line (and keeps it).
 * @param {string} group
 * @param {string} name
 * @param {number} value
 * @param {string} unit
 * @param {object} [extra]
 */
const emit = (group, name, value, unit, extra = {}) => {
  const f = { group, name, value: Number.isFinite(value) ? Number(value.toFixed(value < 10 ? 3 : 1)) : value, unit, ...extra };
  figures.push(f);
  console.log(`BENCH ${JSON.stringify(f)}`);
};
const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
/**
 * Prints a table: a title, a head row and rows, columns aligned.
 * @param {string} title
 * @param {string[]} head
 * @param {(string | number)[][]} rows
 */
const table = (title, head, rows) => {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (/** @type {(string | number)[]} */ cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${title}\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`);
};

/** The side-by-side rounds that failed twice and were left out, as a clause of a table's title. @param {readonly { label: string, failed: string[] }[]} results */
const lostRounds = (results) => {
  const lost = results.filter((r) => r.failed.length > 0).map((r) => `${r.label} ${r.failed.length}`);
  return lost.length ? ` (rounds failed twice and left out: ${lost.join(', ')})` : '';
};
/** The end of every run: how long each part took. */
const finished = () =>
  console.log(
    `\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s (${took.join(', ')}; ${figures.length} figures; state in ${BUILDS_STATE})`,
  );

if (want('dev')) {
  const edits = 10;
  const loadBefore = load();
  const ms = (/** @type {number | undefined} */ v) => (v === undefined ? '-' : v.toFixed(0));
  console.log(`\nnpm run dev: ${edits} edits of a sentence of ${EDITED_FILE}, each timed from writing the file (ms)`);
  const dev = await measureDevLoop({
    root: ROOT,
    edits,
    onEdit: (e, i) =>
      console.log(
        `  edit ${String(i + 1).padStart(2)}: dev build done ${ms(e.builtMs)}, worker bundled ${ms(e.bundledMs)}, workerd ready ${ms(e.readyMs)}, page has it ${ms(e.servedMs)}, live-reload signal ${ms(e.reloadMs)} (${e.reloads} signal${e.reloads === 1 ? '' : 's'}; load ${load()})`,
      ),
  });
  const served = spread(dev.edits.map((e) => e.servedMs));
  const reload = spread(dev.edits.map((e) => e.reloadMs));
  const missed = dev.edits.filter((e) => e.servedMs === undefined).length;
  if (served)
    emit('dev', 'edit to page served, median', served.median, 'ms', {
      min: Math.round(served.min),
      max: Math.round(served.max),
      edits: served.n,
      missed,
      load: Number(load()),
    });
  if (reload)
    emit('dev', 'edit to live-reload signal, median', reload.median, 'ms', {
      min: Math.round(reload.min),
      max: Math.round(reload.max),
      edits: reload.n,
    });
  table(
    `npm run dev, an edit on screen: ${dev.edits.length} edits (started in ${(dev.startMs / 1000).toFixed(1)} s; load average ${loadBefore} before, ${load()} after)`,
    ['from saving the file to', 'median ms', 'min ms', 'max ms', 'edits'],
    [
      ['GET / has the new text', ms(served?.median), ms(served?.min), ms(served?.max), `${served?.n ?? 0} of ${dev.edits.length}`],
      [
        dev.liveReload ? 'live-reload signal (page then has it)' : 'live-reload signal: none (no script in the page)',
        ms(reload?.median),
        ms(reload?.min),
        ms(reload?.max),
        `${reload?.n ?? 0} of ${dev.edits.length}`,
      ],
    ],
  );
  lap('dev');
  if (missed > 0) console.log(`${missed} edit(s) never reached the page within the bound: see the lines above`);
}
const SERVER_SECTIONS = ['throughput', 'render', 'form', 'lighthouse', 'weight', 'trace', 'worker'];
if (!SERVER_SECTIONS.some(want)) {
  finished();
  process.exit(0);
}

const STATIC_FILE = '/favicon.svg';
/** Page types that failed the pass rule: with --strict, the run's exit status. @type {string[]} */
let failedPages = [];
// Built above, or after the dev section dist/ is `npm run dev`'s (a dev build): build it again whatever --no-build says.
const server = await benchServer({ rebuild: want('dev') });
/** The peer this run serves itself (--peer=<folder>), ended with our server. */
const peerServer =
  peerWanted && 'config' in peerWanted && (want('lighthouse') || want('trace'))
    ? await startPeer(peerWanted.config).catch((/** @type {unknown} */ error) => {
        server.stop();
        throw error;
      })
    : undefined;
if (peerServer) {
  peer = peerServer.url;
  console.log(`peer ${peerOption} served by wrangler dev at ${peer}`);
}
const stopServers = () => {
  peerServer?.stop();
  server.stop();
};
/** Our pages of the side-by-side runs and the trace, labelled by path. */
const ours = SIDE_BY_SIDE_PAGES.map((path) => ({ label: path, url: new URL(path, server.url).toString() }));
if ((want('lighthouse') && peer) || want('trace')) {
  // A page that is gone (a closed position, a renamed path) would be measured as an error page.
  for (const { label, url } of ours) {
    const res = await fetch(url);
    if (res.status !== 200) {
      stopServers();
      throw new Error(`side-by-side page ${label} answers HTTP ${res.status}: update SIDE_BY_SIDE_PAGES in scripts/bench/index.mjs`);
    }
  }
}
lap('build and start');
try {
  if (want('throughput')) {
    const tp = await measureThroughput(server.url, [...PAGES, STATIC_FILE], quick ? { durationSec: 2, warmupSec: 1 } : {});
    const staticRps = tp.find((t) => t.path === STATIC_FILE)?.rps ?? NaN;
    for (const t of tp) {
      emit('throughput', `${t.path} requests/s`, t.rps, 'req/s', {
        p50: t.p50,
        p99: t.p99,
        errors: t.errors,
        non2xx: t.non2xx,
        ratioToStatic: t.rps / staticRps,
      });
    }
    table(
      'Throughput under wrangler dev (50 connections)',
      ['url', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'page/static'],
      tp.map((t) => [t.path, t.rps.toFixed(0), t.p50, t.p99, t.errors, t.non2xx, (t.rps / staticRps).toFixed(2)]),
    );
    console.log(THROUGHPUT_NOTE);
    lap('throughput');
  }
  if (want('render')) {
    const renders = quick ? 200 : 1000;
    const rc = await measureRenderCost(PAGES, { renders });
    // Fewer in workerd: its renders are timed in batches (a batch mean per 25), not one by one.
    const wd = await measureRenderCostWorkerd(PAGES, { renders: renders / 2 });
    for (const r of rc) {
      emit('render', `${r.path} render median (not memoised)`, r.unmemoised.median, 'ms', { p99: r.unmemoised.p99, renders: r.renders });
      emit('render', `${r.path} request median (memoised)`, r.memoised.median, 'ms', { p99: r.memoised.p99, renders: r.renders });
    }
    for (const w of wd)
      emit('render', `${w.path} workerd render (batch mean, median)`, w.median, 'ms', {
        p90: w.p90,
        renders: w.renders,
        batchSize: w.batchSize,
      });
    table(
      `In-process cost per page, ms: Node (production React, ${renders} timed each) and workerd (${wd[0]?.renders} renders in batches of ${wd[0]?.batchSize}; its clock ticks in whole ms)`,
      ['page', 'render p50', 'render p99', 'memoised p50', 'memoised p99', 'workerd render p50', 'workerd p90'],
      rc.map((r, i) => [
        r.path,
        r.unmemoised.median.toFixed(3),
        r.unmemoised.p99.toFixed(3),
        r.memoised.median.toFixed(3),
        r.memoised.p99.toFixed(3),
        wd[i]?.median.toFixed(2) ?? '-',
        wd[i]?.p90.toFixed(2) ?? '-',
      ]),
    );
    lap('render');
  }
  if (want('form')) {
    // An accepted contact message in workerd: validation, spam signals, the D1 write, the 303.
    // One at a time, each from its own client address (the rate limit counts per address).
    const count = quick ? 40 : 200;
    const posts = await postMessages(await server.workerdUrl(), {
      count,
      emailPrefix: `bench-${Date.now()}-`,
      address: (i) => `192.0.2.${i % 250}`,
    });
    const accepted = posts.filter((p) => p.status === 303).map((p) => p.ms);
    emit('form', 'POST /contact accepted, p50', percentile(accepted, 50), 'ms', {
      p99: percentile(accepted, 99),
      accepted: accepted.length,
      sent: count,
    });
    table(
      'POST /contact in workerd (one at a time, real D1)',
      ['posts', 'accepted (303)', 'p50 ms', 'p99 ms'],
      [[count, accepted.length, percentile(accepted, 50).toFixed(1), percentile(accepted, 99).toFixed(1)]],
    );
    lap('form');
  }
  if (want('weight')) {
    const pw = await measurePageWeight(server.url);
    const withPrefetch = await measurePageWeight(server.url, FIRST_LOAD_PAGES, { saveData: false, compress: false });
    // Idle prefetches: the payloads and page chunks the second pass fetched and the first did not
    // (a plain difference of request counts would also count a late background check).
    /** @type {{ pages: Record<string, { chunk: string, preload: string[] }> }} */
    const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/build-manifest.json'), 'utf8'));
    const pageChunks = new Set(Object.values(manifest.pages).flatMap((p) => [p.chunk, ...p.preload]));
    const isPrefetch = (/** @type {string} */ url) => url.endsWith('_payload.json') || pageChunks.has(new URL(url).pathname);
    const weighed = pw.map((p) => ({ ...p, prefetched: 0 }));
    for (const p of weighed) {
      const own = new Set(p.urls);
      p.prefetched = (withPrefetch.find((w) => w.path === p.path)?.urls ?? []).filter((u) => isPrefetch(u) && !own.has(u)).length;
    }
    const types = ['html', 'css', 'js', 'font', 'image', 'json', 'other'];
    for (const p of weighed) {
      for (const t of types) {
        const v = p.byType[t];
        if (v) emit('weight', `${p.path} ${t}`, v.gzip, 'bytes gzip', { brotli: v.brotli, raw: v.raw, count: v.count });
      }
      emit('weight', `${p.path} requests`, p.requests, 'requests', { otherOrigins: p.otherOrigins, idlePrefetchRequests: p.prefetched });
    }
    table(
      `First-load weight, KB gzip / brotli (budgets: JS ${kb(BUDGETS.jsGzip)}/${kb(BUDGETS.jsBrotli)}, CSS ${kb(BUDGETS.cssGzip)}, HTML ${kb(BUDGETS.htmlGzip)}, ≤ ${BUDGETS.requests} requests)`,
      ['page', ...types.slice(0, 5), 'requests', 'other origins', '+ prefetched at idle'],
      weighed.map((p) => [
        p.path,
        ...types.slice(0, 5).map((t) => {
          const v = p.byType[t];
          return v ? `${kb(v.gzip)}/${kb(v.brotli)}` : '-';
        }),
        p.requests,
        p.otherOrigins,
        p.prefetched,
      ]),
    );
    lap('weight');
  }
  // Once per run, for every throttled figure below: our pages and the peer under one multiplier.
  // Lighthouse's side-by-side runs then set its own slowdown from the host's index in those runs (withLighthouseRuns).
  let calibration = want('lighthouse') || want('trace') ? await measureCalibration(cpu === undefined ? {} : { cpu }) : undefined;
  let cpuFields = calibration ? calibrationFields(calibration) : {};
  /** The calibration line under every throttled figure table. */
  let cpuLine = calibration ? `\n${calibrationHeader(calibration)}` : '';
  /**
   * Lighthouse's slowdown once its runs are made: from the host's index as they measured it
   * (withLighthouseRuns); every table and figure after them says so.
   * @param {number[]} indices
   */
  const settleLighthouse = (indices) => {
    if (!calibration) throw new Error("Lighthouse's runs need the calibration");
    calibration = withLighthouseRuns(calibration, indices);
    cpuFields = calibrationFields(calibration);
    cpuLine = `\n${calibrationHeader(calibration)}`;
    console.log(`Lighthouse's runs, simulated again with the slowdown their own benchmark of the host gives:${cpuLine}`);
    return calibration.simulated;
  };
  if (calibration) {
    emit('calibration', 'host benchmarkIndex, median', calibration.index, 'index', { runs: calibration.runs, load: Number(load()) });
    const slowdownFields = {
      source: calibration.source,
      wanted: calibration.wanted,
      ...(calibration.clamped ? { clamped: calibration.clamped } : {}),
    };
    emit('calibration', "CPU slowdown, Lighthouse's simulation", calibration.simulated, 'x', slowdownFields);
    emit('calibration', "CPU slowdown, the trace's throttle", calibration.multiplier, 'x', slowdownFields);
    emit('calibration', 'emulated device benchmarkIndex', calibration.emulated, 'index', {
      measuredUnderThrottle: calibration.emulatedRuns,
    });
    console.log(`\nCalibration (decision 0203; load average ${load()}):${cpuLine}`);
    const warning = clampWarning(calibration);
    if (warning) console.log(warning);
    lap('calibration');
  }
  /** Medians of the side-by-side run and the trace's long tasks after the paint, by page: the pass rule's input. */
  /** @type {Map<string, { tbt: number, lcp: number, performance: number }>} */
  const sideBySide = new Map();
  /** @type {Map<string, number>} */
  const longAfterPaint = new Map();
  /** The rounds each run took, for the pass rule's title. @type {string[]} */
  const roundsTaken = [];
  if (want('lighthouse') && peer) {
    const n = rounds ?? 3;
    roundsTaken.push(`Lighthouse ${n}`);
    const targets = [...ours, { label: 'peer /', url: peer }];
    const loadBefore = load();
    const results = await measureInterleaved(targets, {
      rounds: n,
      cpuSlowdown: calibration?.simulated,
      onGathered: (t, index, round) =>
        console.log(`  round ${round + 1} ${t.label.padEnd(LABEL_WIDTH)} run, host benchmarkIndex ${index.toFixed(0)} (load ${load()})`),
      // Lighthouse's slowdown from the host's index in its own runs (decision 0203), unless --cpu set it.
      settle: settleLighthouse,
      onRun: (t, x, round) =>
        console.log(
          `  round ${round + 1} ${t.label.padEnd(LABEL_WIDTH)} perf ${x.performance} LCP ${x.lcp.toFixed(0)} TBT ${x.tbt.toFixed(0)} (on thread time ${x.tbtThread.toFixed(0)}, without the navigation commit ${x.tbtNoCommit.toFixed(0)}) main thread ${x.mainThread.toFixed(0)} (load ${load()})`,
        ),
    });
    const byLabel = new Map(results.map((r) => [r.label, medians(r.samples)]));
    /** The medians of a target (every label has them). */
    const of = (/** @type {string} */ label) => {
      const medianOf = byLabel.get(label);
      if (!medianOf) throw new Error(`no side-by-side results for ${label}`);
      return medianOf;
    };
    const p = of('peer /');
    for (const r of results) {
      const x = of(r.label);
      for (const [k, unit] of /** @type {const} */ ([
        ['performance', 'score'],
        ['fcp', 'ms'],
        ['lcp', 'ms'],
        ['tbt', 'ms'],
        ['tbtThread', 'ms'],
        ['tbtNoCommit', 'ms'],
        ['mainThread', 'ms'],
        ['other', 'ms'],
      ])) {
        const ratio = r.label === 'peer /' ? {} : { ratioToPeer: x[k] / p[k] };
        emit('lighthouse-peer', `${r.label} mobile ${k}`, x[k], unit, { rounds: n, peer, ...ratio, ...cpuFields });
      }
      sideBySide.set(r.label, x);
    }
    table(
      `Lighthouse ${LIGHTHOUSE_VERSION} mobile (simulated throttling), interleaved with ${peer}, median of ${n} rounds${lostRounds(results)} (load average ${loadBefore} before, ${load()} after)${cpuLine}`,
      ['page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'TBT on thread time', 'TBT without the commit', 'main thread ms', 'of it Other'],
      results.map((r) => [
        r.label,
        of(r.label).performance,
        of(r.label).fcp.toFixed(0),
        of(r.label).lcp.toFixed(0),
        of(r.label).tbt.toFixed(0),
        of(r.label).tbtThread.toFixed(0),
        of(r.label).tbtNoCommit.toFixed(0),
        of(r.label).mainThread.toFixed(0),
        of(r.label).other.toFixed(0),
      ]),
    );
    console.log(
      "  Lighthouse's simulation of each run again from its own trace, edited (decision 0203): every task at its thread time, without the turns the host gave" +
        " to other threads and processes; and Chromium's navigation commit left out, which the simulation counts after its first-paint estimate on a page that paints without a second request",
    );
    const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b > 0 ? (a / b).toFixed(2) : '-');
    table(
      `Ours / peer (medians)${cpuLine}`,
      ['page', 'TBT', 'LCP', 'score', 'main thread'],
      SIDE_BY_SIDE_PAGES.map((path) => [
        path,
        ratio(of(path).tbt, p.tbt),
        ratio(of(path).lcp, p.lcp),
        ratio(of(path).performance, p.performance),
        ratio(of(path).mainThread, p.mainThread),
      ]),
    );
    console.log('\nAgainst the peer (issue 33):');
    for (const path of SIDE_BY_SIDE_PAGES) {
      const checks = againstPeer(of(path), p);
      console.log(
        `  ${path.padEnd(LABEL_WIDTH)} ${checks.map((c) => `${c.holds ? 'ok' : 'NO'} ${c.name} ${c.value.toFixed(0)} (${c.rule}: ${c.bar.toFixed(0)})`).join('   ')}`,
      );
    }
    lap('lighthouse side by side');
  } else if (want('lighthouse')) {
    const lh = await measureLighthouse(server.url, PAGES, {
      ...(quick ? { runs: 1, formFactors: /** @type {const} */ (['mobile']) } : { runs: 3 }),
      ...(calibration ? { cpuSlowdown: calibration.simulated } : {}),
      // The mobile runs' slowdown from the host's index in those runs (decision 0203), unless --cpu set it.
      settle: settleLighthouse,
    });
    for (const r of lh) {
      // Desktop runs are not slowed (Lighthouse's desktop config): the calibration is mobile's.
      const cpuOf = r.formFactor === 'mobile' ? cpuFields : {};
      for (const k of /** @type {const} */ (['performance', 'accessibility', 'bestPractices', 'seo']))
        emit('lighthouse', `${r.path} ${r.formFactor} ${k}`, r[k], 'score', { runs: r.runs, ...cpuOf });
      for (const k of /** @type {const} */ (['fcp', 'lcp', 'tbt', 'speedIndex']))
        emit('lighthouse', `${r.path} ${r.formFactor} ${k}`, r[k], 'ms', { runs: r.runs, ...cpuOf });
      emit('lighthouse', `${r.path} ${r.formFactor} cls`, r.cls, 'cls', { runs: r.runs });
      for (const k of /** @type {const} */ (['layoutBeforeFcp', 'layoutAfterFcp', 'longestLayoutAfterFcp']))
        emit('lighthouse', `${r.path} ${r.formFactor} ${k}`, r[k], 'ms', { runs: r.runs, observed: true });
      emit('lighthouse', `${r.path} ${r.formFactor} layoutObjectsBeforeFcp`, r.layoutObjectsBeforeFcp, 'objects', { runs: r.runs });
      emit('lighthouse', `${r.path} ${r.formFactor} largestLayoutObjectsAfterFcp`, r.largestLayoutObjectsAfterFcp, 'objects', {
        runs: r.runs,
      });
    }
    table(
      `Lighthouse ${LIGHTHOUSE_VERSION}, median of ${quick ? 1 : 3} (simulated throttling; mobile with the CPU slowdown below, desktop not slowed)${cpuLine}`,
      ['page', 'form', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
      lh.map((r) => [
        r.path,
        r.formFactor,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        r.fcp.toFixed(0),
        r.lcp.toFixed(0),
        r.tbt.toFixed(0),
        r.cls.toFixed(3),
        r.speedIndex.toFixed(0),
      ]),
    );
    // Observed in the trace (the CPU is not slowed): how much layout the first frame waits for, and what comes after it (decision 0083).
    table(
      'Layout in the Lighthouse trace, ms observed (median): before the first contentful paint, after it, the longest single one after it',
      ['page', 'form', 'before FCP', 'objects', 'after FCP', 'longest after', 'most objects after'],
      lh.map((r) => [
        r.path,
        r.formFactor,
        r.layoutBeforeFcp.toFixed(1),
        r.layoutObjectsBeforeFcp,
        r.layoutAfterFcp.toFixed(1),
        r.longestLayoutAfterFcp.toFixed(1),
        r.largestLayoutObjectsAfterFcp,
      ]),
    );
    lap('lighthouse');
  }
  if (want('trace')) {
    const n = rounds ?? 2;
    roundsTaken.push(`trace ${n}`);
    const targets = [...ours, ...(peer ? [{ label: 'peer /', url: peer }] : [])];
    const rate = calibration?.multiplier ?? 4;
    const traced = await traceMainThread(
      targets.map((t) => t.url),
      { rounds: n, cpuSlowdown: rate },
    );
    const summaries = targets.map((t, i) => ({ label: t.label, summary: summarise(traced[i]?.analyses ?? []) }));
    for (const { label, summary: x } of summaries) {
      for (const k of /** @type {const} */ (['cpu', 'wall'])) {
        emit('trace', `${label} main thread ${k}`, x.total[k], 'ms', { rounds: n, tasks: x.total.tasks, ...cpuFields });
        emit('trace', `${label} after first paint ${k}`, x.afterPaint[k], 'ms', { rounds: n, tasks: x.afterPaint.tasks, ...cpuFields });
        emit('trace', `${label} Other ${k}`, x.groups.other?.[k] ?? 0, 'ms', { rounds: n, ...cpuFields });
      }
      emit('trace', `${label} long tasks after first paint, median`, x.longTasksAfterPaintMedian, 'tasks', {
        rounds: n,
        allRounds: x.longTasksAfterPaint.length,
        causes: x.longTasksAfterPaint.map((t) => `${t.cpu.toFixed(0)} ms ${t.cause}`),
        definition: 'Lighthouse: ≥ 50 ms CPU (thread) time under the throttle',
        ...cpuFields,
      });
      longAfterPaint.set(label, x.longTasksAfterPaintMedian);
    }
    console.log(
      `\nMain thread of each load, traced (Chromium, CPU ${Number(rate.toFixed(2))}x slower, Lighthouse's mobile screen; load average ${load()}; ${LONG_TASK_DEFINITION})${cpuLine}${formatBreakdown(summaries, rate)}`,
    );
    lap('trace');
  }
  if (sideBySide.size > 0 || longAfterPaint.size > 0) {
    const peerMedians = sideBySide.get('peer /');
    const verdicts = SIDE_BY_SIDE_PAGES.map((path) => {
      const ours = sideBySide.get(path);
      const long = longAfterPaint.get(path);
      return {
        label: path,
        verdict: passRule({
          ...(ours && peerMedians ? { ours, peer: peerMedians } : {}),
          ...(long === undefined ? {} : { longTasksAfterPaint: long }),
        }),
      };
    });
    const { head, rows } = passTable(verdicts);
    table(
      `Pass rule (issue 44), per page type, from the medians of the interleaved rounds above (${roundsTaken.join(', ')} rounds; the rule asks 5): TBT ≤ max(peer, 50 ms), LCP ≤ 0.7x peer, score ≥ peer, no long task after FCP in the trace${cpuLine}`,
      head,
      rows,
    );
    for (const v of verdicts)
      emit('pass', `${v.label} pass rule`, v.verdict.verdict === 'pass' ? 1 : 0, 'pass', { verdict: v.verdict.verdict, ...cpuFields });
    failedPages = verdicts.filter((v) => v.verdict.verdict === 'fail').map((v) => v.label);
    if (failedPages.length)
      console.log(
        `${failedPages.length} page type(s) fail the pass rule: ${failedPages.join(', ')}${strict ? ' (--strict: exit 1)' : ' (exit 0: add --strict to fail the run)'}`,
      );
  }
} finally {
  stopServers();
}
if (want('worker')) {
  const w = await measureWorker({ isolates: quick ? 5 : 9, baseline: workerBaseline });
  emit('worker', 'bundle gzip', w.gzip, 'bytes', { raw: w.raw, limit: BUDGETS.workerGzip });
  emit('worker', 'module evaluation, median', w.evaluation.median, 'ms', {
    p90: w.evaluation.p90,
    isolates: w.evaluation.isolates,
    load: Number(load()),
  });
  const rows = [['this build', kb(w.raw), kb(w.gzip), w.evaluation.median, w.evaluation.p90]];
  if (w.baseline) {
    const b = w.baseline;
    emit('worker', 'baseline bundle gzip', b.gzip, 'bytes', { raw: b.raw, file: workerBaseline });
    emit('worker', 'baseline module evaluation, median', b.evaluation.median, 'ms', {
      p90: b.evaluation.p90,
      isolates: b.evaluation.isolates,
      file: workerBaseline,
    });
    rows.push([/** @type {string} */ (workerBaseline), kb(b.raw), kb(b.gzip), b.evaluation.median, b.evaluation.p90]);
  }
  table(
    `Worker bundle as \`wrangler deploy --dry-run\` makes it (cap ${kb(BUDGETS.workerGzip)} KB gzip, decision 0180), and its parse and evaluation in a fresh workerd isolate (${w.evaluation.isolates} isolates${w.baseline ? ' each, interleaved' : ''}; workerd's clock in whole ms; load average ${load()})`,
    ['bundle', 'raw KB', 'gzip KB', 'evaluation p50 ms', 'p90 ms'],
    rows,
  );
  lap('worker');
}
finished();
if (strict && failedPages.length) process.exitCode = 1;
