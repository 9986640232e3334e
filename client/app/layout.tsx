import { useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import { ColorModeControl } from '../components/color-mode-control';
import { CONTAINER, Link, useCopy, useRouter } from '../components/kit';
import { LanguageHintHost } from '../components/language-hint-host';
import { NavigationProgress } from '../components/navigation-progress';
import { PaletteHost, SearchButton } from '../components/palette-host';
import { LANGS, counterpart, pagePath, type Lang, type NavPageId } from '../routes';
import { COMPANY_NAME } from '../site/name';
import { FOOTER_ID } from './document-ids';

const MENU_ID = 'site-menu';

export function Logo() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
      <rect width="32" height="32" rx="8" className="fill-primary-700 dark:fill-primary-400" />
      <path d="M16 5 L25 20 H19 L21 27 H11 L13 20 H7 Z" className="fill-white dark:fill-gray-950" />
    </svg>
  );
}

const HEADER_BUTTON =
  'h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:border-gray-400 hover:text-gray-950 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200 dark:hover:border-gray-500 dark:hover:text-white';

/**
 * The sticky header: logo, the main navigation (the current page marked with aria-current),
 * the controls on the right and, on phones, a menu button that discloses the navigation.
 * The menu closes on Escape (focus back on the button), on navigation and on a link click.
 */
/**
 * The link to this page in the other language (or to its home page, from a page that has no
 * counterpart, such as an error page): a plain link, as a change of language is a full load.
 */
function LanguageSwitch({ className }: { className: string }) {
  const { path, alternates } = useRouter();
  const { lang, ui } = useCopy();
  const other: Lang = LANGS.find((l) => l !== lang) ?? lang;
  const href = counterpart(path, other, alternates);
  return (
    <a href={href} hrefLang={other} lang={other} aria-label={ui.otherLanguage.label} className={className} data-language-switch="">
      {ui.otherLanguage.name}
    </a>
  );
}

function Header() {
  const { path } = useRouter();
  const { lang, chrome: CHROME, ui } = useCopy();
  // Open on the page it was opened on: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const setOpen = (next: boolean) => setOpenOn(next ? path : null);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      document.getElementById(`${MENU_ID}-button`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80 dark:border-gray-800 dark:bg-gray-950/90 dark:supports-[backdrop-filter]:bg-gray-950/75">
      <div className={`${CONTAINER} flex h-16 items-center justify-between gap-4`}>
        <Link
          href={pagePath('home', lang)}
          className="flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight text-gray-900 dark:text-white"
          aria-label={CHROME.homeLink}
        >
          <Logo />
          <span>{COMPANY_NAME}</span>
        </Link>
        <div
          id={MENU_ID}
          className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-4 border-b border-gray-200 bg-white px-5 pt-2 pb-6 shadow-lg md:static md:flex md:flex-row md:items-center md:border-0 md:bg-transparent md:p-0 md:shadow-none dark:border-gray-800 dark:bg-gray-950 md:dark:bg-transparent`}
        >
          <nav aria-label={CHROME.navLabel}>
            <ul className="flex flex-col md:flex-row md:items-center md:gap-1">
              {/* The header's pages and their order are content: the UI copy's routeLabels (content/site/ui.<lang>.yaml). */}
              {Object.entries(ui.routeLabels).map(([id, label]) => (
                <li key={id}>
                  <Link
                    href={pagePath(id as NavPageId, lang)}
                    aria-current={pagePath(id as NavPageId, lang) === path ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                    className="block rounded-lg px-3 py-3 text-base font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-950 aria-[current=page]:text-primary-800 md:py-2 md:text-[15px] md:aria-[current=page]:bg-primary-50 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white dark:aria-[current=page]:text-primary-300 md:dark:aria-[current=page]:bg-primary-950/60"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SearchButton label={CHROME.search.mobileButton} className={`${HEADER_BUTTON} flex w-full justify-center md:hidden`} />
          {/* In the disclosed menu on phones, beside the navigation on wider screens. */}
          <ColorModeControl />
          <LanguageSwitch className={`${HEADER_BUTTON} inline-flex justify-center`} />
        </div>
        {/* Right-hand controls: search on wide screens, the menu button on phones. */}
        <div data-slot="header-controls" className="flex items-center gap-2">
          <SearchButton label={CHROME.search.button} className={`${HEADER_BUTTON} hidden md:inline-flex`} />
          <button
            id={`${MENU_ID}-button`}
            type="button"
            className={`${HEADER_BUTTON} inline-flex md:hidden`}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen(!open)}
          >
            {CHROME.menuButton}
          </button>
        </div>
      </div>
    </header>
  );
}

/** The footer's content: the server's elements (client/app/footer.tsx), or in the browser their HTML read back. */
export type FooterContent = ReactNode | { html: string };

/** The in-site link an event in the footer came from, if any. */
function inSiteLink(target: EventTarget): { anchor: HTMLAnchorElement; href: string } | undefined {
  const anchor = target instanceof Element ? target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  return anchor && href?.startsWith('/') ? { anchor, href } : undefined;
}

/**
 * The footer: the same on every page, so it is rendered by the worker alone and the browser keeps
 * its markup as it came (read back, like the stylesheet): none of its copy, links or icons ship
 * in JavaScript, and hydration skips it (decision 0096). One delegated handler gives its in-site
 * links what <Link> gives the others: client navigation, and a prefetch on hover or focus.
 */
function Footer({ content }: { content: FooterContent }) {
  const router = useRouter();
  const prefetch = (event: SyntheticEvent) => {
    const link = inSiteLink(event.target);
    if (link) router.prefetch(link.href);
  };
  const own =
    content !== null && typeof content === 'object' && 'html' in content
      ? { dangerouslySetInnerHTML: { __html: content.html } }
      : { children: content };
  return (
    <footer
      id={FOOTER_ID}
      className="defer-offscreen border-t border-gray-200 bg-gray-50 text-sm dark:border-gray-800 dark:bg-gray-900/60"
      onClick={(event) => {
        const link = inSiteLink(event.target);
        if (
          link &&
          router.navigate(link.href, {
            ...event,
            button: event.button,
            metaKey: event.metaKey,
            ctrlKey: event.ctrlKey,
            shiftKey: event.shiftKey,
            altKey: event.altKey,
            currentTarget: link.anchor,
          })
        )
          event.preventDefault();
      }}
      onMouseOver={prefetch}
      onFocus={prefetch}
      {...own}
    />
  );
}

/** The one default layout that wraps every page, error pages included. */
export function Layout({ footer, children }: { footer: FooterContent; children: ReactNode }) {
  const { chrome: CHROME } = useCopy();
  return (
    <PaletteHost>
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-3 font-medium text-gray-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] dark:bg-gray-900 dark:text-white"
      >
        {CHROME.skipLink}
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer content={footer} />
      <LanguageHintHost />
    </PaletteHost>
  );
}
