import { deleteExpired } from './forms/retention';
import { createLogger } from './log';
import { sweepOutbox } from './mail/outbox';

/**
 * The cron trigger (wrangler.toml, every 10 minutes): queue the mail of stored rows whose job
 * never reached the queue, then delete what is past its retention. Each part runs even when the
 * other fails; a failure is logged and fails the invocation, so the dashboard shows it too.
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const log = createLogger({ trigger: 'scheduled', cron: controller.cron });
  const now = controller.scheduledTime;
  const results = await Promise.allSettled([sweepOutbox(env, now, log), deleteExpired(env, now, log)]);
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  for (const failure of failures)
    log.log('error', 'scheduled task failed', { error: failure.reason instanceof Error ? failure.reason.message : String(failure.reason) });
  if (failures.length > 0) throw new Error(`${failures.length} scheduled task(s) failed`);
}
