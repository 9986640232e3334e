import { app } from './app';
import { createLogger } from './log';
import { deliverMail, recordUndelivered } from './mail/outbox';
import { scheduled } from './scheduled';

/** The dead-letter queue's name ends so in every environment (wrangler.toml). */
const DEAD_LETTER_SUFFIX = '-dlq';

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    const log = createLogger({ trigger: 'queue', queue: batch.queue });
    if (batch.queue.endsWith(DEAD_LETTER_SUFFIX)) await recordUndelivered(batch, env, log);
    else await deliverMail(batch, env, log);
  },
  scheduled,
} satisfies ExportedHandler<Env>;
