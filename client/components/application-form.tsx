import { useBrowser } from '../app/browser';
import type { FormState } from '../app/state';
import { APPLICATION_CONSENT_VALUE, APPLICATION_FIELDS, APPLICATION_LIMITS, CV_ACCEPT } from '../forms/application';
import { pagePath } from '../routes';
import type { PositionPageCopy } from '../site/pages/position';
import type { Position } from '../site/positions';
import { ConsentCheckbox, EnhancedForm, FieldError, TextField, fieldIds, type FieldWiring } from './form-fields';
import { useCopy } from './kit';

/** The application form: EnhancedForm with the application's fields, posting multipart to the position's URL. */
export default function ApplicationForm({ position, copy, form }: { position: Position; copy: PositionPageCopy; form?: FormState }) {
  const f = copy.form;
  const { applicationSender } = useBrowser();
  const { lang } = useCopy();
  return (
    <EnhancedForm
      id={f.id}
      action={pagePath('position', lang, { id: position.id })}
      multipart
      copy={f}
      fields={APPLICATION_FIELDS}
      form={form}
      sender={applicationSender}
      sent={copy.sent}
    >
      {(field) => (
        <>
          <TextField {...field('name')} copy={f.name} autoComplete="name" maxLength={APPLICATION_LIMITS.name} />
          <TextField {...field('email')} copy={f.email} type="email" autoComplete="email" maxLength={APPLICATION_LIMITS.email} />
          <TextField {...field('link')} copy={f.link} type="url" autoComplete="url" maxLength={APPLICATION_LIMITS.link} />
          <TextField
            {...field('message')}
            copy={f.message}
            rows={7}
            minLength={APPLICATION_LIMITS.messageMin}
            maxLength={APPLICATION_LIMITS.message}
          />
          <FileField {...field('cv')} copy={f.cv} returned={form !== undefined && Object.keys(form.errors).length > 0} />
          <ConsentCheckbox {...field('consent')} value={APPLICATION_CONSENT_VALUE} copy={f.consent} />
        </>
      )}
    </EnhancedForm>
  );
}

/**
 * The CV: a required PDF. A browser never keeps a chosen file across a page load, so a form the
 * worker sent back with errors (`returned`) asks for it again.
 */
function FileField({ formId, name, error, copy, returned }: FieldWiring & { copy: PositionPageCopy['form']['cv']; returned: boolean }) {
  const ids = fieldIds(formId, name);
  return (
    <div>
      <label htmlFor={ids.id} className="block font-medium text-gray-900 dark:text-gray-100">
        {copy.label}
      </label>
      <p id={ids.hint} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        {returned && !error ? `${copy.hint} ${copy.again}` : copy.hint}
      </p>
      <FieldError id={ids.error} message={error} />
      <input
        id={ids.id}
        type="file"
        name={name}
        accept={CV_ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        className="mt-2 block w-full rounded-lg border border-gray-400 bg-white p-2 text-gray-900 file:mr-4 file:rounded-md file:border-0 file:bg-primary-50 file:px-4 file:py-2 file:font-medium file:text-primary-800 aria-invalid:border-2 aria-invalid:border-red-700 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:file:bg-primary-950 dark:file:text-primary-200 dark:aria-invalid:border-red-400"
      />
    </div>
  );
}
