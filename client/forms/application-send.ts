/** The application form's script: the shared sender (./sender.ts) with the application schema. */
import type { HiddenFields } from '../app/browser';
import type { fetchWithRetry } from '../runtime/fetch';
import type { PositionPageCopy } from '../site/pages/position';
import { APPLICATION_MAX_BYTES } from './application';
import { validateApplication } from './application-schema';
import { prepareSender, type FormSender } from './sender';

export function prepareFormSender(path: string, copy: PositionPageCopy['form'], hidden: HiddenFields, fetch: typeof fetchWithRetry): FormSender {
  return prepareSender({
    fetchWithRetry: fetch,
    path,
    hidden,
    problems: copy.problems,
    maxBytes: APPLICATION_MAX_BYTES,
    multipart: true,
    check(data) {
      const result = validateApplication(Object.fromEntries(data), copy.errors);
      return result.ok ? null : result.errors;
    },
  });
}
