import type { ReactNode } from 'react';
import { COMPANY, absoluteUrl } from '../site/company';
import { matchRoute, pageDef, pageTitle } from '../routes';
import type { AppState } from './state';

export interface HeadMeta {
  title: string;
  description: string;
  /** Absolute canonical URL; absent on error pages. */
  canonical?: string;
  robots: 'index, follow' | 'noindex';
}

export const ERROR_TITLES = { 404: 'Page not found', 500: 'Internal Server Error' } as const;

/** The head metadata of a state: the page's own, or the error page's. */
export function headMeta(state: AppState): HeadMeta {
  const { view } = state;
  if (view.kind === 'error') {
    // An error page is never indexed: its description is its message.
    return { title: pageTitle(ERROR_TITLES[view.status], COMPANY.name), description: view.message, robots: 'noindex' };
  }
  const route = matchRoute(state.path);
  if (!route) throw new Error(`no route for ${state.path}`);
  // A form sent back with errors says so first in the title, the first thing a screen reader reads.
  const title = pageTitle(view.form?.errors && Object.keys(view.form.errors).length > 0 ? `Error: ${view.meta.title}` : view.meta.title, COMPANY.name);
  if (pageDef(route.id).noindex) return { title, description: view.meta.description, robots: 'noindex' };
  return { title, description: view.meta.description, canonical: absoluteUrl(state.origin, route.path), robots: 'index, follow' };
}

/** The id of the Organization JSON-LD script, read back verbatim by the client (see App's `jsonLd`). */
export const JSON_LD_ELEMENT_ID = 'organization-jsonld';

/** The id of the inline stylesheet, read back verbatim by the client (see App's `css`). */
export const STYLE_ELEMENT_ID = 'site-css';

/** The id of the colour-mode script, read back verbatim by the client (see App's `colorModeScript`). */
export const COLOR_MODE_ELEMENT_ID = 'color-mode-script';

/**
 * Everything inside <head> that both sides render: the page's own metadata, the stylesheet, the
 * colour-mode script and JSON-LD. `siteTags` is the worker's alone (client/app/site-head.tsx:
 * keywords, icons, social-card image…): the same for every page, so the client never renders it
 * and React 19's hydration leaves those elements in place (decision 0096).
 */
export function Head({ state, jsonLd, css, colorModeScript, siteTags }: { state: AppState; jsonLd: string; css: string; colorModeScript: string; siteTags?: ReactNode }) {
  const meta = headMeta(state);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      {/* The whole stylesheet, inline: the first paint waits for no other request (decision 0081). */}
      <style id={STYLE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />
      {/* Runs before first paint: sets the colour-mode class so no frame is painted in the wrong theme. */}
      <script id={COLOR_MODE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: colorModeScript }} />
      <meta name="description" content={meta.description} />
      <meta name="robots" content={meta.robots} />
      {meta.canonical && <link rel="canonical" href={meta.canonical} />}
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {meta.canonical && <meta property="og:url" content={meta.canonical} />}
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {siteTags}
      <script id={JSON_LD_ELEMENT_ID} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </head>
  );
}
