import { useEffect, useState, type ReactNode } from 'react';
import { ColorModeControl } from '../components/color-mode-control';
import { CHROME, CONTAINER, Icon, Link, useRouter } from '../components/kit';
import { SOCIAL_ICONS } from '../icons/used';
import { NavigationProgress } from '../components/navigation-progress';
import { PaletteHost, SearchButton } from '../components/palette-host';
import { ROUTES } from '../route-table';
import { COMPANY } from '../site/company';

const MENU_ID = 'site-menu';

function Logo() {
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
export function Header() {
  const { path } = useRouter();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      document.getElementById(`${MENU_ID}-button`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80 dark:border-gray-800 dark:bg-gray-950/90 dark:supports-[backdrop-filter]:bg-gray-950/75">
      <div className={`${CONTAINER} flex h-16 items-center justify-between gap-4`}>
        <Link href="/" className="flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight text-gray-900 dark:text-white" aria-label={CHROME.homeLink}>
          <Logo />
          <span>{COMPANY.name}</span>
        </Link>
        <div
          id={MENU_ID}
          className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-4 border-b border-gray-200 bg-white px-5 pt-2 pb-6 shadow-lg md:static md:flex md:flex-row md:items-center md:border-0 md:bg-transparent md:p-0 md:shadow-none dark:border-gray-800 dark:bg-gray-950 md:dark:bg-transparent`}
        >
          <nav aria-label={CHROME.navLabel}>
            <ul className="flex flex-col md:flex-row md:items-center md:gap-1">
              {ROUTES.map((r) => (
                <li key={r.path}>
                  <Link
                    href={r.path}
                    aria-current={r.path === path ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                    className="block rounded-lg px-3 py-3 text-base font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-950 aria-[current=page]:text-primary-800 md:py-2 md:text-[15px] md:aria-[current=page]:bg-primary-50 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white dark:aria-[current=page]:text-primary-300 md:dark:aria-[current=page]:bg-primary-950/60"
                  >
                    {r.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SearchButton label={CHROME.search.mobileButton} className={`${HEADER_BUTTON} flex w-full justify-center md:hidden`} />
          {/* In the disclosed menu on phones, beside the navigation on wider screens. */}
          <ColorModeControl />
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
            onClick={() => setOpen((o) => !o)}
          >
            {CHROME.menuButton}
          </button>
        </div>
      </div>
    </header>
  );
}

const FOOTER_LINK = 'rounded text-gray-600 hover:text-gray-950 hover:underline hover:underline-offset-4 dark:text-gray-400 dark:hover:text-white';

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <Link href={href} className={FOOTER_LINK}>
      {children}
    </Link>
  ) : (
    <a href={href} className={FOOTER_LINK}>
      {children}
    </a>
  );
}

export function Footer({ year }: { year: number }) {
  const { footer } = CHROME;
  return (
    <footer className="defer-offscreen border-t border-gray-200 bg-gray-50 text-sm dark:border-gray-800 dark:bg-gray-900/60">
      <div className={`${CONTAINER} grid grid-cols-2 gap-10 py-14 lg:grid-cols-6`}>
        <div className="col-span-2">
          <p className="flex items-center gap-2.5 text-base font-semibold text-gray-900 dark:text-white">
            <Logo />
            {COMPANY.name}
          </p>
          <p className="mt-4 max-w-xs leading-relaxed text-gray-600 dark:text-gray-400">{footer.blurb}</p>
          <p className="mt-4 flex items-center gap-2 text-gray-600 dark:text-gray-400">
            <Icon name="lucide:map-pin" size={16} />
            {COMPANY.location}
          </p>
          <p className="mt-2 flex items-center gap-2 text-gray-600 dark:text-gray-400">
            <Icon name="lucide:mail" size={16} />
            <a className={FOOTER_LINK} href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>
          </p>
        </div>
        <nav aria-label={footer.label} className="col-span-2 grid grid-cols-2 gap-10 sm:grid-cols-3 lg:col-span-3">
          {footer.columns.map((column) => (
            <div key={column.title}>
              <h2 className="font-semibold text-gray-900 dark:text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((l) => (
                  <li key={l.href}>
                    <FooterLink href={l.href}>{l.label}</FooterLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div>
          <h2 className="font-semibold text-gray-900 dark:text-white">{footer.social}</h2>
          <ul className="mt-4 space-y-3">
            {COMPANY.social.map((s) => (
              <li key={s.network}>
                <a className={`${FOOTER_LINK} inline-flex items-center gap-2`} href={s.url} rel="me noopener">
                  <Icon name={SOCIAL_ICONS[s.network]} size={16} />
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-200 dark:border-gray-800">
        <p className={`${CONTAINER} py-6 text-gray-600 dark:text-gray-400`}>
          © {COMPANY.foundingYear}–{year} {COMPANY.legalName}. {footer.rights}
        </p>
      </div>
    </footer>
  );
}

/** The one default layout that wraps every page, error pages included. */
export function Layout({ year, children }: { year: number; children: ReactNode }) {
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
      <Footer year={year} />
    </PaletteHost>
  );
}
