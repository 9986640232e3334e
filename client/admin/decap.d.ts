// Decap CMS's parts that ship no types of their own: what the studio's entry uses of each.

/** The site's stylesheet (/_app/site-<hash>.css), which the preview's frame loads: set by scripts/lib/admin-bundle.mjs. */
declare const __SITE_CSS__: string;

declare module 'decap-cms-backend-proxy' {
  import type { CmsConfig } from 'decap-cms-core';
  /** Decap's proxy backend: the protocol the studio's server and worker answer. */
  export class ProxyBackend {
    constructor(config: CmsConfig, options?: object);
    request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
    entriesByFolder(folder: string, extension: string, depth: number): Promise<{ data: string; file: { path: string } }[]>;
    getEntry(path: string): Promise<{ data: string; file: { path: string } }>;
    persistEntry(entry: unknown, options: unknown): Promise<unknown>;
    persistMedia(asset: { path: string; fileObj?: File }, options: unknown): Promise<unknown>;
  }
}

declare module 'decap-cms-editor-component-image' {
  const component: import('decap-cms-core').EditorComponentOptions;
  export default component;
}

declare module 'decap-cms-locales' {
  export const en: import('decap-cms-core').CmsLocalePhrases;
  export const de: import('decap-cms-core').CmsLocalePhrases;
}

/** A widget package: its default export makes the widget Decap registers. */
type DecapWidgetPackage = { Widget: () => import('decap-cms-core').CmsWidgetParam };
declare module 'decap-cms-widget-boolean' {
  const w: DecapWidgetPackage;
  export default w;
}
declare module 'decap-cms-widget-image' {
  const w: DecapWidgetPackage;
  export default w;
}
declare module 'decap-cms-widget-list' {
  const w: DecapWidgetPackage;
  export default w;
}
declare module 'decap-cms-widget-markdown' {
  const w: DecapWidgetPackage;
  export default w;
}
declare module 'decap-cms-widget-number' {
  const w: DecapWidgetPackage;
  export default w;
}
declare module 'decap-cms-widget-object' {
  const w: DecapWidgetPackage;
  export default w;
}
declare module 'decap-cms-widget-select' {
  const w: DecapWidgetPackage;
  export default w;
}
declare module 'decap-cms-widget-string' {
  const w: DecapWidgetPackage;
  export default w;
}
declare module 'decap-cms-widget-text' {
  const w: DecapWidgetPackage;
  export default w;
}
