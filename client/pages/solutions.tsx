import type { SolutionsData } from '../site';
import { Icon } from '../components/icon';
import { PageHeader, Section } from '../components/section';

export default function SolutionsPage({ data }: { data: SolutionsData }) {
  return (
    <>
      <PageHeader title={data.heading} lead={data.lead} />
      {data.sections.map((s) => (
        <Section key={s.id} id={s.id} title={s.title}>
          <p className="max-w-3xl leading-relaxed text-gray-600 dark:text-gray-300">{s.text}</p>
          <ul className="mt-4 space-y-1 text-gray-700 dark:text-gray-300">
            {s.points.map((p) => (
              <li key={p} className="flex items-start gap-2">
                <Icon name="lucide:check" size={18} className="mt-0.5 text-primary-700 dark:text-primary-300" />
                {p}
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
