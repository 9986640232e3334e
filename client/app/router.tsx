import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export interface Router {
  /** The current canonical path (for aria-current). */
  path: string;
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

const RouterContext = createContext<Router>(staticRouter('/'));

export const RouterProvider = RouterContext.Provider;

export function useRouter(): Router {
  return useContext(RouterContext);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An in-site link: a real <a href>, upgraded to a client transition when the router can. */
export function Link({ href, onClick, onMouseEnter, onFocus, ...rest }: LinkProps) {
  const router = useRouter();
  return (
    <a
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented && router.navigate(href, e)) e.preventDefault();
      }}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        router.prefetch(href);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        router.prefetch(href);
      }}
      {...rest}
    />
  );
}
