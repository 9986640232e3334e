// node --test: the bench's CPU calibration (issue 44, decision 0203): the host's index is the median
// of its runs, the multiplier brings it to the target device, is clamped with a warning, can be set
// by --cpu, and every figure table's header names the index, the runs, the multiplier and both devices.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  MULTIPLIER_RANGE,
  RUNS,
  TARGET_INDEX,
  calibrate,
  calibrationFields,
  calibrationHeader,
  clampWarning,
  correctedMultiplier,
  multiplierFor,
  nearTarget,
  searchMultiplier,
  withLighthouseRuns,
} from './calibration.mjs';

describe('the CPU calibration', () => {
  it('aims at a low-tier phone, from at least 5 runs, within 1-20x', () => {
    assert.equal(TARGET_INDEX, 300);
    assert.ok(RUNS >= 5);
    assert.deepEqual({ ...MULTIPLIER_RANGE }, { min: 1, max: 20 });
  });

  it('takes the median of the runs, not their mean or the first', () => {
    // The host: one run of 2,090 among runs of about 1,300.
    const c = calibrate([1193, 2090, 1310, 1290, 1500]);
    assert.equal(c.index, 1310);
    assert.deepEqual(c.runs, [1193, 2090, 1310, 1290, 1500]);
  });

  it('sets the multiplier to index / 300, so that the emulated device scores 300', () => {
    assert.deepEqual(multiplierFor(1310), { multiplier: 4.37, wanted: 4.37, clamped: undefined });
    assert.deepEqual(multiplierFor(300), { multiplier: 1, wanted: 1, clamped: undefined });
    const c = calibrate([1200, 1200, 1200, 1200, 1200]);
    assert.equal(c.multiplier, 4);
    assert.equal(c.simulated, 4);
    assert.equal(c.emulated, 300);
    assert.equal(c.source, 'calibrated');
  });

  it('clamps to 1-20x and says so, on a slow host and on a fast one', () => {
    const slow = calibrate([150, 160, 170, 180, 190]);
    assert.deepEqual([slow.multiplier, slow.wanted, slow.clamped, slow.emulated], [1, 0.57, 'low', 170]);
    assert.match(clampWarning(slow) ?? '', /^warning: .*170 is below the target 300.*0\.57x wanted, 1x applied.*pessimistic/);
    const fast = calibrate([9000, 9000, 9000, 9000, 9000]);
    assert.deepEqual([fast.multiplier, fast.wanted, fast.clamped, fast.emulated], [20, 30, 'high', 450]);
    assert.match(clampWarning(fast) ?? '', /^warning: .*9,000 asks for 30x, above the 20x.*scores 450.*optimistic/);
    assert.equal(clampWarning(calibrate([1310, 1310, 1310, 1310, 1310])), undefined);
    assert.throws(() => multiplierFor(NaN), /no benchmarkIndex/);
  });

  it('takes --cpu as the multiplier, unclamped, and says it was not calibrated', () => {
    const c = calibrate([1200, 1200, 1200, 1200, 1200], { cpu: 6 });
    assert.deepEqual([c.multiplier, c.simulated, c.source, c.clamped, c.emulated], [6, 6, 'flag', undefined, 200]);
    assert.match(calibrationHeader(c), /slowdown 6x \(set by --cpu, not calibrated \(calibrated: 4x\)\)/);
  });

  it('prints the index, its runs, the multiplier and both devices in one header line', () => {
    const c = calibrate([1193, 2090, 1310, 1290, 1500], { emulatedRuns: [296, 310, 301] });
    assert.equal(
      calibrationHeader(c),
      "CPU: host benchmarkIndex 1,310 (median of 5: 1,193, 2,090, 1,310, 1,290, 1,500); slowdown 4.37x (index / 300); devices: host 1,310, emulated 300, measured 301 under the trace's throttle (target 300, a low-tier phone)",
    );
    assert.match(
      calibrationHeader(calibrate([9000, 9000, 9000, 9000, 9000])),
      /slowdown 20x \(clamped from 30x to 1-20x\); devices: host 9,000, emulated 450 \(/,
    );
  });

  it('records the calibration in the emitted figures', () => {
    assert.deepEqual(calibrationFields(calibrate([1193, 2090, 1310, 1290, 1500])), {
      benchmarkIndex: 1310,
      benchmarkIndexRuns: [1193, 2090, 1310, 1290, 1500],
      lighthouseCpuSlowdown: 4.37,
      traceCpuSlowdown: 4.37,
      cpuSlowdownSource: 'calibrated',
      emulatedIndex: 300,
    });
    assert.equal(calibrationFields(calibrate([100, 100, 100, 100, 100])).clamped, 'low');
  });

  it('corrects the multiplier from what its device measured: the score does not fall in proportion to the slowdown', () => {
    // This project's host: index / 300 gave 7.61x, whose device measured 238.
    assert.equal(correctedMultiplier(7.61, 238), 6.04);
    assert.equal(correctedMultiplier(4, 330), 4.4);
    assert.equal(correctedMultiplier(1.2, 100), 1);
    assert.equal(correctedMultiplier(19, 600), 20);
    assert.ok(nearTarget(271) && nearTarget(329) && !nearTarget(238) && !nearTarget(331));
  });

  it('searches until the device scores near the target, at most 3 measurements, and takes the nearest', async () => {
    // A host whose throttled score falls faster than the slowdown grows (as measured here: 7.61x gave 238, 4.61x gave 303).
    const device = (/** @type {number} */ m) => 2282 / (m * (1 + 0.04 * m));
    /** @type {number[]} */
    const tried = [];
    const steps = await searchMultiplier(2282, async (m) => {
      tried.push(m);
      return [device(m) - 5, device(m), device(m) + 5];
    });
    assert.equal(tried[0], 7.61);
    assert.ok(tried.length <= 3, String(tried));
    const c = calibrate([2282, 2282, 2282, 2282, 2282], { steps });
    assert.ok(nearTarget(device(c.multiplier)), `${c.multiplier}x measures ${device(c.multiplier)}`);
    assert.ok(c.multiplier < 7.61);
    // The correction is the throttle's: Lighthouse's simulation scales task times exactly, so its
    // device scores index / multiplier, and it keeps index / 300.
    assert.equal(c.simulated, 7.61);
    assert.equal(Math.round(c.emulated), 300);
    assert.match(
      calibrationHeader(c),
      /slowdown 7\.61x in Lighthouse's simulation \(index \/ 300\), [\d.]+x for Chromium's throttle in the trace \(corrected from what its device measured: 7\.61x → 2\d\d, /,
    );
    assert.deepEqual(calibrationFields(c).calibrationSteps?.[0], [7.61, device(7.61)]);
    assert.deepEqual([calibrationFields(c).lighthouseCpuSlowdown, calibrationFields(c).traceCpuSlowdown], [7.61, c.multiplier]);

    // A device that never comes near (a throttle that does nothing below some rate): the nearest of 3 is taken.
    const far = await searchMultiplier(3000, async (m) => [m > 8 ? 150 : 200]);
    assert.equal(far.length, 3);
    const chosen = calibrate([3000, 3000, 3000, 3000, 3000], { steps: far });
    assert.equal(
      chosen.multiplier,
      far.reduce((a, b) => (Math.abs((b.emulatedRuns[0] ?? 0) - 300) < Math.abs((a.emulatedRuns[0] ?? 0) - 300) ? b : a)).multiplier,
    );
    // No slowdown wanted: nothing measured.
    assert.deepEqual(await searchMultiplier(250, async () => assert.fail('measured at 1x')), []);
  });

  it("sets Lighthouse's slowdown from the host's index in Lighthouse's own runs, and keeps the trace's", () => {
    // This project's host: the calibration measured 1,367 in the seconds before the runs, its 45 runs 2,012 (median).
    const before = calibrate([1253, 1365, 2071, 1983, 1367], { emulatedRuns: [306] });
    assert.equal(before.simulated, 4.56);
    const indices = [2012, 1183, 2583, 2400, 1990, NaN];
    const c = withLighthouseRuns(before, indices);
    assert.equal(c.simulated, 6.71);
    assert.equal(Math.round(c.emulated), 300);
    assert.equal(c.multiplier, before.multiplier, "the trace's throttle is set as it runs: the calibration's stays");
    assert.deepEqual(c.lighthouse, { index: 2012, runs: 5, min: 1183, max: 2583, wanted: 6.71, clamped: undefined });
    assert.equal(
      calibrationHeader(c),
      "CPU: host benchmarkIndex 2,012 in Lighthouse's 5 runs (median; 1,183-2,583), 1,367 in the calibration before them (median of 5: 1,253, 1,365, 2,071, 1,983, 1,367); slowdown 6.71x in Lighthouse's simulation (their index / 300), 4.56x for Chromium's throttle in the trace (the calibration's index / 300); devices: Lighthouse's 300, the trace's measured 306 (target 300, a low-tier phone)",
    );
    assert.deepEqual(
      { ...calibrationFields(c), benchmarkIndexRuns: undefined },
      {
        benchmarkIndex: 1367,
        benchmarkIndexRuns: undefined,
        lighthouseCpuSlowdown: 6.71,
        traceCpuSlowdown: 4.56,
        cpuSlowdownSource: 'calibrated',
        emulatedIndex: 300,
        emulatedIndexMeasured: 306,
        lighthouseBenchmarkIndex: 2012,
        lighthouseBenchmarkIndexRange: [1183, 2583],
        lighthouseRuns: 5,
      },
    );
  });

  it('keeps --cpu for Lighthouse, and the calibration when no run measured the host', () => {
    const flagged = withLighthouseRuns(calibrate([1200, 1200, 1200, 1200, 1200], { cpu: 6 }), [2400, 2400, 2400]);
    assert.deepEqual([flagged.simulated, flagged.multiplier, flagged.emulated], [6, 6, 400]);
    assert.match(
      calibrationHeader(flagged),
      /slowdown 6x in Lighthouse's simulation \(set by --cpu\), 6x for Chromium's throttle in the trace \(set by --cpu\)/,
    );
    const c = calibrate([1200, 1200, 1200, 1200, 1200]);
    assert.equal(withLighthouseRuns(c, []), c);
    assert.equal(withLighthouseRuns(c, [NaN, 0]), c);
    const fast = withLighthouseRuns(c, [9000]);
    assert.deepEqual([fast.simulated, fast.lighthouse?.clamped], [20, 'high']);
    assert.match(calibrationHeader(fast), /slowdown 20x in Lighthouse's simulation \(clamped from 30x to 1-20x\)/);
  });
});
