import { Link } from '../app/router';
import type { ErrorView } from '../app/state';
import { ERROR_TITLES } from '../app/head';

/** The 404 and 500 pages (inside the layout). The message is rendered as text, so React escapes it. */
export default function ErrorPage({ error }: { error: ErrorView }) {
  return (
    <div className="py-20 sm:py-28">
      <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">Error {error.status}</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-gray-900 sm:text-5xl dark:text-white">{ERROR_TITLES[error.status]}</h1>
      <p className="mt-5 text-lg break-words text-gray-600 dark:text-gray-300" data-testid="error-message">
        {error.message}
      </p>
      <Link href="/" className="mt-8 inline-block rounded-lg bg-primary-700 px-5 py-3 font-medium text-white hover:bg-primary-800">
        Back to the home page
      </Link>
    </div>
  );
}
