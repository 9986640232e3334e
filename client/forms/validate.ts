/**
 * What every form of the site shares, on both sides: the field rules built on valibot, and the
 * reading of a form body into the values a page renders back. The worker's answer is the one
 * that counts; the browser runs the same rules first so a person sees a mistake before sending.
 */
import * as v from 'valibot';
import { count } from '../format';
import type { Lang } from '../routes';
import { fillTemplate } from '../site/copy';

/** Errors of a form: one message per field name; `form` for an answer about the whole form. */
export type FormErrors = Record<string, string>;

/**
 * What a single-line field refuses: C0 and C1 control characters (DEL too), the bidirectional
 * marks, embeddings, overrides and isolates (U+200E/F, U+202A–E, U+2066–9: `Mallory\u202Egnp.exe`
 * reads as `Malloryexe.png`) and the line and paragraph separators (U+2028/9).
 */
const NOT_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;
/** What a message loses: the same characters but its line breaks (tab and U+2028/9 become a space and a line break). */
const NOT_IN_MESSAGE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Invisible characters (zero-width spaces and joiners, Hangul fillers, variation selectors…) and white space. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\s]/gu;

/** True when nothing visible is left of `s` once invisible characters and white space are gone. */
const isBlank = (s: string) => s.replace(INVISIBLE, '') === '';

/** A message as it is kept: NFC, line breaks as `\n`, tabs as spaces, the other control and direction characters gone. */
function cleanMessage(s: string): string {
  return s
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(NOT_IN_MESSAGE, '');
}

/**
 * A text field: NFC-normalised and trimmed, required unless `optional` (a value of only invisible
 * characters and white space counts as empty), at most `max` characters. A single-line field
 * refuses control, direction and line-separator characters (`invalid`); a `multiLine` one keeps
 * its line breaks and loses the rest.
 */
export function textField(
  messages: { required?: string; tooShort?: string; tooLong: string; invalid: string },
  limits: { max: number; min?: number },
  { optional = false, multiLine = false }: { optional?: boolean; multiLine?: boolean } = {},
) {
  const min = limits.min ?? 0;
  // Checked in this order; a page shows the first failure of each field.
  return v.pipe(
    v.optional(v.string(messages.invalid), ''),
    v.check((s: string) => multiLine || !NOT_SINGLE_LINE.test(s), messages.invalid),
    // Line breaks as a textarea counts them (its maxlength counts one per break).
    v.transform((s: string) => (multiLine ? cleanMessage(s) : s.normalize('NFC')).trim()),
    v.transform((s: string) => (isBlank(s) ? '' : s)),
    v.check((s: string) => optional || s !== '', messages.required ?? messages.invalid),
    v.check((s: string) => s === '' || s.length >= min, messages.tooShort ?? messages.invalid),
    v.maxLength(limits.max, messages.tooLong),
  );
}

/** A message template with its `{max}` filled in, as the message's language writes numbers (5,000 in English, 5.000 in German). */
export const withMax = (template: string, limit: number, lang: Lang) => fillTemplate(template, { max: count(limit, lang) });

/** The messages of the name and e-mail fields every form of the site asks for. */
export interface PersonMessages {
  nameRequired: string;
  nameTooLong: string;
  singleLine: string;
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
}

/** The name and e-mail fields every form of the site asks for. */
export function personFields(m: PersonMessages, limits: { name: number; email: number }, lang: Lang) {
  return {
    name: textField(
      { required: m.nameRequired, tooLong: withMax(m.nameTooLong, limits.name, lang), invalid: m.singleLine },
      { max: limits.name },
    ),
    email: emailField(
      { required: m.emailRequired, invalid: m.emailInvalid, tooLong: withMax(m.emailTooLong, limits.email, lang) },
      limits.email,
    ),
  };
}

/** The messages of a form's message and consent fields. */
export interface MessageMessages {
  messageRequired: string;
  messageTooShort: string;
  messageTooLong: string;
  messageInvalid: string;
  consentRequired: string;
}

/** The message (several lines, between `messageMin` and `message` characters) and the consent box every form of the site ends with. */
export function messageAndConsentFields(
  m: MessageMessages,
  limits: { messageMin: number; message: number },
  consentValue: string,
  lang: Lang,
) {
  return {
    message: textField(
      {
        required: m.messageRequired,
        tooShort: fillTemplate(m.messageTooShort, { min: count(limits.messageMin, lang) }),
        tooLong: withMax(m.messageTooLong, limits.message, lang),
        invalid: m.messageInvalid,
      },
      { min: limits.messageMin, max: limits.message },
      { multiLine: true },
    ),
    // An unticked box sends no field at all: `optional` turns that into '' so the page's own
    // message is said, not the schema library's "Invalid key".
    consent: v.pipe(v.optional(v.string(m.consentRequired), ''), v.literal(consentValue, m.consentRequired)),
  };
}

/** An e-mail address field. */
function emailField(messages: { required: string; invalid: string; tooLong: string }, max: number) {
  return v.pipe(
    v.optional(v.string(messages.invalid), ''),
    v.transform((s: string) => s.normalize('NFC').trim()),
    v.nonEmpty(messages.required),
    v.maxLength(max, messages.tooLong),
    v.email(messages.invalid),
  );
}

/** A form body checked: the value, or the errors by field (and, when not 422, the status that says why). */
export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FormErrors; status?: 413 | 415 };

/** Parses `input` with `schema`; on failure the first message for each field, keyed by the field's name. */
export function parseForm<S extends v.GenericSchema>(schema: S, input: Record<string, unknown>): FormResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: FormErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * What a person typed, as strings, to render back into the form: every field of `fields` that
 * the body carries (the first value of a repeated name), nothing else. Files are not kept.
 */
export function keptValues(body: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of fields) {
    const value = body[name];
    const first = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof first === 'string') kept[name] = first;
  }
  return kept;
}
