import { Figures, Image, PageHeader, Section, Steps } from '../components/kit';
import type { CompanyPageData } from './company.schema';

/** How the company came to be: the story beside a timeline of its milestones. */
function Story({ copy }: { copy: CompanyPageData['story'] }) {
  return (
    <Section id={copy.id} title={copy.title}>
      <div className="grid gap-12 lg:grid-cols-2">
        <div className="space-y-5 text-lg leading-relaxed text-gray-600 dark:text-gray-300">
          {copy.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <ol className="relative space-y-6 border-l-2 border-primary-200 pl-8 dark:border-primary-900">
          {copy.milestones.map((m) => (
            <li key={m.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[41px] size-4 rounded-full border-4 border-white bg-primary-600 dark:border-gray-950 dark:bg-primary-400"
              />
              <p className="font-semibold text-primary-800 dark:text-primary-300">{m.year}</p>
              <p className="mt-1 text-gray-700 dark:text-gray-300">{m.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

/** The mission in one sentence, on a dark band. */
function Mission({ copy }: { copy: CompanyPageData['mission'] }) {
  return (
    <section
      id={copy.id}
      aria-labelledby={`${copy.id}-title`}
      className="defer-offscreen scroll-mt-16 border-y border-gray-200 bg-gray-900 py-16 sm:py-20 dark:border-gray-800"
    >
      <div className="mx-auto max-w-4xl px-5 text-center sm:px-6">
        <h2 id={`${copy.id}-title`} className="text-sm font-semibold tracking-wider text-primary-400 uppercase">
          {copy.title}
        </h2>
        <p className="mt-5 text-2xl leading-snug font-medium text-balance text-white sm:text-3xl">{copy.text}</p>
      </div>
    </section>
  );
}

/** The people: initials, name, role and a few words each. */
function Team({ copy }: { copy: CompanyPageData['team'] }) {
  return (
    <Section id={copy.id} title={copy.title} lead={copy.lead} muted>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {copy.people.map((p) => (
          <li key={p.name} className="rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary-600 to-primary-800 text-lg font-semibold text-white dark:from-primary-400 dark:to-primary-600 dark:text-gray-950"
              >
                {p.initials}
              </span>
              <div>
                <h3 className="font-semibold text-gray-900 dark:text-white">{p.name}</h3>
                <p className="text-sm text-gray-600 dark:text-gray-400">{p.role}</p>
              </div>
            </div>
            <p className="mt-4 leading-relaxed text-gray-600 dark:text-gray-400">{p.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Where we work: the places, and a picture of them. */
function Locations({ copy }: { copy: CompanyPageData['locations'] }) {
  return (
    <Section id={copy.id} title={copy.title} lead={copy.lead}>
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <ul className="space-y-6">
          {copy.places.map((p) => (
            <li key={p.name} className="border-l-4 border-primary-600 pl-5 dark:border-primary-400">
              <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{p.name}</h3>
              <p className="mt-1 leading-relaxed text-gray-600 dark:text-gray-400">{p.text}</p>
            </li>
          ))}
        </ul>
        <Image image={copy.image} className="h-auto w-full rounded-2xl border border-gray-200 dark:border-gray-800 dark:brightness-90" />
      </div>
    </Section>
  );
}

/** /company: our story, mission and values, how we work, our figures, the team and where we are. */
export default function CompanyPage({ data }: { data: CompanyPageData }) {
  const { values, process, figures } = data;
  return (
    <>
      <PageHeader eyebrow={data.eyebrow} title={data.heading} lead={data.lead} />

      <Story copy={data.story} />

      <Mission copy={data.mission} />

      <Section id={values.id} title={values.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((v) => (
            <li key={v.title} className="rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900">
              <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{v.title}</h3>
              <p className="mt-2 leading-relaxed text-gray-600 dark:text-gray-400">{v.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={process.id} title={process.title} lead={process.lead} muted>
        <Steps steps={process.steps} />
      </Section>

      <Section id={figures.id} title={figures.title}>
        <Figures items={figures.items} />
      </Section>

      <Team copy={data.team} />

      <Locations copy={data.locations} />
    </>
  );
}
