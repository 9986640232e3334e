import { CONTAINER, Link, PageHeader, fillTemplate, useCopy } from '../components/kit';
import { RichText } from '../components/rich-text';
import { pagePath } from '../routes';
import type { NewsEntryData } from '../site/pages/news';

/** /news/<slug>: one post, with its author, date (Berlin time), reading time and tags. */
export default function NewsEntryPage({ data }: { data: NewsEntryData }) {
  const { copy, entry, written } = data;
  const { lang } = useCopy();
  return (
    <article>
      <PageHeader eyebrow={copy.eyebrow} title={entry.title} lead={entry.description}>
        <p className="mt-6 flex flex-wrap gap-x-2 text-gray-700 dark:text-gray-300">
          <span>{fillTemplate(copy.byline, { author: entry.author.name })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={entry.published}>{written.published}</time>
          {entry.updated && (
            <>
              <span aria-hidden="true">·</span>
              <span>{fillTemplate(copy.updated, { date: written.updated ?? entry.updated })}</span>
            </>
          )}
          <span aria-hidden="true">·</span>
          <span>{fillTemplate(copy.readingTime, { minutes: entry.readingMinutes })}</span>
        </p>
        <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={copy.tags}>
          {entry.tags.map((t) => (
            <li key={t.id}>
              <Link
                href={pagePath('news-tag', lang, { tag: t.id })}
                className="rounded-full bg-white px-3 py-1 text-gray-700 hover:bg-gray-100 dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-gray-700"
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </PageHeader>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
      <div className={`${CONTAINER} py-8 sm:py-12`}>
        <RichText blocks={entry.body} copy={data.richText} />
        <p className="mt-12">
          <Link href={copy.back.href} className="font-medium text-primary-700 underline underline-offset-4 dark:text-primary-400">
            {copy.back.label}
          </Link>
        </p>
      </div>
    </article>
  );
}
