import { CONTAINER, LOOKS, Link, PageHeader, useCopy } from '../components/kit';
import { pagePath, type Lang } from '../routes';
import type { PrivacyData } from './privacy.schema';

/** /privacy: the privacy notice, one titled section per subject, with a table of contents. */
export default function PrivacyPage({ data }: { data: PrivacyData }) {
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
                <Link href={pagePath('privacy', other)} hrefLang={other} lang={other} className={LOOKS.link}>
                  {data.original}
                </Link>
              </>
            )}
          </p>
        )}
      </PageHeader>
      <div className={`${CONTAINER} grid gap-12 py-14 sm:py-20 lg:grid-cols-[16rem_minmax(0,1fr)]`}>
        <nav aria-labelledby="privacy-contents" className="self-start lg:sticky lg:top-24">
          <h2 id="privacy-contents" className="text-sm font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">
            {data.contents}
          </h2>
          <ol className="mt-4 space-y-2">
            {data.sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="text-gray-700 hover:text-gray-950 hover:underline hover:underline-offset-4 dark:text-gray-300 dark:hover:text-white"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {data.sections.map((s) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-24 border-b border-gray-200 py-8 first:pt-0 last:border-0 dark:border-gray-800"
            >
              <h2 id={`${s.id}-title`} className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-white">
                {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-4 leading-relaxed text-gray-700 dark:text-gray-300">
                  {p}
                </p>
              ))}
              {s.list && (
                <ul className="mt-4 list-disc space-y-3 pl-6 leading-relaxed text-gray-700 dark:text-gray-300">
                  {s.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="mt-8 text-sm text-gray-600 dark:text-gray-400">{data.updated}</p>
        </div>
      </div>
    </>
  );
}
