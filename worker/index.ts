import { app } from './app';
import { configOf } from './config';
import { createLogger } from './log';
import { deliverMail, recordUndelivered } from './mail/outbox';
import { scheduled } from './scheduled';

/** The dead-letter queue's name ends so in every environment (wrangler.toml). */
const DEAD_LETTER_SUFFIX = '-dlq';

export default {
  // Requests: the app's first middleware checks the configuration (middleware/config-guard.ts).
  fetch: app.fetch,
  async queue(batch, env) {
    const log = createLogger({ trigger: 'queue', queue: batch.queue });
    if (batch.queue.endsWith(DEAD_LETTER_SUFFIX)) return recordUndelivered(batch, env, log);
    const checked = configOf(env as unknown as Record<string, unknown>);
    if (!checked.ok) {
      // Nothing is mailed from a misconfigured worker: the jobs wait on the queue (its retries, then
      // the dead-letter queue, which marks the rows failed for `npm run leads -- resend`).
      log.log('error', 'misconfigured: mail jobs retried later', {
        variables: [...new Set(checked.problems.map((p) => p.name))].join(', '),
      });
      batch.retryAll();
      return;
    }
    await deliverMail(batch, env, checked.config, log);
  },
  scheduled,
} satisfies ExportedHandler<Env>;
