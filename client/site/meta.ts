import type { StaticPageId } from '../routes';
import titles from '../../dist/content/copy/page-meta.en.json' with { type: 'json' };
import type { PageTitles } from '../../dist/content/copy/pages';
import type { Position } from './positions';

/** A page's title (the document title is `${title} - ${company name}`) and its meta description. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** A shorter name where the page is listed (the command palette), when its title is long. */
  readonly label?: string;
  /** The page's own social-card picture (a content entry's), instead of the site's. */
  readonly image?: { readonly path: string; readonly width: number; readonly height: number; readonly alt: string };
  /** An article (a case study or a post): og:type article and its times. */
  readonly article?: { readonly published: string; readonly modified?: string; readonly tags?: readonly string[] };
}

/**
 * Every page's title and description: the `meta` its copy file starts with (content/pages/), which the
 * build gathers apart from the rest (dist/content/copy/page-meta.<lang>.json). The worker renders them
 * into the head, the page's state and its payload; the client reads them from there and never bundles
 * this object (decision 0096). A page of the registry whose file has none fails to compile here.
 */
export const PAGE_META: Readonly<Record<StaticPageId, PageMeta>> = titles satisfies PageTitles;

/** A position's page: its title, and its summary as the description. */
export function positionMeta(position: Pick<Position, 'title' | 'location' | 'summary'>): PageMeta {
  return { title: `${position.title}, ${position.location}`, description: position.summary };
}
