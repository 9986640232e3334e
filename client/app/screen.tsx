import type { ComponentType, ReactNode } from 'react';
import { heldLoad } from '../components/lazy';
import { pagePath, type PageId } from '../routes';
import { fillTemplate } from '../site/copy';
import { useCopy } from './copy';
import type { AppState, ErrorView, PageComponent, PageView, Screen } from './state';

type ErrorComponent = ComponentType<{ error: ErrorView }>;

/** The error pages' module: a chunk of its own, loaded only when one is shown. */
const loadErrorPage = (): Promise<{ default: ErrorComponent }> => import('../pages/error');

/**
 * A page's component module: client/pages/<id>.tsx, the registry's convention. The bundler makes
 * each file of the folder a chunk of its own; tests/registry.test.ts checks that every page of the
 * registry has its module and that each renders the data of its own id.
 */
export function loadPage<K extends PageId>(id: K): Promise<{ default: PageComponent<K> }> {
  return import(`../pages/${id}.tsx`) as Promise<{ default: PageComponent<K> }>;
}

async function pageElement(view: PageView): Promise<ReactNode> {
  // Each id's module renders that id's data; TypeScript cannot follow the pairing through the
  // union, so widen both sides to the view's data.
  const load = (() => loadPage(view.id)) as () => Promise<{ default: ComponentType<{ data: PageView['data']; form?: PageView['form'] }> }>;
  // Held while the visitor is leaving: a chunk the browser cancelled is no chunk failure.
  const { default: Page } = await heldLoad(load);
  return <Page data={view.data} form={view.form} />;
}

/** Loads the code a state needs (the page's chunk, or the error page's) and builds its element. */
export async function resolveScreen(state: AppState): Promise<Screen> {
  const { view } = state;
  if (view.kind === 'error') {
    const { default: ErrorPage } = await loadErrorPage();
    return { state, element: <ErrorPage error={view} /> };
  }
  return { state, element: await pageElement(view) };
}

/**
 * The error page without its chunk: shown when code could not be loaded at all (offline,
 * or a deploy removed the chunks), where the error page's own chunk may be missing too, and
 * when the error page itself failed to render.
 */
export function ErrorFallback({ error }: { error: ErrorView }) {
  const { lang, ui } = useCopy();
  return (
    <div className="py-20 sm:py-28">
      <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">
        {fillTemplate(ui.errors.fallback.eyebrow, { status: error.status })}
      </p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-gray-900 sm:text-5xl dark:text-white">
        {ui.errors.titles[error.status]}
      </h1>
      <p className="mt-5 text-lg break-words text-gray-600 dark:text-gray-300" data-testid="error-message">
        {error.message}
      </p>
      <a
        href={pagePath('home', lang)}
        className="mt-8 inline-block rounded-lg bg-primary-700 px-5 py-3 font-medium text-white hover:bg-primary-800"
      >
        {ui.errors.fallback.home}
      </a>
    </div>
  );
}

/** The screen of an error state, which never fails: the error page, else its chunk-free fallback. */
export async function resolveErrorScreen(state: AppState & { view: ErrorView }): Promise<Screen> {
  try {
    return await resolveScreen(state);
  } catch {
    return { state, element: <ErrorFallback error={state.view} /> };
  }
}
