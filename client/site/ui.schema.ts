import * as v from 'valibot';
import { PAGE_IDS, isDynamic, type NavPageId } from '../routes';
import { text } from './copy-schema';

/** The pages the header may list: those without a parameter (one URL per language). */
const LISTABLE = PAGE_IDS.filter((id) => !isDynamic(id));

/**
 * Copy that components, the runtime and the worker used to carry inline, in
 * content/site/ui.<lang>.yaml: error titles and messages, the title template, the colour-mode
 * control, the header's navigation, the forms' screen-reader prefix. It rides in every first load
 * (client/site/client-copy.ts): what only the worker says is elsewhere (the error messages are the
 * error page's copy, client/site/pages/error.ts).
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  /** The document title: `{title}` is the page's, `{site}` the company's name. */
  titleTemplate: text,
  /** A form sent back with errors says so first in its title (client/app/head.tsx); `{title}` is the page's. */
  formErrorTitle: text,
  /**
   * The header's main navigation: a page's id and its label, in the header's order (a JSON object
   * keeps its keys' order). The palette's index and the breadcrumbs label these pages so too (the
   * page registry, client/routes.ts, holds no copy); the palette labels the other pages it lists
   * itself (PaletteCopy's `pageLabels`), as this copy is in every first load.
   */
  routeLabels: v.pipe(
    v.record(v.picklist(LISTABLE, 'must be the id of a page without parameters (client/routes.ts)'), text),
    v.check((labels) => Object.keys(labels).length > 0, 'must list at least one page'),
  ),
  errors: v.strictObject({
    /** The 404 and 500 pages' headings and titles (client/app/head.tsx's ERROR_TITLES). */
    titles: v.strictObject({ '404': text, '500': text }),
    /** A page that failed to render on the client (client/runtime/navigation.ts's RENDER_FAILURE_MESSAGE). */
    renderFailure: text,
    /** A page whose code could not be loaded (client/runtime/chunk-reload.ts's CHUNK_FAILURE_MESSAGE). */
    chunkFailure: text,
    /** The chunk-free fallback error page (client/app/screen.tsx's ErrorFallback); `{status}` is the error's. */
    fallback: v.strictObject({ eyebrow: text, home: text }),
  }),
  /** The colour-mode switch (client/components/color-mode-control.tsx). */
  colorMode: v.strictObject({
    label: text,
    /** One per ColorMode (client/routes.ts). */
    options: v.strictObject({ system: text, light: text, dark: text }),
    /** The note on a page that forces a mode. */
    forced: v.strictObject({ light: text, dark: text }),
  }),
  /**
   * The header's link to the page in the other language: the other language's name and the
   * link's label, both written in that language (they speak to its readers).
   */
  otherLanguage: v.strictObject({ name: text, label: text }),
  /**
   * The hint shown to a browser that prefers this language, on a page in the other one
   * (client/components/language-hint.tsx): written in this language. Its host loads it with this
   * language's client copy, and only then (client/components/language-hint-host.tsx).
   */
  languageHint: v.strictObject({
    /** The name of the hint's landmark. */
    label: text,
    text: text,
    /** The link to this page in the hint's language. */
    link: text,
    /** The button that closes the hint for good. */
    dismiss: text,
  }),
  forms: v.strictObject({
    /** Read before each field's error message by screen readers (form-fields.tsx, application-form.tsx). */
    errorPrefix: text,
  }),
});

/**
 * The UI copy as the code reads it: the schema's output, the header's pages typed by their ids
 * (the English file's, which the build holds the German one to).
 */
export type UiCopy = Omit<v.InferOutput<typeof schema>, 'routeLabels'> & {
  readonly routeLabels: Readonly<Record<NavPageId, string>>;
};

/** The language hint's copy (client/components/language-hint.tsx). */
export type LanguageHintCopy = UiCopy['languageHint'];
