/**
 * Web-vitals grading and the beacon's shape, shared by the browser (which grades and sends)
 * and the worker (which validates and logs). Pure: no DOM, no Workers APIs.
 */
import { DEFAULT_LANG, LANGS, langOf, matchRoute, type Lang } from './routes';

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

/**
 * The values a visit plausibly reports, [least, most] (ms; CLS a unitless score): a beacon with a
 * value outside is refused whole, and the browser leaves such a value out (`isPlausible`). Wide
 * enough for the slowest real visit (a minute to the first byte or paint on a failing connection,
 * half a minute of a frozen page before the browser offers to end it, a page that keeps jumping
 * for a while), narrow enough that a made-up beacon cannot pull a quiet page's p75 up by hours.
 */
export const VITAL_RANGES: Readonly<Record<VitalName, readonly [least: number, most: number]>> = {
  LCP: [0, 60_000],
  FID: [0, 30_000],
  CLS: [0, 10],
  FCP: [0, 60_000],
  TTFB: [0, 60_000],
  INP: [0, 30_000],
};

const VITAL_NAMES = Object.keys(VITAL_THRESHOLDS) as VitalName[];

/** A finite value within the metric's VITAL_RANGES. */
export function isPlausible(name: VitalName, value: number): boolean {
  const [least, most] = VITAL_RANGES[name];
  return Number.isFinite(value) && value >= least && value <= most;
}

/**
 * What a beacon sent from the 404 page names as its path, in each language (German under /de):
 * the page, not the missing path. The dataset keeps it as page `unknown` (worker/vitals-dataset.ts).
 */
const notFoundPath = (lang: Lang): string => `${lang === DEFAULT_LANG ? '' : `/${lang}`}/404`;
const NOT_FOUND_PATHS: readonly string[] = /* @__PURE__ */ LANGS.map(notFoundPath);

/**
 * The path a beacon names for the page at `pathname` (location.pathname): the page's own path, or
 * for anything the page registry has no page for (the 404 page) its language's 404 path.
 */
export function beaconPath(pathname: string): string {
  return matchRoute(pathname) ? pathname : notFoundPath(langOf(pathname));
}

/** A path a beacon may name: a page of the registry (matched by its shape), or a 404 path; no query, no fragment. */
const isBeaconPath = (path: string): boolean => NOT_FOUND_PATHS.includes(path) || matchRoute(path) !== undefined;

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

/**
 * Checks an untrusted beacon; returns it typed, or a reason it is malformed. Pure and cheap: the
 * worker then checks the build id against the builds it served (worker/routes/vitals.ts).
 */
export function parseVitalsBeacon(input: unknown): { ok: true; beacon: VitalsBeacon } | { ok: false; error: string } {
  if (!isRecord(input)) return { ok: false, error: 'body must be a JSON object' };
  const { path, buildId, metrics } = input;
  if (!isShortString(path, 256) || !isBeaconPath(path))
    return { ok: false, error: "path must be a page's path or a 404 path, without query or fragment" };
  if (!isShortString(buildId, 64) || !/^[a-z0-9]+$/.test(buildId)) return { ok: false, error: 'buildId is malformed' };
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > VITALS_MAX_METRICS)
    return { ok: false, error: `metrics must hold 1 to ${VITALS_MAX_METRICS} entries` };
  const parsed: VitalMetric[] = [];
  for (const m of metrics) {
    if (!isRecord(m)) return { ok: false, error: 'each metric must be an object' };
    const { name, value, rating, id, navigationType } = m;
    if (typeof name !== 'string' || !(VITAL_NAMES as string[]).includes(name)) return { ok: false, error: 'unknown metric name' };
    if (typeof value !== 'number' || !isPlausible(name as VitalName, value)) return { ok: false, error: 'metric value out of range' };
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
