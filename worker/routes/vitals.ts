import { VITALS_MAX_BYTES, gradeVital, parseVitalsBeacon } from '../../client/vitals';
import { vitalsDataPoint, vitalsPage } from '../vitals-dataset';
import { beaconRoute } from './beacon';

/**
 * POST /_app/vitals: field web-vitals from `navigator.sendBeacon`. The body is checked
 * against the beacon schema; each metric becomes one log line and one data point in the VITALS
 * Analytics Engine dataset (layout: worker/vitals-dataset.ts; read with `npm run vitals`).
 */
export const vitals = beaconRoute(
  '/_app/vitals',
  VITALS_MAX_BYTES,
  (json) => {
    const result = parseVitalsBeacon(json);
    return result.ok ? { ok: true, value: result.beacon } : result;
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
