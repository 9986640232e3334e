/**
 * What the stores of accepted form posts (worker/leads/store.ts, worker/applications/store.ts)
 * share: a row is keyed by the form's idempotency key and a fingerprint of what was sent, so the
 * same post under the same key finds its row instead of storing a second one.
 */
import type { SpamSignal } from './spam';

/** The tables of accepted posts; each has `idempotency_key`, `fingerprint` and `spam` columns. */
export type SubmissionTable = 'leads' | 'applications';

/** What a store answers: the row's id, whether this post created it, and its spam signals. */
export interface Stored {
  id: string;
  created: boolean;
  spam: SpamSignal[];
}

/** SHA-256 of bytes or text, as lowercase hex. */
export async function sha256Hex(data: ArrayBuffer | string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', typeof data === 'string' ? new TextEncoder().encode(data) : data);
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A hash of what a post says: the same post twice has the same fingerprint. */
export const fingerprint = (fields: readonly (string | null)[]): Promise<string> => sha256Hex(JSON.stringify(fields));

const signalsOf = (spam: string | null): SpamSignal[] => (spam?.split(',') ?? []) as SpamSignal[];

/**
 * Before storing: the row this key already holds for the same post (answer with it), or the
 * signals a new row gets: a different post under a key that already has one is flagged
 * `reused-form`.
 */
export async function earlierPost(db: D1Database, table: SubmissionTable, key: string, print: string, spam: SpamSignal[]): Promise<{ stored: Stored } | { signals: SpamSignal[] }> {
  const existing = await db.prepare(`SELECT id, fingerprint, spam FROM ${table} WHERE idempotency_key = ?`).bind(key).all<{ id: string; fingerprint: string; spam: string | null }>();
  const same = existing.results.find((r) => r.fingerprint === print);
  if (same) return { stored: { id: same.id, created: false, spam: signalsOf(same.spam) } };
  return { signals: existing.results.length > 0 ? [...spam, 'reused-form'] : spam };
}

/** After an insert that did nothing: a concurrent send of the same post won it; its row. */
export async function concurrentWinner(db: D1Database, table: SubmissionTable, key: string, print: string): Promise<Stored> {
  const winner = await db.prepare(`SELECT id, spam FROM ${table} WHERE idempotency_key = ? AND fingerprint = ?`).bind(key, print).first<{ id: string; spam: string | null }>();
  if (!winner) throw new Error(`${table}: a post neither inserted nor found`);
  return { id: winner.id, created: false, spam: signalsOf(winner.spam) };
}

/** The `spam` and `mail_status` columns of a new row: a flagged post is held, not mailed. */
export const spamColumns = (signals: SpamSignal[]): [string | null, 'held' | 'pending'] => (signals.length > 0 ? [signals.join(','), 'held'] : [null, 'pending']);
