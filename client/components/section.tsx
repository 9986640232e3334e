import type { ReactNode } from 'react';

/** A titled page section with a stable anchor id. */
export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className="mt-16 scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function PageHeader({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="pt-14 sm:pt-20">
      <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-gray-900 sm:text-5xl dark:text-white">{title}</h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-gray-600 dark:text-gray-300">{lead}</p>
    </div>
  );
}
