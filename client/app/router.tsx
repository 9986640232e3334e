import { createContext, useContext, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useBrowser } from './browser';
import type { Lang } from '../routes';
import type { Screen } from './state';

export interface Router {
  /** The current canonical path (for aria-current). */
  path: string;
  /** The page's own paths in each language, when it names them (a content entry): the language switch's target. */
  alternates?: Partial<Record<Lang, string>>;
  /** A client navigation is in flight (drives the progress bar). */
  pending: boolean;
  /**
   * Handles a click on an in-site link. Returns true when it took over the navigation
   * (client-side transition), false to let the browser follow the link natively.
   */
  navigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => boolean;
  /** Programmatic navigation (e.g. the command palette); a full load when no client router runs. */
  go: (href: string) => void;
  /** Signals interest in a link (visible, hovered, focused) so its page can be prefetched. */
  prefetch: (href: string) => void;
}

/** What the App renders from: the current screen, whether a navigation is in flight, the last announcement. */
export interface NavigationSnapshot {
  screen: Screen;
  pending: boolean;
  /** Text of the screen-reader announcement of the last client navigation ('' before any). */
  announcement: string;
}

/**
 * The navigation behind the router: an external store of the snapshot (read with
 * useSyncExternalStore) plus the router's actions. client/runtime/navigation.ts has the
 * browser's; the server renders with staticNavigation.
 */
export interface Navigation extends Pick<Router, 'navigate' | 'go' | 'prefetch'> {
  /**
   * The screen on show failed to render (the App's error boundary caught it, React logged it):
   * show the 500 error page, or, for a crawler, no page of the browser's making.
   */
  fail: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => NavigationSnapshot;
  /** The snapshot the server rendered, for hydration. */
  getServerSnapshot: () => NavigationSnapshot;
}

/** The router before (or without) the client runtime: every link is a native navigation. */
export function staticRouter(path: string): Router {
  return {
    path,
    pending: false,
    navigate: () => false,
    go: (href) => window.location.assign(href),
    prefetch: () => {},
  };
}

/**
 * A navigation that never changes: the server's. The worker passes it to `App`; the browser always
 * hydrates with its runtime's, so the client bundle never carries this one.
 */
export function staticNavigation(screen: Screen): Navigation {
  const snapshot: NavigationSnapshot = { screen, pending: false, announcement: '' };
  const router = staticRouter(screen.state.path);
  return {
    subscribe: () => () => {},
    getSnapshot: () => snapshot,
    getServerSnapshot: () => snapshot,
    navigate: router.navigate,
    go: router.go,
    prefetch: router.prefetch,
    // The server renders no boundary (a render error there is the worker's 500), and the browser
    // always hydrates with its runtime's navigation.
    fail: () => {},
  };
}

const RouterContext = createContext<Router>(staticRouter('/'));

export const RouterProvider = RouterContext.Provider;

export function useRouter(): Router {
  return useContext(RouterContext);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An in-site link: a real <a href>, upgraded to a client transition when the router can.
 * Its page is prefetched when the link becomes visible, is hovered or is focused.
 */
export function Link({ href, onClick, onMouseEnter, onFocus, ...rest }: LinkProps) {
  const router = useRouter();
  const { observeVisibility } = useBrowser();
  const ref = useRef<HTMLAnchorElement>(null);
  const { prefetch } = router;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return observeVisibility(element, () => prefetch(href));
  }, [href, prefetch, observeVisibility]);
  return (
    <a
      ref={ref}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented && router.navigate(href, e)) e.preventDefault();
      }}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        prefetch(href);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        prefetch(href);
      }}
      {...rest}
    />
  );
}
