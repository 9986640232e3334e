// The studio's Worker under `wrangler dev` (decision 0201): the test servers run it beside the
// site's in one `wrangler dev -c wrangler.toml -c <studio config>`, the site's first (served on the
// port), the studio's as the Worker its STUDIO binding reaches; `npm start` and `npm run dev` run it
// in a `wrangler dev` of its own (scripts/start.mjs says why).
// wrangler gives `--var` to the first config's Worker only, and a second Worker's .dev.vars is a
// file beside its config (worker/admin/.dev.vars), which every session running at once would share.
// So each session gets a config of its own, made from worker/admin/wrangler.toml (top level) with
// its paths absolute and the local studio server's address (STUDIO_LOCAL_URL) among its vars:
// worker/admin/wrangler.toml stays the one source of the studio's settings.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unstable_readConfig } from 'wrangler';

/** The studio Worker's config, relative to the project. */
const STUDIO_CONFIG = 'worker/admin/wrangler.toml';

/**
 * Writes this session's studio config under .wrangler/studio-dev/ and returns its path.
 * @param {{ root: string, localUrl?: string }} options localUrl: the local studio server
 *   (scripts/lib/studio-server.mjs); without it /admin answers 503 (not configured), as a studio
 *   without its settings does
 * @returns {string}
 */
export function studioDevConfig({ root, localUrl }) {
  const source = join(root, STUDIO_CONFIG);
  const config = unstable_readConfig({ config: source });
  const dir = join(root, '.wrangler/studio-dev');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `wrangler-${process.pid}-${Date.now()}.json`);
  const derived = {
    name: config.name,
    main: config.main,
    compatibility_date: config.compatibility_date,
    keep_names: config.keep_names,
    assets: config.assets && { ...config.assets, directory: resolve(root, 'worker/admin', config.assets.directory ?? '') },
    vars: { ...config.vars, STUDIO_BACKEND: 'local', ...(localUrl ? { STUDIO_LOCAL_URL: localUrl } : {}) },
    observability: config.observability,
  };
  writeFileSync(file, `${JSON.stringify(derived, null, 2)}\n`);
  return file;
}
