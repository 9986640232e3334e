/**
 * How long what a visitor sends is kept, in days from its arrival: the scheduled handler deletes
 * older rows (worker/forms/retention.ts), and /privacy states the same numbers (the copy's
 * `{retention.messages}` and `{retention.held}`, filled in at build from this object). `held`: what
 * our spam checks held back (not mailed, not put back by the team) goes sooner (decision 0171).
 * Code, not content: it drives the deletion. A module without imports, so the build reads it
 * before any copy is compiled (scripts/content/index.mjs).
 */
export const RETENTION_DAYS = { messages: 180, held: 14 } as const;
