/**
 * A code sample: scrolls sideways inside its own box (never the page), and is focusable
 * with a name so keyboard users can scroll it too. A name needs a role that takes one
 * (`<pre>` has none): the scrolling box is a labelled region.
 */
export function CodeBlock({ title, label, code }: { title: string; label: string; code: string }) {
  return (
    <figure className="min-w-0 overflow-hidden rounded-2xl border border-gray-800 bg-gray-950 dark:border-gray-700">
      <figcaption className="border-b border-gray-800 px-5 py-3 text-sm font-medium text-gray-300 dark:border-gray-700">{title}</figcaption>
      <pre role="region" tabIndex={0} aria-label={label} className="overflow-x-auto p-5 text-[13px] leading-relaxed text-gray-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
