import { useState } from 'react';
import { CONTAINER, Icon, LOOKS, Link, PageHeader, Section, Steps, fillTemplate, lazyWhenVisible } from '../components/kit';
import type { CareersData, Position, Team } from '../site';

// The team filter sits near the top of the page: loading it on sight would put it into every
// first load. The server draws it in full; the first click or key press loads and hydrates it
// (React replays that event once hydrated).
const Select = lazyWhenVisible(() => import('../components/select'), { intentOnly: true });

const ALL = 'all';

/**
 * The open positions, narrowed by team with the select: a card each (title, team, place, kind,
 * summary and the link to its page), or, when a team has none, a note and the call to write anyway.
 */
function OpenPositions({ copy, write }: { copy: CareersData['positions']; write: CareersData['closing']['cta'] }) {
  const [team, setTeam] = useState<string>(ALL);
  const shown = copy.items.filter((p) => team === ALL || p.team === team);
  const options = [{ value: ALL, label: copy.filter.all }, ...copy.teams.map((t) => ({ value: t, label: copy.teamNames[t as Team] }))];
  return (
    <Section id={copy.id} title={copy.title}>
      <div className="flex flex-col gap-4 border-b border-gray-200 pb-6 sm:flex-row sm:items-end sm:justify-between dark:border-gray-800">
        <Select
          frameClassName="h-[4.5rem] w-full sm:w-64"
          placeholder={<div className="mt-7 h-11 animate-pulse rounded-lg bg-gray-200 dark:bg-gray-800" />}
          id="team-filter"
          label={copy.filter.label}
          options={options}
          value={team}
          onChange={setTeam}
        />
        <p aria-live="polite" className="text-gray-600 dark:text-gray-400">
          {fillTemplate(copy.filter.count, { shown: shown.length, total: copy.items.length })}
        </p>
      </div>
      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-4">
          {shown.map((p) => (
            <li
              key={p.id}
              id={p.id}
              className="grid scroll-mt-20 gap-4 rounded-2xl border border-gray-200 bg-white p-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-8 sm:p-7 dark:border-gray-800 dark:bg-gray-900"
            >
              <div className="min-w-0">
                <h3 className="text-xl font-semibold text-gray-900 dark:text-white">{p.title}</h3>
                <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                  {[copy.teamNames[p.team as Team], p.location, copy.typeNames[p.type as Position['type']]].map((tag) => (
                    <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
              <p className="max-w-3xl leading-relaxed text-gray-600 dark:text-gray-400">{p.summary}</p>
              <Link className={`${LOOKS.secondary} justify-self-start text-sm sm:col-start-2 sm:row-start-1`} href={p.href}>
                {copy.more.label}
                <span className="sr-only">: {p.title}</span>
                <Icon name="lucide:arrow-right" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center dark:border-gray-700">
          <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
            {fillTemplate(copy.filter.emptyTitle, { team: team === ALL ? copy.filter.all : copy.teamNames[team as Team] })}
          </h3>
          <p className="mx-auto mt-2 max-w-xl text-gray-600 dark:text-gray-400">{copy.filter.emptyText}</p>
          <a href={write.href} className={`${LOOKS.primary} mt-6`}>
            {write.label}
          </a>
        </div>
      )}
    </Section>
  );
}

/** The closing call: a message to the team, by e-mail. */
function Closing({ copy }: { copy: CareersData['closing'] }) {
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-title`} className="defer-offscreen scroll-mt-16 pb-20 sm:pb-28">
      <div className={CONTAINER}>
        <div className="rounded-3xl border border-primary-200 bg-primary-50 px-6 py-12 text-center sm:px-12 dark:border-primary-900 dark:bg-primary-950/40">
          <h2 id={`${copy.id}-title`} className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-white">
            {copy.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-gray-700 dark:text-gray-300">{copy.text}</p>
          <a href={copy.cta.href} className={`${LOOKS.primary} mt-8 break-all`}>
            {copy.cta.label}
          </a>
        </div>
      </div>
    </section>
  );
}

/** /careers: what working here is like, the open positions (by team), the benefits, how we hire and the closing call. */
export default function CareersPage({ data }: { data: CareersData }) {
  const { positions, benefits, process, closing } = data;
  return (
    <>
      <PageHeader eyebrow={data.eyebrow} title={data.heading} lead={data.lead}>
        <ul className="mt-8 flex flex-wrap gap-3">
          {data.facts.map((f) => (
            <li
              key={f}
              className="rounded-full border border-primary-200 bg-white px-4 py-2 text-sm font-medium text-gray-800 dark:border-primary-900 dark:bg-gray-900 dark:text-gray-200"
            >
              {f}
            </li>
          ))}
        </ul>
      </PageHeader>

      <OpenPositions copy={positions} write={closing.cta} />

      <Section id={benefits.id} title={benefits.title} muted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.items.map((b) => (
            <li key={b.title} className="rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900">
              <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{b.title}</h3>
              <p className="mt-2 leading-relaxed text-gray-600 dark:text-gray-400">{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={process.id} title={process.title} lead={process.lead}>
        <Steps steps={process.steps} />
      </Section>

      <Closing copy={closing} />
    </>
  );
}
