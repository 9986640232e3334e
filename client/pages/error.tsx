import type { ErrorView } from '../app/state';
import { CONTAINER, Eyebrow, LOOKS, Link, fillTemplate, useCopy, usePaletteOpener } from '../components/kit';
import { pagePath } from '../routes';
import { ERROR_PAGE as DE_ERROR_PAGE } from '../site/de/pages/error';
import { ERROR_PAGE as EN_ERROR_PAGE } from '../site/pages/error';

/** The error pages' copy in each language: the chunk carries both, as the browser may build a 500 page itself. */
const ERROR_PAGES = { en: EN_ERROR_PAGE, de: DE_ERROR_PAGE };

/** The 404 and 500 pages (inside the layout). The message is rendered as text, so React escapes it. */
export default function ErrorPage({ error }: { error: ErrorView }) {
  const openPalette = usePaletteOpener();
  const { lang, ui } = useCopy();
  const ERROR_PAGE = ERROR_PAGES[lang];
  return (
    <div className={`${CONTAINER} py-16 sm:py-24`}>
      <div className="max-w-3xl">
        <Eyebrow>{fillTemplate(ERROR_PAGE.eyebrow, { status: error.status })}</Eyebrow>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-gray-900 sm:text-5xl dark:text-white">
          {ui.errors.titles[error.status]}
        </h1>
        <p className="mt-5 text-lg break-words text-gray-700 dark:text-gray-300" data-testid="error-message">
          {error.message}
        </p>
        <p className="mt-4 text-gray-600 dark:text-gray-400">
          {error.status === 500 && !error.reference ? ERROR_PAGE.helpWithoutReference : ERROR_PAGE.help[error.status]}
        </p>
        {error.reference ? (
          <p className="mt-4 text-gray-700 dark:text-gray-300">
            {ERROR_PAGE.reference}{' '}
            <code
              className="rounded-md bg-gray-100 px-2 py-1 font-mono text-base font-semibold tracking-wider text-gray-900 select-all dark:bg-gray-800 dark:text-white"
              data-testid="error-reference"
            >
              {error.reference}
            </code>
          </p>
        ) : null}
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {ERROR_PAGE.links.map((l) => (
          <li key={l.href}>
            <Link
              href={l.href}
              className="block h-full rounded-2xl border border-gray-200 bg-white p-5 hover:border-primary-700 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-primary-400"
            >
              <span className="block font-semibold text-gray-900 dark:text-white">{l.label}</span>
              <span className="mt-1 block text-gray-600 dark:text-gray-400">{l.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link href={pagePath('home', lang)} className={LOOKS.primary}>
          {ERROR_PAGE.home}
        </Link>
        <button type="button" className={LOOKS.secondary} onClick={openPalette}>
          {ERROR_PAGE.search}
        </button>
      </div>
    </div>
  );
}
