import type { Lang } from '../routes';
import type { LanguageHintCopy } from '../site/ui.schema';

/**
 * The language hint's box (decision 0152), loaded by its host only for a browser that prefers the
 * page's other language (client/components/language-hint-host.tsx): fixed at the foot of the
 * viewport (it moves nothing), in the hint's language, linking the page's counterpart (the
 * header's language switch's target: a full load). It never takes focus; its button closes it
 * (`onClose`: the host remembers that).
 */
export default function LanguageHint({
  lang,
  copy,
  href,
  onClose,
}: {
  lang: Lang;
  copy: LanguageHintCopy;
  href: string;
  onClose: () => void;
}) {
  return (
    <aside
      lang={lang}
      aria-label={copy.label}
      data-language-hint=""
      className="fixed right-4 bottom-4 left-4 z-50 flex items-center gap-4 rounded-xl border border-gray-300 bg-white p-4 text-sm shadow-lg sm:left-auto sm:max-w-md dark:border-gray-700 dark:bg-gray-900"
    >
      <p>
        {copy.text}{' '}
        <a href={href} hrefLang={lang} className="font-medium underline">
          {copy.link}
        </a>
      </p>
      <button
        type="button"
        onClick={(event) => {
          // Closed with the keyboard: the focus goes to the main content, not lost on <body>.
          if (event.currentTarget === document.activeElement) document.getElementById('main')?.focus({ preventScroll: true });
          onClose();
        }}
        className="rounded-lg border px-3 py-2 font-medium"
      >
        {copy.dismiss}
      </button>
    </aside>
  );
}
