import { useEffect, useState } from 'react';
import { loadClientCopy, useCopy } from '../app/copy';
import { useRouter } from '../app/router';
import { LANGS, counterpart, type Lang } from '../routes';
import type { LanguageHintCopy } from '../site/ui.schema';
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

/** Closes the hint for good. */
function dismiss(): void {
  try {
    window.localStorage.setItem(LANGUAGE_HINT_STORAGE_KEY, 'dismissed');
  } catch {
    // Storage disabled: the hint is closed for this page only.
  }
}

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_HINT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** What the hint shows once its box's chunk and its copy are in. */
interface Hint {
  readonly lang: Lang;
  readonly copy: LanguageHintCopy;
  readonly Box: typeof import('./language-hint').default;
}

/**
 * The language hint's host (decision 0152). Decided after hydration, never on the server, so the
 * first paint and hydration are untouched: only when the browser prefers the other language and
 * the visitor never closed the hint are the box (client/components/language-hint.tsx) and its copy
 * in that language loaded. A visitor whose browser prefers the page's language loads neither: the
 * first load carries this host alone (decision 0184). The copy comes from that language's client
 * copy: English is in the shared chunk; German is the chunk every German page boots with, so a
 * visitor who follows the hint has it already.
 */
export function LanguageHintHost() {
  const { lang } = useCopy();
  const { path, alternates } = useRouter();
  const [hint, setHint] = useState<Hint>();
  useEffect(() => {
    const wanted = dismissed() ? undefined : preferredOtherLang(navigator.languages ?? [navigator.language], lang);
    if (!wanted) return setHint(undefined);
    let current = true;
    heldLoad(() => Promise.all([import('./language-hint'), loadClientCopy(wanted)])).then(
      ([box, copy]) => current && setHint({ lang: wanted, copy: copy.ui.languageHint, Box: box.default }),
      () => {}, // No chunk or copy (offline, a chunk gone after a deploy): no hint; the header's switch is there.
    );
    return () => {
      current = false;
    };
  }, [lang]);
  if (!hint) return null;
  const { Box } = hint;
  return (
    <Box
      lang={hint.lang}
      copy={hint.copy}
      href={counterpart(path, hint.lang, alternates)}
      onClose={() => {
        dismiss();
        setHint(undefined);
      }}
    />
  );
}
