/** The application form's script: the shared sender (./sender.ts) with the application schema. */
import type { HiddenFields } from '../app/browser';
import type { Lang } from '../routes';
import type { fetchWithRetry } from '../runtime/fetch';
import type { PositionPageCopy } from '../site/pages/position';
import { APPLICATION_MAX_BYTES } from './application';
import { validateApplication } from './application-schema';
import { prepareSender, type FormSender } from './sender';

/** The sender of a position's application form on `path`, its messages in `lang`. */
export function prepareFormSender(
  path: string,
  lang: Lang,
  copy: PositionPageCopy['form'],
  hidden: HiddenFields,
  fetch: typeof fetchWithRetry,
): FormSender {
  return prepareSender({
    fetchWithRetry: fetch,
    path,
    hidden,
    problems: copy.problems,
    maxBytes: APPLICATION_MAX_BYTES,
    multipart: true,
    check(data) {
      const result = validateApplication(Object.fromEntries(data), copy.errors, lang);
      return result.ok ? null : result.errors;
    },
  });
}
