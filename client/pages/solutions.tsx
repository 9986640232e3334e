import { CodeBlock } from '../components/code-block';
import { CONTAINER, CtaLink, Icon, Link, MailLine, PageHeader, Section } from '../components/kit';
import type { Offering, SolutionsData } from './solutions.schema';

/** A step's number in a ring, beside the step (hidden from screen readers: the list numbers it). */
function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-6 shrink-0 place-items-center rounded-full bg-primary-100 text-xs font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-300"
    >
      {n}
    </span>
  );
}

/** An offering's details in three cards: what you get, how an engagement runs, and the stack. */
function OfferingDetails({ offering, labels }: { offering: Offering; labels: SolutionsData['labels'] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="rounded-2xl border border-gray-200 bg-white p-7 dark:border-gray-800 dark:bg-gray-900">
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{labels.gets}</h3>
        <ul className="mt-4 space-y-3 text-gray-700 dark:text-gray-300">
          {offering.gets.map((g) => (
            <li key={g} className="flex gap-3">
              <Icon name="lucide:check" size={18} className="mt-0.5 text-primary-700 dark:text-primary-400" />
              {g}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-gray-200 bg-white p-7 dark:border-gray-800 dark:bg-gray-900">
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{labels.engagement}</h3>
        <ol className="mt-4 space-y-4 text-gray-700 dark:text-gray-300">
          {offering.engagement.map((step, i) => (
            <li key={step} className="flex gap-3">
              <StepNumber n={i + 1} />
              {step}
            </li>
          ))}
        </ol>
      </div>
      <div className="rounded-2xl border border-gray-200 bg-white p-7 dark:border-gray-800 dark:bg-gray-900">
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{labels.stack}</h3>
        <ul className="mt-4 flex flex-wrap gap-2">
          {offering.stack.map((t) => (
            <li
              key={t}
              className="rounded-full border border-gray-200 bg-gray-50 px-3 py-1 text-sm text-gray-700 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200"
            >
              {t}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Links to each offering's section and the API's, under the page's heading. */
function JumpLinks({ label, jumps }: { label: string; jumps: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap gap-2">
        {jumps.map((j) => (
          <li key={j.id}>
            <Link
              href={`/solutions#${j.id}`}
              className="inline-flex min-h-10 items-center rounded-full border border-gray-300 bg-white px-4 text-sm font-medium text-gray-800 hover:border-primary-700 hover:text-primary-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200 dark:hover:border-primary-400 dark:hover:text-primary-300"
            >
              {j.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The API at work: what it aggregates, how to get a key (or write for one), and a request with its response. */
function ApiAtWork({ copy }: { copy: SolutionsData['newsloom'] }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{copy.aggregates.title}</h3>
        <ul className="mt-4 space-y-3 text-gray-700 dark:text-gray-300">
          {copy.aggregates.items.map((a) => (
            <li key={a} className="flex gap-3">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary-600 dark:bg-primary-400" />
              {a}
            </li>
          ))}
        </ul>
        <h3 className="mt-10 text-lg font-semibold text-gray-900 dark:text-white">{copy.key.title}</h3>
        <ol className="mt-4 space-y-4 text-gray-700 dark:text-gray-300">
          {copy.key.steps.map((step, i) => (
            <li key={step} className="flex gap-3">
              <StepNumber n={i + 1} />
              <span className="min-w-0 break-words">{step}</span>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
          <CtaLink cta={copy.key.cta} look="primary" />
          <MailLine mail={copy.key.mail} />
        </div>
      </div>
      <div className="grid min-w-0 gap-6">
        <CodeBlock title={copy.request.title} label={copy.request.label} code={copy.request.code} />
        <CodeBlock title={copy.response.title} label={copy.response.label} code={copy.response.code} />
      </div>
    </div>
  );
}

/** The API's plans side by side, the middle one marked, with the note under them. */
function Plans({ copy }: { copy: SolutionsData['newsloom']['plans'] }) {
  return (
    <>
      <h3 className="mt-16 text-2xl font-semibold tracking-tight text-gray-900 dark:text-white">{copy.title}</h3>
      <ul className="mt-6 grid gap-6 lg:grid-cols-3">
        {copy.items.map((p, i) => (
          <li
            key={p.name}
            className={`rounded-2xl border bg-white p-7 dark:bg-gray-900 ${i === 1 ? 'border-primary-700 ring-1 ring-primary-700 dark:border-primary-400 dark:ring-primary-400' : 'border-gray-200 dark:border-gray-800'}`}
          >
            <h4 className="text-lg font-semibold text-gray-900 dark:text-white">{p.name}</h4>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{p.audience}</p>
            <p className="mt-5">
              <span className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-white">{p.price}</span>{' '}
              <span className="text-gray-600 dark:text-gray-400">{p.period}</span>
            </p>
            <ul className="mt-6 space-y-3 border-t border-gray-100 pt-6 text-gray-700 dark:border-gray-800 dark:text-gray-300">
              {p.limits.map((l) => (
                <li key={l} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary-600 dark:bg-primary-400" />
                  {l}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-gray-600 dark:text-gray-400">{copy.note}</p>
    </>
  );
}

/** The closing call, with the address for those who prefer e-mail. */
function Closing({ copy }: { copy: SolutionsData['closing'] }) {
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-title`} className="defer-offscreen scroll-mt-16 py-20 sm:py-28">
      <div className={`${CONTAINER} text-center`}>
        <h2 id={`${copy.id}-title`} className="text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl dark:text-white">
          {copy.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-gray-600 dark:text-gray-300">{copy.text}</p>
        <CtaLink cta={copy.cta} look="primary" className="mt-8" />
        <MailLine mail={copy.mail} className="mt-6" />
      </div>
    </section>
  );
}

/** /solutions: a section per offering, then the Newsloom API (at work, and its plans), then the closing call. */
export default function SolutionsPage({ data }: { data: SolutionsData }) {
  const { newsloom } = data;
  return (
    <>
      <PageHeader eyebrow={data.eyebrow} title={data.heading} lead={data.lead}>
        <JumpLinks label={data.jumpLabel} jumps={[...data.offerings, newsloom]} />
      </PageHeader>

      {data.offerings.map((o, i) => (
        <Section key={o.id} id={o.id} eyebrow={o.eyebrow} title={o.title} lead={o.intro} muted={i % 2 === 1}>
          <OfferingDetails offering={o} labels={data.labels} />
        </Section>
      ))}

      <Section id={newsloom.id} eyebrow={newsloom.eyebrow} title={newsloom.title} lead={newsloom.intro} muted>
        <ApiAtWork copy={newsloom} />
        <Plans copy={newsloom.plans} />
      </Section>

      <Closing copy={data.closing} />
    </>
  );
}
