import generated from '../../dist/icons.json' with { type: 'json' };
import type { IconShape } from './shape';

/**
 * The icons in use (client/icons/used.ts), as `scripts/icons.mjs` flattened them from the
 * installed sets into dist/icons.json. The worker renders them inline and the browser gets
 * the same data in its bundle, so server and client markup match and no icon is fetched.
 */
const BUNDLED: Record<string, IconShape> = { ...generated };

/**
 * Adds the icons only the worker renders (dist/icons-server.json: SERVER_ONLY_ICONS); the worker
 * calls it once at start (worker/render.tsx). The browser's bundle never has them.
 */
export function addServerIcons(icons: Readonly<Record<string, IconShape>>): void {
  Object.assign(BUNDLED, icons);
}

/** A bundled icon by full name; undefined for names the build did not bundle. */
export function bundledIcon(name: string): IconShape | undefined {
  return Object.hasOwn(BUNDLED, name) ? BUNDLED[name] : undefined;
}
