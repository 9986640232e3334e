// The CPU slowdown of the bench, calibrated to the host (issue 44, decision 0203): a fixed 4x is one
// phone on one machine and another phone on the next. Lighthouse's throttling guide ("Calibrating
// the CPU slowdown") says to pick the multiplier from the host's `benchmarkIndex`; Chrome DevTools'
// own calibration aims at a benchmark score of 264 for a low-tier phone (a Moto G4 Power 2022) and
// 1,000 for a mid-tier one. The bench aims at TARGET_INDEX: the multiplier is the host's index over
// it, so that the emulated device scores about that on any host, and figures of two hosts compare.
//
// The index is Lighthouse's own: its `computeBenchmarkIndex` page function (the one whose result
// every report carries as `environment.benchmarkIndex`), evaluated in a fresh page of the same
// Chromium the bench measures with, once per run; a run takes about a second and one run moves by
// a third on a shared machine, so the median of RUNS is taken. Then the same function runs under
// the throttle, which measures the emulated device's score rather than assuming it: the score does
// not fall in proportion to the slowdown (on this project's 2-core hosts index / 300 gave 7.61x,
// whose device measured 238, while 4.61x measured 303), so the multiplier is corrected from what
// was measured, up to STEPS measurements, until the device scores within TOLERANCE of the target.
// That correction is for Chromium's throttle, the trace's. Lighthouse's simulated throttling scales
// each task's observed time by its multiplier exactly, so its device scores index / multiplier by
// construction: it takes index / TARGET_INDEX, never the corrected multiplier (`simulated`).
import * as chromeLauncher from 'chrome-launcher';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../lib/browsers.mjs';
import { median } from './median.mjs';
import { connect } from './main-thread.mjs';

/** The emulated device's benchmark score: a low-tier phone (DevTools' calibration: 264 low-tier, 1,000 mid-tier). */
export const TARGET_INDEX = 300;
/** Runs of the benchmark on the host, of which the median counts (issue 44: at least 5). */
export const RUNS = 5;
/** Runs under the chosen throttle, to measure the emulated device. */
const EMULATED_RUNS = 3;
/** How near the emulated device's measured score must come to the target: a fraction of it. */
export const TOLERANCE = 0.1;
/** Throttled measurements at most in a calibration, the first guess (index / target) included. */
export const STEPS = 3;

/**
 * The multipliers the bench accepts: below 1 would ask the host to be faster than it is, and above
 * 20 the throttle's pauses (Chromium's run/pause slices) dominate what it measures (Lighthouse's
 * guide tops its table at 20x).
 */
export const MULTIPLIER_RANGE = Object.freeze({ min: 1, max: 20 });

/**
 * The calibration of one bench run.
 * @typedef {object} Calibration
 * @property {number[]} runs the host's benchmarkIndex, run by run
 * @property {number} index their median
 * @property {number} multiplier the CPU slowdown of Chromium's throttle in the trace: index / TARGET_INDEX, corrected from what its device measured
 * @property {number} simulated the CPU slowdown of Lighthouse's simulated throttling: index / TARGET_INDEX (clamped), with no correction
 * @property {number} wanted index / TARGET_INDEX, before clamping
 * @property {'calibrated' | 'flag'} source calibrated from the index, or set by --cpu
 * @property {'low' | 'high' | undefined} clamped set when the wanted multiplier was out of MULTIPLIER_RANGE
 * @property {number} emulated the simulated device's index: index / simulated (exact for Lighthouse's simulation)
 * @property {number[]} emulatedRuns the benchmark measured under the chosen throttle (none when not measured)
 * @property {CalibrationStep[]} steps each multiplier tried and what its device measured, in order
 * @property {LighthouseRuns} [lighthouse] once Lighthouse's side-by-side runs are made: the host's
 *   benchmarkIndex each of them measured, which then sets `simulated` (withLighthouseRuns)
 */
/**
 * The host's benchmarkIndex as Lighthouse's own runs measured it, one measurement per run.
 * @typedef {{ index: number, runs: number, min: number, max: number, wanted: number, clamped: 'low' | 'high' | undefined }} LighthouseRuns
 */
/** One throttled measurement of a calibration. @typedef {{ multiplier: number, emulatedRuns: number[] }} CalibrationStep */

/**
 * The multiplier to try after one whose device measured `measured`: corrected in proportion to how
 * far it fell from the target, two decimals, within MULTIPLIER_RANGE.
 * @param {number} multiplier
 * @param {number} measured
 * @param {{ target?: number, range?: { min: number, max: number } }} [options]
 */
export function correctedMultiplier(multiplier, measured, { target = TARGET_INDEX, range = MULTIPLIER_RANGE } = {}) {
  const next = Math.round(multiplier * (measured / target) * 100) / 100;
  return Math.min(range.max, Math.max(range.min, next));
}

/** Whether a measured score is within TOLERANCE of the target. @param {number} measured */
export const nearTarget = (measured) => Math.abs(measured / TARGET_INDEX - 1) <= TOLERANCE;

/**
 * The multiplier for a host index: index / target, two decimals, clamped to MULTIPLIER_RANGE.
 * @param {number} index
 * @param {{ target?: number, range?: { min: number, max: number } }} [options]
 * @returns {{ multiplier: number, wanted: number, clamped: 'low' | 'high' | undefined }}
 */
export function multiplierFor(index, { target = TARGET_INDEX, range = MULTIPLIER_RANGE } = {}) {
  if (!(Number.isFinite(index) && index > 0)) throw new Error(`no benchmarkIndex to calibrate from (${index})`);
  const wanted = Math.round((index / target) * 100) / 100;
  if (wanted < range.min) return { multiplier: range.min, wanted, clamped: 'low' };
  if (wanted > range.max) return { multiplier: range.max, wanted, clamped: 'high' };
  return { multiplier: wanted, wanted, clamped: undefined };
}

/**
 * The calibration from the host's runs, or with `cpu` (--cpu) the multiplier as given.
 * @param {readonly number[]} runs
 * @param {{ cpu?: number, emulatedRuns?: readonly number[], steps?: readonly CalibrationStep[] }} [options]
 *   steps: the throttled measurements of a calibration, of which the nearest the target is taken
 * @returns {Calibration}
 */
export function calibrate(runs, { cpu, emulatedRuns, steps = [] } = {}) {
  const index = median(runs);
  const fit = multiplierFor(index);
  // The measured step whose device came nearest the target; else the first guess.
  const measured = steps.filter((st) => st.emulatedRuns.length > 0);
  const best =
    cpu === undefined && measured.length > 0
      ? measured.reduce((a, b) =>
          Math.abs(median(b.emulatedRuns) - TARGET_INDEX) < Math.abs(median(a.emulatedRuns) - TARGET_INDEX) ? b : a,
        )
      : undefined;
  const multiplier = cpu ?? best?.multiplier ?? fit.multiplier;
  const simulated = cpu ?? fit.multiplier;
  return {
    runs: [...runs],
    index,
    multiplier,
    simulated,
    wanted: fit.wanted,
    source: cpu === undefined ? 'calibrated' : 'flag',
    clamped: cpu === undefined ? fit.clamped : undefined,
    emulated: index / simulated,
    emulatedRuns: [...(emulatedRuns ?? best?.emulatedRuns ?? [])],
    steps: steps.map((st) => ({ multiplier: st.multiplier, emulatedRuns: [...st.emulatedRuns] })),
  };
}

/**
 * The calibration once Lighthouse's side-by-side runs are made, given the benchmarkIndex each run
 * measured (Lighthouse's `environment.benchmarkIndex`, taken in the run's own page just before it
 * loads). Lighthouse's slowdown becomes their median / TARGET_INDEX (clamped; unless --cpu set it):
 * measured while the runs ran, over all of them, where the calibration's few seconds before them
 * can fall on a faster or slower spell of a shared host (on this project's 2-core hosts the two
 * differed by up to 47 %: 1,367 against 2,012 in one run). Simulated throttling applies the
 * multiplier to each run's saved trace, so the runs are simulated again with it and their device
 * scores exactly that median / multiplier. Chromium's throttle in the trace keeps the
 * calibration's multiplier: it slows the runs as they are made and cannot be set afterwards.
 * Without a valid index (no run made) the calibration stays as it was.
 * @param {Calibration} c
 * @param {readonly number[]} indices
 * @returns {Calibration}
 */
export function withLighthouseRuns(c, indices) {
  const valid = indices.filter((v) => Number.isFinite(v) && v > 0);
  if (valid.length === 0) return c;
  const index = median(valid);
  const fit = multiplierFor(index);
  const lighthouse = {
    index,
    runs: valid.length,
    min: Math.min(...valid),
    max: Math.max(...valid),
    wanted: fit.wanted,
    clamped: fit.clamped,
  };
  const simulated = c.source === 'flag' ? c.simulated : fit.multiplier;
  return { ...c, simulated, emulated: index / simulated, lighthouse };
}

/** A number with thousands separators, no decimals. */
const n0 = (/** @type {number} */ v) => Math.round(v).toLocaleString('en-US');
/** A multiplier as printed: `4.37x`. */
const times = (/** @type {number} */ v) => `${Number(v.toFixed(2))}x`;
/** The throttle's measured steps as printed: `7.61x → 238, 6.04x → 301`. @param {Calibration} c */
const stepsText = (c) => c.steps.map((st) => `${times(st.multiplier)} → ${n0(median(st.emulatedRuns))}`).join(', ');
/** Why a multiplier is not the wanted one: `clamped from 30x to 1-20x`. @param {number} wanted */
const clampedFrom = (wanted) => `clamped from ${times(wanted)} to ${MULTIPLIER_RANGE.min}-${MULTIPLIER_RANGE.max}x`;

/**
 * The line printed under every figure table: the host's index (median and runs), the multiplier
 * and where it comes from, and both devices' scores.
 * @param {Calibration} c
 */
export function calibrationHeader(c) {
  if (c.lighthouse) return lighthouseRunsHeader(c, c.lighthouse);
  const corrected = c.steps.length > 1 && c.multiplier !== c.simulated;
  const measuredSteps = stepsText(c);
  const why =
    c.source === 'flag'
      ? `set by --cpu, not calibrated (calibrated: ${times(multiplierFor(c.index).multiplier)})`
      : c.clamped
        ? clampedFrom(c.wanted)
        : `index / ${TARGET_INDEX}`;
  const slowdown = corrected
    ? `slowdown ${times(c.simulated)} in Lighthouse's simulation (${why}), ${times(c.multiplier)} for Chromium's throttle in the trace (corrected from what its device measured: ${measuredSteps})`
    : `slowdown ${times(c.multiplier)} (${why}${c.steps.length > 1 ? `; the throttle's device measured ${measuredSteps}` : ''})`;
  const measured = c.emulatedRuns.length ? `, measured ${n0(median(c.emulatedRuns))} under the trace's throttle` : '';
  return (
    `CPU: host benchmarkIndex ${n0(c.index)} (median of ${c.runs.length}: ${c.runs.map(n0).join(', ')}); ` +
    `${slowdown}; devices: host ${n0(c.index)}, emulated ${n0(c.emulated)}${measured} (target ${TARGET_INDEX}, a low-tier phone)`
  );
}

/**
 * The header once Lighthouse's runs have set its slowdown: both measurements of the host, both
 * multipliers and where each comes from, and both devices.
 * @param {Calibration} c
 * @param {LighthouseRuns} l
 */
function lighthouseRunsHeader(c, l) {
  const flag = c.source === 'flag';
  const lighthouseWhy = flag ? 'set by --cpu' : l.clamped ? clampedFrom(l.wanted) : `their index / ${TARGET_INDEX}`;
  const traceWhy = flag
    ? 'set by --cpu'
    : c.steps.length > 1
      ? `the calibration's, corrected from what its device measured: ${stepsText(c)}`
      : c.clamped
        ? `the calibration's, clamped from ${times(c.wanted)}`
        : `the calibration's index / ${TARGET_INDEX}`;
  const measured = c.emulatedRuns.length ? `, the trace's measured ${n0(median(c.emulatedRuns))}` : '';
  return (
    `CPU: host benchmarkIndex ${n0(l.index)} in Lighthouse's ${l.runs} runs (median; ${n0(l.min)}-${n0(l.max)}), ` +
    `${n0(c.index)} in the calibration before them (median of ${c.runs.length}: ${c.runs.map(n0).join(', ')}); ` +
    `slowdown ${times(c.simulated)} in Lighthouse's simulation (${lighthouseWhy}), ${times(c.multiplier)} for Chromium's throttle in the trace (${traceWhy}); ` +
    `devices: Lighthouse's ${n0(c.emulated)}${measured} (target ${TARGET_INDEX}, a low-tier phone)`
  );
}

/**
 * The warning printed once when the multiplier was clamped, or undefined.
 * @param {Calibration} c
 */
export function clampWarning(c) {
  if (c.clamped === 'low')
    return `warning: this host's benchmarkIndex ${n0(c.index)} is below the target ${TARGET_INDEX}: no slowdown can reach it (${times(c.wanted)} wanted, ${times(c.multiplier)} applied), so the emulated device is slower than a low-tier phone and every figure is pessimistic`;
  if (c.clamped === 'high')
    return `warning: this host's benchmarkIndex ${n0(c.index)} asks for ${times(c.wanted)}, above the ${times(MULTIPLIER_RANGE.max)} the bench applies: the emulated device scores ${n0(c.emulated)}, faster than the target ${TARGET_INDEX}, and every figure is optimistic`;
  return undefined;
}

/**
 * The calibration figures as the bench emits them (extra fields of every throttled figure too).
 * @param {Calibration} c
 */
export function calibrationFields(c) {
  return {
    benchmarkIndex: c.index,
    benchmarkIndexRuns: c.runs,
    lighthouseCpuSlowdown: c.simulated,
    traceCpuSlowdown: c.multiplier,
    cpuSlowdownSource: c.source,
    emulatedIndex: Math.round(c.emulated),
    ...(c.emulatedRuns.length ? { emulatedIndexMeasured: median(c.emulatedRuns) } : {}),
    ...(c.steps.length > 1 ? { calibrationSteps: c.steps.map((st) => [st.multiplier, median(st.emulatedRuns)]) } : {}),
    ...(c.clamped ? { clamped: c.clamped } : {}),
    ...(c.lighthouse
      ? {
          lighthouseBenchmarkIndex: c.lighthouse.index,
          lighthouseBenchmarkIndexRange: [c.lighthouse.min, c.lighthouse.max],
          lighthouseRuns: c.lighthouse.runs,
          ...(c.lighthouse.clamped ? { lighthouseClamped: c.lighthouse.clamped } : {}),
        }
      : {}),
  };
}

/**
 * Lighthouse's benchmark in a fresh page of a Chromium of ours, `runs` times, with the CPU
 * throttled by `rate` (1: not throttled). Returns each run's index.
 * @param {Awaited<ReturnType<typeof connect>>} cdp
 * @param {number} runs
 * @param {number} rate
 */
async function benchmarkRuns(cdp, runs, rate) {
  /** @type {number[]} */
  const out = [];
  for (let i = 0; i < runs; i++) {
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
    try {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate }, sessionId);
      const { result, exceptionDetails } = await cdp.send(
        'Runtime.evaluate',
        { expression: `(${pageFunctions.computeBenchmarkIndex.toString()})()`, returnByValue: true },
        sessionId,
      );
      if (exceptionDetails || typeof result?.value !== 'number')
        throw new Error(`the benchmark failed: ${JSON.stringify(exceptionDetails)}`);
      out.push(result.value);
    } finally {
      await cdp.send('Target.closeTarget', { targetId });
    }
  }
  return out;
}

/**
 * The throttled measurements of a calibration: index / target first, then corrected from what its
 * device measured (correctedMultiplier) until one scores within TOLERANCE of the target, a
 * multiplier comes round again, or STEPS were measured. None when no slowdown is wanted (1x).
 * @param {number} index the host's
 * @param {(multiplier: number) => Promise<number[]>} measure the benchmark's runs under that throttle
 * @returns {Promise<CalibrationStep[]>}
 */
export async function searchMultiplier(index, measure) {
  /** @type {CalibrationStep[]} */
  const steps = [];
  let multiplier = multiplierFor(index).multiplier;
  while (multiplier > 1 && steps.length < STEPS) {
    const emulatedRuns = await measure(multiplier);
    steps.push({ multiplier, emulatedRuns });
    const measured = median(emulatedRuns);
    const next = correctedMultiplier(multiplier, measured);
    if (nearTarget(measured) || steps.some((st) => st.multiplier === next)) break;
    multiplier = next;
  }
  return steps;
}

/**
 * Measures the host and calibrates: RUNS benchmark runs, the multiplier (or `cpu`), then the
 * benchmark under that throttle, corrected up to STEPS times until its device scores near the
 * target. About 10-20 s.
 * @param {{ cpu?: number, runs?: number }} [options]
 * @returns {Promise<Calibration>}
 */
export async function measureCalibration({ cpu, runs = RUNS } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--disable-gpu', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  /** @type {Awaited<ReturnType<typeof connect>> | undefined} */
  let cdp;
  try {
    cdp = await connect(chrome.port);
    const host = await benchmarkRuns(cdp, runs, 1);
    if (cpu !== undefined) return calibrate(host, { cpu, emulatedRuns: cpu > 1 ? await benchmarkRuns(cdp, EMULATED_RUNS, cpu) : [] });
    const connected = cdp;
    const steps = await searchMultiplier(median(host), (rate) => benchmarkRuns(connected, EMULATED_RUNS, rate));
    return calibrate(host, { steps });
  } finally {
    cdp?.close();
    chrome.kill();
  }
}
