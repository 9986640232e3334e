/**
 * An icon ready to inline: its SVG body with any rotation or flip already applied, and the
 * box it is drawn in. It is also a valid Iconify icon (`IconifyIcon`), so the endpoint can
 * answer it as is. `left`/`top` are left out when 0.
 */
export interface IconShape {
  body: string;
  width: number;
  height: number;
  left?: number;
  top?: number;
}

/** The `viewBox` attribute for a shape. */
export function iconViewBox(shape: IconShape): string {
  return `${shape.left ?? 0} ${shape.top ?? 0} ${shape.width} ${shape.height}`;
}
