import { useBrowser } from '../app/browser';
import type { FormState } from '../app/state';
import { CONTAINER, Icon, LOOKS, PageHeader, useCopy, useState } from '../components/kit';
import { ConsentCheckbox, EnhancedForm, RadioGroup, TextField } from '../components/form-fields';
import { CONSENT_VALUE, CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_TOPICS, topicFromQuery } from '../forms/contact';
import { pagePath } from '../routes';
import type { ContactPageData } from '../site/pages/contact';

/** The contact form's fields; the form itself (hidden fields, sending, errors) is EnhancedForm's. */
function ContactForm({ copy, sent, form }: { copy: ContactPageData['form']; sent: ContactPageData['sent']; form?: FormState }) {
  const values = form?.values ?? {};
  const { contactSender } = useBrowser();
  // The form posts to its own page, so the worker answers in the page's language and stores it.
  const { lang } = useCopy();
  const action = pagePath('contact', lang);
  // A page that came by client navigation has no state from the worker: the link's ?topic= picks the topic.
  const [topic] = useState(
    () => values.topic ?? (form || typeof window === 'undefined' ? undefined : topicFromQuery(window.location.search)),
  );
  return (
    <EnhancedForm
      id="contact"
      action={action}
      copy={copy}
      fields={CONTACT_FIELDS}
      form={form}
      // The form's script: a chunk of its own, loaded on the first touch of the form.
      load={(hidden) => contactSender(action, lang, copy, hidden)}
      sent={sent}
    >
      {(errors) => (
        <>
          <div className="grid gap-7 sm:grid-cols-2">
            <TextField
              formId="contact"
              name="name"
              label={copy.name.label}
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              defaultValue={values.name}
              error={errors.name}
            />
            <TextField
              formId="contact"
              name="company"
              label={copy.company.label}
              optional={copy.company.optional}
              autoComplete="organization"
              maxLength={CONTACT_LIMITS.company}
              defaultValue={values.company}
              error={errors.company}
            />
          </div>
          <TextField
            formId="contact"
            name="email"
            type="email"
            label={copy.email.label}
            hint={copy.email.hint}
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            defaultValue={values.email}
            error={errors.email}
          />
          <RadioGroup
            formId="contact"
            name="topic"
            legend={copy.topic.legend}
            options={CONTACT_TOPICS.map((t) => ({ value: t, ...copy.topic.options[t] }))}
            defaultValue={topic}
            error={errors.topic}
          />
          <TextField
            formId="contact"
            name="message"
            label={copy.message.label}
            hint={copy.message.hint}
            rows={8}
            minLength={CONTACT_LIMITS.messageMin}
            maxLength={CONTACT_LIMITS.message}
            defaultValue={values.message}
            error={errors.message}
          />
          <ConsentCheckbox
            formId="contact"
            value={CONSENT_VALUE}
            checked={values.consent === CONSENT_VALUE}
            error={errors.consent}
            copy={copy.consent}
          />
        </>
      )}
    </EnhancedForm>
  );
}

/** /contact: the form, and the addresses for people who prefer e-mail. */
export default function ContactPage({ data, form }: { data: ContactPageData; form?: FormState }) {
  return (
    <>
      <PageHeader eyebrow={data.eyebrow} title={data.heading} lead={data.lead} />
      <div className={`${CONTAINER} grid gap-14 py-14 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16`}>
        <ContactForm copy={data.form} sent={data.sent} form={form} />
        <aside
          aria-labelledby="contact-mail-title"
          className="self-start rounded-2xl border border-gray-200 bg-gray-50 p-6 sm:p-7 dark:border-gray-800 dark:bg-gray-900/60"
        >
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
