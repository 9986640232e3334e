import manifest from '../dist/build-manifest.json';
import type { PageId } from '../client/route-table';

/** What `scripts/build.mjs` wrote: the build id, hashed asset URLs, per-page chunks and CSP hashes. */
export interface BuildManifest {
  buildId: string;
  timestamp: number;
  assets: { entry: string; entryPreload: string[]; css: string; font: string };
  pages: Record<PageId | 'error', { chunk: string; preload: string[] }>;
  inlineScripts: Record<string, string>;
  scriptHashes: string[];
}

export const BUILD: BuildManifest = manifest as BuildManifest;
