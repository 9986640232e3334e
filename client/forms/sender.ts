/**
 * A form's script (loaded by its page when the visitor first focuses or touches the form, never on
 * the first load): the schema's checks before sending, the proof of work solved in the
 * background, and the send itself without a page load. The worker's answer counts; this only
 * spares a round trip and a reload. Each form wraps it with its own schema (contact-send.ts,
 * application-send.ts).
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { FormSender, HiddenFields } from '../app/browser';
import type { fetchWithRetry } from '../runtime/fetch';
import type { FormErrors } from './validate';

export type { FormSender } from '../app/browser';

/** How long a send may take, retry included (ms); a CV of 10 MB on a slow line needs a while. */
const SEND_TIMEOUT_MS = 120_000;

/** How long fetching the form's challenge may take (ms). */
const DOCUMENT_TIMEOUT_MS = 20_000;

/** How long a send waits for the proof of work before going without it (ms; the worker then holds the message for review). */
const POW_WAIT_MS = 15_000;

/** Answers about the whole form, in the page's words. */
interface SenderProblems {
  rateLimited: string;
  unavailable: string;
  offline: string;
  tooLarge: string;
  rejected: string;
}

export interface SenderOptions {
  /** Where the form posts; `<path>/_form.json` gives its challenge (and hidden fields). */
  path: string;
  hidden: HiddenFields;
  check: (data: FormData) => FormErrors | null;
  problems: SenderProblems;
  /** The worker's body limit for this form (bytes). */
  maxBytes: number;
  /** multipart/form-data (a file) instead of urlencoded. */
  multipart?: boolean;
  /**
   * The runtime's one fetch helper (client/runtime/fetch.ts), handed in by the entry
   * (client/start.tsx) so that this chunk shares it instead of splitting it off.
   */
  fetchWithRetry: typeof fetchWithRetry;
}

interface FormDocument {
  key?: string;
  issued?: string;
  challenge: Challenge;
}

/** The bytes a body will have, near enough to spare a post the worker would refuse. */
function bodySize(data: FormData, multipart: boolean): number {
  let size = 0;
  for (const [name, value] of data)
    size +=
      name.length +
      (typeof value === 'string' ? new TextEncoder().encode(value).length * (multipart ? 1 : 3) : value.size) +
      (multipart ? 120 : 2);
  return size;
}

/**
 * Starts a form's background work: fetch a proof-of-work challenge for its key (and the hidden
 * fields when there are none yet), then solve it.
 */
export function prepareSender({ path, hidden, check, problems, maxBytes, multipart = false, fetchWithRetry }: SenderOptions): FormSender {
  /** The hidden fields and proof of work of one form token: the page's, or a fresh one the worker sent back. */
  const start = (given: { key: string; issued: string }) => {
    const document = (async (): Promise<FormDocument> => {
      const query = given.key ? `?key=${encodeURIComponent(given.key)}` : '';
      const response = await fetchWithRetry(`${path}/_form.json${query}`, {
        headers: { accept: 'application/json' },
        timeoutMs: DOCUMENT_TIMEOUT_MS,
      });
      if (!response.ok) throw new Error(`form document: HTTP ${response.status}`);
      return (await response.json()) as FormDocument;
    })();
    const fields = document.then((d) => (d.key && d.issued ? { key: d.key, issued: d.issued } : given)).catch(() => given);
    const pow = document.then(async ({ challenge }) => {
      const solution = await solveChallenge({ challenge, deriveKey });
      return solution ? JSON.stringify({ challenge, solution }) : undefined;
    });
    // A failure here only means the form goes without a proof of work: never an unhandled rejection.
    pow.catch(() => {});
    return { fields, pow };
  };
  let current = start(hidden);

  return {
    hidden: current.fields,
    check,
    async send(data) {
      const { fields, pow } = current;
      const { key, issued } = await fields;
      data.set('key', key);
      data.set('issued', issued);
      const solved = await Promise.race([
        pow.catch(() => undefined),
        new Promise<undefined>((resolve) => setTimeout(resolve, POW_WAIT_MS)),
      ]);
      if (solved) data.set('pow', solved);
      if (bodySize(data, multipart) > maxBytes) return { status: 'problem', errors: { form: problems.tooLarge } };
      let body: FormData | URLSearchParams = data;
      if (!multipart) {
        body = new URLSearchParams();
        for (const [name, value] of data) if (typeof value === 'string') body.append(name, value);
      }
      let response: Response;
      try {
        // A repeated post of the same form stores it once (its key), so a retry is safe.
        response = await fetchWithRetry(path, {
          method: 'POST',
          body,
          headers: { accept: 'application/json' },
          retry: true,
          timeoutMs: SEND_TIMEOUT_MS,
        });
      } catch {
        return { status: 'problem', errors: { form: problems.offline } };
      }
      const answer = (await response.json().catch(() => null)) as {
        status?: string;
        errors?: FormErrors;
        hidden?: { key?: unknown; issued?: unknown };
      } | null;
      if (response.ok && answer?.status === 'sent') return { status: 'sent' };
      // The form was open too long: the worker sent a fresh token; the next send goes with it (and its own proof of work).
      if (typeof answer?.hidden?.key === 'string' && typeof answer.hidden.issued === 'string')
        current = start({ key: answer.hidden.key, issued: answer.hidden.issued });
      if (answer?.errors && Object.keys(answer.errors).length > 0) return { status: 'problem', errors: answer.errors };
      const problem =
        response.status === 413
          ? problems.tooLarge
          : response.status === 429
            ? problems.rateLimited
            : response.status >= 500
              ? problems.unavailable
              : problems.rejected;
      return { status: 'problem', errors: { form: problem } };
    },
  };
}
