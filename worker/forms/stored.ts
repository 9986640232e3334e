/**
 * What the stores of accepted form posts (worker/leads/store.ts, worker/applications/store.ts)
 * share: a row is keyed by the form's idempotency key and a fingerprint of what was sent, so the
 * same post under the same key finds its row instead of storing a second one; and what one sender
 * (one network, worker/forms/network.ts) may store in 24 hours (decision 0171).
 */
import { sha256Hex } from '../digest';
import { APPLICATION_MAX_BYTES } from '../../client/forms/application';
import { CONTACT_MAX_BYTES } from '../../client/forms/contact';
import type { SpamSignal } from './spam';

/** The tables of accepted posts; each has `idempotency_key`, `fingerprint` and `spam` columns. */
export type SubmissionTable = 'leads' | 'applications';

/**
 * What a store answers: the row's id, whether this post created it, and its spam signals;
 * `dropped` when it was held past its network's cap and nothing of it was stored (id empty).
 */
export interface Stored {
  id: string;
  created: boolean;
  spam: SpamSignal[];
  dropped?: boolean;
}

/**
 * What one network may store in 24 hours (decision 0171): clean (unflagged) rows per table, and
 * held (spam-flagged) rows of both tables together. Past a clean cap the sender hears 429 (a real
 * visitor learns why); past the held cap a post is answered as any other and not stored (a
 * different answer would tell the sender what was detected).
 */
export const SENDER_CAPS = { leads: 50, applications: 10, held: 50 } as const;

/** The window the caps count (ms). */
const SENDER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The most one network can store in 24 hours, in rows and bytes: every clean row and every held
 * row at its form's body limit (a held application that failed only soft signals keeps its CV,
 * up to the application's limit). Decision 0171 states these numbers; tests/contact.test.ts holds
 * the stores to them.
 */
export function senderDailyBound(): { rows: number; bytes: number } {
  const rows = SENDER_CAPS.leads + SENDER_CAPS.applications + SENDER_CAPS.held;
  const bytes = SENDER_CAPS.leads * CONTACT_MAX_BYTES + (SENDER_CAPS.applications + SENDER_CAPS.held) * APPLICATION_MAX_BYTES;
  return { rows, bytes };
}

/** Thrown by a store when the network has stored its clean cap of this table today. */
export class DailyLimitReached extends Error {
  constructor(table: SubmissionTable) {
    super(`${table}: the sender's network stored its daily cap`);
  }
}

/** How many rows a network stored in the window before `now`: clean per table, held in both. */
async function senderCounts(db: D1Database, network: string, now: number): Promise<Record<keyof typeof SENDER_CAPS, number>> {
  const counts = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM leads WHERE sender_network = ?1 AND created_at > ?2 AND spam IS NULL) AS leads,
         (SELECT COUNT(*) FROM applications WHERE sender_network = ?1 AND created_at > ?2 AND spam IS NULL) AS applications,
         (SELECT COUNT(*) FROM leads WHERE sender_network = ?1 AND created_at > ?2 AND spam IS NOT NULL)
           + (SELECT COUNT(*) FROM applications WHERE sender_network = ?1 AND created_at > ?2 AND spam IS NOT NULL) AS held`,
    )
    .bind(network, now - SENDER_WINDOW_MS)
    .first<Record<keyof typeof SENDER_CAPS, number>>();
  return counts ?? { leads: 0, applications: 0, held: 0 };
}

/**
 * Before a new row (`network` null: a loopback sender, not counted): `drop` when the post is held and its network is at the held cap; throws
 * DailyLimitReached when it is clean and the network is at the table's clean cap.
 */
export async function withinSenderCaps(
  db: D1Database,
  table: SubmissionTable,
  network: string | null,
  signals: SpamSignal[],
  now: number,
): Promise<'store' | 'drop'> {
  // Loopback (`npm start`, the browser tests) is not counted.
  if (network === null) return 'store';
  const counts = await senderCounts(db, network, now);
  if (signals.length > 0) return counts.held >= SENDER_CAPS.held ? 'drop' : 'store';
  if (counts[table] >= SENDER_CAPS[table]) throw new DailyLimitReached(table);
  return 'store';
}

/** A hash of what a post says: the same post twice has the same fingerprint. */
export const fingerprint = (fields: readonly (string | null)[]): Promise<string> => sha256Hex(JSON.stringify(fields));

const signalsOf = (spam: string | null): SpamSignal[] => (spam?.split(',') ?? []) as SpamSignal[];

/**
 * Before storing: the row this key already holds for the same post (answer with it), or the
 * signals a new row gets: a different post under a key that already has one is flagged
 * `reused-form`.
 */
export async function earlierPost(
  db: D1Database,
  table: SubmissionTable,
  key: string,
  print: string,
  spam: SpamSignal[],
): Promise<{ stored: Stored } | { signals: SpamSignal[] }> {
  const existing = await db
    .prepare(`SELECT id, fingerprint, spam FROM ${table} WHERE idempotency_key = ?`)
    .bind(key)
    .all<{ id: string; fingerprint: string; spam: string | null }>();
  const same = existing.results.find((r) => r.fingerprint === print);
  if (same) return { stored: { id: same.id, created: false, spam: signalsOf(same.spam) } };
  return { signals: existing.results.length > 0 ? [...spam, 'reused-form'] : spam };
}

/** After an insert that did nothing: a concurrent send of the same post won it; its row. */
export async function concurrentWinner(db: D1Database, table: SubmissionTable, key: string, print: string): Promise<Stored> {
  const winner = await db
    .prepare(`SELECT id, spam FROM ${table} WHERE idempotency_key = ? AND fingerprint = ?`)
    .bind(key, print)
    .first<{ id: string; spam: string | null }>();
  if (!winner) throw new Error(`${table}: a post neither inserted nor found`);
  return { id: winner.id, created: false, spam: signalsOf(winner.spam) };
}

/** The `spam` and `mail_status` columns of a new row: a flagged post is held, not mailed. */
export const spamColumns = (signals: SpamSignal[]): [string | null, 'held' | 'pending'] =>
  signals.length > 0 ? [signals.join(','), 'held'] : [null, 'pending'];
