import titles from '../../../dist/content/copy/page-meta.de.json' with { type: 'json' };
import type { PageTitles } from '../../../dist/content/copy/pages';
import type { PageMeta } from '../meta';
import type { Position } from '../positions';
import { PAGE_META as EN_PAGE_META } from '../meta';

/** Every page's title and description in German (../meta.ts). */
export const PAGE_META: typeof EN_PAGE_META = titles satisfies PageTitles;

/** Die Seite einer Stelle: ihr Titel mit dem Ort, ihre Zusammenfassung als Beschreibung. */
export function positionMeta(position: Pick<Position, 'title' | 'location' | 'summary'>): PageMeta {
  return { title: `${position.title}, ${position.location}`, description: position.summary };
}
