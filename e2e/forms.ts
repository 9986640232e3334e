import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { exportSql } from '../scripts/lib/leads.mjs';

/** The local state of the e2e server (e2e/global-setup.ts). */
const E2E_STATE = '.wrangler/e2e-state';
/** Where workerd keeps the local D1 databases of that state: one SQLite file each, besides its metadata. */
const D1_FILES = join(E2E_STATE, 'v3/d1/miniflare-D1DatabaseObject');

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
  const files = readdirSync(D1_FILES).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${D1_FILES}, found ${files.join(', ') || 'none'}`);
  const db = new DatabaseSync(join(D1_FILES, files[0] ?? ''), { readOnly: true });
  try {
    return exportSql(email).flatMap((sql) => db.prepare(sql).all() as unknown as StoredRecord[]);
  } finally {
    db.close();
  }
}
