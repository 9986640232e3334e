/**
 * When a pending row is overdue: the worker's sweep queues it again (worker/mail/outbox.ts) and
 * `npm run leads -- list` flags it (scripts/lib/leads.mjs loads this module). Dependency-free, so
 * the script can load it.
 */

/**
 * A pending row last queued and last tried this long ago has lost its job (or its "sent" update):
 * the sweep queues it again. Longer than every retry of a job takes (5 retries, doubling from
 * MAIL_RETRY_SECONDS = 60: about 31 minutes).
 */
export const PENDING_WINDOW_MS = 60 * 60 * 1000;

/**
 * The SQL condition of a row pending past the window: queued, and neither queued nor tried since
 * `since`, the window's start as SQL (a `?` parameter, bound twice, or a number).
 */
export const overdueSql = (since: string): string =>
  `mail_status = 'pending' AND mail_queued_at IS NOT NULL AND mail_queued_at <= ${since} AND COALESCE(mail_attempted_at, 0) <= ${since}`;
