import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useBrowser, type BrowserServices } from '../app/browser';
import { useCopy } from '../app/copy';
import { useRouter } from '../app/router';
import type { Lang } from '../routes';
import { lazyOnDemand } from './lazy';
import { PaletteOpenerProvider, isPaletteShortcut, usePaletteOpener } from './palette';
import type { CommandPaletteProps } from './command-palette';

/** The palette in a language: its code and that language's index, loaded together on demand. */
const paletteIn = (lang: Lang, loadSearch: BrowserServices['paletteSearch']) =>
  lazyOnDemand(async () => {
    const [{ default: CommandPalette }, search] = await Promise.all([import('./command-palette'), loadSearch(lang)]);
    return { default: (props: Omit<CommandPaletteProps, 'search'>) => <CommandPalette {...props} search={search} /> };
  });

const palettes = new Map<Lang, ReturnType<typeof paletteIn>>();

/** The palette of the page's language (made once per language). */
function usePalette(): ReturnType<typeof paletteIn> {
  const { lang } = useCopy();
  const loadSearch = useBrowser().paletteSearch;
  let palette = palettes.get(lang);
  if (!palette) palettes.set(lang, (palette = paletteIn(lang, loadSearch)));
  return palette;
}

const noSubscription = () => () => {};
/** An Apple platform, whose shortcut is ⌘ K. */
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);

function PaletteLoading() {
  const { chrome: CHROME } = useCopy();
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center bg-gray-950/60 px-4 pt-[10vh]">
      <p
        role="status"
        className="w-full max-w-xl rounded-2xl border border-gray-200 bg-white px-5 py-5 text-gray-700 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-300"
      >
        {CHROME.search.loading}
      </p>
    </div>
  );
}

/**
 * Owns the palette: the keyboard shortcut, the open state and the lazily loaded dialog, which
 * is rendered only while open (client only, never server-rendered). Closes on navigation.
 */
export function PaletteHost({ children }: { children: ReactNode }) {
  const { path } = useRouter();
  // Open on the page it was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const palette = usePalette();
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isPaletteShortcut(e)) return;
      e.preventDefault();
      setOpenOn((on) => (on === path ? null : path));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [path]);
  return (
    <PaletteOpenerProvider value={() => setOpenOn(path)}>
      {children}
      {open && <palette.Component onClose={() => setOpenOn(null)} placeholder={<PaletteLoading />} />}
    </PaletteOpenerProvider>
  );
}

/** A button that opens the palette, showing the shortcut for the visitor's platform once known. */
export function SearchButton({ label, className }: { label: string; className: string }) {
  const openPalette = usePaletteOpener();
  const { chrome: CHROME } = useCopy();
  const palette = usePalette();
  // Known only in the browser: the server (and hydration) render the common one, then the client's.
  const apple = useSyncExternalStore(noSubscription, isApple, () => false);
  const shortcut = apple ? CHROME.search.appleShortcut : CHROME.search.shortcut;
  return (
    <button
      type="button"
      className={className}
      onClick={openPalette}
      onPointerEnter={palette.preload}
      onFocus={palette.preload}
      aria-haspopup="dialog"
    >
      <span>{label}</span>
      <kbd className="hidden rounded border border-gray-300 px-1.5 font-sans text-xs text-gray-600 lg:inline dark:border-gray-600 dark:text-gray-400">
        {shortcut}
      </kbd>
    </button>
  );
}
