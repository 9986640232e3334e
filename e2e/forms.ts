import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

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

/** Everything the e2e server's database holds for an address, read with the ops command. */
export async function storedFor(email: string): Promise<StoredRecord[]> {
  const script = join(process.cwd(), 'scripts/leads.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, 'export', email, '--persist-to', E2E_STATE], {
    cwd: process.cwd(),
  });
  return (JSON.parse(stdout) as { records: StoredRecord[] }).records;
}
