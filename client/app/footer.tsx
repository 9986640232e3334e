import { CONTAINER, Icon } from '../components/kit';
import { SOCIAL_ICONS } from '../icons/used';
import type { ShellCopy } from '../site/shell';
import { Logo } from './layout';

const FOOTER_LINK =
  'rounded text-gray-600 hover:text-gray-950 hover:underline hover:underline-offset-4 dark:text-gray-400 dark:hover:text-white';

/**
 * The footer's content, rendered by the worker only (worker/render.tsx): the browser reads the
 * markup back and keeps it (client/app/layout.tsx, decision 0096). Links are plain anchors; the
 * footer's delegated handler turns in-site ones into client navigations.
 */
export function FooterContent({ year, site }: { year: number; site: Pick<ShellCopy, 'FOOTER' | 'COMPANY'> }) {
  const { COMPANY } = site;
  const footer = site.FOOTER;
  return (
    <>
      <div className={`${CONTAINER} grid grid-cols-2 gap-10 py-14 lg:grid-cols-7`}>
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
        <nav aria-label={footer.label} className="col-span-2 grid grid-cols-2 gap-10 sm:grid-cols-4 lg:col-span-4">
          {footer.columns.map((column) => (
            <div key={column.title}>
              <h2 className="font-semibold text-gray-900 dark:text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((l) => (
                  <li key={l.href}>
                    <a href={l.href} className={FOOTER_LINK}>
                      {l.label}
                    </a>
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
    </>
  );
}
