import { CONTAINER, LOOKS, Link, PageHeader, fillTemplate, useCopy } from '../components/kit';
import { pagePath } from '../routes';
import type { WorkListData } from '../site/pages/work';

/** A link per service ("all" first) narrowing the list, the one on screen marked; how many are shown of how many. */
function ServiceFilter({ data }: { data: WorkListData }) {
  const { copy } = data;
  const base = pagePath('work', useCopy().lang);
  const filters = [
    { id: undefined, label: copy.filter.all, href: base },
    ...data.services.map((id) => ({ id, label: copy.services[id], href: `${base}?service=${id}` })),
  ];
  return (
    <nav
      aria-label={copy.filter.label}
      className="flex flex-col gap-4 border-b border-gray-200 pb-6 sm:flex-row sm:items-center sm:justify-between dark:border-gray-800"
    >
      <ul className="flex flex-wrap gap-2">
        {filters.map((f) => {
          const current = f.id === data.service;
          return (
            <li key={f.href}>
              <Link
                href={f.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                  current
                    ? 'border-primary-700 bg-primary-700 text-white dark:border-primary-400 dark:bg-primary-400 dark:text-gray-950'
                    : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200'
                }`}
              >
                {f.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="text-gray-600 dark:text-gray-400">
        {fillTemplate(copy.filter.count, { shown: data.entries.length, total: data.total })}
      </p>
    </nav>
  );
}

/** The case studies shown: client, title (the link), description, the first result, services and a link; a note when there are none. */
function CaseStudies({ data }: { data: WorkListData }) {
  const { copy, entries } = data;
  if (entries.length === 0)
    return (
      <p className="mt-8 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center text-gray-600 dark:border-gray-700 dark:text-gray-400">
        {copy.filter.empty}
      </p>
    );
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {entries.map((e) => (
        <li
          key={e.key}
          className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 sm:p-8 dark:border-gray-800 dark:bg-gray-900"
        >
          <p className="text-sm font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-400">{e.client}</p>
          <h2 className="mt-2 text-2xl font-semibold tracking-tight text-balance text-gray-900 dark:text-white">
            <Link href={e.url} className="hover:underline">
              {e.title}
            </Link>
          </h2>
          <p className="mt-3 leading-relaxed text-gray-600 dark:text-gray-400">{e.description}</p>
          {e.results[0] && (
            <p className="mt-5 flex items-baseline gap-3">
              <span className="text-3xl font-semibold text-gray-900 dark:text-white">{e.results[0].value}</span>
              <span className="text-gray-600 dark:text-gray-400">{e.results[0].label}</span>
            </p>
          )}
          <ul className="mt-5 flex flex-wrap gap-2 text-sm">
            {e.services.map((s) => (
              <li key={s} className="rounded-full bg-gray-100 px-3 py-1 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                {copy.services[s]}
              </li>
            ))}
          </ul>
          <Link href={e.url} className={`${LOOKS.secondary} mt-6 self-start text-sm`}>
            {copy.more}
            <span className="sr-only">: {e.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * /work: the case studies, newest first. Narrowing to one service is a plain link
 * (/work?service=<id>): the server renders the narrowed list, so no JavaScript is needed.
 */
export default function WorkPage({ data }: { data: WorkListData }) {
  const { copy } = data;
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className={`${CONTAINER} py-12 sm:py-16`}>
        <ServiceFilter data={data} />
        <CaseStudies data={data} />
      </div>
    </>
  );
}
