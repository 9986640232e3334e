import type { CareersData } from '../site';
import { Icon } from '../components/icon';
import { PageHeader, Section } from '../components/section';

export default function CareersPage({ data }: { data: CareersData }) {
  return (
    <>
      <PageHeader title={data.heading} lead={data.lead} />
      <Section title="Open positions">
        <ul className="space-y-4">
          {data.positions.map((p) => (
            <li key={p.id} id={p.id} className="rounded-xl border border-gray-200 p-6 dark:border-gray-800">
              <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{p.title}</h3>
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
                {p.team} · {p.location} · {p.type}
              </p>
              <p className="mt-3 text-gray-700 dark:text-gray-300">{p.summary}</p>
              <a
                className="mt-3 inline-flex items-center gap-2 font-medium text-primary-700 underline underline-offset-4 dark:text-primary-300"
                href={`mailto:${data.applyEmail}?subject=${encodeURIComponent(`Application: ${p.title}`)}`}
              >
                <Icon name="lucide:mail" size={18} />
                Apply by e-mail
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Benefits">
        <ul className="space-y-1 text-gray-700 dark:text-gray-300">
          {data.benefits.map((b) => (
            <li key={b} className="flex items-start gap-2">
              <Icon name="lucide:check" size={18} className="mt-0.5 text-primary-700 dark:text-primary-300" />
              {b}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
