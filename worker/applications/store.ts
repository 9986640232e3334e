/**
 * The `applications` table (migrations/0002_applications.sql) and the CVs in the R2 bucket CVS.
 * The file goes to R2 first, then the row that names it; the applicant hears "sent" only after
 * both. The same application sent again under the same form key (its fields and the CV's bytes
 * unchanged) finds its row: no second row, no second file.
 */
import type { Application } from '../../client/forms/application-schema';
import type { Position } from '../../client/site';
import type { Submission } from '../forms/pipeline';
import { concurrentWinner, earlierPost, fingerprint, sha256Hex, spamColumns, type Stored } from '../forms/stored';

export interface ApplicationRow {
  id: string;
  created_at: number;
  position_id: string;
  position_title: string;
  name: string;
  email: string;
  link: string | null;
  message: string;
  cv_key: string;
  cv_name: string;
  cv_size: number;
  spam: string | null;
  mail_status: 'pending' | 'sent' | 'failed' | 'held';
  mail_attempts: number;
}

/** Where a CV lives in the bucket: by its application's id, so nothing a visitor chose names it. */
export const cvKey = (applicationId: string) => `cv/${applicationId}.pdf`;

/** True when a file starts as every PDF does (`%PDF-`), whatever it is called. */
export async function isPdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

/** A file name fit for a mail and a log: no path, no control characters, at most 120 characters. */
const safeName = (name: string) => name.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 120) || 'cv.pdf';

/** Stores an application and its CV unless this form already stored the same one. */
export async function storeApplication(env: Pick<Env, 'DB' | 'CVS'>, position: Position, { value, key, spam, now }: Submission<Application>): Promise<Stored> {
  const bytes = await value.cv.arrayBuffer();
  const link = value.link === '' ? null : value.link;
  const print = await fingerprint([position.id, value.name, value.email, link, value.message, await sha256Hex(bytes)]);
  const earlier = await earlierPost(env.DB, 'applications', key, print, spam);
  if ('stored' in earlier) return earlier.stored;
  const { signals } = earlier;
  const id = crypto.randomUUID();
  const objectKey = cvKey(id);
  await env.CVS.put(objectKey, bytes, { httpMetadata: { contentType: 'application/pdf' }, customMetadata: { application: id, position: position.id } });
  let inserted: { id: string } | null;
  try {
    inserted = await env.DB.prepare(
      `INSERT INTO applications (id, idempotency_key, fingerprint, created_at, position_id, position_title, name, email, link, message, cv_key, cv_name, cv_size, consent_at, spam, mail_status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key, fingerprint) DO NOTHING
       RETURNING id`,
    )
      .bind(id, key, print, now, position.id, position.title, value.name, value.email, link, value.message, objectKey, safeName(value.cv.name), bytes.byteLength, now, ...spamColumns(signals))
      .first<{ id: string }>();
  } catch (error) {
    // No row names the file: it must not outlive the failed write.
    await env.CVS.delete(objectKey).catch(() => {});
    throw error;
  }
  if (inserted) return { id: inserted.id, created: true, spam: signals };
  // A concurrent send of the same application won the insert: its file stays, ours goes.
  await env.CVS.delete(objectKey);
  return concurrentWinner(env.DB, 'applications', key, print);
}

/** One application, or null when it is gone. */
export function findApplication(db: D1Database, id: string): Promise<ApplicationRow | null> {
  return db
    .prepare('SELECT id, created_at, position_id, position_title, name, email, link, message, cv_key, cv_name, cv_size, spam, mail_status, mail_attempts FROM applications WHERE id = ?')
    .bind(id)
    .first<ApplicationRow>();
}
