import type { CompanyPageData } from '../site';
import { PageHeader, Section } from '../components/section';

export default function CompanyPage({ data }: { data: CompanyPageData }) {
  return (
    <>
      <PageHeader title={data.heading} lead={data.lead} />
      <Section title="Our story">
        {data.story.map((p) => (
          <p key={p} className="mt-3 max-w-3xl leading-relaxed text-gray-600 dark:text-gray-300">
            {p}
          </p>
        ))}
      </Section>
      <Section title="What we value">
        <ul className="grid gap-6 md:grid-cols-3">
          {data.values.map((v) => (
            <li key={v.title} className="rounded-xl border border-gray-200 p-6 dark:border-gray-800">
              <h3 className="font-semibold text-gray-900 dark:text-white">{v.title}</h3>
              <p className="mt-2 text-gray-600 dark:text-gray-400">{v.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
