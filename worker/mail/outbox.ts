/**
 * Mail to the team about what visitors sent (decision 0099): the stored row is the outbox. After
 * a row is stored, a job naming it goes on the mail queue; the queue's consumer (this worker)
 * sends the e-mail with the `send_email` binding and records the outcome in the row. A failed
 * send is retried with a growing delay; after the last retry the job lands in the dead-letter
 * queue, whose consumer marks the row `failed`. A row whose job never reached the queue is
 * queued by the scheduled sweep; `npm run leads -- resend` puts failed rows back in its way. A lost
 * lead is worse than a second e-mail (issue 32): a row still `pending` PENDING_WINDOW_MS after it
 * was last queued and last tried (its job lost, or its "sent" update failed after the mail went
 * out) is queued again, with an error line naming it; every mail carries the row's id as its
 * reference (worker/mail/layout.ts), so a duplicate is recognisable.
 */
import { applicationMail } from '../applications/mail';
import { findApplication } from '../applications/store';
import type { Config } from '../config';
import type { Logger } from '../log';
import { leadMail } from '../leads/mail';
import { findLead } from '../leads/store';
import { PENDING_WINDOW_MS, overdueSql } from './overdue';

/** A mail job: which row of which table to mail. */
export interface MailJob {
  kind: 'lead' | 'application';
  id: string;
}

/** The tables that hold something to mail; each has the same mail_* columns. */
const TABLES = { lead: 'leads', application: 'applications' } as const satisfies Record<MailJob['kind'], string>;

/** The e-mail for a job, or null when there is nothing to send (row gone, already sent). */
async function composeMail(env: Env, config: Config, job: MailJob): Promise<EmailMessageBuilder | null> {
  if (job.kind === 'application') {
    const application = await findApplication(env.DB, job.id);
    return application && application.mail_status !== 'sent' ? applicationMail(config, application) : null;
  }
  const lead = await findLead(env.DB, job.id);
  return lead && lead.mail_status !== 'sent' ? leadMail(config, lead) : null;
}

/** Rows stored this long ago without a queued job are queued by the sweep (ms). */
export const SWEEP_GRACE_MS = 60_000;

/** A row pending past the window (PENDING_WINDOW_MS), whose start is bound twice. */
const OVERDUE_SQL = overdueSql('?');

/** At most this many rows are queued per sweep (a queue batch holds 100 messages). */
const SWEEP_LIMIT = 100;

/** Delay before retry `attempt` (1-based) of a failed send: MAIL_RETRY_SECONDS (checked: a positive integer; 0, at once, in development only), doubling. */
export function retryDelaySeconds(config: Pick<Config, 'MAIL_RETRY_SECONDS'>, attempt: number): number {
  return Math.min(config.MAIL_RETRY_SECONDS * 2 ** Math.max(0, attempt - 1), 12 * 60 * 60);
}

/** Puts a job on the mail queue and notes when; a failure is logged and left to the sweep. */
export async function enqueueMail(env: Env, job: MailJob, log: Logger): Promise<void> {
  try {
    await env.MAIL_QUEUE.send(job);
    await env.DB.prepare(`UPDATE ${TABLES[job.kind]} SET mail_queued_at = ? WHERE id = ?`).bind(Date.now(), job.id).run();
  } catch (error) {
    log.log('error', 'mail job not queued; the scheduled sweep will queue it', {
      kind: job.kind,
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * Queues every pending row that has no job: stored more than SWEEP_GRACE_MS ago (a newer one may
 * still be on its way to the queue), or tried before (put back by `npm run leads -- resend`); and
 * every row pending past the window (PENDING_WINDOW_MS), named in an error line. Returns how many.
 */
export async function sweepOutbox(env: Env, now: number, log: Logger): Promise<number> {
  let queued = 0;
  const since = now - PENDING_WINDOW_MS;
  for (const [kind, table] of Object.entries(TABLES) as [MailJob['kind'], string][]) {
    const { results } = await env.DB.prepare(
      `SELECT id, mail_queued_at IS NOT NULL AS overdue FROM ${table}
       WHERE (mail_status = 'pending' AND mail_queued_at IS NULL AND (created_at <= ? OR mail_attempts > 0)) OR (${OVERDUE_SQL})
       ORDER BY created_at LIMIT ?`,
    )
      .bind(now - SWEEP_GRACE_MS, since, since, SWEEP_LIMIT)
      .all<{ id: string; overdue: number }>();
    if (results.length === 0) continue;
    const overdue = results.filter((r) => r.overdue).map((r) => r.id);
    if (overdue.length > 0) {
      log.log(
        'error',
        'mail still pending an hour after its last attempt: queued again (its job was lost, or it went out and its row was not marked sent; a second mail carries the same reference)',
        {
          kind,
          ids: overdue.join(','),
          count: overdue.length,
        },
      );
    }
    await env.MAIL_QUEUE.sendBatch(results.map(({ id }) => ({ body: { kind, id } satisfies MailJob })));
    await env.DB.batch(results.map(({ id }) => env.DB.prepare(`UPDATE ${table} SET mail_queued_at = ? WHERE id = ?`).bind(now, id)));
    queued += results.length;
  }
  if (queued > 0) log.log('info', 'mail sweep queued stored rows', { queued });
  return queued;
}

const isJob = (body: unknown): body is MailJob =>
  typeof body === 'object' && body !== null && (body as MailJob).kind in TABLES && typeof (body as MailJob).id === 'string';

/** The mail queue's consumer: one e-mail per job, the row updated with the outcome. */
export async function deliverMail(batch: MessageBatch<unknown>, env: Env, config: Config, log: Logger): Promise<void> {
  for (const message of batch.messages) {
    const job = message.body;
    if (!isJob(job)) {
      log.log('error', 'mail job of unknown shape dropped', { queue: batch.queue });
      message.ack();
      continue;
    }
    const table = TABLES[job.kind];
    let mail: EmailMessageBuilder | null;
    try {
      mail = await composeMail(env, config, job);
      if (mail) await env.MAIL.send(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await env.DB.prepare(`UPDATE ${table} SET mail_attempts = mail_attempts + 1, mail_attempted_at = ?, mail_error = ? WHERE id = ?`)
        .bind(Date.now(), reason.slice(0, 500), job.id)
        .run()
        .catch(() => {});
      const delaySeconds = retryDelaySeconds(config, message.attempts);
      log.log('warn', 'mail not sent; retrying', { kind: job.kind, id: job.id, attempt: message.attempts, delaySeconds, error: reason });
      message.retry({ delaySeconds });
      continue;
    }
    if (mail) {
      try {
        const at = Date.now();
        await env.DB.prepare(
          `UPDATE ${table} SET mail_status = 'sent', mail_sent_at = ?, mail_attempted_at = ?, mail_attempts = mail_attempts + 1, mail_error = NULL WHERE id = ?`,
        )
          .bind(at, at, job.id)
          .run();
        log.log('info', 'mail sent', { kind: job.kind, id: job.id, attempt: message.attempts });
      } catch (error) {
        // The mail went out; the row stays pending and the sweep mails it again after the window
        // (a lost lead is worse than a second e-mail, which carries the same reference).
        log.log('error', 'mail sent, but its row could not be marked sent: the sweep will mail it again in an hour, same reference', {
          kind: job.kind,
          id: job.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    message.ack();
  }
}

/**
 * The dead-letter queue's consumer: every retry failed; the row is marked so ops can resend it.
 * Each message on its own: one that cannot be recorded is logged (its row stays pending and the
 * sweep queues it again after the window) and does not stop the others.
 */
export async function recordUndelivered(batch: MessageBatch<unknown>, env: Env, log: Logger): Promise<void> {
  for (const message of batch.messages) {
    const job = message.body;
    if (!isJob(job)) {
      log.log('error', 'dead-lettered mail job of unknown shape dropped', { queue: batch.queue });
      message.ack();
      continue;
    }
    try {
      await env.DB.prepare(`UPDATE ${TABLES[job.kind]} SET mail_status = 'failed' WHERE id = ? AND mail_status = 'pending'`)
        .bind(job.id)
        .run();
      log.log('error', 'mail not delivered after every retry: marked failed (npm run leads -- list)', { kind: job.kind, id: job.id });
    } catch (error) {
      log.log(
        'error',
        'mail not delivered after every retry, and its row could not be marked failed: it stays pending and the sweep queues it again',
        {
          kind: job.kind,
          id: job.id,
          error: error instanceof Error ? error.message : String(error),
        },
      );
    }
    message.ack();
  }
}
