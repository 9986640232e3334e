import { useRef, type FormEvent } from 'react';
import type { FormState } from '../app/state';
import { CONTAINER, Icon, LOOKS, Link, PageHeader, useEffect, useState } from '../components/kit';
import { Checkbox, ErrorSummary, RadioGroup, TextField } from '../components/form-fields';
import { CONSENT_VALUE, CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_TOPICS, topicFromQuery } from '../forms/contact';
import type { ContactSender } from '../forms/contact-send';
import type { ContactPageData } from '../site/pages/contact';

const FORM_ID = 'contact';

/** The form's script, loaded on the visitor's first touch of the form (never on the first load). */
const loadSender = () => import('../forms/contact-send');

/** Errors in the form's order, `form` (the whole form) first. */
function orderedErrors(errors: Record<string, string>): [string, string][] {
  return ['form', ...CONTACT_FIELDS].flatMap((name) => (errors[name] ? [[name, errors[name]] as [string, string]] : []));
}

type Phase = 'editing' | 'sending' | 'sent';

/**
 * The contact form. Without JavaScript it is a plain form: the worker answers a post with 303 to
 * /contact/sent, or 422 and this page again with the visitor's input and the errors. With
 * JavaScript the same form checks the schema first, sends without a page load and confirms in
 * place; the worker's answer still decides.
 */
function ContactForm({ copy, sent, form }: { copy: ContactPageData['form']; sent: ContactPageData['sent']; form?: FormState }) {
  const [errors, setErrors] = useState<Record<string, string>>(form?.errors ?? {});
  const [phase, setPhase] = useState<Phase>('editing');
  const [hidden, setHidden] = useState({ key: form?.key ?? '', issued: form?.issued ?? '' });
  // Native checks (required, type=email) serve the page without JavaScript; with it, ours speak.
  const [scripted, setScripted] = useState(false);
  /** Bumped after each failed attempt, to move focus to the summary once it has rendered. */
  const [attempt, setAttempt] = useState(0);
  const sender = useRef<Promise<ContactSender> | undefined>(undefined);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const values = form?.values ?? {};
  // A page that came by client navigation has no state from the worker: the link's ?topic= picks the topic.
  const [topic] = useState(() => values.topic ?? (form || typeof window === 'undefined' ? undefined : topicFromQuery(window.location.search)));

  useEffect(() => setScripted(true), []);
  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);
  useEffect(() => {
    if (phase === 'sent') confirmationRef.current?.focus();
  }, [phase]);

  /** Loads the form's script once and starts its background work; resolves to undefined if it cannot load. */
  const prepare = (): Promise<ContactSender | undefined> => {
    sender.current ??= loadSender().then((m) => {
      const s = m.prepareContactSender(copy, hidden);
      void s.hidden.then(setHidden);
      return s;
    });
    return sender.current.catch(() => {
      sender.current = undefined;
      return undefined;
    });
  };

  // Errors change only when the visitor sends again: an error that vanished while they moved to
  // the next field would shift the form under their pointer mid-click.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'sending') return;
    const element = event.currentTarget;
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

  if (phase === 'sent') {
    return (
      <div className="rounded-2xl border border-primary-200 bg-primary-50 p-6 sm:p-8 dark:border-primary-900 dark:bg-primary-950/40" role="status" data-testid="contact-sent">
        <Icon name="lucide:check" size={28} className="text-primary-700 dark:text-primary-400" />
        <h2 ref={confirmationRef} tabIndex={-1} className="mt-4 text-2xl font-semibold text-gray-900 focus:outline-none dark:text-white">
          {sent.title}
        </h2>
        <p className="mt-3 leading-relaxed text-gray-700 dark:text-gray-300">{sent.text}</p>
      </div>
    );
  }

  const list = orderedErrors(errors);
  return (
    <form
      id={FORM_ID}
      method="post"
      action="/contact"
      noValidate={scripted}
      onSubmit={onSubmit}
      onFocus={() => void prepare()}
      onPointerDown={() => void prepare()}
      aria-labelledby={`${FORM_ID}-title`}
      className="grid gap-7"
    >
      <div>
        <h2 id={`${FORM_ID}-title`} className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-white">
          {copy.title}
        </h2>
        <p className="mt-2 text-gray-600 dark:text-gray-400">{copy.required}</p>
      </div>
      <ErrorSummary formId={FORM_ID} title={copy.summary} errors={list} summaryRef={summaryRef} />
      <input type="hidden" name="key" value={hidden.key} />
      <input type="hidden" name="issued" value={hidden.issued} />
      {/* The honeypot: people never see it; a bot that fills in every field fills it too. */}
      <div className="hidden" aria-hidden="true">
        <label>
          {copy.honeypot}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-7 sm:grid-cols-2">
        <TextField formId={FORM_ID} name="name" label={copy.name.label} autoComplete="name" maxLength={CONTACT_LIMITS.name} defaultValue={values.name} error={errors.name} />
        <TextField formId={FORM_ID} name="company" label={copy.company.label} optional={copy.company.optional} autoComplete="organization" maxLength={CONTACT_LIMITS.company} defaultValue={values.company} error={errors.company} />
      </div>
      <TextField formId={FORM_ID} name="email" type="email" label={copy.email.label} hint={copy.email.hint} autoComplete="email" maxLength={CONTACT_LIMITS.email} defaultValue={values.email} error={errors.email} />
      <RadioGroup
        formId={FORM_ID}
        name="topic"
        legend={copy.topic.legend}
        options={CONTACT_TOPICS.map((t) => ({ value: t, ...copy.topic.options[t] }))}
        defaultValue={topic}
        error={errors.topic}
      />
      <TextField
        formId={FORM_ID}
        name="message"
        label={copy.message.label}
        hint={copy.message.hint}
        rows={8}
        minLength={CONTACT_LIMITS.messageMin}
        maxLength={CONTACT_LIMITS.message}
        defaultValue={values.message}
        error={errors.message}
      />
      <Checkbox formId={FORM_ID} name="consent" value={CONSENT_VALUE} defaultChecked={values.consent === CONSENT_VALUE} error={errors.consent}>
        {copy.consent.before}
        <Link href={copy.consent.link.href} className={LOOKS.link}>
          {copy.consent.link.label}
        </Link>
        {copy.consent.after}
      </Checkbox>
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

/** /contact: the form, and the addresses for people who prefer e-mail. */
export default function ContactPage({ data, form }: { data: ContactPageData; form?: FormState }) {
  return (
    <>
      <PageHeader eyebrow={data.eyebrow} title={data.heading} lead={data.lead} />
      <div className={`${CONTAINER} grid gap-14 py-14 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16`}>
        <ContactForm copy={data.form} sent={data.sent} form={form} />
        <aside aria-labelledby="contact-mail-title" className="self-start rounded-2xl border border-gray-200 bg-gray-50 p-6 sm:p-7 dark:border-gray-800 dark:bg-gray-900/60">
          <h2 id="contact-mail-title" className="text-lg font-semibold text-gray-900 dark:text-white">
            {data.mail.title}
          </h2>
          <p className="mt-2 text-gray-600 dark:text-gray-400">{data.mail.text}</p>
          <ul className="mt-5 space-y-4">
            {data.mail.addresses.map((a) => (
              <li key={a.email}>
                <span className="block text-sm text-gray-600 dark:text-gray-400">{a.label}</span>
                <a href={`mailto:${a.email}`} className={`${LOOKS.link} inline-flex items-center gap-2 break-all`}>
                  <Icon name="lucide:mail" size={16} />
                  {a.email}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
