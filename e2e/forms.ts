import { DatabaseSync } from 'node:sqlite';
import { localD1File } from '../scripts/lib/dev-server.mjs';
import { exportSql } from '../scripts/lib/leads.mjs';

/** The local state of the e2e server (e2e/global-setup.ts). */
const E2E_STATE = '.wrangler/e2e-state';

/** A stored record as `npm run leads -- export` prints it. */
export interface StoredRecord {
  table: string;
  id: string;
  name: string;
  topic: string;
  company: string | null;
  spam: string | null;
  mail_status: string;
}

/**
 * Everything the e2e server's database holds for an address: the ops command's own export
 * statements (`npm run leads -- export`, scripts/lib/leads.mjs), run on the local D1 database's file
 * read-only. Through the command each read was a wrangler process, about a second of CPU
 * (decision 0148); the command itself is tested against a local site in scripts/lib/leads.test.mjs.
 */
export function storedFor(email: string): StoredRecord[] {
  const db = new DatabaseSync(localD1File(E2E_STATE), { readOnly: true });
  try {
    return exportSql(email).flatMap((sql) => db.prepare(sql).all() as unknown as StoredRecord[]);
  } finally {
    db.close();
  }
}
