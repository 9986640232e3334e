/**
 * Deletes what visitors sent once it is older than the privacy notice says it is kept
 * (LEGAL.retentionDays, stated on /privacy): every row after `messages` days, a row still held
 * as spam after `held` days. Run by the scheduled handler.
 */
import { LEGAL } from '../../client/site';
import type { Logger } from '../log';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest arrival time (ms) a message may have at `now` and still be kept. */
function retentionCutoff(now: number): number {
  return now - LEGAL.retentionDays.messages * DAY_MS;
}

/** The oldest arrival time (ms) a held message may have at `now` and still be kept. */
function heldRetentionCutoff(now: number): number {
  return now - LEGAL.retentionDays.held * DAY_MS;
}

/** At most this many applications (and their CVs) are deleted per run: R2 deletes are one call each (batches of 1,000 keys). */
const APPLICATIONS_PER_RUN = 1000;

/**
 * Deletes every contact message and every application (with its CV) that arrived before the
 * cutoff, or before the held cutoff while still held; returns how many rows. A CV is deleted before its row: if the row went first and the
 * file's delete failed, nothing would name the file any more.
 */
export async function deleteExpired(env: Pick<Env, 'DB' | 'CVS'>, now: number, log: Logger): Promise<number> {
  const cutoff = retentionCutoff(now);
  const heldCutoff = heldRetentionCutoff(now);
  const expired = `created_at < ? OR (mail_status = 'held' AND created_at < ?)`;
  const leads = (await env.DB.prepare(`DELETE FROM leads WHERE ${expired}`).bind(cutoff, heldCutoff).run()).meta.changes ?? 0;
  const { results } = await env.DB.prepare(`SELECT id, cv_key FROM applications WHERE ${expired} LIMIT ?`)
    .bind(cutoff, heldCutoff, APPLICATIONS_PER_RUN)
    .all<{ id: string; cv_key: string }>();
  if (results.length > 0) {
    // A row that kept no CV (it failed the hard spam signals) names none.
    const files = results.map((r) => r.cv_key).filter((key) => key !== '');
    if (files.length > 0) await env.CVS.delete(files);
    await env.DB.batch(results.map((r) => env.DB.prepare('DELETE FROM applications WHERE id = ?').bind(r.id)));
  }
  const deleted = leads + results.length;
  if (deleted > 0)
    log.log('info', 'retention: deleted expired messages', {
      leads,
      applications: results.length,
      deleted,
      retentionDays: LEGAL.retentionDays.messages,
      heldRetentionDays: LEGAL.retentionDays.held,
    });
  return deleted;
}
