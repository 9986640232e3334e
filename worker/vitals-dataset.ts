/**
 * The field web-vitals dataset (Workers Analytics Engine, binding VITALS, one dataset per
 * environment in wrangler.toml): the one place its layout is written down. The worker writes with
 * `vitalsDataPoint` (routes/vitals.ts); `npm run vitals` (scripts/lib/vitals.mjs) reads the same
 * columns by name through `VITALS_COLUMNS`, so a change here changes both.
 *
 * One data point per metric of a beacon:
 *   index1   page id (the sampling key: a busy page is sampled, a quiet one kept whole)
 *   blob1    page id: the registry's id (`matchRoute`), 'position' for any open position, 'unknown' for the 404 page
 *            (the beacon names its language's 404 path: client/vitals.ts `beaconPath`; any other path is refused)
 *   blob2    language of the page: the path's ('en', or 'de' under /de)
 *   blob3    metric: LCP, INP, CLS, TTFB, FCP or FID
 *   blob4    rating, graded by the worker: good, needs-improvement, poor
 *   blob5    navigation type (web-vitals): navigate, reload, back-forward, back-forward-cache, prerender, restore; '' when not sent
 *   blob6    country (two characters from request.cf: ISO code, T1 for Tor, XX unknown; '' when absent)
 *   blob7    build id of the page
 *   double1  value (milliseconds; CLS a unitless score)
 * Never the URL or its query, no cookie, no address, no id of the visitor or the page view.
 */
import { langOf, matchRoute } from '../client/routes';
import type { NavigationType, VitalName, VitalRating } from '../client/vitals';

/** Column names by field (blobN / doubleN in the SQL API). */
export const VITALS_COLUMNS = {
  page: 'blob1',
  lang: 'blob2',
  metric: 'blob3',
  rating: 'blob4',
  navigation: 'blob5',
  country: 'blob6',
  build: 'blob7',
  value: 'double1',
} as const;

/** The page a path belongs to, as the dataset names it: registry id and language, never the path itself. */
export function vitalsPage(path: string): { id: string; lang: string } {
  return { id: matchRoute(path)?.id ?? 'unknown', lang: langOf(path) };
}

export interface VitalsSample {
  page: { id: string; lang: string };
  metric: VitalName;
  value: number;
  rating: VitalRating;
  navigationType: NavigationType | undefined;
  country: string | undefined;
  buildId: string;
}

/** The data point of one metric, in the layout above. */
export function vitalsDataPoint(s: VitalsSample): AnalyticsEngineDataPoint {
  return {
    indexes: [s.page.id],
    blobs: [
      s.page.id,
      s.page.lang,
      s.metric,
      s.rating,
      s.navigationType ?? '',
      /^[A-Z][A-Z0-9]$/.test(s.country ?? '') ? (s.country as string) : '',
      s.buildId,
    ],
    doubles: [s.value],
  };
}
