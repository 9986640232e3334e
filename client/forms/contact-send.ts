/**
 * The contact form with JavaScript (loaded by the contact page when the visitor first focuses or
 * touches the form, never on the first load): the schema's checks before sending, the proof of
 * work solved in the background, and the send itself without a page load. The worker's answer
 * counts; this only spares a round trip and a reload.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { fetchWithRetry } from '../components/kit';
import type { ContactPageData } from '../site/pages/contact';
import { validateContact } from './contact-schema';
import type { FormErrors } from './validate';

/** The form's URL: it answers the post, and its `_form.json` gives the script what it needs. */
const FORM_PATH = '/contact';

/** The contact form body limit (bytes), as the worker enforces it. */
const MAX_BODY_BYTES = 16 * 1024;

/** How long a send may take, retry included (ms). */
const SEND_TIMEOUT_MS = 20_000;

/** How long a send waits for the proof of work before going without it (ms; the worker then holds the message for review). */
const POW_WAIT_MS = 15_000;

export type SendOutcome = { status: 'sent' } | { status: 'problem'; errors: FormErrors };

export interface ContactSender {
  /** The form's hidden fields: the page's own, or fetched when the page came without them. */
  hidden: Promise<{ key: string; issued: string }>;
  /** The schema's verdict on the form as filled in: errors by field, or null when it may be sent. */
  check(data: FormData): FormErrors | null;
  /** Sends the form (its FormData) and reads the worker's answer. */
  send(data: FormData): Promise<SendOutcome>;
}

interface FormDocument {
  key?: string;
  issued?: string;
  challenge: Challenge;
}

/**
 * Starts the form's background work: fetch a proof-of-work challenge for this form's key (and the
 * hidden fields when there are none yet), then solve it.
 */
export function prepareContactSender(copy: ContactPageData['form'], hidden: { key: string; issued: string }): ContactSender {
  const document = (async (): Promise<FormDocument> => {
    const query = hidden.key ? `?key=${encodeURIComponent(hidden.key)}` : '';
    const response = await fetchWithRetry(`${FORM_PATH}/_form.json${query}`, { headers: { accept: 'application/json' }, timeoutMs: SEND_TIMEOUT_MS });
    if (!response.ok) throw new Error(`form document: HTTP ${response.status}`);
    return (await response.json()) as FormDocument;
  })();
  const fields = document.then((d) => (d.key && d.issued ? { key: d.key, issued: d.issued } : hidden)).catch(() => hidden);
  const pow = document.then(async ({ challenge }) => {
    const solution = await solveChallenge({ challenge, deriveKey });
    return solution ? JSON.stringify({ challenge, solution }) : undefined;
  });
  // A failure here only means the message goes without a proof of work: never an unhandled rejection.
  pow.catch(() => {});

  return {
    hidden: fields,
    check(data) {
      const result = validateContact(Object.fromEntries(data), copy.errors);
      return result.ok ? null : result.errors;
    },
    async send(data) {
      const { key, issued } = await fields;
      data.set('key', key);
      data.set('issued', issued);
      const solved = await Promise.race([pow.catch(() => undefined), new Promise<undefined>((resolve) => setTimeout(resolve, POW_WAIT_MS))]);
      if (solved) data.set('pow', solved);
      const body = new URLSearchParams();
      for (const [name, value] of data) if (typeof value === 'string') body.append(name, value);
      if (new TextEncoder().encode(body.toString()).length > MAX_BODY_BYTES) return { status: 'problem', errors: { form: copy.problems.tooLarge } };
      let response: Response;
      try {
        // A repeated post of the same form stores one message (its key), so a retry is safe.
        response = await fetchWithRetry(FORM_PATH, { method: 'POST', body, headers: { accept: 'application/json' }, retry: true, timeoutMs: SEND_TIMEOUT_MS });
      } catch {
        return { status: 'problem', errors: { form: copy.problems.offline } };
      }
      const answer = (await response.json().catch(() => null)) as { status?: string; errors?: FormErrors } | null;
      if (response.ok && answer?.status === 'sent') return { status: 'sent' };
      if (answer?.errors && Object.keys(answer.errors).length > 0) return { status: 'problem', errors: answer.errors };
      const problem = response.status === 413 ? copy.problems.tooLarge : response.status === 429 ? copy.problems.rateLimited : response.status >= 500 ? copy.problems.unavailable : copy.problems.rejected;
      return { status: 'problem', errors: { form: problem } };
    },
  };
}
