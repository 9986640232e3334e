/**
 * Field web-vitals: LCP, CLS, FCP, TTFB and INP from the web-vitals library, FID from the
 * first `first-input` entry (web-vitals no longer reports it). Each is graded with the spec's
 * thresholds and sent with navigator.sendBeacon when the page is hidden. Loaded by the entry
 * after hydration, when the browser is idle: nothing here is on the critical path.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import {
  VITALS_MAX_BYTES,
  VITALS_MAX_METRICS,
  beaconPath,
  gradeVital,
  isPlausible,
  type NavigationType,
  type VitalMetric,
  type VitalName,
  type VitalsBeacon,
} from '../vitals';

export const VITALS_ENDPOINT = '/_app/vitals';

export interface VitalsReporterOptions {
  buildId: string;
  /** The current page's path as a beacon names it (read at send time: client navigation changes it). */
  path: () => string;
  /** Sends one body; navigator.sendBeacon in the browser. */
  send: (url: string, body: string) => boolean;
  /** Development: print graded vitals to the console as well. */
  dev: boolean;
  log?: (line: string) => void;
}

/** Collects graded metrics and sends them in beacons the worker accepts (size and count limits). */
export function createVitalsReporter({ buildId, path, send, dev, log = console.info }: VitalsReporterOptions) {
  let queue: VitalMetric[] = [];
  return {
    report(name: VitalName, value: number, id: string, navigationType?: NavigationType): void {
      // A metric reported again (CLS and INP grow) replaces its earlier value.
      queue = queue.filter((m) => m.id !== id);
      // A value the worker would refuse (client/vitals.ts VITAL_RANGES) is left out: in a beacon it would cost the others theirs.
      if (!isPlausible(name, value)) return;
      const metric: VitalMetric = { name, value, rating: gradeVital(name, value), id, ...(navigationType ? { navigationType } : {}) };
      queue = [...queue, metric];
      if (dev) log(`[web-vitals] ${name} ${Number(value.toFixed(name === 'CLS' ? 4 : 0))} ${metric.rating}`);
    },
    /** Sends everything queued; returns the bodies sent. */
    flush(): string[] {
      const sent: string[] = [];
      let batch: VitalMetric[] = [];
      const body = (metrics: VitalMetric[]) => JSON.stringify({ path: path(), buildId, metrics } satisfies VitalsBeacon);
      for (const m of queue) {
        const full = batch.length === VITALS_MAX_METRICS || new TextEncoder().encode(body([...batch, m])).length > VITALS_MAX_BYTES;
        if (batch.length > 0 && full) {
          sent.push(body(batch));
          batch = [];
        }
        batch.push(m);
      }
      if (batch.length > 0) sent.push(body(batch));
      queue = [];
      for (const b of sent) send(VITALS_ENDPOINT, b);
      return sent;
    },
  };
}

/** Starts measuring in the browser. */
export function startVitals(buildId: string): void {
  const dev = ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
  const reporter = createVitalsReporter({
    buildId,
    // The page's path; on the 404 page its language's 404 path, which the worker takes.
    path: () => beaconPath(location.pathname),
    // A string body goes as text/plain: no preflight, no cookies needed.
    send: (url, body) => navigator.sendBeacon(url, body),
    dev,
  });
  for (const on of [onLCP, onCLS, onFCP, onTTFB, onINP]) on((m) => reporter.report(m.name, m.value, m.id, m.navigationType));
  try {
    const observer = new PerformanceObserver((list) => {
      const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (!entry) return;
      reporter.report('FID', entry.processingStart - entry.startTime, `fid-${Math.round(entry.startTime)}`);
      observer.disconnect();
    });
    observer.observe({ type: 'first-input', buffered: true });
  } catch {
    // first-input is not supported in this browser: FID is simply not reported.
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  addEventListener('pagehide', () => reporter.flush());
}
