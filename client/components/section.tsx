import type { ReactNode } from 'react';
import { Link } from '../app/router';
import { Icon } from './icon';
import type { Cta } from '../site';

/** The page width and gutters, shared by header, sections and footer. */
export const CONTAINER = 'mx-auto w-full max-w-6xl px-5 sm:px-6 lg:px-8';

const BUTTON = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-medium transition-colors';

/** Button and link looks; light and dark are designed separately (dark buttons carry dark text). */
export const LOOKS = {
  primary: `${BUTTON} bg-primary-700 text-white hover:bg-primary-800 dark:bg-primary-400 dark:text-gray-950 dark:hover:bg-primary-300`,
  secondary: `${BUTTON} border border-gray-300 bg-white text-gray-900 hover:border-gray-400 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-white dark:hover:border-gray-500 dark:hover:bg-gray-800`,
  /** On the always-dark product panel. */
  bright: `${BUTTON} bg-primary-400 text-gray-950 hover:bg-primary-300`,
  link: 'font-medium text-primary-700 underline decoration-primary-700/30 underline-offset-4 hover:decoration-primary-700 dark:text-primary-400 dark:decoration-primary-400/40 dark:hover:decoration-primary-400',
} as const;

/** A call to action from the copy: in-site paths through the router, e-mail and others as plain links. */
export function CtaLink({ cta, look, className = '' }: { cta: Cta; look: keyof typeof LOOKS; className?: string }) {
  const classes = `${LOOKS[look]} ${className}`;
  // Buttons that lead on carry an arrow; an e-mail link says so with an envelope.
  const arrow = look === 'primary' || look === 'bright' ? <Icon name="lucide:arrow-right" size={18} /> : null;
  return cta.href.startsWith('/') ? (
    <Link href={cta.href} className={classes}>
      {cta.label}
      {arrow}
    </Link>
  ) : (
    <a href={cta.href} className={classes}>
      {cta.href.startsWith('mailto:') && look !== 'link' && <Icon name="lucide:mail" size={18} />}
      {cta.label}
    </a>
  );
}

/** A line of copy that ends in an e-mail address, for those who prefer to write. */
export function MailLine({ mail, className = '' }: { mail: { readonly text: string; readonly email: string }; className?: string }) {
  return (
    <p className={className ? `${className} text-gray-700 dark:text-gray-300` : 'text-gray-700 dark:text-gray-300'}>
      {mail.text}{' '}
      <a href={`mailto:${mail.email}`} className={LOOKS.link}>
        {mail.email}
      </a>
    </p>
  );
}

export function Eyebrow({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <p className={`text-sm font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-400 ${className}`}>{children}</p>;
}

interface SectionProps {
  /** Stable anchor id: links, the search index and the JSON-LD offers point at it. */
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  /** A tinted band, to separate neighbouring sections. */
  muted?: boolean;
  children: ReactNode;
}

/** A titled page section (an <h2>) with its anchor; the header's height is kept clear when jumping to it. */
export function Section({ id, title, eyebrow, lead, muted = false, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`defer-offscreen scroll-mt-16 py-16 sm:py-24 ${muted ? 'border-y border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900/50' : ''}`}
    >
      <div className={CONTAINER}>
        <div className="max-w-3xl">
          {eyebrow && <Eyebrow className="mb-3">{eyebrow}</Eyebrow>}
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance text-gray-900 sm:text-4xl dark:text-white">
            {title}
          </h2>
          {lead && <p className="mt-4 text-lg leading-relaxed text-gray-600 dark:text-gray-300">{lead}</p>}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}

/** The top of an inner page: its one <h1> with the lead. */
export function PageHeader({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden border-b border-gray-200 bg-gradient-to-b from-primary-50/70 to-white dark:border-gray-800 dark:from-primary-950/40 dark:to-gray-950">
      <div className={`${CONTAINER} py-16 sm:py-24`}>
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1 className="mt-3 max-w-4xl text-4xl font-semibold tracking-tight text-balance text-gray-900 sm:text-5xl lg:text-6xl dark:text-white">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-gray-600 sm:text-xl dark:text-gray-300">{lead}</p>
        {children}
      </div>
    </div>
  );
}

/** A numbered list of steps (engagement, hiring, how we work). */
export function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((s, i) => (
        <li key={s.title} className="relative rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-gray-900">
          <span
            className="flex size-9 items-center justify-center rounded-full bg-primary-100 text-sm font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-300"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-gray-900 dark:text-white">{s.title}</h3>
          <p className="mt-2 leading-relaxed text-gray-600 dark:text-gray-400">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Figures as a description list: the value large, the label below it. */
export function Figures({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-px overflow-hidden rounded-2xl border border-gray-200 bg-gray-200 sm:grid-cols-2 lg:grid-cols-4 dark:border-gray-800 dark:bg-gray-800">
      {items.map((f) => (
        <div key={f.label} className="flex flex-col-reverse gap-2 bg-white p-6 sm:p-8 dark:bg-gray-900">
          <dt className="text-gray-600 dark:text-gray-400">{f.label}</dt>
          <dd className="text-4xl font-semibold tracking-tight text-gray-900 dark:text-white">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
