import { VITALS_MAX_BYTES, gradeVital, parseVitalsBeacon } from '../../client/vitals';
import { beaconRoute } from './beacon';

/**
 * POST /_app/vitals: field web-vitals from `navigator.sendBeacon`. The body is checked
 * against the beacon schema; each metric becomes one log line and, when the VITALS
 * Analytics Engine binding is configured, one data point.
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
    for (const m of beacon.metrics) {
      // Graded here again: the client's rating is informative, ours is the one we keep.
      const rating = gradeVital(m.name, m.value);
      log.log('client', 'web-vital', { metric: m.name, value: m.value, rating, page: beacon.path, buildId: beacon.buildId });
      c.env.VITALS?.writeDataPoint({ blobs: [m.name, rating, beacon.path, beacon.buildId, cf?.country ?? ''], doubles: [m.value], indexes: [m.name] });
    }
  },
);
