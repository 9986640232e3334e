/**
 * Spam signals of a form post (decision 0098). None of them rejects a message: one that fails
 * them is stored, flagged and held back from the team's inbox, so nothing a person sent can be
 * lost to a false alarm (`npm run leads -- list --held` shows them).
 */
import type { FormCheckMode } from '../config';
import { verifyPow } from './challenge';
import { verifyFormToken } from './token';

/** The name of the hidden field people leave empty (bots fill in every field). */
const HONEYPOT_FIELD = 'website';

/** The least time a person needs to fill in a form (ms): a faster post came from a script. */
export const MIN_FILL_MS = 3000;

/** The minimum fill time in a mode of the checks: none under FORM_CHECKS = "fast" (tests, development only: worker/config.ts). */
export const minFillMs = (checks: FormCheckMode): number => (checks === 'fast' ? 0 : MIN_FILL_MS);

/**
 * - `honeypot`: the hidden field was filled in.
 * - `token`: the signed issue time is missing, forged, or belongs to another form (the contact
 *   form's token on an application, one position's on another's: decision 0171).
 * - `too-fast`: sent less than MIN_FILL_MS after the form was issued.
 * - `pow`: sent by the enhanced form (JavaScript on) without a valid proof of work.
 * - `reused-form`: another message was already stored under this form's key (a replayed form).
 */
export type SpamSignal = 'honeypot' | 'token' | 'too-fast' | 'pow' | 'reused-form';

/** The hidden fields every form carries besides its own. */
export interface HiddenFields {
  key: unknown;
  issued: unknown;
  honeypot: unknown;
  pow: unknown;
}

/** Reads the hidden fields from a parsed form body. */
export function hiddenFields(body: Record<string, unknown>): HiddenFields {
  return { key: body.key, issued: body.issued, honeypot: body[HONEYPOT_FIELD], pow: body.pow };
}

/**
 * True when a post fails the hard signals: the honeypot filled in together with a missing, forged
 * or another form's token. Such a post keeps nothing but its row (no CV; decision 0171).
 */
export const failsHardSignals = (signals: readonly SpamSignal[]) => signals.includes('honeypot') && signals.includes('token');

/**
 * The signals a post fails, from its hidden fields. `enhanced`: sent by the page's script (which
 * always solves the proof of work); a post without JavaScript is judged without it.
 */
export async function spamSignals(
  secret: string,
  form: string,
  fields: HiddenFields,
  { enhanced, now, checks = 'people' }: { enhanced: boolean; now: number; checks?: FormCheckMode },
): Promise<SpamSignal[]> {
  const signals: SpamSignal[] = [];
  if (typeof fields.honeypot === 'string' && fields.honeypot.trim() !== '') signals.push('honeypot');
  const issued = await verifyFormToken(secret, form, fields.key, fields.issued, now);
  if (issued === undefined) signals.push('token');
  else if (now - issued < minFillMs(checks)) signals.push('too-fast');
  if (enhanced && !(typeof fields.key === 'string' && (await verifyPow(secret, fields.key, fields.pow)))) signals.push('pow');
  return signals;
}
