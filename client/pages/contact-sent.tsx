import { CONTAINER, Eyebrow, Icon, LOOKS, Link } from '../components/kit';
import type { SentCopy } from '../site/copy-schema';

/**
 * Where a form sent without JavaScript lands (POST → 303): /contact/sent, and /careers/applied
 * (client/pages/application-sent.tsx). Shows nothing of what was sent.
 */
export default function SentPage({ data }: { data: SentCopy }) {
  return (
    <div className={`${CONTAINER} py-16 sm:py-24`}>
      <div className="max-w-3xl">
        <Icon name="lucide:check" size={32} className="text-primary-700 dark:text-primary-400" />
        <Eyebrow className="mt-6">{data.eyebrow}</Eyebrow>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-gray-900 sm:text-5xl dark:text-white">{data.title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-gray-700 dark:text-gray-300">{data.text}</p>
        <p className="mt-10 font-medium text-gray-900 dark:text-white">{data.next}</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {data.links.map((l, i) => (
            <li key={l.href}>
              <Link href={l.href} className={i === data.links.length - 1 ? LOOKS.primary : LOOKS.secondary}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
