import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { findRoute, forcedColorMode } from '../route-table';
import { Head } from './head';
import { Layout } from './layout';
import { RouterProvider, staticRouter, type Router } from './router';
import type { Screen } from './screen';

export interface AppProps {
  initial: Screen;
  /** The serialised initial state, rendered verbatim so hydration matches byte for byte. */
  stateJson: string;
  /** Server-only: resource hints (stylesheet, font, chunks) emitted through React's resource APIs. */
  resources?: ReactNode;
  /** Client-only: builds the router (navigation, prefetch) around the screen setter. */
  createRouter?: (current: Screen, setScreen: (next: Screen) => void) => Router;
}

export const STATE_ELEMENT_ID = '__STATE__';

/** The whole document, rendered by the worker and hydrated by the browser. */
export function App({ initial, stateJson, resources, createRouter }: AppProps) {
  const [screen, setScreen] = useState(initial);
  const { state } = screen;
  const router = useMemo<Router>(
    () => createRouter?.(screen, setScreen) ?? staticRouter(state.path),
    [createRouter, screen, state.path],
  );
  const forced = state.view.kind === 'page' ? forcedColorMode(findRoute(state.path)) : undefined;

  useEffect(() => {
    document.body.setAttribute('data-hydrated', '');
  }, []);

  return (
    <html lang="en" data-build-id={state.buildId} data-color-mode-forced={forced} suppressHydrationWarning>
      <Head state={state} />
      <body className="min-h-screen bg-white font-sans text-gray-800 antialiased dark:bg-gray-950 dark:text-gray-200">
        {resources}
        <RouterProvider value={router}>
          <Layout year={state.year}>{screen.element}</Layout>
        </RouterProvider>
        <script id={STATE_ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: stateJson }} />
      </body>
    </html>
  );
}
