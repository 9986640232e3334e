import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MIN_FILL_MS } from '../worker/forms/spam';

/** The local state of the e2e server (e2e/global-setup.ts). */
export const E2E_STATE = '.wrangler/e2e-state';

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
  const { stdout } = await promisify(execFile)(process.execPath, [script, 'export', email, '--persist-to', E2E_STATE], { cwd: process.cwd() });
  return (JSON.parse(stdout) as { records: StoredRecord[] }).records;
}

/**
 * Waits until the form on the page was issued longer ago than the worker's minimum fill time
 * (the signed time in its hidden field), as a person filling it in would have: a condition, not
 * a fixed sleep. Works with JavaScript off too (Playwright reads the attribute itself).
 */
export async function untilFillTimePassed(page: Page): Promise<void> {
  const issued = page.locator('form input[name="issued"]').first();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = (await issued.getAttribute('value')) ?? (await issued.inputValue());
    const at = Number(value.split('.')[0]);
    if (at > 0 && Date.now() > at + MIN_FILL_MS + 250) return;
    if (Date.now() > deadline) throw new Error(`the form's issue time never passed the minimum fill time (issued "${value}")`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
