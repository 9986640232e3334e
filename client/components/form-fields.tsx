/**
 * The fields of the site's forms (contact, job applications): a label, an optional hint and the
 * field's error message, each tied to the control with `aria-describedby`, and `aria-invalid` on
 * a field in error. Plain form controls, so every form works without JavaScript. Only the form
 * pages import this module: it never reaches the first load of the other pages.
 */
import type { ReactNode, RefObject } from 'react';

const LABEL = 'block font-medium text-gray-900 dark:text-gray-100';
const HINT = 'mt-1 text-sm text-gray-600 dark:text-gray-400';
const ERROR = 'mt-2 text-sm font-semibold text-red-700 dark:text-red-400';
const CONTROL =
  'mt-2 block w-full rounded-lg border bg-white px-4 py-2.5 text-base text-gray-900 border-gray-400 hover:border-gray-500 aria-invalid:border-2 aria-invalid:border-red-700 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:hover:border-gray-400 dark:aria-invalid:border-red-400';

/** The ids a field's parts use, from the form's id and the field's name. */
export function fieldIds(formId: string, name: string) {
  const id = `${formId}-${name}`;
  return { id, hint: `${id}-hint`, error: `${id}-error` };
}

function describedBy(ids: ReturnType<typeof fieldIds>, hint: unknown, error: unknown): string | undefined {
  return [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={ERROR}>
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

interface TextFieldProps {
  formId: string;
  name: string;
  label: string;
  /** Shown after the label, e.g. "(optional)"; the field is required without it. */
  optional?: string;
  hint?: string;
  error?: string;
  defaultValue?: string;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  maxLength: number;
  minLength?: number;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}

/** A labelled text input, or a textarea when `rows` is given. */
export function TextField({ formId, name, label, optional, hint, error, defaultValue, type = 'text', autoComplete, maxLength, minLength, rows }: TextFieldProps) {
  const ids = fieldIds(formId, name);
  const common = {
    id: ids.id,
    name,
    defaultValue,
    required: !optional,
    maxLength,
    minLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, hint, error),
    className: CONTROL,
  };
  return (
    <div>
      <label htmlFor={ids.id} className={LABEL}>
        {label}
        {optional && <span className="font-normal text-gray-600 dark:text-gray-400"> {optional}</span>}
      </label>
      {hint && (
        <p id={ids.hint} className={HINT}>
          {hint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} spellCheck={type === 'text' ? undefined : false} {...common} />}
    </div>
  );
}

interface RadioGroupProps {
  formId: string;
  name: string;
  legend: string;
  options: readonly { value: string; label: string; hint: string }[];
  defaultValue?: string;
  error?: string;
}

/** A required choice of one, as a fieldset of radio buttons with a hint under each. */
export function RadioGroup({ formId, name, legend, options, defaultValue, error }: RadioGroupProps) {
  const ids = fieldIds(formId, name);
  return (
    <fieldset id={ids.id} aria-describedby={describedBy(ids, false, error)} tabIndex={-1}>
      <legend className={LABEL}>{legend}</legend>
      <FieldError id={ids.error} message={error} />
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {options.map((o) => {
          const id = `${ids.id}-${o.value}`;
          return (
            <label
              key={o.value}
              htmlFor={id}
              className={`flex cursor-pointer gap-3 rounded-xl border bg-white p-4 hover:border-gray-500 has-checked:border-primary-700 has-checked:bg-primary-50 dark:bg-gray-900 dark:hover:border-gray-400 dark:has-checked:border-primary-400 dark:has-checked:bg-primary-950/50 ${error ? 'border-2 border-red-700 dark:border-red-400' : 'border-gray-400 dark:border-gray-600'}`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={o.value}
                defaultChecked={defaultValue === o.value}
                required
                aria-describedby={`${id}-hint`}
                className="mt-1 size-4 shrink-0 accent-primary-700 dark:accent-primary-400"
              />
              <span>
                <span className="block font-medium text-gray-900 dark:text-gray-100">{o.label}</span>
                <span id={`${id}-hint`} className="mt-1 block text-sm text-gray-600 dark:text-gray-400">
                  {o.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface CheckboxProps {
  formId: string;
  name: string;
  value: string;
  error?: string;
  defaultChecked?: boolean;
  children: ReactNode;
}

/** A required checkbox (consent) with its label. */
export function Checkbox({ formId, name, value, error, defaultChecked, children }: CheckboxProps) {
  const ids = fieldIds(formId, name);
  return (
    <div>
      <FieldError id={ids.error} message={error} />
      <div className="mt-2 flex gap-3">
        <input
          id={ids.id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, false, error)}
          className="mt-1 size-5 shrink-0 accent-primary-700 dark:accent-primary-400"
        />
        <label htmlFor={ids.id} className="text-gray-800 dark:text-gray-200">
          {children}
        </label>
      </div>
    </div>
  );
}

interface ErrorSummaryProps {
  formId: string;
  title: string;
  /** Field name → message, in the order of the form; `form` is a problem of the whole form. */
  errors: readonly (readonly [string, string])[];
  summaryRef: RefObject<HTMLDivElement | null>;
}

/**
 * The problems of a failed send, above the form: takes focus (so a screen reader reads it) and
 * links each problem to its field. Rendered only when there is something to say.
 */
export function ErrorSummary({ formId, title, errors, summaryRef }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  return (
    // Focused when it appears (autofocus also without JavaScript, after a 422), so the visitor
    // starts from the list of problems; the alert inside announces it to screen readers.
    <div
      ref={summaryRef}
      tabIndex={-1}
      autoFocus
      className="rounded-xl border-2 border-red-700 bg-red-50 p-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 dark:border-red-400 dark:bg-red-950/40"
      data-testid="error-summary"
    >
      <div role="alert">
        <h2 className="font-semibold text-red-800 dark:text-red-300">{title}</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {errors.map(([name, message]) =>
            name === 'form' ? (
              <li key={name} className="text-gray-900 dark:text-gray-100">
                {message}
              </li>
            ) : (
              <li key={name}>
                <a
                  href={`#${fieldIds(formId, name).id}`}
                  className="font-medium text-red-800 underline underline-offset-4 dark:text-red-300"
                  onClick={(event) => {
                    // Into the field itself, not only next to it (with JavaScript; the link works without).
                    const field = document.getElementById(fieldIds(formId, name).id);
                    const control = field instanceof HTMLFieldSetElement ? field.querySelector('input') : field;
                    if (!control) return;
                    event.preventDefault();
                    control.focus();
                  }}
                >
                  {message}
                </a>
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
