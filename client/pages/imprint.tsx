import { CONTAINER, LOOKS, Link, PageHeader, useCopy } from '../components/kit';
import { pagePath, type Lang } from '../routes';
import type { ImprintData } from './imprint.schema';

/** /imprint: the legal notice, as a description list of the facts the law asks for. */
export default function ImprintPage({ data }: { data: ImprintData }) {
  const { contact } = data;
  // The same page in the other language: the German text governs, the English one translates it.
  const { lang } = useCopy();
  const other: Lang = lang === 'de' ? 'en' : 'de';
  return (
    <>
      <PageHeader eyebrow={data.eyebrow} title={data.heading} lead={data.lead}>
        {data.translationNote && (
          <p className="mt-4 max-w-2xl text-sm text-gray-600 dark:text-gray-400">
            {data.translationNote}
            {data.original && (
              <>
                {' '}
                <Link href={pagePath('imprint', other)} hrefLang={other} lang={other} className={LOOKS.link}>
                  {data.original}
                </Link>
              </>
            )}
          </p>
        )}
      </PageHeader>
      <div className={`${CONTAINER} max-w-3xl py-14 sm:py-20`}>
        <dl className="divide-y divide-gray-200 border-y border-gray-200 dark:divide-gray-800 dark:border-gray-800">
          {data.entries.map((e) => (
            <div key={e.term} className="grid gap-1 py-5 sm:grid-cols-[16rem_minmax(0,1fr)] sm:gap-6">
              <dt className="font-medium text-gray-900 dark:text-white">{e.term}</dt>
              <dd className="text-gray-700 dark:text-gray-300">
                {e.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="imprint-contact" className="mt-12">
          <h2 id="imprint-contact" className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-white">
            {contact.title}
          </h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-[16rem_minmax(0,1fr)] sm:gap-x-6">
            <dt className="font-medium text-gray-900 dark:text-white">{contact.phone.label}</dt>
            <dd>
              <a href={`tel:${contact.phone.value.replace(/\s+/g, '')}`} className={LOOKS.link}>
                {contact.phone.value}
              </a>
            </dd>
            <dt className="font-medium text-gray-900 dark:text-white">{contact.email.label}</dt>
            <dd>
              <a href={`mailto:${contact.email.value}`} className={LOOKS.link}>
                {contact.email.value}
              </a>
            </dd>
            <dt className="font-medium text-gray-900 dark:text-white">{contact.form.label}</dt>
            <dd>
              <Link href={contact.form.href} className={LOOKS.link}>
                {contact.form.text}
              </Link>
            </dd>
          </dl>
        </section>
        <section aria-labelledby="imprint-disputes" className="mt-12">
          <h2 id="imprint-disputes" className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-white">
            {data.disputes.title}
          </h2>
          <p className="mt-4 leading-relaxed text-gray-700 dark:text-gray-300">{data.disputes.text}</p>
        </section>
      </div>
    </>
  );
}
