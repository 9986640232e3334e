import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { VITALS_MAX_BYTES, gradeVital, parseVitalsBeacon } from '../../client/vitals';
import type { AppEnv } from '../types';

/**
 * POST /_app/vitals: field web-vitals from `navigator.sendBeacon`. The body is checked
 * against the beacon schema; each metric becomes one log line and, when the VITALS
 * Analytics Engine binding is configured, one data point.
 */
export const vitals = new Hono<AppEnv>();

vitals.post(
  '/_app/vitals',
  bodyLimit({ maxSize: VITALS_MAX_BYTES, onError: (c) => c.text('Payload Too Large', 413) }),
  async (c) => {
    let json: unknown;
    try {
      json = JSON.parse(await c.req.text());
    } catch {
      return c.text('Bad Request: body is not JSON', 400);
    }
    const result = parseVitalsBeacon(json);
    if (!result.ok) return c.text(`Bad Request: ${result.error}`, 400);
    const { beacon } = result;
    const log = c.get('log');
    const cf = c.req.raw.cf as { country?: string } | undefined;
    for (const m of beacon.metrics) {
      // Graded here again: the client's rating is informative, ours is the one we keep.
      const rating = gradeVital(m.name, m.value);
      log.log('info', 'web-vital', { metric: m.name, value: m.value, rating, page: beacon.path, buildId: beacon.buildId });
      c.env.VITALS?.writeDataPoint({ blobs: [m.name, rating, beacon.path, beacon.buildId, cf?.country ?? ''], doubles: [m.value], indexes: [m.name] });
    }
    return c.body(null, 204);
  },
);

vitals.all('/_app/vitals', (c) => c.text('Method Not Allowed', 405, { Allow: 'POST' }));
