import { COMPANY, absoluteUrl } from '../site/company';
import { findRoute, pageTitle } from '../route-table';
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
    return { title: pageTitle(ERROR_TITLES[view.status], COMPANY.name), description: COMPANY.description, robots: 'noindex' };
  }
  const route = findRoute(state.path);
  if (!route) throw new Error(`no route for ${state.path}`);
  return {
    title: pageTitle(route.title, COMPANY.name),
    description: route.description,
    canonical: absoluteUrl(state.origin, route.path),
    robots: 'index, follow',
  };
}

/** The id of the Organization JSON-LD script, read back verbatim by the client (see App's `jsonLd`). */
export const JSON_LD_ELEMENT_ID = 'organization-jsonld';

/** The id of the inline stylesheet, read back verbatim by the client (see App's `css`). */
export const STYLE_ELEMENT_ID = 'site-css';

/** The id of the colour-mode script, read back verbatim by the client (see App's `colorModeScript`). */
export const COLOR_MODE_ELEMENT_ID = 'color-mode-script';

/** Everything inside <head>: metadata, the stylesheet, social cards, icons, the colour-mode script and JSON-LD. */
export function Head({ state, jsonLd, css, colorModeScript }: { state: AppState; jsonLd: string; css: string; colorModeScript: string }) {
  const meta = headMeta(state);
  const image = absoluteUrl(state.origin, COMPANY.socialImage.path);
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
      <meta name="keywords" content={COMPANY.keywords.join(', ')} />
      <meta name="author" content={COMPANY.author} />
      <meta name="robots" content={meta.robots} />
      <meta name="theme-color" content={COMPANY.themeColor} />
      <meta name="color-scheme" content="light dark" />
      {meta.canonical && <link rel="canonical" href={meta.canonical} />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_US" />
      <meta property="og:site_name" content={COMPANY.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {meta.canonical && <meta property="og:url" content={meta.canonical} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(COMPANY.socialImage.width)} />
      <meta property="og:image:height" content={String(COMPANY.socialImage.height)} />
      <meta property="og:image:alt" content={COMPANY.socialImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={COMPANY.socialImage.alt} />
      <script id={JSON_LD_ELEMENT_ID} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </head>
  );
}
