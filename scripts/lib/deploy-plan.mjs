// The deploy pipeline as data plus a runner, with no I/O of its own: scripts/deploy.mjs
// gives it a command executor and a reader for the build id; the tests give it fakes.
//
// Order (../../README.md "Deploying"): build → D1 migrations → builds/meta/<id> to KV →
// the studio's Worker (worker/admin/wrangler.toml, decision 0201) → the site's worker → check the
// deployed build id → builds/latest to KV. The studio goes first: the site's STUDIO service binding
// names it, and it runs on its own (the previous site forwards /admin to it as well). The new worker starts
// on a schema that already has what it needs (migrations only add, so the previous worker keeps
// working on it); a client learns a new id from builds/latest only once the worker that serves
// it is live, and its meta is already there.
import { ENVIRONMENTS } from './env.mjs';

/** @typedef {import('./env.mjs').Environment} Environment */

/** @typedef {{ env: Environment, dryRun: boolean }} DeployArgs */
/** What a command did: its exit code and what it printed. @typedef {{ code: number, output?: string }} ExecResult */
/**
 * What the steps share while a deploy runs: the build id once built, and how to read the one in dist/.
 * @typedef {{ buildId: string, readBuildId: () => string }} DeployContext
 */
/**
 * A step of a deploy: a command (`argv`, and `dryArgv` for a dry run) or a local `check`, and
 * what state the environment is in when it fails.
 * @typedef {object} DeployStep
 * @property {string} id
 * @property {string} title
 * @property {boolean} [remote] changes Cloudflare: only printed in a dry run (unless `dryArgv`)
 * @property {(ctx: DeployContext) => string[]} [argv]
 * @property {(ctx: DeployContext) => string[]} [dryArgv]
 * @property {(ctx: DeployContext) => string | null} [check] a problem, or null
 * @property {(ctx: DeployContext) => string} failure
 */

/** KV keys of the deployment documents; worker/routes/builds.ts reads the same keys. */
export const LATEST_KEY = 'builds/latest';
export const metaKey = (/** @type {string} */ id) => `builds/meta/${id}`;

/** The placeholder KV and D1 ids committed in wrangler.toml: a real deploy refuses them. */
const PLACEHOLDER_KV_ID = /^0{31}[0-9a-f]$/;
const PLACEHOLDER_D1_ID = /^0{8}-0{4}-0{4}-0{4}-0{11}[0-9a-f]$/;

const WRANGLER = 'node_modules/.bin/wrangler';
/** The studio's Worker's config (its name and vars per environment). */
export const STUDIO_CONFIG = 'worker/admin/wrangler.toml';
const USAGE = 'usage: npm run deploy [-- --env production|staging] [--dry-run]';

/**
 * Reads `--env <name>` / `--env=<name>` (default production) and `--dry-run`. Throws a usage message on anything else.
 * @param {readonly string[]} args
 * @returns {DeployArgs}
 */
export function parseArgs(args) {
  /** @type {string} */
  let env = 'production';
  let dryRun = false;
  for (let i = 0; i < args.length; i++) {
    const arg = /** @type {string} */ (args[i]);
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--env' || arg === '-e') env = args[++i] ?? '';
    else if (arg.startsWith('--env=')) env = arg.slice('--env='.length);
    else throw new Error(`unknown argument ${JSON.stringify(arg)}\n${USAGE}`);
  }
  const known = ENVIRONMENTS.find((e) => e === env);
  if (!known) throw new Error(`unknown environment ${JSON.stringify(env)}: one of ${ENVIRONMENTS.join(', ')}\n${USAGE}`);
  return { env: known, dryRun };
}

/**
 * A command as one copy-pasteable shell line.
 * @param {readonly string[]} argv
 */
export function shellLine(argv) {
  return argv.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/**
 * What stops a real deploy before it starts: missing credentials, or the placeholder KV id
 * still in wrangler.toml. A dry run reports them and goes on.
 * @param {{ env: string, kvId?: string, d1Id?: string, secrets: Record<string, string | undefined> }} target
 * @returns {string[]}
 */
export function preflight({ env, kvId, d1Id, secrets }) {
  const problems = [];
  for (const name of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID']) {
    if (!secrets[name]) problems.push(`${name} is not set (README "Deploying" says which token and where to find the account id).`);
  }
  if (!kvId) problems.push(`wrangler.toml has no BUILDS namespace for [env.${env}].`);
  else if (PLACEHOLDER_KV_ID.test(kvId)) {
    problems.push(
      `wrangler.toml still has the placeholder BUILDS namespace id ${kvId} for [env.${env}]: ` +
        `create the namespace with \`npx wrangler kv namespace create BUILDS --env ${env}\` and put the id it prints there.`,
    );
  }
  if (!d1Id) problems.push(`wrangler.toml has no DB database for [env.${env}].`);
  else if (PLACEHOLDER_D1_ID.test(d1Id)) {
    problems.push(
      `wrangler.toml still has the placeholder DB database id ${d1Id} for [env.${env}]: ` +
        `create the database with \`npx wrangler d1 create company-site-${env} --location weur --jurisdiction eu\` and put the id it prints there.`,
    );
  }
  return problems;
}

/**
 * What stops a deploy, dry run included, before anything is built: the environment's vars in
 * wrangler.toml fail the worker's configuration schema (worker/config.ts `checkVars`, given by the
 * caller), name another environment, or another origin than the environment's own
 * (worker/origins.ts `DEPLOYED_ORIGINS`, given by the caller). A worker deployed so would answer
 * every request 503, or serve links to the wrong site.
 * Secrets (FORM_SECRET) live on Cloudflare and cannot be read back: `wrangler deploy` refuses to
 * deploy without them (`[secrets] required`), and the worker checks them when it starts.
 * The studio's Worker is checked the same way against its own config (`file`, its own checks).
 * @param {{ env: string, vars: Record<string, unknown>, checkVars: (vars: Record<string, unknown>) => { name: string, message: string }[], origins: Readonly<Record<string, string>>, file?: string }} options
 * @returns {string[]} one line per problem, each naming its variable
 */
export function configProblems({ env, vars, checkVars, origins, file = 'wrangler.toml' }) {
  const problems = checkVars(vars).map((p) => `${p.name}: ${p.message} ([env.${env}.vars] in ${file}).`);
  const named = (/** @type {string} */ name) => problems.some((p) => p.startsWith(`${name}:`));
  if (vars.ENVIRONMENT !== env && !named('ENVIRONMENT')) {
    problems.push(`ENVIRONMENT: [env.${env}.vars] says ${JSON.stringify(vars.ENVIRONMENT)}, not ${JSON.stringify(env)}.`);
  }
  if (vars.SITE_URL !== origins[env] && !named('SITE_URL')) {
    problems.push(
      `SITE_URL: [env.${env}.vars] says ${JSON.stringify(vars.SITE_URL)}, not ${env}'s origin ${JSON.stringify(origins[env])} (worker/origins.ts).`,
    );
  }
  return problems;
}

/** Said by every deploy: what the configuration check above cannot see. */
export const SECRETS_NOTE =
  'Secrets are not checked here (they cannot be read back from Cloudflare): wrangler deploy refuses to deploy without FORM_SECRET, ' +
  'and a worker whose FORM_SECRET is shorter than 32 bytes or guessable (a short run repeated) answers 503 and logs a line naming it. ' +
  "The studio's secrets (STUDIO_GITHUB_CLIENT_SECRET, STUDIO_COOKIE_KEY) are its own Worker's (-c worker/admin/wrangler.toml): without them /admin answers 503.";

/**
 * The steps of a deploy to `env`. Commands are functions of the run's context because the
 * build id is known only once the build has run. `remote` steps change Cloudflare and are
 * only printed in a dry run, except the deploy, whose dry run (`--dry-run --outdir`) is offline.
 * `failure` says, for each step, what state the environment is left in.
 * @param {{ env: string, outdir: string }} options
 * @returns {DeployStep[]}
 */
function deploySteps({ env, outdir }) {
  const kvPut = (/** @type {string} */ key, /** @type {string} */ file) => [
    WRANGLER,
    'kv',
    'key',
    'put',
    key,
    '--path',
    file,
    '--binding',
    'BUILDS',
    '--env',
    env,
    '--remote',
  ];
  const metaPut = (/** @type {DeployContext} */ ctx) => kvPut(metaKey(ctx.buildId), `dist/builds/meta/${ctx.buildId}.json`);
  const latestPut = () => kvPut(LATEST_KEY, 'dist/builds/latest.json');
  return [
    {
      id: 'build',
      title: 'build the client, CSS, build id and manifests (dist/)',
      argv: () => ['node', 'scripts/build.mjs'],
      failure: () => `Nothing was changed: ${env} still serves its previous build.`,
    },
    {
      id: 'migrate',
      title: `apply the D1 migrations (migrations/) to the ${env} database`,
      remote: true,
      argv: () => [WRANGLER, 'd1', 'migrations', 'apply', 'DB', '--env', env, '--remote'],
      failure: () =>
        `Nothing was deployed: ${env} still serves its previous build. D1 applies each migration in a transaction and records ` +
        `the ones that ran; see which with \`${shellLine([WRANGLER, 'd1', 'migrations', 'list', 'DB', '--env', env, '--remote'])}\`, fix the failing one and run the deploy again.`,
    },
    {
      id: 'meta',
      title: `write ${metaKey('<id>')} to the ${env} BUILDS namespace`,
      remote: true,
      argv: metaPut,
      failure: (ctx) =>
        `Nothing was deployed: ${env} still serves its previous build. ${metaKey(ctx.buildId)} may or may not be in KV; ` +
        'either way it is harmless, nothing points at it. Fix the cause and run the deploy again.',
    },
    {
      id: 'studio',
      title: `deploy the studio's Worker (/admin, ${STUDIO_CONFIG}) and its files to ${env}, from dist/ as built`,
      remote: true,
      argv: () => [WRANGLER, 'deploy', '-c', STUDIO_CONFIG, '--env', env],
      dryArgv: () => [WRANGLER, 'deploy', '-c', STUDIO_CONFIG, '--env', env, '--dry-run', '--outdir', `${outdir}-studio`],
      failure: (ctx) =>
        `Nothing of the site was deployed: ${env} still serves its previous build, and /admin the studio it had (confirm with ` +
        `\`${shellLine([WRANGLER, 'deployments', 'list', '-c', STUDIO_CONFIG, '--env', env])}\`). ${metaKey(ctx.buildId)} is in KV, which is ` +
        'harmless: nothing points at it. Fix the cause and run the deploy again.',
    },
    {
      id: 'deploy',
      title: `deploy the worker and static files to ${env} (wrangler rebuilds dist/ first)`,
      remote: true,
      argv: () => [WRANGLER, 'deploy', '--env', env],
      dryArgv: () => [WRANGLER, 'deploy', '--env', env, '--dry-run', '--outdir', outdir],
      failure: (ctx) =>
        `The worker was not deployed: ${env} still serves its previous build (confirm with \`${shellLine([WRANGLER, 'deployments', 'list', '--env', env])}\`). ` +
        `${metaKey(ctx.buildId)} is in KV, which is harmless: builds/latest still names the previous build. The studio (/admin) already runs ` +
        `build ${ctx.buildId}, which works beside the previous site (its live-yet indicator names this build's commit until the site follows). ` +
        'Fix the cause and run the deploy again.',
    },
    {
      id: 'verify',
      title: 'check that wrangler bundled the same build id (the build is deterministic)',
      check: (ctx) => {
        const deployed = ctx.readBuildId();
        return deployed === ctx.buildId ? null : `dist/ now holds build ${deployed}, not ${ctx.buildId}`;
      },
      failure: (ctx) =>
        `${env} now serves the worker wrangler just built, which is not build ${ctx.buildId} whose meta was written; ` +
        'builds/latest still names the previous build, so open tabs are not told to reload. Find what made the build differ ' +
        '(`node scripts/check-determinism.mjs`), then run the deploy again: it writes meta and latest for what it deploys.',
    },
    {
      id: 'latest',
      title: `point ${LATEST_KEY} at the new build id`,
      remote: true,
      argv: latestPut,
      failure: () =>
        `${env} NOW SERVES the new build, but ${LATEST_KEY} still names the previous one: open tabs will not switch to ` +
        `the new build on their next navigation until it does. Retry only this step: ${shellLine(latestPut())}`,
    },
  ];
}

/**
 * Runs the steps in order and stops at the first failure, printing each command before it
 * runs and, on failure, what state the environment is in.
 * exec(argv) → Promise<{ code, output }>; readBuildId() → the id in dist/build-manifest.json.
 * Returns { ok, failed?, buildId, output } where output collects what the commands printed.
 * @param {{ env: string, dryRun: boolean, outdir: string, exec: (argv: string[]) => Promise<ExecResult>, readBuildId: () => string, log: (line: string) => void }} options
 * @returns {Promise<{ ok: boolean, failed?: string, buildId: string, output: string }>}
 */
export async function runDeploy({ env, dryRun, outdir, exec, readBuildId, log }) {
  const steps = deploySteps({ env, outdir });
  /** @type {DeployContext} */
  const ctx = { buildId: '', readBuildId };
  let output = '';
  log(`${dryRun ? 'Dry run of the deploy' : 'Deploying'} to ${env}: ${steps.length} steps, each stops the deploy if it fails.`);
  for (const [i, step] of steps.entries()) {
    const n = `[${i + 1}/${steps.length}]`;
    /** @type {string | null} */
    let problem = null;
    if (step.check) {
      log(`\n${n} ${step.title}`);
      problem = step.check(ctx);
      if (!problem) log(`    ok: build ${ctx.buildId}`);
    } else {
      const argv = dryRun && step.dryArgv ? step.dryArgv(ctx) : step.argv?.(ctx);
      if (!argv) throw new Error(`step ${step.id} has neither a command nor a check`);
      log(`\n${n} ${step.title}\n    $ ${shellLine(argv)}`);
      if (dryRun && step.remote && !step.dryArgv) {
        log('    dry run: not run');
        continue;
      }
      const result = await exec(argv);
      output += result.output ?? '';
      if (result.code !== 0) problem = `exit code ${result.code}`;
    }
    if (problem) {
      log(`\n✖ ${step.title} failed (${problem}).\n${step.failure(ctx)}`);
      return { ok: false, failed: step.id, buildId: ctx.buildId, output };
    }
    if (step.id === 'build') ctx.buildId = readBuildId();
  }
  log(
    dryRun
      ? `\n✔ dry run complete for ${env}, build ${ctx.buildId}: nothing was written to KV and nothing was deployed.`
      : `\n✔ ${env} serves build ${ctx.buildId}, and ${LATEST_KEY} names it.`,
  );
  return { ok: true, buildId: ctx.buildId, output };
}

/**
 * wrangler's "Total Upload: 726.28 KiB / gzip: 138.33 KiB" lines, in the order of the deploys
 * (the studio's Worker, then the site's), each as [raw, gzip].
 * @param {string} output
 * @returns {[string, string][]}
 */
export function bundleSizes(output) {
  return [...output.matchAll(/Total Upload: ([\d.]+ \w+) \/ gzip: ([\d.]+ \w+)/g)].map((m) => [m[1] ?? '', m[2] ?? '']);
}
