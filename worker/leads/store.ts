/**
 * The `leads` table (migrations/0001_leads.sql): contact messages, one row per accepted message.
 * A row is written before the visitor hears "sent"; the same message sent again under the same
 * form key (a double click, a reload of the POST, a retry after a timeout) finds its row and
 * stores nothing new.
 */
import type { ContactMessage } from '../../client/forms/contact-schema';
import type { Submission } from '../forms/pipeline';
import type { SpamSignal } from '../forms/spam';

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
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A hash of what a message says: the same message twice has the same fingerprint. */
export async function fingerprint(fields: readonly (string | null)[]): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(fields))));
}

/**
 * Stores a contact message unless this form already stored the same message. A different
 * message under a key that already has one is stored too, flagged `reused-form`.
 */
export async function storeLead(db: D1Database, { value, key, spam, now }: Submission<ContactMessage>): Promise<{ id: string; created: boolean; spam: SpamSignal[] }> {
  const company = value.company === '' ? null : value.company;
  const print = await fingerprint([value.name, value.email, company, value.topic, value.message]);
  const existing = await db.prepare('SELECT id, fingerprint, spam FROM leads WHERE idempotency_key = ?').bind(key).all<{ id: string; fingerprint: string; spam: string | null }>();
  const same = existing.results.find((r) => r.fingerprint === print);
  if (same) return { id: same.id, created: false, spam: (same.spam?.split(',') ?? []) as SpamSignal[] };
  const signals: SpamSignal[] = existing.results.length > 0 ? [...spam, 'reused-form'] : spam;
  const id = crypto.randomUUID();
  const inserted = await db
    .prepare(
      `INSERT INTO leads (id, idempotency_key, fingerprint, created_at, name, email, company, topic, message, consent_at, spam, mail_status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key, fingerprint) DO NOTHING
       RETURNING id`,
    )
    .bind(id, key, print, now, value.name, value.email, company, value.topic, value.message, now, signals.length > 0 ? signals.join(',') : null, signals.length > 0 ? 'held' : 'pending')
    .first<{ id: string }>();
  if (inserted) return { id: inserted.id, created: true, spam: signals };
  // A concurrent send of the same message won the insert: answer with its row.
  const winner = await db.prepare('SELECT id, spam FROM leads WHERE idempotency_key = ? AND fingerprint = ?').bind(key, print).first<{ id: string; spam: string | null }>();
  if (!winner) throw new Error('lead neither inserted nor found');
  return { id: winner.id, created: false, spam: (winner.spam?.split(',') ?? []) as SpamSignal[] };
}

/** One lead, or null when it is gone (deleted by retention or on request). */
export function findLead(db: D1Database, id: string): Promise<LeadRow | null> {
  return db.prepare('SELECT id, created_at, name, email, company, topic, message, spam, mail_status, mail_attempts FROM leads WHERE id = ?').bind(id).first<LeadRow>();
}
