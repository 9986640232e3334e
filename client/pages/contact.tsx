import { useBrowser } from '../app/browser';
import type { FormState } from '../app/state';
import { CONTAINER, Icon, LOOKS, PageHeader, useCopy, useState } from '../components/kit';
import { ConsentCheckbox, EnhancedForm, RadioGroup, TextField } from '../components/form-fields';
import { CONSENT_VALUE, CONTACT_FIELDS, CONTACT_LIMITS, CONTACT_TOPICS, topicFromQuery } from '../forms/contact';
import { pagePath } from '../routes';
import type { ContactPageData } from '../site/pages/contact';

/** The contact form's fields; the form itself (hidden fields, sending, errors) is EnhancedForm's. */
function ContactForm({ copy, sent, form }: { copy: ContactPageData['form']; sent: ContactPageData['sent']; form?: FormState }) {
  const { contactSender } = useBrowser();
  const { lang } = useCopy();
  // A page that came by client navigation has no state from the worker: the link's ?topic= picks the topic.
  const [topic] = useState(
    () => form?.values.topic ?? (form || typeof window === 'undefined' ? undefined : topicFromQuery(window.location.search)),
  );
  return (
    <EnhancedForm
      id="contact"
      action={pagePath('contact', lang)}
      copy={copy}
      fields={CONTACT_FIELDS}
      form={form}
      // The form's script: a chunk of its own, loaded on the first touch of the form.
      sender={contactSender}
      sent={sent}
    >
      {(field) => (
        <>
          <div className="grid gap-7 sm:grid-cols-2">
            <TextField {...field('name')} copy={copy.name} autoComplete="name" maxLength={CONTACT_LIMITS.name} />
            <TextField {...field('company')} copy={copy.company} autoComplete="organization" maxLength={CONTACT_LIMITS.company} />
          </div>
          <TextField {...field('email')} copy={copy.email} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} />
          <RadioGroup
            {...field('topic')}
            defaultValue={topic}
            legend={copy.topic.legend}
            options={CONTACT_TOPICS.map((t) => ({ value: t, ...copy.topic.options[t] }))}
          />
          <TextField
            {...field('message')}
            copy={copy.message}
            rows={8}
            minLength={CONTACT_LIMITS.messageMin}
            maxLength={CONTACT_LIMITS.message}
          />
          <ConsentCheckbox {...field('consent')} value={CONSENT_VALUE} copy={copy.consent} />
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
