/**
 * The `applications` table (migrations/0002_applications.sql) and the CVs in the R2 bucket CVS.
 * The row goes first, then the file it names (a crash between leaves a row without its file,
 * which retention deletes, never a file no row names; issue 32); the applicant hears "sent" only
 * after both. The same application sent again under the same form key (its fields and the CV's
 * bytes unchanged) finds its row: no second row, no second file. A post that fails the hard spam
 * signals keeps no CV (`cv_key` empty; decision 0171).
 */
import type { Application } from '../../client/forms/application-schema';
import type { Lang } from '../../client/routes';
import type { Position } from '../../client/site';
import type { Submission } from '../forms/pipeline';
import { failsHardSignals } from '../forms/spam';
import { sha256Hex } from '../digest';
import { concurrentWinner, earlierPost, fingerprint, spamColumns, withinSenderCaps, type Stored } from '../forms/stored';

export interface ApplicationRow {
  id: string;
  created_at: number;
  position_id: string;
  position_title: string;
  name: string;
  email: string;
  link: string | null;
  message: string;
  /** Empty when no CV was kept (the post failed the hard spam signals). */
  cv_key: string;
  cv_name: string;
  cv_size: number;
  spam: string | null;
  mail_status: 'pending' | 'sent' | 'failed' | 'held';
  mail_attempts: number;
  /** The language of the site it was sent from (migrations/0004_language.sql): the team answers in it. */
  language: Lang;
}

/** Where a CV lives in the bucket: by its application's id, so nothing a visitor chose names it. */
const cvKey = (applicationId: string) => `cv/${applicationId}.pdf`;

/** True when a file starts as every PDF does (`%PDF-`), whatever it is called. */
export async function isPdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

/** A file name fit for a mail and a log: no path, no control characters, at most 120 characters. */
const safeName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 120) || 'cv.pdf';

/**
 * Stores an application and its CV unless this form already stored the same one, within the
 * sender's caps (worker/forms/stored.ts).
 */
export async function storeApplication(
  env: Pick<Env, 'DB' | 'CVS'>,
  position: Position,
  { value, key, spam, now, network }: Submission<Application>,
  lang: Lang,
): Promise<Stored> {
  const bytes = await value.cv.arrayBuffer();
  const link = value.link === '' ? null : value.link;
  const print = await fingerprint([position.id, value.name, value.email, link, value.message, await sha256Hex(bytes)]);
  const earlier = await earlierPost(env.DB, 'applications', key, print, spam);
  if ('stored' in earlier) return earlier.stored;
  const { signals } = earlier;
  if ((await withinSenderCaps(env.DB, 'applications', network, signals, now)) === 'drop')
    return { id: '', created: false, spam: signals, dropped: true };
  const id = crypto.randomUUID();
  const objectKey = failsHardSignals(signals) ? '' : cvKey(id);
  const inserted = await env.DB.prepare(
    `INSERT INTO applications (id, idempotency_key, fingerprint, created_at, position_id, position_title, name, email, link, message, cv_key, cv_name, cv_size, consent_at, spam, mail_status, sender_network, language)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (idempotency_key, fingerprint) DO NOTHING
     RETURNING id`,
  )
    .bind(
      id,
      key,
      print,
      now,
      position.id,
      position.title,
      value.name,
      value.email,
      link,
      value.message,
      objectKey,
      safeName(value.cv.name),
      bytes.byteLength,
      now,
      ...spamColumns(signals),
      network,
      lang,
    )
    .first<{ id: string }>();
  // A concurrent send of the same application won the insert: its row and file stay, nothing of ours was written.
  if (!inserted) return concurrentWinner(env.DB, 'applications', key, print);
  if (objectKey === '') return { id: inserted.id, created: true, spam: signals };
  try {
    await env.CVS.put(objectKey, bytes, {
      httpMetadata: { contentType: 'application/pdf' },
      customMetadata: { application: id, position: position.id },
    });
  } catch (error) {
    // No file for the row: the row must not stay behind naming it.
    await env.DB.prepare('DELETE FROM applications WHERE id = ?')
      .bind(id)
      .run()
      .catch(() => {});
    throw error;
  }
  return { id: inserted.id, created: true, spam: signals };
}

/** One application, or null when it is gone. */
export function findApplication(db: D1Database, id: string): Promise<ApplicationRow | null> {
  return db
    .prepare(
      'SELECT id, created_at, position_id, position_title, name, email, link, message, cv_key, cv_name, cv_size, spam, mail_status, mail_attempts, language FROM applications WHERE id = ?',
    )
    .bind(id)
    .first<ApplicationRow>();
}
