import * as v from 'valibot';
import { text } from './copy-schema';

/**
 * The copy of the layout around every page that the browser renders: skip link, header controls and
 * progress bar, in content/site/chrome.<lang>.yaml. It rides in every first load
 * (client/site/client-copy.ts), so it holds only what the browser shows.
 * @public read by the build (scripts/content/copy.mjs), which checks those files with it.
 */
export const schema = v.strictObject({
  skipLink: text,
  /** The name of the logo's link to the home page (`{company.name}` filled in at build). */
  homeLink: text,
  /** The name of the header's main navigation landmark. */
  navLabel: text,
  /** The button that discloses the navigation on phones. */
  menuButton: text,
  /** The palette's buttons in the header, the shortcut they show, and what shows while its chunk loads. */
  search: v.strictObject({
    button: text,
    mobileButton: text,
    shortcut: text,
    /** The shortcut as Apple's keyboards write it. */
    appleShortcut: text,
    loading: text,
  }),
  /** The progress bar's name while a page loads. */
  progress: text,
});

export type Chrome = v.InferOutput<typeof schema>;
