// node --test: issue 44's pass rule per page type: TBT at most max(peer, 50 ms), LCP at most 0.7x the
// peer's, a score at least the peer's, and no long task after the first paint (median over rounds).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { passRule, passTable } from './pass-rule.mjs';

const peer = { tbt: 14, lcp: 1700, performance: 99 };
const good = { tbt: 50, lcp: 1190, performance: 99 };

describe('the pass rule', () => {
  it('passes a page within every bar', () => {
    const v = passRule({ ours: good, peer, longTasksAfterPaint: 0 });
    assert.equal(v.verdict, 'pass');
    assert.deepEqual(
      v.checks.map((c) => [c.name, c.holds, c.bar]),
      [
        ['TBT', true, 50],
        ['LCP', true, 1190],
        ['score', true, 99],
        ['long tasks after FCP', true, 0],
      ],
    );
  });

  it('fails a page on any one check', () => {
    assert.equal(passRule({ ours: { ...good, tbt: 51 }, peer, longTasksAfterPaint: 0 }).verdict, 'fail');
    assert.equal(passRule({ ours: { ...good, lcp: 1191 }, peer, longTasksAfterPaint: 0 }).verdict, 'fail');
    assert.equal(passRule({ ours: { ...good, performance: 98 }, peer, longTasksAfterPaint: 0 }).verdict, 'fail');
    assert.equal(passRule({ ours: good, peer, longTasksAfterPaint: 1 }).verdict, 'fail');
    // The TBT bar is the peer's when it is above 50 ms.
    assert.equal(passRule({ ours: { ...good, tbt: 80 }, peer: { ...peer, tbt: 80 }, longTasksAfterPaint: 0 }).verdict, 'pass');
  });

  it('says what was not measured instead of passing it', () => {
    const trace = passRule({ longTasksAfterPaint: 0 });
    assert.equal(trace.verdict, 'partial');
    assert.deepEqual(
      trace.checks.map((c) => c.holds),
      [undefined, undefined, undefined, true],
    );
    assert.equal(passRule({ ours: good, peer }).verdict, 'partial');
    assert.equal(passRule({ longTasksAfterPaint: 2 }).verdict, 'fail');
  });

  it('prints a row per page type with each check against its bar and the verdict', () => {
    const { head, rows } = passTable([
      { label: '/', verdict: passRule({ ours: good, peer, longTasksAfterPaint: 0 }) },
      { label: '/de', verdict: passRule({ ours: { ...good, tbt: 82 }, peer, longTasksAfterPaint: 1 }) },
      { label: '/company', verdict: passRule({ longTasksAfterPaint: 0 }) },
    ]);
    assert.deepEqual(head, ['page', 'TBT', 'LCP', 'score', 'long tasks after FCP', 'verdict']);
    assert.deepEqual(rows, [
      ['/', 'ok 50 (≤ 50)', 'ok 1190 (≤ 1190)', 'ok 99 (≥ 99)', 'ok 0 (≤ 0)', 'PASS'],
      ['/de', 'NO 82 (≤ 50)', 'ok 1190 (≤ 1190)', 'ok 99 (≥ 99)', 'NO 1 (≤ 0)', 'FAIL'],
      ['/company', 'not measured', 'not measured', 'not measured', 'ok 0 (≤ 0)', 'PARTIAL'],
    ]);
  });
});
