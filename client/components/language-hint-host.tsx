import { useEffect, useState } from 'react';
import { loadClientCopy, useCopy } from '../app/copy';
import { useRouter } from '../app/router';
import { LANGS, counterpart, type Lang } from '../routes';
import type { LanguageHintCopy } from '../site/language-hint';
import { heldLoad } from './lazy';

/** localStorage key that remembers a dismissed language hint (named in the privacy notice, section browser-storage). */
const LANGUAGE_HINT_STORAGE_KEY = 'language-hint';

/**
 * The site's language the browser prefers, if it is not the page's: the first of the browser's
 * languages (`navigator.languages`, best first) that the site has, by its primary subtag. A browser
 * that names none of the site's languages gets no hint.
 */
export function preferredOtherLang(languages: readonly string[], pageLang: Lang): Lang | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const lang = LANGS.find((l) => l === primary);
    if (lang) return lang === pageLang ? undefined : lang;
  }
  return undefined;
}

/**
 * The hint's copy in a language, from that language's client copy: English is in the shared chunk;
 * German is the chunk every German page boots with (client/site/de/client-copy.ts), so a visitor
 * who follows the hint has it already.
 */
const hintCopy = (lang: Lang): Promise<LanguageHintCopy> => heldLoad(() => loadClientCopy(lang)).then((copy) => copy.ui.languageHint);

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_HINT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The language hint (decision 0152). Decided after hydration, never on the server, so the first
 * paint and hydration are untouched: when the browser prefers the other language and the visitor
 * never closed the hint, its copy in that language is loaded and a small box fixed at the foot of
 * the viewport (it moves nothing) says so, in that language, linking the page's counterpart (the
 * header's language switch's target: a full load). It never takes focus; its button closes it for
 * good. The box's code stays here: a chunk of its own saved an English page 0.1 KB gzip and cost a
 * German page, seen by a browser that prefers English, one request more (decision 0182).
 */
export function LanguageHintHost() {
  const { lang } = useCopy();
  const { path, alternates } = useRouter();
  const [hint, setHint] = useState<{ lang: Lang; copy: LanguageHintCopy }>();
  useEffect(() => {
    const wanted = dismissed() ? undefined : preferredOtherLang(navigator.languages ?? [navigator.language], lang);
    if (!wanted) return setHint(undefined);
    let current = true;
    hintCopy(wanted).then(
      (copy) => current && setHint({ lang: wanted, copy }),
      () => {}, // No copy (offline, a chunk gone after a deploy): no hint; the header's switch is there.
    );
    return () => {
      current = false;
    };
  }, [lang]);
  if (!hint) return null;
  const { copy } = hint;
  return (
    <aside
      lang={hint.lang}
      aria-label={copy.label}
      data-language-hint=""
      className="fixed right-4 bottom-4 left-4 z-50 flex items-center gap-4 rounded-xl border border-gray-300 bg-white p-4 text-sm shadow-lg sm:left-auto sm:max-w-md dark:border-gray-700 dark:bg-gray-900"
    >
      <p>
        {copy.text}{' '}
        <a href={counterpart(path, hint.lang, alternates)} hrefLang={hint.lang} className="font-medium underline">
          {copy.link}
        </a>
      </p>
      <button
        type="button"
        onClick={(event) => {
          // Closed with the keyboard: the focus goes to the main content, not lost on <body>.
          if (event.currentTarget === document.activeElement) document.getElementById('main')?.focus({ preventScroll: true });
          try {
            window.localStorage.setItem(LANGUAGE_HINT_STORAGE_KEY, 'dismissed');
          } catch {
            // Storage disabled: the hint is closed for this page only.
          }
          setHint(undefined);
        }}
        className="rounded-lg border px-3 py-2 font-medium"
      >
        {copy.dismiss}
      </button>
    </aside>
  );
}
