import { CONTAINER, Figures, Link, PageHeader, fillTemplate } from '../components/kit';
import { RichText } from '../components/rich-text';
import type { WorkEntryData } from '../site/pages/work';

/**
 * /work/<slug>: one case study, its facts, results as figures, the client's quote and the story.
 * The page's own section ids are prefixed so a body heading ("## Results" → #results) never repeats one.
 */
export default function WorkEntryPage({ data }: { data: WorkEntryData }) {
  const { copy, entry, written } = data;
  const facts: [string, string][] = [
    [copy.facts.client, entry.client],
    [copy.facts.industry, entry.industry],
    [copy.facts.services, entry.services.map((s) => copy.services[s]).join(', ')],
    [copy.facts.duration, entry.duration],
    [copy.facts.team, entry.team],
  ];
  return (
    <article>
      <PageHeader eyebrow={entry.client} title={entry.title} lead={entry.description}>
        <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">
          <time dateTime={entry.published}>{written.published}</time> · {fillTemplate(copy.readingTime, { minutes: entry.readingMinutes })}
        </p>
      </PageHeader>
      <div className={`${CONTAINER} py-12 sm:py-16`}>
        <dl className="grid gap-x-8 gap-y-5 rounded-2xl border border-gray-200 bg-white p-6 sm:grid-cols-2 sm:p-8 lg:grid-cols-3 dark:border-gray-800 dark:bg-gray-900">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{term}</dt>
              <dd className="mt-1 text-gray-900 dark:text-gray-100">{value}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby="case-study-results" className="mt-12">
          <h2 id="case-study-results" className="mb-6 text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white">
            {copy.sections.results}
          </h2>
          <Figures items={entry.results} />
        </section>

        <figure className="mt-12 max-w-3xl rounded-2xl border-l-4 border-primary-600 bg-primary-50/60 p-6 sm:p-8 dark:border-primary-400 dark:bg-primary-950/30">
          <blockquote className="text-xl leading-relaxed text-balance text-gray-900 dark:text-white">
            <p>{`${copy.quoteMarks.open}${entry.quote.text}${copy.quoteMarks.close}`}</p>
          </blockquote>
          <figcaption className="mt-4 text-gray-700 dark:text-gray-300">
            <span className="font-semibold">{entry.quote.author}</span>, {entry.quote.role}, {entry.client}
          </figcaption>
        </figure>

        <div className="mt-4">
          <RichText blocks={entry.body} copy={data.richText} />
        </div>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />

        <section aria-labelledby="case-study-technologies" className="mt-12 max-w-3xl">
          <h2 id="case-study-technologies" className="text-xl font-semibold text-gray-900 dark:text-white">
            {copy.sections.technologies}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm">
            {entry.technologies.map((t) => (
              <li key={t} className="rounded-full bg-gray-100 px-3 py-1 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                {t}
              </li>
            ))}
          </ul>
        </section>

        <p className="mt-12">
          <Link href={copy.back.href} className="font-medium text-primary-700 underline underline-offset-4 dark:text-primary-400">
            {copy.back.label}
          </Link>
        </p>
      </div>
    </article>
  );
}
