import type { ReactNode } from 'react';
import type { FormState } from '../app/state';
import { CONTAINER, Eyebrow, Icon, LOOKS, Link, Steps, lazyWhenVisible } from '../components/kit';
import type { Office, Position } from '../site/positions';
import type { PositionPageCopy, PositionPageData } from '../site/pages/position';

// The form sits below the position's text: its code loads when it comes near the viewport (or on
// the visitor's first click or key press), never with the page; the server renders it in full.
const ApplicationForm = lazyWhenVisible(() => import('../components/application-form'));

function Facts({
  position,
  offices,
  copy,
  written,
}: {
  position: Position;
  offices: readonly Office[];
  copy: PositionPageCopy;
  written: PositionPageData['written'];
}) {
  const facts: [string, string | readonly string[]][] = [
    [copy.facts.team, copy.teamNames[position.team]],
    [copy.facts.type, copy.typeNames[position.type]],
    [copy.facts.location, position.location],
    [copy.facts.workplace, position.remoteRules],
    [copy.facts.salary, [written.salary, copy.salary.note]],
    ...offices.map((o): [string, readonly string[]] => [
      copy.facts.offices,
      [o.name, o.street, `${o.postalCode} ${o.locality}`, o.countryName],
    ]),
    [copy.facts.posted, written.posted],
    [copy.facts.validThrough, written.validThrough],
  ];
  return (
    <dl className="mt-10 grid gap-x-8 gap-y-5 rounded-2xl border border-gray-200 bg-white p-6 sm:grid-cols-2 sm:p-8 dark:border-gray-800 dark:bg-gray-900">
      {facts.map(([term, value], i) => (
        <div key={`${term}-${i}`}>
          <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{term}</dt>
          <dd className="mt-1 text-gray-900 dark:text-gray-100">
            {typeof value === 'string'
              ? value
              : value.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-gray-700 dark:text-gray-300">{children}</div>
    </section>
  );
}

const bullets = (items: readonly string[]) => (
  <ul className="list-disc space-y-2 pl-6">
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

/** /careers/<id>: one open position, everything about it, its JobPosting block and the application form. */
export default function PositionPage({ data, form }: { data: PositionPageData; form?: FormState }) {
  const { position, copy, hiring } = data;
  return (
    <>
      {/* JobPosting (Google for Jobs): built by the worker from the same data as this page. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
      <div className="border-b border-gray-200 bg-gradient-to-b from-primary-50/70 to-white dark:border-gray-800 dark:from-primary-950/40 dark:to-gray-950">
        <div className={`${CONTAINER} py-14 sm:py-20`}>
          <Link href={copy.back.href} className={`${LOOKS.link} inline-flex items-center gap-2 text-sm`}>
            {copy.back.label}
          </Link>
          <Eyebrow className="mt-8">{copy.eyebrow}</Eyebrow>
          <h1 className="mt-3 max-w-4xl text-4xl font-semibold tracking-tight text-balance text-gray-900 sm:text-5xl dark:text-white">
            {position.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-gray-600 sm:text-xl dark:text-gray-300">{position.summary}</p>
          <a href={`#${copy.form.id}`} className={`${LOOKS.primary} mt-8`}>
            {copy.form.title}
            <Icon name="lucide:arrow-right" size={18} />
          </a>
          <Facts position={position} offices={data.offices} copy={copy} written={data.written} />
        </div>
      </div>
      <div className={`${CONTAINER} grid max-w-4xl gap-12 py-14 sm:py-20`}>
        <Part id="about" title={copy.sections.about}>
          {position.about.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Part>
        <Part id="tasks" title={copy.sections.tasks}>
          {bullets(position.tasks)}
        </Part>
        <Part id="requirements" title={copy.sections.requirements}>
          {bullets(position.requirements)}
        </Part>
        {position.niceToHave.length > 0 && (
          <Part id="nice-to-have" title={copy.sections.niceToHave}>
            {bullets(position.niceToHave)}
          </Part>
        )}
        <Part id="how-we-hire" title={copy.sections.hiring}>
          <p>{hiring.lead}</p>
          <Steps steps={hiring.steps} />
          <p>{hiring.duration}</p>
        </Part>
        <div id={`${copy.form.id}-section`} className="scroll-mt-24 rounded-2xl border border-gray-200 p-6 sm:p-8 dark:border-gray-800">
          <ApplicationForm
            frameClassName="min-h-[60rem]"
            placeholder={<div className="h-[60rem] animate-pulse rounded-xl bg-gray-100 dark:bg-gray-900" />}
            position={position}
            copy={copy}
            form={form}
          />
        </div>
      </div>
    </>
  );
}
