import { Link } from '../app/router';
import type { HomeData } from '../site';
import { Icon } from '../components/icon';
import { Section } from '../components/section';

export default function HomePage({ data }: { data: HomeData }) {
  const { hero } = data;
  return (
    <>
      <div className="pt-14 sm:pt-24">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-4xl font-semibold tracking-tight text-gray-900 sm:text-6xl dark:text-white">{hero.heading}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-gray-600 dark:text-gray-300">{hero.lead}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={hero.primaryCta.href} className="inline-flex items-center gap-2 rounded-lg bg-primary-700 px-5 py-3 font-medium text-white hover:bg-primary-800">
            {hero.primaryCta.label}
            <Icon name="lucide:arrow-right" size={18} />
          </Link>
          <Link
            href={hero.secondaryCta.href}
            className="rounded-lg border border-gray-300 px-5 py-3 font-medium text-gray-900 hover:border-primary-600 dark:border-gray-700 dark:text-white"
          >
            {hero.secondaryCta.label}
          </Link>
        </div>
      </div>

      <Section title={data.offeringsHeading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {data.offerings.map((o) => (
            <li key={o.title} className="rounded-xl border border-gray-200 p-6 dark:border-gray-800">
              <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
                <Link href={o.href} className="hover:text-primary-700 dark:hover:text-primary-300">
                  {o.title}
                </Link>
              </h3>
              <p className="mt-2 leading-relaxed text-gray-600 dark:text-gray-400">{o.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={data.product.heading}>
        <p className="max-w-3xl leading-relaxed text-gray-600 dark:text-gray-300">{data.product.text}</p>
        <Link href={data.product.cta.href} className="mt-4 inline-flex items-center gap-2 font-medium text-primary-700 underline underline-offset-4 dark:text-primary-300">
          {data.product.cta.label}
          <Icon name="lucide:arrow-right" size={18} />
        </Link>
      </Section>

      <Section title="In numbers">
        <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {data.figures.map((f) => (
            <div key={f.label}>
              <dt className="text-sm text-gray-600 dark:text-gray-400">{f.label}</dt>
              <dd className="order-first text-3xl font-semibold text-gray-900 dark:text-white">{f.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={data.closing.heading}>
        <p className="max-w-2xl leading-relaxed text-gray-600 dark:text-gray-300">{data.closing.text}</p>
        <a href={data.closing.cta.href} className="mt-4 inline-block font-medium text-primary-700 underline underline-offset-4 dark:text-primary-300">
          {data.closing.cta.label}
        </a>
      </Section>
    </>
  );
}
