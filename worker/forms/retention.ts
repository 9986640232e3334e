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

/** At most this many applications (and their CVs) are deleted per run: R2 deletes are one call each (batches of 1,000 keys). */
const APPLICATIONS_PER_RUN = 1000;

/**
 * Deletes every contact message and every application (with its CV) that arrived before the
 * cutoff; returns how many rows. A CV is deleted before its row: if the row went first and the
 * file's delete failed, nothing would name the file any more.
 */
export async function deleteExpired(env: Pick<Env, 'DB' | 'CVS'>, now: number, log: Logger): Promise<number> {
  const cutoff = retentionCutoff(now);
  const leads = (await env.DB.prepare('DELETE FROM leads WHERE created_at < ?').bind(cutoff).run()).meta.changes ?? 0;
  const { results } = await env.DB.prepare('SELECT id, cv_key FROM applications WHERE created_at < ? LIMIT ?').bind(cutoff, APPLICATIONS_PER_RUN).all<{ id: string; cv_key: string }>();
  if (results.length > 0) {
    await env.CVS.delete(results.map((r) => r.cv_key));
    await env.DB.batch(results.map((r) => env.DB.prepare('DELETE FROM applications WHERE id = ?').bind(r.id)));
  }
  const deleted = leads + results.length;
  if (deleted > 0) log.log('info', 'retention: deleted expired messages', { leads, applications: results.length, deleted, retentionDays: LEGAL.retentionDays.messages });
  return deleted;
}
