import { Component, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { forcedColorMode, matchRoute } from '../routes';
import { BrowserProvider, SERVER_BROWSER, type BrowserServices } from './browser';
import { CopyProvider, type ClientCopy } from './copy';
import { BOOT_ELEMENT_ID } from './document-ids';
import { Head } from './head';
import { Layout, type FooterContent } from './layout';
import { RouterProvider, type Navigation, type Router } from './router';
import { ErrorFallback } from './screen';
import type { Screen } from './state';

export interface AppProps {
  /** The serialised initial state, rendered verbatim so hydration matches byte for byte. */
  stateJson: string;
  /** The layout's and the runtime's copy in the page's language. */
  copy: ClientCopy;
  /**
   * The Organization JSON-LD text: built by the worker (client/app/structured-data.ts), read
   * back from the document by the client, so the builder and its copy never ship to browsers.
   */
  jsonLd: string;
  /**
   * The site's stylesheet, inlined in <head> (decision 0081): the worker passes the build's CSS,
   * the client reads it back from the document, so it never ships inside the JavaScript.
   */
  css: string;
  /**
   * The colour-mode script (client/app/document-scripts.ts): the worker passes it, the client
   * reads it back from the document, so its source never ships inside the JavaScript.
   */
  colorModeScript: string;
  /** The JSON `{ entry, modules }` that the boot script loads after the first paint; read back by the client. */
  boot: string;
  /** Server-only: the font's preload, emitted through React's resource APIs. */
  resources?: ReactNode;
  /** Server-only: the head tags that are the same on every page (client/app/site-head.tsx, decision 0096). */
  siteTags?: ReactNode;
  /** The footer: the server's elements (client/app/footer.tsx), or in the browser their HTML read back (decision 0096). */
  footer: FooterContent;
  /**
   * The navigation: the browser's runtime (client/runtime/navigation.ts), or the server's
   * `staticNavigation`. The worker passes its own, so the client bundle never carries it.
   */
  navigation: Navigation;
  /**
   * What the tree needs of the browser (client/app/browser.ts): client/start.tsx hands in the
   * runtime's; the worker passes none and renders with the inert `SERVER_BROWSER`, so the runtime
   * never reaches its bundle.
   */
  browser?: BrowserServices;
  /** Client-only: called once the document has hydrated. */
  onHydrated?: () => void;
}

export const STATE_ELEMENT_ID = '__STATE__';

/** The id of the live region that announces client navigations to screen readers. */
const ROUTE_ANNOUNCER_ID = 'route-announcer';

interface BoundaryProps {
  screen: Screen;
  /** Called once per failed screen that is not already an error screen (the navigation's `fail`). */
  onError: () => void;
  children: ReactNode;
}

/**
 * Catches an error thrown while rendering in the browser (at hydration, after a navigation, on any
 * update), so it never leaves a blank document (spec §8: an unhandled error shows the full error
 * page). React logs the error (console.error), the page guard reports it to the worker
 * (window.__report, client/app/document-scripts.ts); `onError` asks the navigation for the 500 error
 * screen, which replaces the failed one. An error screen that fails itself shows the chunk-free
 * fallback instead, and asks for nothing more: never a loop. A new screen clears the failure.
 * The server renders through it unchanged (a render error there is the worker's 500).
 */
class RenderBoundary extends Component<BoundaryProps, { failed: boolean; screen: Screen }> {
  override state = { failed: false, screen: this.props.screen };

  static getDerivedStateFromProps(props: BoundaryProps, state: { screen: Screen }) {
    return props.screen === state.screen ? null : { failed: false, screen: props.screen };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    window.__report('render', error);
    if (this.props.screen.state.view.kind !== 'error') this.props.onError();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { view } = this.props.screen.state;
    return view.kind === 'error' ? <ErrorFallback error={view} /> : null;
  }
}

/** The whole document, rendered by the worker and hydrated by the browser. */
export function App({
  stateJson,
  copy,
  jsonLd,
  css,
  colorModeScript,
  boot,
  resources,
  siteTags,
  footer,
  navigation,
  browser = SERVER_BROWSER,
  onHydrated,
}: AppProps) {
  const [nav] = useState(() => navigation);
  const { screen, pending, announcement } = useSyncExternalStore(nav.subscribe, nav.getSnapshot, nav.getServerSnapshot);
  const { state } = screen;
  const alternates = state.view.kind === 'page' ? state.view.alternates : undefined;
  const router = useMemo<Router>(
    () => ({
      path: state.path,
      ...(alternates ? { alternates } : {}),
      pending,
      navigate: nav.navigate,
      go: nav.go,
      prefetch: nav.prefetch,
    }),
    [nav, state.path, alternates, pending],
  );
  const forced = state.view.kind === 'page' ? forcedColorMode(matchRoute(state.path)?.id) : undefined;

  // Once, after hydration: later renders are navigations (the callback is the entry's, kept from the first render).
  const [hydratedOnce] = useState(() => onHydrated);
  useEffect(() => {
    document.body.setAttribute('data-hydrated', '');
    hydratedOnce?.();
  }, [hydratedOnce]);

  // The forced mode changes with the page (React has just written it onto <html>).
  useEffect(() => browser.syncColorMode(), [browser, forced]);

  return (
    <html lang={state.lang} data-build-id={state.buildId} data-color-mode-forced={forced} suppressHydrationWarning>
      <Head state={state} ui={copy.ui} jsonLd={jsonLd} css={css} colorModeScript={colorModeScript} siteTags={siteTags} />
      <body className="min-h-screen bg-white font-sans text-gray-800 antialiased dark:bg-gray-950 dark:text-gray-200">
        {resources}
        <CopyProvider value={copy}>
          <BrowserProvider value={browser}>
            <RouterProvider value={router}>
              {/* The page fails inside the layout; the layout itself fails to the chunk-free error page. */}
              <RenderBoundary screen={screen} onError={nav.fail}>
                <Layout footer={footer}>
                  <RenderBoundary screen={screen} onError={nav.fail}>
                    {screen.element}
                  </RenderBoundary>
                </Layout>
              </RenderBoundary>
            </RouterProvider>
          </BrowserProvider>
        </CopyProvider>
        <div id={ROUTE_ANNOUNCER_ID} aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </div>
        <script id={STATE_ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: stateJson }} />
        <script id={BOOT_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: boot }} />
      </body>
    </html>
  );
}
