import type { ReactNode } from 'react';
import { COMPANY_NAME } from '../site/name';
import { fillTemplate } from '../site/copy';
import type { UiCopy } from '../site/ui';
import { LANGS, absoluteUrl, matchRoute, pageDef, pagePath, type Lang } from '../routes';
import type { AppState } from './state';

/** A page's `hreflang` alternate: the same page in a language, absolute. */
interface Alternate {
  hreflang: Lang | 'x-default';
  href: string;
}

export interface HeadMeta {
  title: string;
  description: string;
  /** Absolute canonical URL (the page itself, never its translation); absent on error pages. */
  canonical?: string;
  robots: 'index, follow' | 'noindex';
  /** The page in every language, and `x-default` (English): the same list on each page of a set. */
  alternates: Alternate[];
  /** `website`, or `article` for a case study or a post (with its times). */
  ogType: 'website' | 'article';
  /** The page's own picture, absolute (a content entry's); absent: the site's card (its worker-only tags). */
  image?: { url: string; width: number; height: number; alt: string };
  article?: { published: string; modified?: string; tags?: readonly string[] };
}

/** A document title, as the language's title template makes it. */
export function documentTitle(title: string, ui: UiCopy): string {
  return fillTemplate(ui.titleTemplate, { title, site: COMPANY_NAME });
}

/**
 * The head metadata of a state: the page's own, or the error page's. `ui` is the copy of the
 * state's language (titles and the title template).
 */
export function headMeta(state: AppState, ui: UiCopy): HeadMeta {
  const { view } = state;
  if (view.kind === 'error') {
    // An error page is never indexed: its description is its message.
    return {
      title: documentTitle(ui.errors.titles[view.status], ui),
      description: view.message,
      robots: 'noindex',
      alternates: [],
      ogType: 'website',
    };
  }
  const route = matchRoute(state.path);
  if (!route) throw new Error(`no route for ${state.path}`);
  // A form sent back with errors says so first in the title, the first thing a screen reader reads.
  const errors = view.form?.errors && Object.keys(view.form.errors).length > 0;
  const title = documentTitle(errors ? fillTemplate(ui.formErrorTitle, { title: view.meta.title }) : view.meta.title, ui);
  const { image, article } = view.meta;
  const extras = {
    ogType: article ? ('article' as const) : ('website' as const),
    ...(image ? { image: { url: absoluteUrl(state.origin, image.path), width: image.width, height: image.height, alt: image.alt } } : {}),
    ...(article ? { article } : {}),
  };
  if (pageDef(route.id).noindex) return { title, description: view.meta.description, robots: 'noindex', alternates: [], ...extras };
  // The page in each language: as the page names them (a content entry), or the registry's paths.
  const paths = LANGS.flatMap((lang): [Lang, string][] => {
    const path = view.alternates ? view.alternates[lang] : pagePath(route.id, lang, route.params);
    return path ? [[lang, path]] : [];
  });
  // A page in one language only has no alternates. Otherwise `x-default` is the first of them: the
  // default language's page (LANGS begins with it; DEFAULT_LANG is LANGS[0]).
  const alternates: Alternate[] =
    paths.length < 2
      ? []
      : [...paths, ['x-default', paths[0]?.[1] ?? ''] as const].map(([hreflang, path]) => ({
          hreflang,
          href: absoluteUrl(state.origin, path),
        }));
  return {
    title,
    description: view.meta.description,
    canonical: absoluteUrl(state.origin, route.path),
    robots: 'index, follow',
    alternates,
    ...extras,
  };
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
export function Head({
  state,
  ui,
  jsonLd,
  css,
  colorModeScript,
  siteTags,
}: {
  state: AppState;
  ui: UiCopy;
  jsonLd: string;
  css: string;
  colorModeScript: string;
  siteTags?: ReactNode;
}) {
  const meta = headMeta(state, ui);
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
      {meta.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {meta.canonical && <meta property="og:url" content={meta.canonical} />}
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta property="og:type" content={meta.ogType} />
      {meta.article && <meta property="article:published_time" content={meta.article.published} />}
      {meta.article?.modified && <meta property="article:modified_time" content={meta.article.modified} />}
      {meta.article?.tags?.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      {meta.image && (
        <>
          <meta property="og:image" content={meta.image.url} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(meta.image.width)} />
          <meta property="og:image:height" content={String(meta.image.height)} />
          <meta property="og:image:alt" content={meta.image.alt} />
          <meta name="twitter:image" content={meta.image.url} />
          <meta name="twitter:image:alt" content={meta.image.alt} />
        </>
      )}
      {siteTags}
      <script id={JSON_LD_ELEMENT_ID} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </head>
  );
}
