// Lighthouse (default mobile simulation, and the desktop config) for each page: the
// median of `runs` runs of the performance score and the lab metrics. One Chromium instance
// serves every run; it is ours and is killed at the end.
// Accessibility, best practices and SEO are audits of the page's markup and console, the same
// in every run: they are gathered in the first run of each page only (their median over runs
// would be that one value). The other runs audit only what the performance score is made of
// (its five weighted metrics, same weights, so the same score) and the request list, so they
// gather only the trace and the network log: about 1 s less per run, no full-page screenshot
// in any, which keeps the whole benchmark within its five minutes.
// A run that fails (a runtime error, or a metric without a value) is repeated once; a second
// failure stops the benchmark rather than enter the medians as zeros.
// Mobile runs take the bench's calibrated CPU slowdown (scripts/bench/calibration.mjs) as
// Lighthouse's `throttling.cpuSlowdownMultiplier`, its network throttling as it is; desktop runs
// keep the desktop config's (no CPU slowdown: a desktop).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_PATH, CHROMIUM_ARGS } from '../lib/browsers.mjs';
import { ROOT } from '../lib/dev-server.mjs';
import { atThreadTime, withoutNavigationCommit } from './main-thread.mjs';
import { median } from './median.mjs';

/** The installed Lighthouse's version, printed with its figures: scores move between versions. */
export const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;

const FLAGS = ['--headless=new', '--disable-gpu', ...CHROMIUM_ARGS];
/** The audits the performance score is computed from: all of its weighted ones. */
const SCORE_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
/** What the metric-only runs audit: those, and the request list. */
const METRIC_AUDITS = [...SCORE_METRICS, 'network-requests'];

/**
 * A trace event, as far as the layout figures read it.
 * @typedef {{ name: string, ph?: string, ts: number, dur?: number, args?: { frame?: string, beginData?: { frame?: string, totalObjects?: number, dirtyObjects?: number } } }} LayoutEvent
 */
/** @typedef {import('lighthouse').Result} Lhr */
/** @typedef {import('./main-thread.mjs').TraceEvent} TraceEvent */
/**
 * What one run of a page measures: the category scores (0–100), the lab metrics (ms; CLS unitless), the requests and the layout work.
 * @typedef {ReturnType<typeof layoutWork> & { performance: number, accessibility: number, bestPractices: number, seo: number, fcp: number, lcp: number, tbt: number, cls: number, speedIndex: number, requests: number }} LighthouseSample
 */
/** @typedef {import('lighthouse').Flags} Flags */
/** A Lighthouse table's rows, as the audits read here have them (network requests, main-thread work). @typedef {{ items?: { group?: string, duration?: number }[] }} TableDetails */

/**
 * The rows of an audit's table (its `details`), if it has one.
 * @param {Lhr} lhr
 * @param {string} id
 */
const tableItems = (lhr, id) => /** @type {TableDetails | undefined} */ (lhr.audits[id]?.details)?.items;
/**
 * Lighthouse's mobile config with the CPU `cpuSlowdown` times slower (its default: 4).
 * @param {number} cpuSlowdown
 * @returns {import('lighthouse').Config}
 */
export const mobileConfig = (cpuSlowdown) => ({
  extends: 'lighthouse:default',
  settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
});

/**
 * Layout work in a run's trace (observed, not simulated: the CPU is not slowed), for the main
 * frame: the layouts up to the first contentful paint (what the first frame waits for,
 * decision 0083), the ones after it, and the longest single one after it (a long one counts
 * as blocking time). Layout objects of the largest layout before the paint say how much of
 * the page the first frame laid out; the dirty objects of the largest layout after it, how much
 * one later layout placed at most. Timings move with the machine's load, object counts do not.
 * @param {readonly LayoutEvent[]} traceEvents
 */
export function layoutWork(traceEvents) {
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  const frame = fcp?.args?.frame;
  const layouts = traceEvents.filter((e) => e.name === 'Layout' && e.ph === 'X' && (!frame || e.args?.beginData?.frame === frame));
  const before = layouts.filter((e) => fcp && e.ts < fcp.ts);
  const after = layouts.filter((e) => !fcp || e.ts >= fcp.ts);
  const ms = (/** @type {LayoutEvent[]} */ es) => es.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  return {
    layoutBeforeFcp: ms(before),
    layoutObjectsBeforeFcp: Math.max(0, ...before.map((e) => e.args?.beginData?.totalObjects ?? 0)),
    layoutAfterFcp: ms(after),
    longestLayoutAfterFcp: Math.max(0, ...after.map((e) => (e.dur ?? 0) / 1000)),
    // Load-independent: the most layout objects one layout after the paint had to place.
    largestLayoutObjectsAfterFcp: Math.max(0, ...after.map((e) => e.args?.beginData?.dirtyObjects ?? 0)),
  };
}

/** A run that failed twice (Lighthouse's own errors, such as NO_NAVSTART on a busy machine). */
class LighthouseRunFailed extends Error {}

/**
 * One Lighthouse run; a failed one is repeated once, then reported.
 * @param {string} url
 * @param {Flags} flags
 * @param {import('lighthouse').Config | undefined} config
 * @param {string} label
 */
async function runOnce(url, flags, config, label) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    const lhr = result?.lhr;
    const metricError = lhr && SCORE_METRICS.map((id) => lhr.audits[id]).find((a) => a && !Number.isFinite(a.numericValue));
    const failure = !lhr
      ? 'no result'
      : lhr.runtimeError
        ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
        : metricError
          ? `${metricError.id}: ${metricError.errorMessage ?? 'no value'}`
          : undefined;
    // The multiplier asked for is the one Lighthouse ran with, or no figure of the run means what it says.
    const asked = config?.settings?.throttling?.cpuSlowdownMultiplier;
    if (lhr && asked !== undefined && lhr.configSettings.throttling.cpuSlowdownMultiplier !== asked)
      throw new Error(`Lighthouse ran with a CPU slowdown of ${lhr.configSettings.throttling.cpuSlowdownMultiplier}, not ${asked}`);
    if (result && lhr && !failure) return { lhr, events: result.artifacts.Trace.traceEvents };
    if (attempt === 2) throw new LighthouseRunFailed(`Lighthouse ${label} failed twice: ${failure}`);
    console.error(`Lighthouse ${label} failed (${failure}); running it again`);
  }
}

/**
 * Returns one record per page and form factor with median scores (0–100) and metrics (ms; CLS unitless).
 * Mobile runs are made with `cpuSlowdown` and their artifacts kept; then `settle`, given the
 * host's benchmarkIndex each of them measured, names the slowdown the mobile figures take, and
 * each mobile run is audited again with it from its artifacts when it differs (as the side-by-side
 * runs are: measureInterleaved, decision 0203). Desktop runs are not slowed.
 * @param {string} baseUrl
 * @param {readonly string[]} paths
 * @param {{ runs?: number, formFactors?: readonly ('mobile' | 'desktop')[], cpuSlowdown?: number, settle?: (benchmarkIndices: number[]) => number }} [options]
 * @returns {Promise<({ path: string, formFactor: string, runs: number } & LighthouseSample)[]>}
 */
export async function measureLighthouse(
  baseUrl,
  paths,
  {
    runs = 3,
    formFactors = ['mobile', 'desktop'],
    cpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier,
    settle = () => cpuSlowdown,
  } = {},
) {
  /** Every run made, in order; a mobile one with its saved artifacts. @type {{ path: string, formFactor: string, url: string, flags: Flags, saved?: string, lhr: Lhr, layout: ReturnType<typeof layoutWork> }[]} */
  const made = [];
  try {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: FLAGS, logLevel: 'silent' });
    try {
      for (const formFactor of formFactors) {
        for (const path of paths) {
          for (let i = 0; i < runs; i++) {
            // onlyAudits alone: with onlyCategories too, Lighthouse would add the category's other audits.
            const only =
              i === 0 ? { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] } : { onlyAudits: METRIC_AUDITS };
            /** @type {Flags} */
            const flags = { output: 'json', logLevel: 'error', disableFullPageScreenshot: true, ...only };
            const url = new URL(path, baseUrl).toString();
            const saved = formFactor === 'mobile' ? mkdtempSync(join(tmpdir(), 'bench-lighthouse-')) : undefined;
            const { lhr, events } = await runOnce(
              url,
              { ...flags, port: chrome.port, ...(saved ? { gatherMode: saved, auditMode: saved } : {}) },
              formFactor === 'desktop' ? desktopConfig : mobileConfig(cpuSlowdown),
              `${formFactor} run ${i + 1} on ${path}`,
            );
            // Observed, so the same whatever the slowdown it is simulated with.
            made.push({ path, formFactor, url, flags, saved, lhr, layout: layoutWork(/** @type {LayoutEvent[]} */ (events)) });
          }
        }
      }
    } finally {
      chrome.kill();
    }
    const mobile = made.filter((m) => m.saved);
    const slowdown = mobile.length ? settle(mobile.map((m) => m.lhr.environment.benchmarkIndex)) : cpuSlowdown;
    if (slowdown !== cpuSlowdown) for (const m of mobile) if (m.saved) m.lhr = await auditAt(m.url, m.flags, m.saved, slowdown);
    /** @type {({ path: string, formFactor: string, runs: number } & LighthouseSample)[]} */
    const results = [];
    for (const formFactor of formFactors) {
      for (const path of paths) {
        const samples = made
          .filter((m) => m.formFactor === formFactor && m.path === path)
          .map(({ lhr, layout }) => {
            const a = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
            return {
              performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
              accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
              bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
              seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
              fcp: a('first-contentful-paint'),
              lcp: a('largest-contentful-paint'),
              tbt: a('total-blocking-time'),
              cls: a('cumulative-layout-shift'),
              speedIndex: a('speed-index'),
              requests: tableItems(lhr, 'network-requests')?.length ?? NaN,
              ...layout,
            };
          });
        const first = samples[0];
        if (!first) continue;
        const markup = ['accessibility', 'bestPractices', 'seo'];
        const keys = /** @type {(keyof LighthouseSample)[]} */ (Object.keys(first));
        results.push({
          path,
          formFactor,
          runs,
          .../** @type {LighthouseSample} */ (
            Object.fromEntries(keys.map((k) => [k, markup.includes(k) ? first[k] : median(samples.map((s) => s[k]))]))
          ),
        });
      }
    }
    return results;
  } finally {
    for (const { saved } of made) if (saved) rmSync(saved, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's audits of a saved run (its -A mode, no browser) with `config`, from the run's
 * trace as `edit` makes it, written over the saved one: the run's own is in `events`.
 * @param {string} url
 * @param {Flags} flags the run's, without the -G/-A directories
 * @param {import('lighthouse').Config} config
 * @param {string} saved the run's artifacts
 * @param {TraceEvent[]} events the run's trace
 * @param {(events: TraceEvent[]) => TraceEvent[]} edit
 */
async function auditAgain(url, flags, config, saved, events, edit) {
  writeFileSync(join(saved, 'trace.json'), JSON.stringify({ traceEvents: edit(events) }));
  return auditSaved(url, flags, config, saved);
}

/**
 * Lighthouse's audits of a saved run as it is saved (its -A mode, no browser) with `config`.
 * @param {string} url
 * @param {Flags} flags the run's, without the -G/-A directories
 * @param {import('lighthouse').Config} config
 * @param {string} saved the run's artifacts
 */
async function auditSaved(url, flags, config, saved) {
  const result = await lighthouse(url, { ...flags, auditMode: saved }, config);
  if (!result) throw new Error(`Lighthouse gave no result for the saved run of ${url}`);
  return result.lhr;
}

/**
 * Makes a saved run's artifacts say they were gathered with the CPU slowdown `slowdown`: Lighthouse
 * audits saved artifacts only with the settings they were gathered with. Under simulated
 * throttling the gathering does not slow the CPU; it uses the multiplier only in its
 * requestIdleCallback shim (the deadline's `timeRemaining()`, at 0 ms from 4.2x on, which neither
 * our client nor the peer reads), so the run is the one it would have been with `slowdown`.
 * @param {string} saved
 * @param {number} slowdown
 */
function withSlowdown(saved, slowdown) {
  const file = join(saved, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
  writeFileSync(file, JSON.stringify(artifacts));
}

/**
 * A saved mobile run audited again as it is saved, with the CPU slowdown `slowdown` (withSlowdown).
 * @param {string} url
 * @param {Flags} flags the run's, without the -G/-A directories
 * @param {string} saved the run's artifacts
 * @param {number} slowdown
 */
function auditAt(url, flags, saved, slowdown) {
  withSlowdown(saved, slowdown);
  return auditSaved(url, flags, mobileConfig(slowdown), saved);
}

/** A result's Total Blocking Time (ms). @param {Lhr} lhr */
const tbtOf = (lhr) => lhr.audits['total-blocking-time']?.numericValue ?? NaN;

/**
 * Lighthouse's simulation of a saved run again from the run's trace edited two ways
 * (scripts/bench/main-thread.mjs, decision 0203): every task at its thread time (`tbtThread`: the
 * page's and the browser's own work on the emulated device, without the turns the host gave to
 * other threads and processes), and the navigation commit at nothing (`tbtNoCommit`).
 * @param {string} url
 * @param {Flags} flags
 * @param {import('lighthouse').Config} config
 * @param {string} saved
 * @param {TraceEvent[]} events
 */
async function simulateAgain(url, flags, config, saved, events) {
  return {
    tbtThread: tbtOf(await auditAgain(url, flags, config, saved, events, atThreadTime)),
    tbtNoCommit: tbtOf(await auditAgain(url, flags, config, saved, events, withoutNavigationCommit)),
  };
}

/** The audits of the side-by-side runs: the score, its metrics, and the main-thread work. */
const SIDE_BY_SIDE_AUDITS = [...SCORE_METRICS, 'mainthread-work-breakdown'];

/**
 * Lighthouse mobile (simulated throttling), interleaved: in each round, every target once, in the
 * given order, so that a busier or quieter moment of a shared machine falls on all of them alike.
 * `targets` are `{ label, url }`; returns one record per target with the samples of every round
 * and the rounds that failed twice (left out, said on stderr).
 *
 * Two passes. First every run is made (with `cpuSlowdown`) and its artifacts kept (Lighthouse's
 * -GA); `onGathered` hears of each with Lighthouse's own benchmark of the host in it. Then
 * `settle`, given the benchmarkIndex of every run, names the CPU slowdown the figures take
 * (decision 0203: from the runs' own benchmark, measured while they ran, not from a few seconds
 * before them), and every run is simulated again with it (no browser: simulated throttling
 * applies the multiplier to the saved trace, so this is exactly the run made with it), and
 * twice more from its trace edited (`simulateAgain`). The first run is also simulated again
 * unedited with its own slowdown, which must give its own TBT, or the bench stops: the method
 * stands only while it does.
 * @template {{ label: string, url: string }} T
 * @param {readonly T[]} targets
 * @param {{ rounds?: number, cpuSlowdown?: number, settle?: (benchmarkIndices: number[]) => number, onGathered?: (result: T, benchmarkIndex: number, round: number) => void, onRun?: (result: T & { samples: SideBySideSample[] }, sample: SideBySideSample, round: number) => void }} [options]
 */
export async function measureInterleaved(
  targets,
  {
    rounds = 3,
    cpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier,
    settle = () => cpuSlowdown,
    onGathered = () => {},
    onRun = () => {},
  } = {},
) {
  const results = targets.map((t) => ({ ...t, samples: /** @type {SideBySideSample[]} */ ([]), failed: /** @type {string[]} */ ([]) }));
  /** @type {Flags} */
  const flags = { output: 'json', logLevel: 'error', disableFullPageScreenshot: true, onlyAudits: SIDE_BY_SIDE_AUDITS };
  /** Every run made, in order, with its saved artifacts. @type {{ result: (typeof results)[number], round: number, saved: string, lhr: Lhr }[]} */
  const runs = [];
  try {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: FLAGS, logLevel: 'silent' });
    try {
      for (let round = 0; round < rounds; round++) {
        for (const result of results) {
          const config = mobileConfig(cpuSlowdown);
          // The run's artifacts go to a directory of their own (Lighthouse's -GA), to be simulated again.
          const saved = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
          try {
            const run = await runOnce(
              result.url,
              { ...flags, port: chrome.port, gatherMode: saved, auditMode: saved },
              config,
              `round ${round + 1} on ${result.label}`,
            );
            if (runs.length === 0) {
              const again = tbtOf(await auditSaved(result.url, flags, config, saved));
              const own = tbtOf(run.lhr);
              if (Math.abs(again - own) > 0.5)
                throw new Error(
                  `Lighthouse's simulation of a saved run gave a TBT of ${again} ms, the run itself ${own} ms: the runs simulated again would not compare`,
                );
            }
            runs.push({ result, round, saved, lhr: run.lhr });
            onGathered(result, run.lhr.environment.benchmarkIndex, round);
          } catch (error) {
            rmSync(saved, { recursive: true, force: true });
            if (!(error instanceof LighthouseRunFailed)) throw error;
            // One lost round does not lose the others: its target's medians are of the rounds it has.
            result.failed.push(`round ${round + 1}: ${error.message}`);
            console.error(`${error.message}: left out of ${result.label}'s medians`);
          }
        }
      }
    } finally {
      chrome.kill();
    }
    const slowdown = settle(runs.map((r) => r.lhr.environment.benchmarkIndex));
    const config = mobileConfig(slowdown);
    for (const { result, round, saved, lhr: gathered } of runs) {
      // Audited as saved first: the simulations again then write their edited traces over it.
      const lhr = slowdown === cpuSlowdown ? gathered : await auditAt(result.url, flags, saved, slowdown);
      /** @type {TraceEvent[]} */
      const events = JSON.parse(readFileSync(join(saved, 'trace.json'), 'utf8')).traceEvents;
      const recount = await simulateAgain(result.url, flags, config, saved, events);
      const a = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
      const sample = {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: a('first-contentful-paint'),
        lcp: a('largest-contentful-paint'),
        tbt: a('total-blocking-time'),
        mainThread: a('mainthread-work-breakdown'),
        other: tableItems(lhr, 'mainthread-work-breakdown')?.find((i) => i.group === 'other')?.duration ?? 0,
        // Lighthouse's simulation of this very run again, with the trace edited (decision 0203).
        tbtThread: recount.tbtThread,
        tbtNoCommit: recount.tbtNoCommit,
        // Lighthouse's own benchmark of the host in this run.
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
      result.samples.push(sample);
      onRun(result, sample, round);
    }
  } finally {
    for (const { saved } of runs) rmSync(saved, { recursive: true, force: true });
  }
  return results;
}

/**
 * What a side-by-side run measures: the score, its metrics (ms) and the main thread's work (ms).
 * @typedef {{ performance: number, fcp: number, lcp: number, tbt: number, mainThread: number, other: number, tbtThread: number, tbtNoCommit: number, benchmarkIndex: number }} SideBySideSample
 */

/**
 * Medians of a target's samples.
 * @template {Record<string, number>} S
 * @param {readonly S[]} samples
 * @returns {{ [K in keyof S]: number }}
 */
export function medians(samples) {
  return /** @type {{ [K in keyof S]: number }} */ (
    Object.fromEntries(Object.keys(samples[0] ?? {}).map((k) => [k, median(samples.map((s) => s[k] ?? NaN))]))
  );
}

/**
 * The bar for one of our pages against the peer (medians of one interleaved run): TBT at
 * most the peer's or 50 ms, whichever is larger; LCP at most 0.7 times the peer's (issue 33; issue 25 asked 0.8); a score at least
 * the peer's. Returns each check with whether it holds.
 * @param {Pick<SideBySideSample, 'tbt' | 'lcp' | 'performance'>} ours
 * @param {Pick<SideBySideSample, 'tbt' | 'lcp' | 'performance'>} peer
 */
export function againstPeer(ours, peer) {
  const atMost = (/** @type {string} */ name, /** @type {number} */ value, /** @type {number} */ bar, /** @type {string} */ rule) => ({
    name,
    value,
    bar,
    holds: value <= bar,
    rule,
  });
  return [
    atMost('TBT', ours.tbt, Math.max(peer.tbt, 50), 'at most max(peer, 50 ms)'),
    atMost('LCP', ours.lcp, 0.7 * peer.lcp, 'at most 0.7x peer'),
    { name: 'score', value: ours.performance, bar: peer.performance, holds: ours.performance >= peer.performance, rule: 'at least peer' },
  ];
}
