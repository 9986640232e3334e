// Bundles the icons in use, and only those: reads client/icons/used.ts, takes each icon from
// its installed @iconify-json/<prefix> set, flattens it with worker/icons/flatten.ts (the
// same code the worker uses for proxied icons) and writes dist/icons.json, which the worker
// and the client bundle both import, and dist/icons-server.json (SERVER_ONLY_ICONS), which only
// the worker imports. A name a set does not have fails the build.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Loads our TypeScript modules (and @iconify/utils) for Node, in memory.
 * @param {string} root
 * @returns {Promise<Pick<typeof import('../client/icons/used'), 'SERVER_ONLY_ICONS' | 'USED_ICONS'> & Pick<typeof import('../worker/icons/flatten'), 'flattenIcon'> & Pick<typeof import('../client/icons/names'), 'parseIconName'>>}
 */
async function loadIconModules(root) {
  const out = await build({
    stdin: {
      contents:
        "export { SERVER_ONLY_ICONS, USED_ICONS } from './client/icons/used';\nexport { flattenIcon } from './worker/icons/flatten';\nexport { parseIconName } from './client/icons/names';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0]?.text ?? '').toString('base64')}`);
}

/**
 * Writes `<dist>/icons.json` (the icons both sides render) and `<dist>/icons-server.json` (those
 * only the worker renders), names sorted, so the bytes only change when an icon does.
 * @param {string} root
 * @param {string} dist
 */
export async function writeIcons(root, dist) {
  const { SERVER_ONLY_ICONS, USED_ICONS, flattenIcon, parseIconName } = await loadIconModules(root);
  const require = createRequire(join(root, 'package.json'));
  /** @type {Map<string, Parameters<typeof flattenIcon>[0]>} */
  const sets = new Map();
  /** @type {Record<string, NonNullable<ReturnType<typeof flattenIcon>>>} */
  const icons = {};
  for (const full of [...new Set(USED_ICONS)].sort()) {
    const parsed = parseIconName(full);
    if (!parsed) throw new Error(`client/icons/used.ts: "${full}" is not a valid prefix:name icon name`);
    if (!sets.has(parsed.prefix)) {
      let file;
      try {
        file = require.resolve(`@iconify-json/${parsed.prefix}/icons.json`);
      } catch {
        throw new Error(`client/icons/used.ts: icon set "${parsed.prefix}" is not installed (npm i -D @iconify-json/${parsed.prefix})`);
      }
      sets.set(parsed.prefix, JSON.parse(readFileSync(file, 'utf8')));
    }
    const set = sets.get(parsed.prefix);
    const shape = set && flattenIcon(set, parsed.name);
    if (!shape) throw new Error(`client/icons/used.ts: "${full}" is not in @iconify-json/${parsed.prefix}`);
    icons[full] = shape;
  }
  /** @type {readonly string[]} */
  const serverOnly = SERVER_ONLY_ICONS;
  const split = (/** @type {boolean} */ server) =>
    Object.fromEntries(Object.entries(icons).filter(([name]) => serverOnly.includes(name) === server));
  for (const [file, set] of /** @type {const} */ ([
    ['icons.json', split(false)],
    ['icons-server.json', split(true)],
  ])) {
    const json = JSON.stringify(set);
    writeFileSync(join(dist, file), json + '\n');
    console.log(`icons: ${Object.keys(set).length} bundled into dist/${file} (${(json.length / 1024).toFixed(1)} KiB)`);
  }
}
