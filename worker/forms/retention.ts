/**
 * Deletes what visitors sent once it is older than the privacy notice says it is kept
 * (LEGAL.retentionDays, stated on /privacy). Run by the scheduled handler.
 */
import { LEGAL } from '../../client/site';
import type { Logger } from '../log';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest arrival time (ms) a message may have at `now` and still be kept. */
export function retentionCutoff(now: number): number {
  return now - LEGAL.retentionDays.messages * DAY_MS;
}

/** Deletes every contact message that arrived before the cutoff; returns how many. */
export async function deleteExpired(db: D1Database, now: number, log: Logger): Promise<number> {
  const { meta } = await db.prepare('DELETE FROM leads WHERE created_at < ?').bind(retentionCutoff(now)).run();
  const deleted = meta.changes ?? 0;
  if (deleted > 0) log.log('info', 'retention: deleted expired messages', { table: 'leads', deleted, retentionDays: LEGAL.retentionDays.messages });
  return deleted;
}
