import type { SolutionsData } from '../site';
import { PageHeader, Section } from '../components/section';

export default function SolutionsPage({ data }: { data: SolutionsData }) {
  return (
    <>
      <PageHeader title={data.heading} lead={data.lead} />
      {data.sections.map((s) => (
        <Section key={s.id} id={s.id} title={s.title}>
          <p className="max-w-3xl leading-relaxed text-gray-600 dark:text-gray-300">{s.text}</p>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-gray-700 dark:text-gray-300">
            {s.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
