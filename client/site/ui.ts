import type { ColorMode, NavPageId } from '../routes';
import { defineCopy } from './copy';
import { LANGUAGE_HINT, type LanguageHintCopy } from './language-hint';

/**
 * Copy that components, the runtime and the worker used to carry inline: error titles and
 * messages, the title template, the colour-mode control, the navigation labels, the forms'
 * screen-reader prefix. One entry per component, so each language's module has them all
 * (client/site/de/ui.ts is checked against this interface). It rides in every first load
 * (client/site/client-copy.ts): what only the worker says is elsewhere (the error messages are the
 * error page's copy, client/site/pages/error.ts).
 */
export interface UiCopy {
  /** The document title: `{title}` is the page's, `{site}` the company's name. */
  readonly titleTemplate: string;
  /** A form sent back with errors says so first in its title (client/app/head.tsx). */
  readonly formErrorTitle: string;
  /**
   * Labels of the header's pages, also read by the palette's index and the breadcrumbs (the page
   * registry, client/routes.ts, holds no copy). Only those: this copy is in every first load, and
   * the palette labels the other pages it lists itself (PaletteCopy's `pageLabels`).
   */
  readonly routeLabels: Readonly<Record<NavPageId, string>>;
  readonly errors: {
    /** The 404 and 500 pages' headings and titles (client/app/head.tsx's ERROR_TITLES). */
    readonly titles: { readonly 404: string; readonly 500: string };
    /** A page that failed to render on the client (client/runtime/navigation.ts's RENDER_FAILURE_MESSAGE). */
    readonly renderFailure: string;
    /** A page whose code could not be loaded (client/runtime/chunk-reload.ts's CHUNK_FAILURE_MESSAGE). */
    readonly chunkFailure: string;
    /** The chunk-free fallback error page (client/app/screen.tsx's ErrorFallback). */
    readonly fallback: { readonly eyebrow: string; readonly home: string };
  };
  /** The colour-mode switch (client/components/color-mode-control.tsx). */
  readonly colorMode: {
    readonly label: string;
    readonly options: Readonly<Record<ColorMode, string>>;
    /** The note on a page that forces a mode. */
    readonly forced: { readonly light: string; readonly dark: string };
  };
  /**
   * The header's link to the page in the other language: the other language's name and the
   * link's label, both written in that language (they speak to its readers).
   */
  readonly otherLanguage: { readonly name: string; readonly label: string };
  /**
   * The hint shown to a browser that prefers this language, on a page in the other one
   * (client/components/language-hint.tsx): written in this language.
   */
  /** Shown in this language on a page of the other one (client/site/language-hint.ts). */
  readonly languageHint: LanguageHintCopy;
  readonly forms: {
    /** Read before each field's error message by screen readers (form-fields.tsx, application-form.tsx). */
    readonly errorPrefix: string;
  };
}

/** The English UI copy. */
export const UI: UiCopy = /* @__PURE__ */ defineCopy((): UiCopy => ({
  titleTemplate: '{title} - {site}',
  formErrorTitle: 'Error: {title}',
  routeLabels: {
    home: 'Home',
    solutions: 'Solutions',
    company: 'Company',
    careers: 'Careers',
    contact: 'Contact',
  },
  errors: {
    titles: { 404: 'Page not found', 500: 'Internal Server Error' },
    renderFailure: 'Something went wrong while showing this page. Please try again in a moment.',
    chunkFailure: 'This page could not be loaded. Please check your connection and try again in a moment.',
    fallback: { eyebrow: 'Error {status}', home: 'Back to the home page' },
  },
  colorMode: {
    label: 'Colour mode',
    options: { system: 'System', light: 'Light', dark: 'Dark' },
    forced: { light: 'This page is always light', dark: 'This page is always dark' },
  },
  otherLanguage: { name: 'Deutsch', label: 'Diese Seite auf Deutsch' },
  languageHint: LANGUAGE_HINT,
  forms: {
    errorPrefix: 'Error: ',
  },
}));
