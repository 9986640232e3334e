import manifest from '../dist/build-manifest.json';
import type { Lang, PageId } from '../client/routes';

/**
 * What `scripts/build.mjs` wrote: the build id, hashed asset URLs, per-page chunks, the stylesheet
 * and CSP hashes. All of it is compiled into the worker: it carries only what the worker reads
 * (decision 0180).
 */
export interface BuildManifest {
  buildId: string;
  /**
   * The git commit the build was made from (40 hex digits), or null when it was built outside a git
   * checkout: the studio compares it with the commit a save made, to say whether the change is live.
   * Not part of the build id (a commit that changes no source of the site keeps the id).
   */
  commit: string | null;
  timestamp: number;
  /** When each page's own content last changed (ms; the sitemap's lastmod): scripts/lib/page-times.mjs. */
  lastModified: Record<string, number>;
  /** `report`: the sender of error reports, which the page guard imports on the first error. */
  assets: { entry: string; entryPreload: string[]; report: string; font: string };
  pages: Record<PageId | 'error', { chunk: string; preload: string[] }>;
  /** The layout's copy of each language but English (in the shared chunk): booted on that language's pages. */
  copy: Partial<Record<Lang, { chunk: string; preload: string[] }>>;
  /** Each language's page data (client/site/page-data.ts), a static file the worker reads (worker/page-data.ts). */
  pageData: Record<Lang, string>;
  /**
   * The compiled content (per collection and language) and its pictures (by their name in the
   * entries' `og`), as static files under names nothing lists: read by worker/content/store.ts.
   */
  content: { work: Record<Lang, string>; news: Record<Lang, string>; og: Record<string, string> };
  scriptHashes: string[];
  /** The stylesheet's static file: inlined into every document's head (decision 0081), read once per isolate (worker/page-data.ts). */
  css: string;
  /** CSP sources for that inline stylesheet: its sha256. */
  styleHashes: string[];
}

export const BUILD: BuildManifest = manifest as BuildManifest;
