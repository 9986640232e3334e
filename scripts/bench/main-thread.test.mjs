// node --test: the main-thread breakdown names Lighthouse's "Other" (decision 0120), and the
// side-by-side figures hold our pages to the bar against the peer.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { againstPeer, medians } from './lighthouse.mjs';
import { analyseTrace, atThreadTime, formatBreakdown, summarise, withoutNavigationCommit } from './main-thread.mjs';

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
    // No task after the paint has 50 ms of CPU under the throttle: the parser task's 80 ms of wall
    // time are 40 of CPU (the rest other processes' turns), so nothing blocks.
    assert.equal(a.afterPaint.blocking, 0);
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
    // The same parser task with 80 ms of CPU under the throttle is long.
    const b = analyseTrace(TRACE.map((e) => (e.ts === 50_000 && e.ph === 'X' ? { ...e, tdur: 80_000 } : e)));
    assert.deepEqual(
      b.longTasks.map((t) => [t.start, t.wall, t.cpu, t.afterFcp, t.source]),
      [[50, 80, 80, true, 'HTML parser: next chunk of the document']],
    );
    assert.match(b.longTasks[0]?.what ?? '', /^Document::FinishedParsing 50/);
    assert.equal(b.afterPaint.blocking, 30);
  });

  it('summarises rounds by their medians and prints them', () => {
    const long = analyseTrace(TRACE.map((e) => (e.ts === 50_000 && e.ph === 'X' ? { ...e, tdur: 80_000 } : e)));
    const s = summarise([long, long, analyseTrace(TRACE.slice(0, 5))]);
    assert.equal(s.rounds, 3);
    assert.equal(s.total.wall, 142);
    assert.match(formatBreakdown([{ label: '/', summary: s }], 4), /Document::FinishedParsing/);
    // The long tasks after the first paint are named, every round's, longest first.
    assert.deepEqual(
      s.longTasksAfterPaint.map((t) => t.cpu),
      [80, 80],
    );
    assert.equal(s.longTasksAfterPaintMedian, 1);
    assert.match(
      formatBreakdown([{ label: '/', summary: s }], 4.37),
      /CPU 4\.37x slower[\s\S]*median 1 a round, 2 in all 3 rounds .*\n.*80 \/ {4}80 at {4}50: other: HTMLDocumentParser::PrepareToStopParsing; HTML parser: next chunk of the document; Document::FinishedParsing 50/,
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

describe("a long task is Lighthouse's: 50 ms or more of CPU time under the throttle", () => {
  const CHUNK = 'http://127.0.0.1:9/client/chunk-ABC.js';
  /** A task (RunTask with the scheduler's wrapper) at `start` ms, `cpu` ms of thread time in `wall` ms, with events under it. */
  const task = (
    /** @type {number} */ start,
    /** @type {number} */ cpu,
    /** @type {number} */ wall,
    /** @type {ReturnType<typeof X>[]} */ under = [],
    src = 'DOMTimer',
  ) => [
    X('RunTask', start, wall, { tdur: cpu, cat: 'disabled-by-default-lighthouse' }),
    X('ThreadControllerImpl::RunTask', start, wall, { tdur: cpu, ...posted(src) }),
    ...under,
  ];
  // FCP at 200 ms. Before it: 49, 50 and 80 ms of CPU; after it the same three, each of a different
  // cause, their wall time three times their CPU (a busy host) except the 49 ms one's (exactly 50).
  const FIXTURE = [
    mark('navigationStart', 0, { data: { documentLoaderURL: 'http://127.0.0.1:9/' } }),
    ...task(1, 20, 20, [X('ParseHTML', 2, 15, { args: { beginData: { url: 'http://127.0.0.1:9/' } } })], 'SchedulePumpTokenizer'),
    ...task(30, 49, 49, [X('Layout', 31, 45)]),
    ...task(90, 50, 60, [X('ParseHTML', 91, 55, { args: { beginData: { url: 'http://127.0.0.1:9/' } } })], 'SchedulePumpTokenizer'),
    ...task(110, 80, 80, [X('EvaluateScript', 111, 75, { args: { data: { url: CHUNK } } })]),
    mark('firstContentfulPaint', 200),
    ...task(
      300,
      49,
      50,
      [X('ProxyMain::BeginMainFrame', 301, 48, { cat: 'cc' }), X('Layout', 302, 40), X('Paint', 343, 5)],
      'ScheduledActionSendBeginMainFrame',
    ),
    // A module graph: its modules compiled as they arrive, then evaluated (the trace names no script
    // in the evaluation itself).
    X('v8.compileModule', 350, 1, { cat: 'v8', args: { data: { url: 'http://127.0.0.1:9/client/chunk-A.js' } } }),
    X('v8.compileModule', 360, 1, { cat: 'v8', args: { data: { url: 'http://127.0.0.1:9/client/chunk-B.js' } } }),
    ...task(400, 50, 150, [X('v8.evaluateModule', 401, 148, { cat: 'v8' })], 'RemoveDelayReasonFromScript'),
    ...task(600, 80, 240, [
      X('TimerFire', 601, 238, { args: { data: { timerId: 3 } } }),
      X('FunctionCall', 602, 236, { args: { data: { url: CHUNK } } }),
    ]),
  ];
  const a = analyseTrace(FIXTURE);

  it('counts 50 and 80 ms as long and 49 ms not, before the first paint and after it, by CPU and not wall time', () => {
    assert.deepEqual(
      a.longTasks.map((t) => [t.start, t.cpu, t.afterFcp]),
      [
        [90, 50, false],
        [110, 80, false],
        [400, 50, true],
        [600, 80, true],
      ],
    );
    // A 49 ms task whose wall time reaches 50 (another process's turn) is not long.
    assert.equal(
      a.longTasks.some((t) => t.start === 300),
      false,
    );
    // Blocking time after the paint: what each long task has over 50 ms of CPU.
    assert.equal(a.afterPaint.blocking, 30);
  });

  it('names the cause of each long task: the top-level event, and the chunk it evaluated or called', () => {
    assert.deepEqual(
      a.longTasks.map((t) => t.cause),
      [
        'HTML parsing: ParseHTML',
        'script evaluation: EvaluateScript /client/chunk-ABC.js',
        'script evaluation: v8.evaluateModule /client/chunk-A.js + /client/chunk-B.js',
        'timer callback: TimerFire /client/chunk-ABC.js',
      ],
    );
    const frame = analyseTrace(FIXTURE.map((e) => (e.ts === 300_000 && e.ph === 'X' ? { ...e, tdur: 60_000, dur: 60_000 } : e)));
    assert.equal(frame.longTasks.find((t) => t.start === 300)?.cause, 'style/layout/paint: ProxyMain::BeginMainFrame');
  });

  it('counts the long tasks after the paint by their median over rounds, and lists every round’s with its cause', () => {
    const quiet = analyseTrace(FIXTURE.filter((e) => e.ts < 400_000));
    const s = summarise([a, quiet, quiet]);
    assert.equal(s.longTasksAfterPaintMedian, 0);
    assert.deepEqual(
      s.longTasksAfterPaint.map((t) => t.cpu),
      [80, 50],
    );
    assert.match(
      formatBreakdown([{ label: '/', summary: s }], 4),
      /80 \/ {3}240 at {3}600: timer callback: TimerFire \/client\/chunk-ABC\.js; setTimeout/,
    );
    assert.equal(summarise([a, a, quiet]).longTasksAfterPaintMedian, 2);
  });
});

describe("Lighthouse's simulation of a run again, from its trace edited", () => {
  /** The durations (ms) of the top-level tasks of a trace, in order. */
  const durations = (/** @type {readonly { name: string, ph: string, dur?: number, pid: number }[]} */ events) =>
    events.filter((e) => e.ph === 'X' && e.name === 'RunTask').map((e) => (e.dur ?? NaN) / 1000);

  it('puts every task at its thread time, on every thread, and leaves the other events as they are', () => {
    // The page's tasks: 20/10, 80/40, 12/12, 30/30 ms wall/CPU; another renderer's 500/500.
    assert.deepEqual(durations(TRACE), [20, 80, 12, 30, 500]);
    const edited = atThreadTime(TRACE);
    assert.deepEqual(durations(edited), [10, 40, 12, 30, 500]);
    // The scheduler's wrapper of a task is a task too, and is scaled with it.
    assert.equal(durations(edited.map((e) => (e.name === 'ThreadControllerImpl::RunTask' ? { ...e, name: 'RunTask' } : e)))[2], 40);
    assert.deepEqual(
      edited.filter((e) => e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask'),
      TRACE.filter((e) => e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask'),
    );
    // The run's trace itself is not changed, and a task never goes below 1 µs.
    assert.deepEqual(durations(TRACE), [20, 80, 12, 30, 500]);
    assert.equal(atThreadTime([X('RunTask', 0, 10, { tdur: 0 })])[0]?.dur, 1);
  });

  it("shortens the page's navigation commit to 1 µs and nothing else", () => {
    const commit = [
      X('RunTask', 2, 30, { tdur: 9, cat: 'disabled-by-default-lighthouse' }),
      X('ThreadControllerImpl::RunTask', 2, 30, { tdur: 9 }),
      X('DocumentLoader::CommitNavigation', 3, 28, { cat: 'loading' }),
      X('LocalWindowProxy::Initialize', 4, 20, { cat: 'blink' }),
    ];
    // The same commit in another renderer (the page before, about:blank) is not the page's.
    const elsewhere = commit.map((e) => ({ ...e, pid: 99 }));
    const trace = [...TRACE.slice(0, 1), ...elsewhere, ...commit, ...TRACE.slice(1)];
    const edited = withoutNavigationCommit(trace);
    assert.deepEqual(
      edited
        .filter((e) => e.pid === PID && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts === 2000)
        .map((e) => ('dur' in e ? e.dur : NaN)),
      [1, 1],
    );
    // Everything else as recorded: the other renderer's commit, the page's other tasks, the events within.
    const rest = (/** @type {readonly typeof trace[number][]} */ events) =>
      events.filter((e) => !(e.pid === PID && e.ts === 2000 && e.name.includes('RunTask')));
    assert.deepEqual(rest(edited), rest(trace));
    // Without a commit, or without a page, the trace stays as it is.
    assert.deepEqual(withoutNavigationCommit(TRACE), TRACE);
    assert.deepEqual(withoutNavigationCommit([X('RunTask', 0, 10)]), [X('RunTask', 0, 10)]);
  });
});
