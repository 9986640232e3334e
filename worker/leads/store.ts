/**
 * The `leads` table (migrations/0001_leads.sql): contact messages, one row per accepted message.
 * A row is written before the visitor hears "sent"; the same message sent again under the same
 * form key (a double click, a reload of the POST, a retry after a timeout) finds its row and
 * stores nothing new.
 */
import type { ContactMessage } from '../../client/forms/contact-schema';
import type { Lang } from '../../client/routes';
import type { Submission } from '../forms/pipeline';
import { concurrentWinner, earlierPost, fingerprint, spamColumns, withinSenderCaps, type Stored } from '../forms/stored';

export interface LeadRow {
  id: string;
  created_at: number;
  name: string;
  email: string;
  company: string | null;
  topic: ContactMessage['topic'];
  message: string;
  spam: string | null;
  mail_status: 'pending' | 'sent' | 'failed' | 'held';
  mail_attempts: number;
  /** The language of the site it was sent from (migrations/0004_language.sql): the team answers in it. */
  language: Lang;
}

/**
 * Stores a contact message unless this form already stored the same message. A different
 * message under a key that already has one is stored too, flagged `reused-form`. Within the
 * sender's caps (worker/forms/stored.ts): a held one past its network's cap is dropped, a clean
 * one past it throws DailyLimitReached.
 */
export async function storeLead(
  db: D1Database,
  { value, key, spam, now, network }: Submission<ContactMessage>,
  lang: Lang,
): Promise<Stored> {
  const company = value.company === '' ? null : value.company;
  const print = await fingerprint([value.name, value.email, company, value.topic, value.message]);
  const earlier = await earlierPost(db, 'leads', key, print, spam);
  if ('stored' in earlier) return earlier.stored;
  const { signals } = earlier;
  if ((await withinSenderCaps(db, 'leads', network, signals, now)) === 'drop')
    return { id: '', created: false, spam: signals, dropped: true };
  const inserted = await db
    .prepare(
      `INSERT INTO leads (id, idempotency_key, fingerprint, created_at, name, email, company, topic, message, consent_at, spam, mail_status, sender_network, language)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key, fingerprint) DO NOTHING
       RETURNING id`,
    )
    .bind(
      crypto.randomUUID(),
      key,
      print,
      now,
      value.name,
      value.email,
      company,
      value.topic,
      value.message,
      now,
      ...spamColumns(signals),
      network,
      lang,
    )
    .first<{ id: string }>();
  return inserted ? { id: inserted.id, created: true, spam: signals } : concurrentWinner(db, 'leads', key, print);
}

/** One lead, or null when it is gone (deleted by retention or on request). */
export function findLead(db: D1Database, id: string): Promise<LeadRow | null> {
  return db
    .prepare(
      'SELECT id, created_at, name, email, company, topic, message, spam, mail_status, mail_attempts, language FROM leads WHERE id = ?',
    )
    .bind(id)
    .first<LeadRow>();
}
