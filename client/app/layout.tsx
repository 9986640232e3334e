import type { ReactNode } from 'react';
import { ColorModeControl } from '../components/color-mode-control';
import { Icon } from '../components/icon';
import { SOCIAL_ICONS } from '../icons/used';
import { ROUTES } from '../route-table';
import { COMPANY } from '../site';
import { Link, useRouter } from './router';

function Logo() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
      <rect width="32" height="32" rx="8" className="fill-primary-600" />
      <path d="M16 5 L25 20 H19 L21 27 H11 L13 20 H7 Z" fill="#fff" />
    </svg>
  );
}

export function Header() {
  const { path } = useRouter();
  return (
    <header className="border-b border-gray-200 bg-white/90 dark:border-gray-800 dark:bg-gray-950/90">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-semibold text-gray-900 dark:text-white" aria-label={`${COMPANY.name}, home`}>
          <Logo />
          <span>{COMPANY.name}</span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-[15px] font-medium">
            {ROUTES.map((r) => (
              <li key={r.path}>
                <Link
                  href={r.path}
                  aria-current={r.path === path ? 'page' : undefined}
                  className="rounded text-gray-700 hover:text-primary-700 aria-[current=page]:text-primary-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8 dark:text-gray-300 dark:hover:text-primary-300 dark:aria-[current=page]:text-primary-300"
                >
                  {r.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ColorModeControl />
      </div>
    </header>
  );
}

export function Footer({ year }: { year: number }) {
  return (
    <footer className="mt-24 border-t border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm text-gray-600 sm:grid-cols-3 sm:px-6 dark:text-gray-400">
        <div>
          <p className="font-semibold text-gray-900 dark:text-white">{COMPANY.name}</p>
          <p className="mt-2">{COMPANY.tagline}.</p>
        </div>
        <div>
          <p className="font-semibold text-gray-900 dark:text-white">Contact</p>
          <p className="mt-2">
            <a className="inline-flex items-center gap-2 underline underline-offset-4 hover:text-primary-700 dark:hover:text-primary-300" href={`mailto:${COMPANY.email}`}>
              <Icon name="lucide:mail" size={16} />
              {COMPANY.email}
            </a>
          </p>
          <p className="mt-1 flex items-center gap-2">
            <Icon name="lucide:map-pin" size={16} />
            {COMPANY.location}
          </p>
        </div>
        <div>
          <p className="font-semibold text-gray-900 dark:text-white">Follow us</p>
          <ul className="mt-2 space-y-1">
            {COMPANY.social.map((s) => (
              <li key={s.network}>
                <a className="inline-flex items-center gap-2 underline underline-offset-4 hover:text-primary-700 dark:hover:text-primary-300" href={s.url} rel="me noopener">
                  <Icon name={SOCIAL_ICONS[s.network]} size={16} />
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs text-gray-500 dark:border-gray-800 dark:text-gray-400">
        © {COMPANY.foundingYear}–{year} {COMPANY.legalName}
      </p>
    </footer>
  );
}

/** The one default layout that wraps every page, error pages included. */
export function Layout({ year, children }: { year: number; children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" className="mx-auto max-w-6xl px-4 sm:px-6">
        {children}
      </main>
      <Footer year={year} />
    </>
  );
}
