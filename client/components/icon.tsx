import { bundledIcon } from '../icons/bundled';
import { iconViewBox } from '../icons/shape';
import type { IconName } from '../icons/used';

/** Height in CSS pixels when no size is given. */
const DEFAULT_ICON_SIZE = 20;

interface IconProps {
  /** Height in CSS pixels; the width follows the icon's aspect ratio. Fixed, so nothing shifts when it paints. */
  size?: number;
  /** A meaningful icon is announced with this label; without one the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

/**
 * An icon the build bundled (its name is listed in client/icons/used.ts): rendered inline
 * by the worker and identically on hydration and client navigation, with no request.
 * Width and height are attributes (no inline style: the CSP forbids it), so the box is
 * reserved before any CSS loads. With no shape (a name missing from the bundled map, which the
 * build and the types rule out) it is an empty box of the same size.
 */
export function Icon({ name, size = DEFAULT_ICON_SIZE, label, className }: IconProps & { name: IconName }) {
  const shape = bundledIcon(name);
  const width = shape ? Math.round(((size * shape.width) / shape.height) * 100) / 100 : size;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={size}
      viewBox={shape ? iconViewBox(shape) : undefined}
      data-icon={name}
      focusable="false"
      className={className ? `shrink-0 ${className}` : 'shrink-0'}
      {...a11y}
      // Icon bodies come from the installed icon sets, never from visitors.
      dangerouslySetInnerHTML={shape ? { __html: shape.body } : undefined}
    />
  );
}
