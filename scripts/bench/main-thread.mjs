// The main thread of a page load, named (issue 25, decision 0120): a Chromium performance trace
// with the detailed categories, under the bench's calibrated CPU slowdown (scripts/bench/calibration.mjs,
// Lighthouse's 4x when none is given) on Lighthouse's mobile screen, and its top-level tasks broken
// down by what they are. Lighthouse files every task's time that has
// no script, style, layout, paint or parse event under it as "Other"; the detailed categories
// (`toplevel`, `blink`) name that time: the innermost event around it, and the code that posted
// the task (its `src_func`). Times are thread time ("cpu") and wall time ("wall"). Chromium's CPU
// throttle (Emulation.setCPUThrottlingRate; on Linux ThreadCPUThrottler) makes the main thread
// busy-wait in a signal handler for its pauses, so under the throttle a task's thread time is its
// length on the emulated device: the throttled CPU time, what Lighthouse's simulation computes as
// observed time x multiplier. Wall time also counts other processes' turns on the cores, which on a
// shared machine add 1-3x. A long task is Lighthouse's: 50 ms or more of that throttled CPU time.
import * as chromeLauncher from 'chrome-launcher';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { taskNameToGroup } from 'lighthouse/core/lib/tracehouse/task-groups.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../lib/browsers.mjs';
import { median } from './median.mjs';

/**
 * What Lighthouse records (its own trace's categories, so that its "Other" is what is named here),
 * plus the detailed ones the issue asks for: `toplevel` (each task's poster) and `blink`.
 */
export const TRACE_CATEGORIES = [
  ...new Set([...TraceGatherer.getDefaultTraceCategories().filter((c) => c !== '-*' && !c.includes('screenshot')), 'toplevel', 'blink']),
];

const MOBILE = { ...screenEmulationMetrics.mobile, userAgent: userAgents.mobile };
export const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
/** A task of at least this much throttled CPU time is long and blocks (Lighthouse's long-task threshold). */
export const LONG_TASK_MS = 50;
/** The load counts as settled after this long without network activity, and as long again after. */
const QUIET_MS = 1000;
/** And is given up waiting for after this long. */
const SETTLE_LIMIT_MS = 20_000;

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * What a trace event's `args` hold, as far as they are read here.
 * @typedef {{ src_func?: string, src_file?: string, fileName?: string, beginData?: { url?: string }, data?: { documentLoaderURL?: string, url?: string }, [key: string]: unknown }} TraceArgs
 */
/**
 * A trace event (Chrome's trace event format): the fields read here.
 * @typedef {{ ph: string, pid: number, tid: number, name: string, cat?: string, ts: number, dur?: number, tdur?: number, tts?: number, args?: TraceArgs }} TraceEvent
 */
/** A complete event of one thread, with the events within it. @typedef {{ name: string, cat?: string, ts: number, dur: number, tdur?: number, args: TraceArgs, kids: Slice[] }} Slice */
/** Time spent, in ms: what it blocked and what it cost. @typedef {{ wall: number, cpu: number }} Spent */
/** @typedef {ReturnType<typeof analyseTrace>} Analysis */
/**
 * A DevTools-protocol message: the protocol's own JSON, whose shape depends on the method.
 * @typedef {{ id?: number, method?: string, sessionId?: string, params?: any, result?: any, error?: { message: string } }} CdpMessage
 */

/** Friendly names of the code that posts the tasks a page load is made of (their `src_func`). @type {Record<string, string>} */
const SOURCES = {
  SchedulePumpTokenizer: 'HTML parser: next chunk of the document',
  ScheduleEndIfDelayed: 'HTML parser: end of the document',
  ScheduledActionSendBeginMainFrame: 'frame: style, layout, paint',
  PostTaskToMainThread: 'network: response data handed to the main thread',
  Notify: 'network: a response body finished (data pipe)',
  ArmOrNotify: 'network: data pipe',
  PostDispatchNextMessageFromPipe: 'MessageChannel (React scheduler slices)',
  Accept: 'IPC message from the browser process',
  DOMTimer: 'setTimeout / setInterval',
  PostSchedulerIdleTask: 'requestIdleCallback',
  PostTaskToDeliverNotifications: 'IntersectionObserver callbacks',
  RemoveDelayReasonFromScript: 'module script evaluation',
  DispatchFinishedNotificationAsync: 'module graph loaded (dynamic import)',
  EnsureSendTimer: 'page load metrics sent to the browser',
  DidLoadAllScriptBlockingResources: 'HTML parser: scripts waiting for stylesheets',
};

/**
 * The renderer main thread that parsed the page (the one with the most ParseHTML of an http(s) URL).
 * @param {readonly TraceEvent[]} events
 */
function mainThread(events) {
  /** @type {Map<string, number>} */
  const parsed = new Map();
  for (const e of events) {
    if (e.name !== 'ParseHTML' || !/^https?:/.test(e.args?.beginData?.url ?? '')) continue;
    const key = `${e.pid}:${e.tid}`;
    parsed.set(key, (parsed.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [key] = [...parsed.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('no ParseHTML of an http(s) document in the trace');
  const [pid = NaN, tid = NaN] = key.split(':').map(Number);
  return { pid, tid };
}

/**
 * Complete events (X, or B/E pairs) of one thread, nested: each gets `kids`. Returns the roots.
 * @param {readonly TraceEvent[]} events
 * @param {number} pid
 * @param {number} tid
 */
function nest(events, pid, tid) {
  /** @type {Slice[]} */
  const slices = [];
  /** @type {Map<string, TraceEvent[]>} */
  const open = new Map();
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && e.dur !== undefined)
      slices.push({ name: e.name, cat: e.cat, ts: e.ts, dur: e.dur, tdur: e.tdur, args: e.args ?? {}, kids: [] });
    else if (e.ph === 'B') open.set(e.name, [...(open.get(e.name) ?? []), e]);
    else if (e.ph === 'E') {
      const b = open.get(e.name)?.pop();
      if (b)
        slices.push({
          name: b.name,
          cat: b.cat,
          ts: b.ts,
          dur: e.ts - b.ts,
          tdur: e.tts !== undefined && b.tts !== undefined ? e.tts - b.tts : undefined,
          args: { ...b.args, ...e.args },
          kids: [],
        });
    }
  }
  slices.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  /** @type {Slice[]} */
  const roots = [];
  /** @type {Slice[]} */
  const stack = [];
  for (const s of slices) {
    for (let top = stack.at(-1); top && top.ts + top.dur <= s.ts; top = stack.at(-1)) stack.pop();
    const parent = stack.at(-1);
    if (parent && s.ts + s.dur <= parent.ts + parent.dur) parent.kids.push(s);
    else roots.push(s);
    stack.push(s);
  }
  return roots;
}

/**
 * Adds time to a tally by key.
 * @param {Record<string, Spent>} map
 * @param {string} key
 * @param {number} wall
 * @param {number} cpu
 */
const add = (map, key, wall, cpu) => {
  const v = (map[key] ??= { wall: 0, cpu: 0 });
  v.wall += wall;
  v.cpu += cpu;
};

/** @typedef {{ start: number, wall: number, cpu: number, afterFcp: boolean, source: string, what: string, cause: string }} LongTask */

/** Lighthouse's groups of a frame's rendering, and of script. */
const RENDERING = new Set(['styleLayout', 'paintCompositeRender']);
const SCRIPT = new Set(['scriptEvaluation', 'scriptParseCompile']);
/** What posts a task that hands the network's answer to the page (a fetch's response or body). */
const NETWORK_POSTERS = new Set(['PostTaskToMainThread', 'Notify', 'ArmOrNotify']);
/** Events that run a script, and where they name it. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'v8.run',
]);
/** @param {Slice} s */
const scriptUrl = (s) => {
  /** @type {any} */
  const a = s.args;
  const url = a.data?.url || a.data?.fileName || a.fileName || a.data?.stackTrace?.[0]?.url;
  return typeof url === 'string' && url ? url : undefined;
};
/** A URL as printed: its path (the chunk's name), or what it is when it is no URL. */
const shortUrl = (/** @type {string} */ url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * What a long task was, in words: its kind (style/layout/paint, script evaluation, timer callback,
 * fetch/network callback, HTML parsing, garbage collection, other), the trace's top-level event in
 * it (the longest event directly under the task) and, when it ran script, the script's path (the
 * chunk). `own` is the task's time by Lighthouse's group, `poster` the code that posted it.
 * A module's evaluation names no script in the trace: `modulesBefore(ts)` gives the modules
 * compiled since the previous evaluation, the graph this one evaluates.
 * @param {Slice} task
 * @param {Record<string, number>} own
 * @param {string | undefined} poster
 * @param {(ts: number) => string[]} [modulesBefore]
 */
export function causeOf(task, own, poster, modulesBefore = () => []) {
  /** The events under the task, the scheduler's RunTask wrappers looked through. @type {(s: Slice) => Slice[]} */
  const under = (s) => s.kids.flatMap((k) => (TASK.has(k.name) ? under(k) : [k]));
  const top = under(task).sort((a, b) => b.dur - a.dur)[0];
  /** @type {Slice[]} */
  const all = [];
  const collect = (/** @type {Slice} */ s) => {
    for (const k of s.kids) {
      all.push(k);
      collect(k);
    }
  };
  collect(task);
  const script = all.filter((e) => SCRIPT_EVENTS.has(e.name) && scriptUrl(e)).sort((a, b) => b.dur - a.dur)[0];
  const group = Object.entries(own).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
  const kind = all.some((e) => e.name === 'TimerFire')
    ? 'timer callback'
    : RENDERING.has(group)
      ? 'style/layout/paint'
      : SCRIPT.has(group)
        ? NETWORK_POSTERS.has(poster ?? '') || all.some((e) => e.name.startsWith('XHR'))
          ? 'fetch/network callback'
          : 'script evaluation'
        : group === 'parseHTML'
          ? 'HTML parsing'
          : group === 'garbageCollection'
            ? 'garbage collection'
            : 'other';
  const evaluation = all.find((e) => e.name === 'v8.evaluateModule');
  const urls =
    kind === 'style/layout/paint'
      ? []
      : script
        ? [/** @type {string} */ (scriptUrl(script))]
        : evaluation
          ? modulesBefore(evaluation.ts)
          : [];
  return `${kind}: ${top?.name ?? task.name}${urls.length ? ` ${urls.map(shortUrl).join(' + ')}` : ''}`;
}

/**
 * The share of a task's wall time that was its thread's own CPU time (1 where the trace has no
 * thread time): what its wall time is scaled by to say what it cost, however busy the machine was.
 * @param {{ dur: number, tdur?: number }} task
 */
const cpuShare = (task) => (task.tdur !== undefined && task.dur > 0 ? Math.min(1, task.tdur / task.dur) : 1);

/**
 * The page in a trace: its renderer main thread, its navigation's start and its first contentful
 * paint (trace times, µs; `fcp` undefined when the trace has none).
 * @param {readonly TraceEvent[]} events
 */
function pageTimeline(events) {
  const { pid, tid } = mainThread(events);
  const marks = events.filter((e) => e.pid === pid);
  // The navigation of the http(s) document: its navigationStart names the URL, or else is the last one before its parse.
  const firstParse = marks.find((e) => e.name === 'ParseHTML' && /^https?:/.test(e.args?.beginData?.url ?? ''))?.ts ?? Infinity;
  // A renderer that starts for the navigation may come up too late to record its navigationStart:
  // then the earliest navigation-timing mark stands in (the response's, a round trip later), or
  // else the document's first parse.
  const starts = marks.filter((e) => e.name === 'navigationStart' && e.ts < firstParse);
  const timing = marks.filter((e) => ['fetchStart', 'requestStart', 'responseStart', 'responseEnd'].includes(e.name) && e.ts < firstParse);
  const navigation =
    (starts.find((e) => /^https?:/.test(e.args?.data?.documentLoaderURL ?? '')) ?? starts.at(-1) ?? timing.sort((a, b) => a.ts - b.ts)[0])
      ?.ts ?? firstParse;
  const fcp = marks.find((e) => e.name === 'firstContentfulPaint' && e.ts >= navigation)?.ts;
  return { pid, tid, navigation, fcp };
}

/**
 * Breaks a trace's main-thread time down. Times in ms; `cpu` is thread time where the trace has it
 * (what the task cost, however busy the machine was), `wall` what it blocked. Returns totals from
 * navigation start and from the first contentful paint on, Lighthouse's groups, what its "Other"
 * is (by innermost event and by the code that posted the task), and the long tasks.
 * @param {readonly TraceEvent[]} events
 */
export function analyseTrace(events) {
  const { pid, tid, navigation, fcp } = pageTimeline(events);
  const ms = (/** @type {number} */ us) => us / 1000;
  const own = (/** @type {string} */ name) => events.filter((e) => e.pid === pid && e.tid === tid && e.name === name);
  const compiled = own('v8.compileModule').map((e) => ({ ts: e.ts, url: e.args?.data?.url ?? e.args?.fileName ?? '' }));
  const evaluations = own('v8.evaluateModule').map((e) => e.ts);
  /** The modules compiled between the previous module evaluation and the one at `ts`. */
  const modulesBefore = (/** @type {number} */ ts) => {
    const previous = Math.max(-Infinity, ...evaluations.filter((t) => t < ts));
    return compiled.filter((c) => c.ts > previous && c.ts < ts && c.url).map((c) => c.url);
  };
  const total = { tasks: 0, wall: 0, cpu: 0 };
  const afterPaint = { tasks: 0, wall: 0, cpu: 0, blocking: 0 };
  /** @type {Record<string, Spent>} */
  const groups = {};
  /** @type {Record<string, Spent>} */
  const otherByEvent = {};
  /** @type {Record<string, Spent>} */
  const otherBySource = {};
  /** @type {LongTask[]} */
  const longTasks = [];

  for (const task of nest(events, pid, tid)) {
    if (!TASK.has(task.name) || task.ts < navigation) continue;
    const wall = ms(task.dur);
    // Thread time of the task; its parts are scaled by the same share of wall time.
    const share = cpuShare(task);
    total.tasks++;
    total.wall += wall;
    total.cpu += wall * share;
    const afterFcp = fcp !== undefined && task.ts >= fcp;
    if (afterFcp) {
      afterPaint.tasks++;
      afterPaint.wall += wall;
      afterPaint.cpu += wall * share;
      afterPaint.blocking += Math.max(0, wall * share - LONG_TASK_MS);
    }
    const inner = task.args.src_func ? task : task.kids.find((k) => k.args.src_func);
    const source = inner
      ? (SOURCES[inner.args.src_func ?? ''] ?? `${inner.args.src_func} (${String(inner.args.src_file).split('/').pop()})`)
      : '(not posted through the scheduler)';
    /** @type {Record<string, number>} */
    const named = {};
    /** This task's time by Lighthouse's group. @type {Record<string, number>} */
    const byGroup = {};
    /** @type {Record<string, { id: string } | undefined>} */
    const taskGroups = taskNameToGroup;
    // Lighthouse's grouping: an event of a known group starts it, everything under it inherits.
    const walk = (/** @type {Slice} */ s, /** @type {string} */ group, /** @type {string} */ innermost) => {
      const g = taskGroups[s.name]?.id ?? group;
      const self = ms(s.dur - s.kids.reduce((n, k) => n + k.dur, 0));
      const name = TASK.has(s.name) ? innermost : s.name;
      add(groups, g, self, self * share);
      byGroup[g] = (byGroup[g] ?? 0) + self;
      if (g === 'other') {
        add(otherByEvent, name, self, self * share);
        add(otherBySource, source, self, self * share);
      }
      if (s !== task && !TASK.has(s.name)) named[s.name] = (named[s.name] ?? 0) + self;
      for (const k of s.kids) walk(k, g, name);
    };
    walk(task, 'other', '(the task itself: no event under it)');
    // Lighthouse's definition: 50 ms or more under the throttle, by thread time (see the top of this file).
    if (wall * share >= LONG_TASK_MS) {
      const what = Object.entries(named)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([n, t]) => `${n} ${t.toFixed(0)}`)
        .join(', ');
      const cause = causeOf(task, byGroup, inner?.args.src_func, modulesBefore);
      longTasks.push({ start: ms(task.ts - navigation), wall, cpu: wall * share, afterFcp, source, what, cause });
    }
  }
  return {
    fcp: fcp === undefined ? undefined : ms(fcp - navigation),
    total,
    afterPaint,
    groups,
    otherByEvent,
    otherBySource,
    longTasks,
  };
}

/**
 * A copy of a trace with every top-level task of every thread at its thread time: its wall time
 * times cpuShare. Lighthouse's simulation (Lantern) scales each task's wall time by the multiplier;
 * on a shared host that wall time also counts the turns the thread waited while other threads and
 * processes ran, which the multiplier then scales as if the page had spent them (decision 0203).
 * Simulated again from this copy, a run says what the page's and the browser's own work costs on
 * the emulated device. A task keeps at least 1 µs, so that the simulation still sees it.
 * @template {TraceEvent} E
 * @param {readonly E[]} events
 * @returns {E[]}
 */
export function atThreadTime(events) {
  return events.map((e) =>
    e.ph === 'X' && TASK.has(e.name) && e.dur !== undefined
      ? { ...e, dur: Math.max(1, Math.round(e.dur * cpuShare({ dur: e.dur, tdur: e.tdur }))) }
      : e,
  );
}

/**
 * A copy of a trace without the page's navigation commit: the tasks of the page's main thread in
 * which Chromium commits the navigation (`DocumentLoader::CommitNavigation`: the window, its script
 * contexts, the first bytes of the document) last 1 µs. Lighthouse's simulation runs every task
 * after the document has arrived, the commit first; its first-paint estimate leaves the commit out.
 * A page whose first paint needs no request after the document (ours: inline stylesheet) gets the
 * commit and every task after it counted from that estimate on, where a page that waits for a
 * stylesheet hides them in that wait (decision 0203). The difference is what the commit costs in
 * the run. A trace without a page is returned as it is.
 * @template {TraceEvent} E
 * @param {readonly E[]} events
 * @returns {E[]}
 */
export function withoutNavigationCommit(events) {
  /** @type {{ pid: number, tid: number }} */
  let page;
  try {
    page = mainThread(events);
  } catch {
    return [...events];
  }
  const { pid, tid } = page;
  const commits = new Set(
    nest(events, pid, tid)
      .filter((task) => TASK.has(task.name) && contains(task, 'DocumentLoader::CommitNavigation'))
      .map((task) => task.ts),
  );
  return events.map((e) =>
    e.ph === 'X' && e.pid === pid && e.tid === tid && TASK.has(e.name) && commits.has(e.ts) ? { ...e, dur: 1 } : e,
  );
}

/**
 * Whether an event named `name` is within a slice.
 * @param {Slice} slice
 * @param {string} name
 * @returns {boolean}
 */
const contains = (slice, name) => slice.kids.some((k) => k.name === name || contains(k, name));

/**
 * A DevTools-protocol connection to the browser, with nothing enabled behind the page's back.
 * Not Playwright: its page instrumentation (the Runtime domain, on from the start) makes V8 re-parse
 * whole scripts for source positions while they run, and the traces then showed the entry module's
 * evaluation at 60-80 ms of thread time where Lighthouse's own runs see 5-8 ms (decision 0120).
 * @param {number} port
 */
export async function connect(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const ws = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error('no DevTools connection'));
  });
  let lastId = 0;
  /** @type {Map<number, { resolve: (result: any) => void, reject: (error: Error) => void, method: string }>} */
  const pending = new Map();
  /** @type {Set<(message: CdpMessage) => void>} */
  const listeners = new Set();
  ws.onmessage = ({ data }) => {
    /** @type {CdpMessage} */
    const message = JSON.parse(String(data));
    const waiting = message.id !== undefined ? pending.get(message.id) : undefined;
    if (message.id !== undefined && waiting) {
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    } else for (const listener of listeners) listener(message);
  };
  return {
    /**
     * Sends a command (of a session, or of the browser); resolves with its result.
     * @param {string} method
     * @param {object} [params]
     * @param {string} [sessionId]
     * @returns {Promise<any>}
     */
    send(method, params = {}, sessionId) {
      const id = ++lastId;
      ws.send(JSON.stringify({ id, method, params, sessionId }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, method }));
    },
    /**
     * Resolves with the params of the first `method` event of the session that `test` accepts.
     * @param {string} method
     * @param {string} sessionId
     * @param {(params: any) => boolean} [test]
     * @returns {Promise<any>}
     */
    next(method, sessionId, test = () => true, timeoutMs = SETTLE_LIMIT_MS) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no ${method} within ${timeoutMs} ms`));
        }, timeoutMs);
        const listener = (/** @type {CdpMessage} */ m) => {
          if (m.method !== method || m.sessionId !== sessionId || !test(m.params)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(m.params);
        };
        listeners.add(listener);
      });
    },
    /** @param {(message: CdpMessage) => void} listener */
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => ws.close(),
  };
}

/**
 * Loads `url` in a fresh browser context; with `trace`, returns the trace's events.
 * @param {Awaited<ReturnType<typeof connect>>} cdp
 * @param {string} url
 * @param {{ trace: boolean, cpuSlowdown: number }} options
 * @returns {Promise<TraceEvent[] | undefined>}
 */
async function load(cdp, url, { trace, cpuSlowdown }) {
  const { browserContextId } = await cdp.send('Target.createBrowserContext');
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (/** @type {string} */ method, /** @type {object} */ params = {}) => cdp.send(method, params, sessionId);
  try {
    await send('Page.enable');
    await send('Network.enable');
    await send('Network.setCacheDisabled', { cacheDisabled: true });
    await send('Emulation.setDeviceMetricsOverride', {
      width: MOBILE.width,
      height: MOBILE.height,
      deviceScaleFactor: MOBILE.deviceScaleFactor,
      mobile: true,
    });
    await send('Emulation.setTouchEmulationEnabled', { enabled: true });
    await send('Emulation.setUserAgentOverride', { userAgent: MOBILE.userAgent });
    await send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // The network is quiet once nothing has been in flight for QUIET_MS.
    /** @type {Set<string>} */
    const inFlight = new Set();
    let lastActivity = Date.now();
    const stop = cdp.listen((m) => {
      if (m.sessionId !== sessionId) return;
      if (m.method === 'Network.requestWillBeSent') inFlight.add(m.params.requestId);
      else if (m.method === 'Network.loadingFinished' || m.method === 'Network.loadingFailed') inFlight.delete(m.params.requestId);
      else return;
      lastActivity = Date.now();
    });
    if (trace)
      await send('Tracing.start', {
        traceConfig: { includedCategories: TRACE_CATEGORIES, excludedCategories: ['*'] },
        transferMode: 'ReturnAsStream',
      });
    await send('Page.setLifecycleEventsEnabled', { enabled: true });
    // Settled means: loaded, painted, and the network quiet since (our scripts start after the first paint).
    const painted = cdp.next('Page.lifecycleEvent', sessionId, (/** @type {{ name: string }} */ p) => p.name === 'firstContentfulPaint');
    const loaded = cdp.next('Page.loadEventFired', sessionId);
    await send('Page.navigate', { url });
    await Promise.all([loaded, painted]);
    const until = Date.now() + SETTLE_LIMIT_MS;
    while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    // Then as long again for the main thread: idle callbacks and the scheduler's last slices.
    await new Promise((r) => setTimeout(r, QUIET_MS));
    stop();
    if (!trace) return undefined;
    const complete = cdp.next('Tracing.tracingComplete', sessionId);
    await send('Tracing.end');
    const { stream } = await complete;
    let text = '';
    for (;;) {
      const chunk = await send('IO.read', { handle: stream });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
      if (chunk.eof) break;
    }
    await send('IO.close', { handle: stream });
    return JSON.parse(text).traceEvents;
  } finally {
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
  }
}

/**
 * Records one trace of a cold load of each URL, `rounds` times, interleaved (so that a busier or
 * quieter moment of a shared machine falls on every URL alike), with the CPU `cpuSlowdown` times
 * slower. Returns `{ url, analyses }[]`; `onTrace` gets each trace's events as recorded (to keep one).
 * @param {readonly string[]} urls
 * @param {{ rounds?: number, cpuSlowdown?: number, onTrace?: (url: string, events: TraceEvent[], round: number) => void }} [options]
 */
export async function traceMainThread(urls, { rounds = 2, cpuSlowdown = CPU_SLOWDOWN, onTrace = () => {} } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--disable-gpu', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const results = urls.map((url) => ({ url, analyses: /** @type {Analysis[]} */ ([]) }));
  /** @type {Awaited<ReturnType<typeof connect>> | undefined} */
  let cdp;
  try {
    cdp = await connect(chrome.port);
    // One untraced load of each first: the servers render and cache, as before Lighthouse's runs.
    for (const url of urls) await load(cdp, url, { trace: false, cpuSlowdown: 1 });
    for (let round = 0; round < rounds; round++) {
      for (const result of results) {
        const events = (await load(cdp, result.url, { trace: true, cpuSlowdown })) ?? [];
        onTrace(result.url, events, round);
        result.analyses.push(analyseTrace(events));
      }
    }
  } finally {
    cdp?.close();
    chrome.kill();
  }
  return results;
}

/**
 * The medians over rounds of one target's analyses: totals, groups and the named "Other".
 * @param {readonly Analysis[]} analyses
 */
export function summarise(analyses) {
  const med = (/** @type {(a: Analysis) => number} */ pick) => median(analyses.map(pick));
  const keyed = (/** @type {'groups' | 'otherByEvent' | 'otherBySource'} */ field) => {
    const keys = new Set(analyses.flatMap((a) => Object.keys(a[field])));
    return Object.fromEntries(
      [...keys]
        .map(
          (k) => /** @type {[string, Spent]} */ ([k, { wall: med((a) => a[field][k]?.wall ?? 0), cpu: med((a) => a[field][k]?.cpu ?? 0) }]),
        )
        .sort((a, b) => b[1].cpu - a[1].cpu),
    );
  };
  return {
    rounds: analyses.length,
    fcp: med((a) => a.fcp ?? NaN),
    total: { tasks: med((a) => a.total.tasks), wall: med((a) => a.total.wall), cpu: med((a) => a.total.cpu) },
    afterPaint: {
      tasks: med((a) => a.afterPaint.tasks),
      wall: med((a) => a.afterPaint.wall),
      cpu: med((a) => a.afterPaint.cpu),
      blocking: med((a) => a.afterPaint.blocking),
    },
    longTasks: med((a) => a.longTasks.length),
    /** The median over rounds of the long tasks after the first contentful paint: the pass rule's count (issue 44). */
    longTasksAfterPaintMedian: med((a) => a.longTasks.filter((t) => t.afterFcp).length),
    /** Every round's long tasks after the first contentful paint, longest first: what blocks, named (issue 33). */
    longTasksAfterPaint: analyses.flatMap((a) => a.longTasks.filter((t) => t.afterFcp)).sort((a, b) => b.cpu - a.cpu),
    groups: keyed('groups'),
    otherByEvent: keyed('otherByEvent'),
    otherBySource: keyed('otherBySource'),
  };
}

/** How the trace counts a long task, printed with its figures. */
export const LONG_TASK_DEFINITION = `a long task is Lighthouse's: a main-thread task of ${LONG_TASK_MS} ms or more of CPU (thread) time under the CPU throttle, not wall time (which also counts the host's other processes)`;

/**
 * The breakdown as text: one block per target.
 * @param {readonly { label: string, summary: ReturnType<typeof summarise> }[]} targets
 * @param {number} [cpuSlowdown] the CPU slowdown the traces were recorded with
 */
export function formatBreakdown(targets, cpuSlowdown = CPU_SLOWDOWN) {
  const ms = (/** @type {number} */ v) => v.toFixed(0).padStart(5);
  const lines = [];
  for (const { label, summary: s } of targets) {
    lines.push(
      `\n${label}: median of ${s.rounds}, ms cpu / wall (CPU ${Number(cpuSlowdown.toFixed(2))}x slower)`,
      `  main thread ${ms(s.total.cpu)} / ${ms(s.total.wall)} in ${s.total.tasks} tasks; after the first contentful paint ${ms(s.afterPaint.cpu)} / ${ms(s.afterPaint.wall)} in ${s.afterPaint.tasks} (blocking ${s.afterPaint.blocking.toFixed(0)}); long tasks ${s.longTasks}`,
      `  Lighthouse's groups: ${Object.entries(s.groups)
        .map(([k, v]) => `${k} ${v.cpu.toFixed(0)}/${v.wall.toFixed(0)}`)
        .join(', ')}`,
      '  its "Other", by the innermost event around the time:',
      ...Object.entries(s.otherByEvent)
        .slice(0, 8)
        .map(([k, v]) => `    ${ms(v.cpu)} / ${ms(v.wall)}  ${k}`),
      '  and by what posted the task:',
      ...Object.entries(s.otherBySource)
        .slice(0, 6)
        .map(([k, v]) => `    ${ms(v.cpu)} / ${ms(v.wall)}  ${k}`),
      `  long tasks (≥ ${LONG_TASK_MS} ms CPU) after the first contentful paint: median ${s.longTasksAfterPaintMedian} a round, ${s.longTasksAfterPaint.length} in all ${s.rounds} rounds${s.longTasksAfterPaint.length ? ' (longest first, ms cpu / wall, at ms: cause; posted by; its biggest events)' : ''}`,
      ...s.longTasksAfterPaint.map(
        (t) =>
          `    ${ms(t.cpu)} / ${ms(t.wall)} at ${t.start.toFixed(0).padStart(5)}: ${t.cause}; ${t.source}; ${t.what || '(no event under it)'}`,
      ),
    );
  }
  return lines.join('\n');
}
