import { iconToHTML, iconToSVG } from '@iconify/utils';
import type { IconShape } from '../../client/icons/shape';
import type { IconBatch } from './upstream';

type IconEntry = Omit<IconShape, 'width' | 'height'> & { width?: number; height?: number };

/** The Iconify API's answer to `/<prefix>.json?icons=…`. */
export interface IconifyAnswer {
  prefix: string;
  icons: Record<string, IconEntry>;
  width?: number;
  height?: number;
  not_found?: string[];
}

/**
 * A batch in the Iconify API's JSON shape, so any Iconify client can read it: a shared
 * width/height is stated once for the set, as the API does; names it lacks go to `not_found`.
 */
export function iconifyAnswer(prefix: string, batch: IconBatch): IconifyAnswer {
  const entries = Object.entries(batch.icons).sort(([a], [b]) => (a < b ? -1 : 1));
  const first = entries[0]?.[1];
  const shared = first !== undefined && entries.every(([, s]) => s.width === first.width && s.height === first.height);
  const icons: Record<string, IconEntry> = {};
  for (const [name, { width, height, ...rest }] of entries) icons[name] = shared ? rest : { ...rest, width, height };
  const answer: IconifyAnswer = { prefix, icons };
  if (shared) {
    answer.width = first.width;
    answer.height = first.height;
  }
  if (batch.notFound.length > 0) answer.not_found = [...batch.notFound];
  return answer;
}

/** One icon as a standalone SVG document, sized 1em high like the Iconify API's. */
export function iconSvg(shape: IconShape): string {
  const { attributes, body } = iconToSVG(shape);
  return iconToHTML(body, attributes);
}
