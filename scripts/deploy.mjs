#!/usr/bin/env node
// `npm run deploy` (production), `npm run deploy -- --env staging`, `… -- --dry-run`.
// Build → builds/meta/<id> to KV → wrangler deploy → check the id → builds/latest to KV;
// the first failing step stops the rest and says what state the environment is in.
// A dry run prints every command, runs only the local ones and `wrangler deploy --dry-run`
// (offline), and touches nothing on Cloudflare. The steps live in lib/deploy-plan.mjs.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { ROOT } from './lib/dev-server.mjs';
import { WRANGLER_ENV } from './lib/env.mjs';
import { SECRETS_NOTE, STUDIO_CONFIG, bundleSizes, configProblems, parseArgs, preflight, runDeploy } from './lib/deploy-plan.mjs';
import { loadTs } from './lib/load-ts.mjs';

/** @type {import('./lib/deploy-plan.mjs').DeployArgs} */
let args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const { env, dryRun } = args;

const config = unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env });
const studioConfig = unstable_readConfig({ config: join(ROOT, STUDIO_CONFIG), env });
const kvId = config.kv_namespaces.find((/** @type {{ binding: string }} */ ns) => ns.binding === 'BUILDS')?.id;
const d1Id = config.d1_databases.find((/** @type {{ binding: string }} */ db) => db.binding === 'DB')?.database_id;
console.log(
  `Target: [env.${env}] → worker ${config.name}, ${config.vars.SITE_URL}, BUILDS namespace ${kvId ?? '(none)'}, DB database ${d1Id ?? '(none)'}`,
);
const studioBinding = config.services?.find((/** @type {{ binding: string }} */ s) => s.binding === 'STUDIO')?.service;
console.log(`Studio: worker ${studioConfig.name} (${STUDIO_CONFIG}), bound as STUDIO to ${studioBinding ?? '(nothing)'}`);

// The worker's own configuration schema (worker/config.ts): refused here, dry run included,
// rather than deployed to answer every request 503. The studio's Worker's vars against its own
// schema (worker/admin/config.ts: a local studio backend is refused outside development), and the
// site's binding must name the studio this deploy deploys.
const { checkVars } = await loadTs('worker/config.ts');
const { checkStudioVars, studioSiteOf } = await loadTs('worker/admin/config.ts');
const { DEPLOYED_ORIGINS } = await loadTs('worker/origins.ts');
const checkStudio = (/** @type {Record<string, unknown>} */ vars) => {
  const site = studioSiteOf(vars);
  return [...(site.ok ? [] : site.problems), ...checkStudioVars(vars)];
};
const misconfigured = [
  ...configProblems({ env, vars: config.vars, checkVars, origins: DEPLOYED_ORIGINS }),
  ...configProblems({ env, vars: studioConfig.vars, checkVars: checkStudio, origins: DEPLOYED_ORIGINS, file: STUDIO_CONFIG }),
  ...(studioBinding === studioConfig.name
    ? []
    : [
        `STUDIO: [env.${env}] binds ${JSON.stringify(studioBinding)}, not the studio's Worker ${JSON.stringify(studioConfig.name)} (${STUDIO_CONFIG}).`,
      ]),
];
if (misconfigured.length > 0) {
  console.error(
    `✖ Not deploying${dryRun ? ' (dry run)' : ''}: the configuration fails the worker's schema (worker/config.ts); nothing was changed:\n${misconfigured.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Configuration: [env.${env}.vars] pass the worker's schema, and the studio's its own. ${SECRETS_NOTE}`);

const problems = preflight({ env, kvId, d1Id, secrets: process.env });
if (problems.length > 0) {
  const list = problems.map((p) => `  - ${p}`).join('\n');
  if (!dryRun) {
    console.error(`✖ Not deploying; nothing was changed:\n${list}`);
    process.exit(1);
  }
  console.log(`A real deploy would stop here, before changing anything:\n${list}`);
}

/**
 * Runs a command from the project root, showing its output live and keeping a copy.
 * @param {string[]} argv
 * @returns {Promise<import('./lib/deploy-plan.mjs').ExecResult>}
 */
function exec(argv) {
  const [cmd, ...rest] = argv;
  if (cmd === undefined) return Promise.resolve({ code: 127, output: 'no command\n' });
  return new Promise((resolve) => {
    const child = spawn(cmd === 'node' ? process.execPath : cmd, rest, {
      cwd: ROOT,
      env: WRANGLER_ENV,
      stdio: ['inherit', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

const readBuildId = () => JSON.parse(readFileSync(join(ROOT, 'dist/build-manifest.json'), 'utf8')).buildId;

const result = await runDeploy({
  env,
  dryRun,
  // Absolute: wrangler reads a relative --outdir from its config's folder (worker/admin/ for the studio's).
  outdir: join(ROOT, '.wrangler/dry-run', env),
  exec,
  readBuildId,
  log: (/** @type {string} */ line) => console.log(line),
});
const [studioSize, siteSize] = bundleSizes(result.output);
if (studioSize) console.log(`Studio bundle: ${studioSize[0]} (gzip ${studioSize[1]}).`);
if (siteSize) console.log(`Worker bundle: ${siteSize[0]} (gzip ${siteSize[1]}).`);
process.exit(result.ok ? 0 : 1);
