import { useBrowser } from '../app/browser';
import type { FormState } from '../app/state';
import { APPLICATION_CONSENT_VALUE, APPLICATION_FIELDS, APPLICATION_LIMITS, CV_ACCEPT } from '../forms/application';
import { pagePath } from '../routes';
import type { PositionPageCopy } from '../site/pages/position';
import type { Position } from '../site/positions';
import { ConsentCheckbox, EnhancedForm, FieldError, TextField, fieldIds } from './form-fields';
import { useCopy } from './kit';

/** The application form: EnhancedForm with the application's fields, posting multipart to the position's URL. */
export default function ApplicationForm({ position, copy, form }: { position: Position; copy: PositionPageCopy; form?: FormState }) {
  const values = form?.values ?? {};
  // The form posts to its own page, so the worker answers in the page's language and stores it.
  const { lang } = useCopy();
  const path = pagePath('position', lang, { id: position.id });
  const f = copy.form;
  const { applicationSender } = useBrowser();
  return (
    <EnhancedForm
      id={f.id}
      action={path}
      multipart
      copy={f}
      fields={APPLICATION_FIELDS}
      form={form}
      load={(hidden) => applicationSender(path, lang, f, hidden)}
      sent={copy.sent}
    >
      {(errors) => (
        <>
          <TextField
            formId={f.id}
            name="name"
            label={f.name.label}
            autoComplete="name"
            maxLength={APPLICATION_LIMITS.name}
            defaultValue={values.name}
            error={errors.name}
          />
          <TextField
            formId={f.id}
            name="email"
            type="email"
            label={f.email.label}
            hint={f.email.hint}
            autoComplete="email"
            maxLength={APPLICATION_LIMITS.email}
            defaultValue={values.email}
            error={errors.email}
          />
          <TextField
            formId={f.id}
            name="link"
            type="url"
            label={f.link.label}
            optional={f.link.optional}
            hint={f.link.hint}
            autoComplete="url"
            maxLength={APPLICATION_LIMITS.link}
            defaultValue={values.link}
            error={errors.link}
          />
          <TextField
            formId={f.id}
            name="message"
            label={f.message.label}
            hint={f.message.hint}
            rows={7}
            minLength={APPLICATION_LIMITS.messageMin}
            maxLength={APPLICATION_LIMITS.message}
            defaultValue={values.message}
            error={errors.message}
          />
          <FileField
            formId={f.id}
            label={f.cv.label}
            hint={form && Object.keys(form.errors).length > 0 && !errors.cv ? `${f.cv.hint} ${f.cv.again}` : f.cv.hint}
            error={errors.cv}
          />
          <ConsentCheckbox
            formId={f.id}
            value={APPLICATION_CONSENT_VALUE}
            checked={values.consent === APPLICATION_CONSENT_VALUE}
            error={errors.consent}
            copy={f.consent}
          />
        </>
      )}
    </EnhancedForm>
  );
}

/** The CV: a required PDF. A browser never keeps a chosen file across a page load, so a returned form asks for it again. */
function FileField({ formId, label, hint, error }: { formId: string; label: string; hint: string; error?: string }) {
  const ids = fieldIds(formId, 'cv');
  return (
    <div>
      <label htmlFor={ids.id} className="block font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      <p id={ids.hint} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        {hint}
      </p>
      <FieldError id={ids.error} message={error} />
      <input
        id={ids.id}
        type="file"
        name="cv"
        accept={CV_ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        className="mt-2 block w-full rounded-lg border border-gray-400 bg-white p-2 text-gray-900 file:mr-4 file:rounded-md file:border-0 file:bg-primary-50 file:px-4 file:py-2 file:font-medium file:text-primary-800 aria-invalid:border-2 aria-invalid:border-red-700 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:file:bg-primary-950 dark:file:text-primary-200 dark:aria-invalid:border-red-400"
      />
    </div>
  );
}
