/**
 * The fields of the site's forms (contact, job applications): a label, an optional hint and the
 * field's error message, each tied to the control with `aria-describedby`, and `aria-invalid` on
 * a field in error. Plain form controls, so every form works without JavaScript. Only the form
 * pages import this module: it never reaches the first load of the other pages.
 */
import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { FormState } from '../app/state';
import type { FormSender, HiddenFields } from '../app/browser';
import type { Lang } from '../routes';
import type { Cta } from '../site/copy';
import { Icon, LOOKS, Link, useCopy, useEffect, useState } from './kit';

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

/** A field's error message, read with the language's prefix by screen readers; nothing without one. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { ui } = useCopy();
  if (!message) return null;
  return (
    <p id={id} className={ERROR}>
      <span className="sr-only">{ui.forms.errorPrefix}</span>
      {message}
    </p>
  );
}

/** A field's words: its label, the mark after it for an optional field (the field is required without one), and a hint. */
interface FieldCopy {
  label: string;
  optional?: string;
  hint?: string;
}

interface TextFieldProps extends FieldWiring {
  copy: FieldCopy;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  maxLength: number;
  minLength?: number;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}

/** A labelled text input, or a textarea when `rows` is given. */
export function TextField({
  formId,
  name,
  defaultValue,
  error,
  copy,
  type = 'text',
  autoComplete,
  maxLength,
  minLength,
  rows,
}: TextFieldProps) {
  const { label, optional, hint } = copy;
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
function Checkbox({ formId, name, value, error, defaultChecked, children }: CheckboxProps) {
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

/** The consent box every form ends with: its label names the privacy notice, linked. */
export function ConsentCheckbox({
  formId,
  name,
  defaultValue,
  error,
  value,
  copy,
}: FieldWiring & { value: string; copy: { before: string; link: Cta; after: string } }) {
  return (
    <Checkbox formId={formId} name={name} value={value} defaultChecked={defaultValue === value} error={error}>
      {copy.before}
      <Link href={copy.link.href} className={LOOKS.link}>
        {copy.link.label}
      </Link>
      {copy.after}
    </Checkbox>
  );
}

/** The errors as the summary lists them: the whole form's first, then the fields' in the form's order. */
function inFormOrder(errors: Record<string, string>, fields: readonly string[]): (readonly [string, string])[] {
  return ['form', ...fields].flatMap((name) => {
    const message = errors[name];
    return message ? [[name, message] as const] : [];
  });
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
function ErrorSummary({ formId, title, errors, summaryRef }: ErrorSummaryProps) {
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

/** The copy every enhanced form needs besides its fields. */
export interface EnhancedFormCopy {
  title: string;
  lead?: string;
  required: string;
  summary: string;
  honeypot: string;
  submit: string;
  sending: string;
}

/** What ties a field to its form: the ids' base, its name, the value sent back and its error. */
export interface FieldWiring {
  formId: string;
  name: string;
  defaultValue: string | undefined;
  error: string | undefined;
}

interface EnhancedFormProps<C extends EnhancedFormCopy> {
  id: string;
  /** Where the form posts: its own page, so the worker answers in the page's language. */
  action: string;
  /** multipart/form-data (a file field) instead of urlencoded. */
  multipart?: boolean;
  copy: C;
  /** Field names in the order the form shows them: the summary lists errors in this order. */
  fields: readonly string[];
  /** The worker's state of the form: hidden fields, and after a failed send the values and errors. */
  form?: FormState;
  /** Loads the form's script (a chunk of its own) and starts its background work (BrowserServices). */
  sender: (path: string, lang: Lang, copy: C, hidden: HiddenFields) => Promise<FormSender>;
  /** What the visitor sees in place of the form once it is sent. */
  sent: { title: string; text: string };
  /** The form's own fields, each tied to the form by `field(name)`. */
  children: (field: (name: string) => FieldWiring) => ReactNode;
}

type Phase = 'editing' | 'sending' | 'sent';

/**
 * The form's script, loaded on the first touch of the form (once; again after a failed load), and
 * the hidden fields it keeps current. `prepare` resolves to undefined when the script cannot load.
 */
function useFormScript(load: (hidden: HiddenFields) => Promise<FormSender>, form: FormState | undefined) {
  const [hidden, setHidden] = useState({ key: form?.key ?? '', issued: form?.issued ?? '' });
  const sender = useRef<Promise<FormSender> | undefined>(undefined);
  const prepare = (): Promise<FormSender | undefined> => {
    sender.current ??= load(hidden).then((s) => {
      void s.hidden.then(setHidden);
      return s;
    });
    return sender.current.catch(() => {
      sender.current = undefined;
      return undefined;
    });
  };
  return { hidden, prepare };
}

/**
 * Sending with the script: the schema's check, then the send without a page load. The errors shown
 * change only when the visitor sends again, and after each failed attempt the summary takes focus.
 * Without the script (it did not load, or it failed), the browser sends the form itself.
 */
function useSubmission(form: FormState | undefined, prepare: () => Promise<FormSender | undefined>) {
  const [errors, setErrors] = useState<Record<string, string>>(form?.errors ?? {});
  const [phase, setPhase] = useState<Phase>('editing');
  /** Bumped after each failed attempt, to move focus to the summary once it has rendered. */
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  const submit = async (element: HTMLFormElement) => {
    const s = await prepare();
    // The script did not load (offline, or a deploy removed it): the browser sends the form itself.
    if (!s) return element.submit();
    const data = new FormData(element);
    const problems = s.check(data);
    if (problems) {
      setErrors(problems);
      setAttempt((n) => n + 1);
      return;
    }
    setPhase('sending');
    const outcome = await s.send(data);
    if (outcome.status === 'sent') {
      setErrors({});
      setPhase('sent');
      return;
    }
    setErrors(outcome.errors);
    setPhase('editing');
    setAttempt((n) => n + 1);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'sending') return;
    const element = event.currentTarget;
    // A failure of the script itself is reported, and the browser sends the form as it would without it.
    submit(element).catch((error: unknown) => {
      window.__report('unhandled-rejection', error);
      element.submit();
    });
  };
  return { errors, phase, summaryRef, onSubmit };
}

/** True once the form is live in the browser (after its first effect): native checks (required, type=email, accept) serve the page without JavaScript; with it, ours speak. */
function useScripted(): boolean {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted;
}

/** The confirmation in place of a sent form; its heading takes focus. */
function SentNotice({ id, sent }: { id: string; sent: { title: string; text: string } }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className="rounded-2xl border border-primary-200 bg-primary-50 p-6 sm:p-8 dark:border-primary-900 dark:bg-primary-950/40"
      role="status"
      data-testid={`${id}-sent`}
    >
      <Icon name="lucide:check" size={28} className="text-primary-700 dark:text-primary-400" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-gray-900 focus:outline-none dark:text-white">
        {sent.title}
      </h2>
      <p className="mt-3 leading-relaxed text-gray-700 dark:text-gray-300">{sent.text}</p>
    </div>
  );
}

/**
 * A form that works without JavaScript and better with it. Without, it is a plain form: the worker
 * answers a post with 303 to a confirmation page, or with the page again (values kept, errors at
 * their fields, the summary autofocused). With JavaScript, the form's script (loaded on the first
 * touch of the form) checks the schema first, sends without a page load and confirms in place;
 * the worker's answer still decides. Errors change only when the visitor sends again: an error
 * vanishing as they move to the next field would shift the form under their pointer mid-click.
 */
export function EnhancedForm<C extends EnhancedFormCopy>({
  id,
  action,
  multipart = false,
  copy,
  fields,
  form,
  sender,
  sent,
  children,
}: EnhancedFormProps<C>) {
  const { lang } = useCopy();
  const { hidden, prepare } = useFormScript((given) => sender(action, lang, copy, given), form);
  const { errors, phase, summaryRef, onSubmit } = useSubmission(form, prepare);
  const scripted = useScripted();

  if (phase === 'sent') return <SentNotice id={id} sent={sent} />;

  const values = form?.values ?? {};
  const field = (name: string): FieldWiring => ({ formId: id, name, defaultValue: values[name], error: errors[name] });
  return (
    <form
      id={id}
      method="post"
      action={action}
      encType={multipart ? 'multipart/form-data' : undefined}
      noValidate={scripted}
      onSubmit={onSubmit}
      onFocus={() => void prepare()}
      onPointerDown={() => void prepare()}
      aria-labelledby={`${id}-title`}
      className="grid gap-7"
    >
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-white">
          {copy.title}
        </h2>
        {copy.lead && <p className="mt-2 text-gray-700 dark:text-gray-300">{copy.lead}</p>}
        <p className="mt-2 text-gray-600 dark:text-gray-400">{copy.required}</p>
      </div>
      <ErrorSummary formId={id} title={copy.summary} errors={inFormOrder(errors, fields)} summaryRef={summaryRef} />
      <input type="hidden" name="key" value={hidden.key} />
      <input type="hidden" name="issued" value={hidden.issued} />
      {/* The honeypot: people never see it; a bot that fills in every field fills it too. */}
      <div className="hidden" aria-hidden="true">
        <label>
          {copy.honeypot}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {children(field)}
      <div>
        <button type="submit" className={`${LOOKS.primary} w-full sm:w-auto`} aria-disabled={phase === 'sending' ? true : undefined}>
          {phase === 'sending' ? copy.sending : copy.submit}
        </button>
        <p aria-live="polite" className="sr-only">
          {phase === 'sending' ? copy.sending : ''}
        </p>
      </div>
    </form>
  );
}
