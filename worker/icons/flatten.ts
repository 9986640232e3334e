import { getIconData, iconToSVG } from '@iconify/utils';
import type { IconShape } from '../../client/icons/shape';

/** Characters that would change a regular expression, escaped in ids we search for. */
const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\]/g;
const ID_ATTRIBUTE = /\sid="([^"]+)"/g;

/** An Iconify icon set (IconifyJSON), as @iconify/utils reads it. */
export type IconSet = Parameters<typeof getIconData>[0];

/**
 * Prefixes every id an SVG body defines (and every reference to it) with `scope`, so two
 * different icons on one page never share an id (a gradient or mask of one would paint the
 * other). Deterministic, unlike Iconify's `replaceIDs`, so server and client render the same.
 */
export function scopeIds(body: string, scope: string): string {
  const ids = new Set([...body.matchAll(ID_ATTRIBUTE)].map((m) => m[1] ?? ''));
  let out = body;
  for (const id of ids) {
    if (!id) continue;
    // Same boundaries as Iconify's replaceIDs: `id="x"`, `url(#x)`, `href="#x"`, `x.begin`.
    const pattern = new RegExp(`([#;"])(${id.replace(REGEXP_SPECIALS, '\\$&')})([")]|\\.[a-z])`, 'g');
    out = out.replace(pattern, `$1${scope}$2$3`);
  }
  return out;
}

/**
 * One icon of a set (following aliases), flattened to an inline-ready shape: rotation and
 * flips baked into the body by `iconToSVG`, ids scoped to the icon's name. Null when the set
 * has no such icon. Used by the build (bundled icons) and the worker (proxied icons) alike.
 */
export function flattenIcon(set: IconSet, name: string): IconShape | null {
  const data = getIconData(set, name);
  if (!data) return null;
  const { body, viewBox } = iconToSVG(data);
  const [left, top, width, height] = viewBox;
  const shape: IconShape = { body: scopeIds(body, `${set.prefix}-${name}-`), width, height };
  if (left) shape.left = left;
  if (top) shape.top = top;
  return shape;
}
