import generated from '../../dist/icons.json';
import type { IconShape } from './shape';
import type { IconName } from './used';

/**
 * The icons in use (client/icons/used.ts), as `scripts/icons.mjs` flattened them from the
 * installed sets into dist/icons.json. The worker renders them inline and the browser gets
 * the same data in its bundle, so server and client markup match and no icon is fetched.
 */
const BUNDLED: Readonly<Record<string, IconShape>> = generated;

/** A bundled icon by full name; undefined for names the build did not bundle. */
export function bundledIcon(name: IconName | string): IconShape | undefined {
  return Object.hasOwn(BUNDLED, name) ? BUNDLED[name] : undefined;
}
