import { CONTAINER, Link, PageHeader, fillTemplate, useCopy } from '../components/kit';
import { pagePath } from '../routes';
import type { NewsListData } from '../site/pages/news';

const CHIP = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium';
const CHIP_OFF = 'border-gray-300 bg-white text-gray-800 hover:border-gray-400 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200';
const CHIP_ON = 'border-primary-700 bg-primary-700 text-white dark:border-primary-400 dark:bg-primary-400 dark:text-gray-950';

/** The topics as links, "all" first; the one on screen marked as the current page. */
function TopicLinks({ data }: { data: NewsListData }) {
  const { copy, tag } = data;
  const { lang } = useCopy();
  return (
    <nav aria-label={copy.tags} className="border-b border-gray-200 pb-6 dark:border-gray-800">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            href={pagePath('news', lang)}
            aria-current={!tag && data.page === 1 ? 'page' : undefined}
            className={`${CHIP} ${tag ? CHIP_OFF : CHIP_ON}`}
          >
            {copy.allTags}
          </Link>
        </li>
        {data.tags.map((t) => (
          <li key={t.id}>
            <Link
              href={pagePath('news-tag', lang, { tag: t.id })}
              aria-current={tag?.id === t.id ? 'page' : undefined}
              className={`${CHIP} ${tag?.id === t.id ? CHIP_ON : CHIP_OFF}`}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The posts on this page: date, reading time, title (the link), description, author and topics; a note when there are none. */
function Posts({ data }: { data: NewsListData }) {
  const { copy, entries } = data;
  const { lang } = useCopy();
  if (entries.length === 0)
    return (
      <p className="mt-8 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center text-gray-600 dark:border-gray-700 dark:text-gray-400">
        {copy.empty}
      </p>
    );
  return (
    <ul className="mt-8 grid gap-6">
      {entries.map((e) => (
        <li key={e.key} className="rounded-2xl border border-gray-200 bg-white p-6 sm:p-8 dark:border-gray-800 dark:bg-gray-900">
          <p className="text-sm text-gray-600 dark:text-gray-400">
            <time dateTime={e.published}>{e.date}</time> · {fillTemplate(copy.readingTime, { minutes: e.readingMinutes })}
          </p>
          <h2 className="mt-2 text-2xl font-semibold tracking-tight text-balance text-gray-900 dark:text-white">
            <Link href={e.url} className="hover:underline">
              {e.title}
            </Link>
          </h2>
          <p className="mt-3 max-w-3xl leading-relaxed text-gray-600 dark:text-gray-400">{e.description}</p>
          <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{fillTemplate(copy.byline, { author: e.author.name })}</p>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={copy.tags}>
            {e.tags.map((t) => (
              <li key={t.id}>
                <Link
                  href={pagePath('news-tag', lang, { tag: t.id })}
                  className="rounded-full bg-gray-100 px-3 py-1 text-gray-700 hover:bg-gray-200 dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-gray-700"
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Newer and older pages of the whole list, with "page n of m" between them (a topic shows all of its posts on one page). */
function Pagination({ data }: { data: NewsListData }) {
  const { copy, page, pages, base } = data;
  const { lang } = useCopy();
  const pageHref = (n: number) => (n === 1 ? base : pagePath('news-page', lang, { page: String(n) }));
  return (
    <nav aria-label={copy.pagination.label} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link
          href={pageHref(page - 1)}
          rel="prev"
          className="font-medium text-primary-700 underline underline-offset-4 dark:text-primary-400"
        >
          {copy.pagination.newer}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-gray-600 dark:text-gray-400">{fillTemplate(copy.pagination.page, { page, pages })}</p>
      {page < pages ? (
        <Link
          href={pageHref(page + 1)}
          rel="next"
          className="font-medium text-primary-700 underline underline-offset-4 dark:text-primary-400"
        >
          {copy.pagination.older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** /news, /news/page/<n> and /news/tag/<id>: posts newest first, ten a page, topics as plain links. */
export default function NewsPage({ data }: { data: NewsListData }) {
  const { copy, tag } = data;
  return (
    <>
      <PageHeader
        eyebrow={copy.eyebrow}
        title={tag ? fillTemplate(copy.tagTitle, { tag: tag.label }) : copy.title}
        lead={tag ? fillTemplate(copy.tagLead, { tag: tag.label }) : copy.lead}
      />
      <div className={`${CONTAINER} py-12 sm:py-16`}>
        <TopicLinks data={data} />
        <Posts data={data} />
        {data.pages > 1 && <Pagination data={data} />}
      </div>
    </>
  );
}
