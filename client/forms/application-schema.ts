/**
 * The application form's rules, run by the browser before sending (./application-send.ts) and by
 * the worker on arrival (worker/routes/careers.ts), whose answer counts. The text fields go through
 * one valibot schema; the CV is a File, checked for presence, size and type here, and by its first
 * bytes in the worker (a PDF starts with `%PDF-`).
 */
import * as v from 'valibot';
import type { Lang } from '../routes';
import type { PositionPageCopy } from '../site/pages/position';
import { APPLICATION_CONSENT_VALUE, APPLICATION_LIMITS, CV_MAX_BYTES } from './application';
import { messageAndConsentFields, parseForm, personFields, textField, withMax, type FormErrors, type FormResult } from './validate';

export type ApplicationErrorMessages = PositionPageCopy['form']['errors'];

/** The text fields' schema, with the page's error messages in the page's language (`lang` writes the limits in them). */
function applicationSchema(m: ApplicationErrorMessages, lang: Lang) {
  return v.object({
    ...personFields(m, APPLICATION_LIMITS, lang),
    link: v.pipe(
      textField(
        { tooLong: withMax(m.linkTooLong, APPLICATION_LIMITS.link, lang), invalid: m.linkInvalid },
        { max: APPLICATION_LIMITS.link },
        { optional: true },
      ),
      v.check((s: string) => s === '' || isHttpsUrl(s), m.linkInvalid),
    ),
    ...messageAndConsentFields(m, APPLICATION_LIMITS, APPLICATION_CONSENT_VALUE, lang),
  });
}

type ApplicationFields = v.InferOutput<ReturnType<typeof applicationSchema>>;

/** An application as it is accepted: its fields and its CV. */
export type Application = ApplicationFields & { cv: File };

/** True for an absolute https: URL with a host. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The CV's problem that can be seen without reading it (missing, too large, not named a PDF), or undefined. */
function cvProblem(value: unknown, m: ApplicationErrorMessages): { message: string; tooLarge: boolean } | undefined {
  if (!(value instanceof File) || value.size === 0) return { message: m.cvRequired, tooLarge: false };
  if (value.size > CV_MAX_BYTES) return { message: m.cvTooLarge, tooLarge: true };
  if (value.type !== 'application/pdf' && !/\.pdf$/i.test(value.name)) return { message: m.cvNotPdf, tooLarge: false };
  return undefined;
}

/**
 * Checks an application form body (field name → value; the CV a File). `status` 413 when the only
 * reason to refuse is a CV over the size limit.
 */
export function validateApplication(
  input: Record<string, unknown>,
  m: ApplicationErrorMessages,
  lang: Lang,
): FormResult<Application> & { status?: 413 } {
  const fields = parseForm(applicationSchema(m, lang), input);
  const cv = cvProblem(input.cv, m);
  if (fields.ok && !cv) return { ok: true, value: { ...fields.value, cv: input.cv as File } };
  const errors: FormErrors = fields.ok ? {} : { ...fields.errors };
  if (cv) errors.cv = cv.message;
  return { ok: false, errors, ...(cv?.tooLarge && fields.ok ? { status: 413 as const } : {}) };
}
