/**
 * Web-vitals grading and the beacon's shape, shared by the browser (which grades and sends)
 * and the worker (which validates and logs). Pure: no DOM, no Workers APIs.
 */

export type VitalName = 'LCP' | 'FID' | 'CLS' | 'FCP' | 'TTFB' | 'INP';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Good / needs-improvement upper bounds (spec §9; INP from web.dev). A value up to and
 * including the first is good, up to and including the second needs improvement, above is poor.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName, readonly [good: number, needsImprovement: number]>> = {
  LCP: [2500, 4000],
  FID: [100, 300],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  INP: [200, 500],
};

const VITAL_NAMES = Object.keys(VITAL_THRESHOLDS) as VitalName[];

export function gradeVital(name: VitalName, value: number): VitalRating {
  const [good, needsImprovement] = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  if (value <= needsImprovement) return 'needs-improvement';
  return 'poor';
}

/** How the page was reached (web-vitals' `navigationType`), as the worker keeps it. */
const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

export interface VitalMetric {
  name: VitalName;
  value: number;
  rating: VitalRating;
  /** web-vitals' metric id, to de-duplicate reports of one page view. */
  id: string;
  /** How the page was reached; absent for FID (its own observer) and from older clients. */
  navigationType?: NavigationType;
}

/** What the browser sends to POST /_app/vitals. */
export interface VitalsBeacon {
  path: string;
  buildId: string;
  metrics: VitalMetric[];
}

/** Largest beacon body the worker accepts (bytes). */
export const VITALS_MAX_BYTES = 4096;
/** Most metrics one beacon may carry. */
export const VITALS_MAX_METRICS = VITAL_NAMES.length * 2;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isShortString = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** Checks an untrusted beacon; returns it typed, or a reason it is malformed. */
export function parseVitalsBeacon(input: unknown): { ok: true; beacon: VitalsBeacon } | { ok: false; error: string } {
  if (!isRecord(input)) return { ok: false, error: 'body must be a JSON object' };
  const { path, buildId, metrics } = input;
  if (!isShortString(path, 256) || !path.startsWith('/')) return { ok: false, error: 'path must be a site path' };
  if (!isShortString(buildId, 64) || !/^[a-z0-9]+$/.test(buildId)) return { ok: false, error: 'buildId is malformed' };
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > VITALS_MAX_METRICS)
    return { ok: false, error: `metrics must hold 1 to ${VITALS_MAX_METRICS} entries` };
  const parsed: VitalMetric[] = [];
  for (const m of metrics) {
    if (!isRecord(m)) return { ok: false, error: 'each metric must be an object' };
    const { name, value, rating, id, navigationType } = m;
    if (typeof name !== 'string' || !(VITAL_NAMES as string[]).includes(name)) return { ok: false, error: 'unknown metric name' };
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 3_600_000)
      return { ok: false, error: 'metric value out of range' };
    if (rating !== 'good' && rating !== 'needs-improvement' && rating !== 'poor') return { ok: false, error: 'unknown rating' };
    if (!isShortString(id, 100)) return { ok: false, error: 'metric id is malformed' };
    if (navigationType !== undefined && !(NAVIGATION_TYPES as readonly unknown[]).includes(navigationType))
      return { ok: false, error: 'unknown navigation type' };
    parsed.push({
      name: name as VitalName,
      value,
      rating,
      id,
      ...(navigationType === undefined ? {} : { navigationType: navigationType as NavigationType }),
    });
  }
  return { ok: true, beacon: { path, buildId, metrics: parsed } };
}
