import { VITALS_MAX_BYTES, gradeVital, parseVitalsBeacon } from '../../client/vitals';
import { vitalsDataPoint, vitalsPage } from '../vitals-dataset';
import { beaconRoute } from './beacon';
import { metaKey, servedBuild } from './builds';

/**
 * POST /_app/vitals: field web-vitals from `navigator.sendBeacon`. The body is checked against
 * the beacon schema (client/vitals.ts: a page's path or a 404 path, each value in its plausible
 * range), then its build id against the builds this site served (ours, or one in the BUILDS KV
 * namespace: a KV read only for a beacon that passed the rest). Only then does each metric become
 * one log line and one data point in the VITALS Analytics Engine dataset (layout:
 * worker/vitals-dataset.ts; read with `npm run vitals`); a refused beacon leaves neither.
 */
export const vitals = beaconRoute(
  '/_app/vitals',
  VITALS_MAX_BYTES,
  async (json, c) => {
    const result = parseVitalsBeacon(json);
    if (!result.ok) return result;
    const { buildId } = result.beacon;
    const build = await servedBuild(c, buildId);
    if (build.kind === 'served') return { ok: true, value: result.beacon };
    if (build.kind === 'unknown') return { ok: false, error: 'buildId names no build of this site' };
    c.get('log').log('error', 'build manifest unavailable', { key: metaKey(buildId), reason: build.reason, status: 503 });
    return { ok: false, error: 'the build id cannot be checked now', unavailable: true };
  },
  (c, beacon) => {
    const log = c.get('log');
    const cf = c.req.raw.cf as { country?: string } | undefined;
    const page = vitalsPage(beacon.path);
    for (const m of beacon.metrics) {
      // Graded here again: the client's rating is informative, ours is the one we keep.
      const rating = gradeVital(m.name, m.value);
      log.log('client', 'web-vital', { metric: m.name, value: m.value, rating, page: beacon.path, buildId: beacon.buildId });
      c.env.VITALS.writeDataPoint(
        vitalsDataPoint({
          page,
          metric: m.name,
          value: m.value,
          rating,
          navigationType: m.navigationType,
          country: cf?.country,
          buildId: beacon.buildId,
        }),
      );
    }
  },
);
