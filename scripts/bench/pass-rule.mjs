// Issue 44's pass rule for one page type, from the medians of the interleaved rounds: TBT at most
// max(peer, 50 ms), LCP at most 0.7x the peer's, a score at least the peer's (the Lighthouse side by
// side, againstPeer), and no long task after the first contentful paint in the trace run (the
// median over rounds of their count is 0). A check whose run did not take place is "not measured":
// the page then passes only the checks that ran, and says so. The bench prints the verdicts; it
// fails only with --strict (a bench reports, tests check behaviour).
import { againstPeer } from './lighthouse.mjs';

/**
 * One check of the rule: its name, the value, the bar, whether it holds (undefined: not measured).
 * @typedef {{ name: string, value: number | undefined, bar: number | undefined, rule: string, holds: boolean | undefined }} Check
 */
/** @typedef {{ checks: Check[], verdict: 'pass' | 'fail' | 'partial' }} PageVerdict */

/**
 * The verdict for a page type. `ours` and `peer` are medians of the side-by-side run (undefined
 * when it did not run), `longTasksAfterPaint` the median count from the trace (undefined likewise).
 * @param {{ ours?: { tbt: number, lcp: number, performance: number }, peer?: { tbt: number, lcp: number, performance: number }, longTasksAfterPaint?: number }} page
 * @returns {PageVerdict}
 */
export function passRule({ ours, peer, longTasksAfterPaint }) {
  /** @type {Check[]} */
  const lighthouse =
    ours && peer
      ? againstPeer(ours, peer)
      : [
          { name: 'TBT', value: undefined, bar: undefined, rule: 'at most max(peer, 50 ms)', holds: undefined },
          { name: 'LCP', value: undefined, bar: undefined, rule: 'at most 0.7x peer', holds: undefined },
          { name: 'score', value: undefined, bar: undefined, rule: 'at least peer', holds: undefined },
        ];
  const checks = [
    ...lighthouse,
    {
      name: 'long tasks after FCP',
      value: longTasksAfterPaint,
      bar: 0,
      rule: 'none (median of the rounds)',
      holds: longTasksAfterPaint === undefined ? undefined : longTasksAfterPaint === 0,
    },
  ];
  const verdict = checks.some((c) => c.holds === false) ? 'fail' : checks.every((c) => c.holds === true) ? 'pass' : 'partial';
  return { checks, verdict };
}

/**
 * The pass table's rows: one per page type, each check as `value (bar)` and the verdict.
 * @param {readonly { label: string, verdict: PageVerdict }[]} pages
 * @returns {{ head: string[], rows: string[][] }}
 */
export function passTable(pages) {
  const names = pages[0]?.verdict.checks.map((c) => c.name) ?? [];
  const cell = (/** @type {Check} */ c) =>
    c.holds === undefined
      ? 'not measured'
      : `${c.holds ? 'ok' : 'NO'} ${Math.round(c.value ?? NaN)} (${c.name === 'score' ? '≥' : '≤'} ${Math.round(c.bar ?? NaN)})`;
  return {
    head: ['page', ...names, 'verdict'],
    rows: pages.map((p) => [p.label, ...p.verdict.checks.map(cell), p.verdict.verdict.toUpperCase()]),
  };
}
