/**
 * The proof of work a browser with JavaScript solves before it sends a form (ALTCHA, self-hosted:
 * no request to another origin; decision 0098). The challenge is made here, signed with
 * FORM_SECRET and bound to the form's idempotency key; the browser derives SHA-256 keys until one
 * matches, which costs a person a second in the background and a bot that cost for every message.
 */
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { FormCheckMode } from '../config';

/**
 * The secret counter is drawn from this range: the solver tries counters from 0 upwards, so the
 * work is that many SHA-256 derivations (about half the upper bound on average).
 */
export const POW_COUNTER_RANGE = { min: 2_000, max: 40_000 } as const;

/** The range under FORM_CHECKS = "fast" (tests, development only: worker/config.ts): a few derivations. */
export const FAST_POW_COUNTER_RANGE = { min: 1, max: 20 } as const;

/** A challenge stays valid this long (a form may stay open for a working day). */
const CHALLENGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The key signature and the challenge signature use different secrets derived from one. */
const signatureSecrets = (secret: string) => ({ hmacSignatureSecret: `challenge:${secret}`, hmacKeySignatureSecret: `key:${secret}` });

/** A new challenge for the form with idempotency key `key`. */
export function powChallenge(secret: string, key: string, now: number, checks: FormCheckMode = 'people'): Promise<Challenge> {
  const range = checks === 'fast' ? FAST_POW_COUNTER_RANGE : POW_COUNTER_RANGE;
  const counter = range.min + ((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % (range.max - range.min));
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey,
    data: { key },
    expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
    ...signatureSecrets(secret),
  });
}

/**
 * True when `field` (the form's `pow` value: the JSON of `{ challenge, solution }`) holds a
 * solution of a challenge we signed for this form's key that has not expired.
 */
export async function verifyPow(secret: string, key: string, field: unknown): Promise<boolean> {
  if (typeof field !== 'string' || field.length === 0 || field.length > 4096) return false;
  let payload: Payload;
  try {
    payload = JSON.parse(field) as Payload;
  } catch {
    return false;
  }
  if (
    typeof payload !== 'object' ||
    payload === null ||
    typeof payload.challenge?.parameters !== 'object' ||
    typeof payload.solution !== 'object' ||
    payload.solution === null
  )
    return false;
  if (payload.challenge.parameters.data?.key !== key) return false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      ...signatureSecrets(secret),
    });
    return result.verified;
  } catch {
    // A payload of the wrong shape (a tampered algorithm, a missing field) is no solution.
    return false;
  }
}
