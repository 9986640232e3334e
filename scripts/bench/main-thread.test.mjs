// node --test: the main-thread breakdown names Lighthouse's "Other" (decision 0120), and the
// side-by-side figures hold our pages to the bar against the peer.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { againstPeer, medians } from './lighthouse.mjs';
import { analyseTrace, formatBreakdown, summarise } from './main-thread.mjs';

const PID = 7;
const TID = 1;
/** A complete event on the page's main thread; times in ms from 0 (trace times are µs). */
/**
 * @param {string} name
 * @param {number} start
 * @param {number} dur
 * @param {{ tdur?: number, cat?: string, args?: Record<string, unknown> }} [options]
 */
const X = (name, start, dur, { tdur = dur, cat = 'devtools.timeline', args = {} } = {}) => ({
  ph: 'X',
  pid: PID,
  tid: TID,
  name,
  cat,
  ts: start * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
  args,
});
/** A mark on the page's main thread at `at` ms. */
const mark = (/** @type {string} */ name, /** @type {number} */ at, /** @type {Record<string, unknown>} */ args = {}) => ({
  ph: 'R',
  pid: PID,
  tid: TID,
  name,
  cat: 'blink.user_timing',
  ts: at * 1000,
  args,
});
/** The task was posted by `src_func`. */
const posted = (/** @type {string} */ src_func) => ({ args: { src_func, src_file: 'third_party/blink/x.cc' }, cat: 'toplevel' });

/**
 * A small load: the document's first parse, a frame, then after the first paint a long parser task
 * whose time is mostly in nothing Lighthouse names, a network task, and a script task.
 */
const TRACE = [
  mark('navigationStart', 0, { data: { documentLoaderURL: 'http://127.0.0.1:9/' } }),
  X('RunTask', 10, 20, { tdur: 10, cat: 'disabled-by-default-lighthouse' }),
  X('ThreadControllerImpl::RunTask', 10, 20, { tdur: 10, ...posted('SchedulePumpTokenizer') }),
  X('ParseHTML', 12, 15, { args: { beginData: { url: 'http://127.0.0.1:9/' } } }),
  mark('firstContentfulPaint', 40),
  X('RunTask', 50, 80, { tdur: 40, cat: 'disabled-by-default-lighthouse' }),
  X('ThreadControllerImpl::RunTask', 50, 80, { tdur: 40, ...posted('SchedulePumpTokenizer') }),
  X('HTMLDocumentParser::PrepareToStopParsing', 51, 70, { cat: 'blink' }),
  X('Document::FinishedParsing', 52, 60, { cat: 'blink' }),
  X('UpdateLayoutTree', 53, 10),
  X('RunTask', 140, 12, { cat: 'disabled-by-default-lighthouse' }),
  X('ThreadControllerImpl::RunTask', 140, 12, posted('PostTaskToMainThread')),
  X('RunTask', 160, 30, { cat: 'disabled-by-default-lighthouse' }),
  X('ThreadControllerImpl::RunTask', 160, 30, posted('RemoveDelayReasonFromScript')),
  X('v8.evaluateModule', 161, 28, { cat: 'v8' }),
  // Another renderer's work is not the page's.
  { ...X('RunTask', 10, 500), pid: 99 },
];

describe('the main-thread breakdown', () => {
  const a = analyseTrace(TRACE);

  it('finds the page, its first paint and every top-level task, in wall and thread time', () => {
    assert.equal(a.fcp, 40);
    assert.deepEqual(a.total, { tasks: 4, wall: 142, cpu: 92 });
    assert.equal(a.afterPaint.tasks, 3);
    assert.equal(a.afterPaint.wall, 122);
    // Only the parser task after the paint blocks: 80 - 50.
    assert.equal(a.afterPaint.blocking, 30);
  });

  it("files time as Lighthouse does, and names its 'Other'", () => {
    assert.equal(a.groups.parseHTML?.wall, 15);
    assert.equal(a.groups.styleLayout?.wall, 10);
    assert.equal(a.groups.scriptEvaluation?.wall, 28);
    // The long parser task: 50 of its 80 ms are Document::FinishedParsing's own (the style update is
    // Lighthouse's), in thread time half of that, as the whole task.
    assert.deepEqual(a.otherByEvent['Document::FinishedParsing'], { wall: 50, cpu: 25 });
    assert.equal(a.otherByEvent['(the task itself: no event under it)']?.wall, 5 + 10 + 12 + 2);
    assert.equal(a.otherBySource['HTML parser: next chunk of the document']?.wall, 5 + 50 + 10 + 10);
    assert.equal(a.otherBySource['network: response data handed to the main thread']?.wall, 12);
  });

  it('lists the long tasks with what they were', () => {
    assert.deepEqual(
      a.longTasks.map((t) => [t.start, t.wall, t.afterFcp, t.source]),
      [[50, 80, true, 'HTML parser: next chunk of the document']],
    );
    assert.match(a.longTasks[0]?.what ?? '', /^Document::FinishedParsing 50/);
  });

  it('summarises rounds by their medians and prints them', () => {
    const s = summarise([a, a, analyseTrace(TRACE.slice(0, 5))]);
    assert.equal(s.rounds, 3);
    assert.equal(s.total.wall, 142);
    assert.match(formatBreakdown([{ label: '/', summary: s }]), /Document::FinishedParsing/);
    // The long tasks after the first paint are named, every round's, longest first.
    assert.deepEqual(
      s.longTasksAfterPaint.map((t) => t.wall),
      [80, 80],
    );
    assert.match(
      formatBreakdown([{ label: '/', summary: s }]),
      /long tasks after the first contentful paint, all 3 rounds: 2 .*\n.*80 at {4}50: HTML parser: next chunk of the document; Document::FinishedParsing 50/,
    );
  });

  it('refuses a trace without a page', () => {
    assert.throws(() => analyseTrace([X('RunTask', 0, 10)]), /no ParseHTML/);
  });
});

describe('side by side with the peer', () => {
  const peer = { performance: 97, lcp: 1900, tbt: 30, mainThread: 1200 };

  it('takes medians of every figure', () => {
    assert.deepEqual(
      medians([
        { tbt: 10, lcp: 3 },
        { tbt: 30, lcp: 1 },
        { tbt: 20, lcp: 2 },
      ]),
      { tbt: 20, lcp: 2 },
    );
  });

  it("holds our page to the issue's bar: TBT at most max(peer, 50), LCP at most 0.7x, score at least the peer's", () => {
    const holds = (/** @type {{ performance: number, lcp: number, tbt: number }} */ ours) =>
      Object.fromEntries(againstPeer(ours, peer).map((c) => [c.name, c.holds]));
    assert.deepEqual(holds({ performance: 97, lcp: 1330, tbt: 50 }), { TBT: true, LCP: true, score: true });
    assert.deepEqual(holds({ performance: 96, lcp: 1331, tbt: 51 }), { TBT: false, LCP: false, score: false });
    assert.deepEqual(holds({ performance: 99, lcp: 1000, tbt: 70 }), { TBT: false, LCP: true, score: true });
    assert.equal(againstPeer({ performance: 99, lcp: 1000, tbt: 70 }, { ...peer, tbt: 80 })[0]?.holds, true);
  });
});
