// node --test: the deploy pipeline's order, dry run and failure handling, with a fake
// command executor (nothing runs, nothing reaches Cloudflare).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { unstable_readConfig } from 'wrangler';
import {
  LATEST_KEY,
  SECRETS_NOTE,
  STUDIO_CONFIG,
  bundleSizes,
  configProblems,
  metaKey,
  parseArgs,
  preflight,
  runDeploy,
  shellLine,
} from './deploy-plan.mjs';
import { loadTs } from './load-ts.mjs';

// The worker's own schema and deployed origins, and the studio's schema, as scripts/deploy.mjs loads them.
const { checkVars } = await loadTs('worker/config.ts');
const { checkStudioVars, studioSiteOf } = await loadTs('worker/admin/config.ts');
const { DEPLOYED_ORIGINS: origins } = await loadTs('worker/origins.ts');
const varsOf = (/** @type {string} */ env) =>
  unstable_readConfig({ config: new URL('../../wrangler.toml', import.meta.url).pathname, env }).vars;
const studioOf = (/** @type {string} */ env) =>
  unstable_readConfig({ config: new URL(`../../${STUDIO_CONFIG}`, import.meta.url).pathname, env });
const checkStudio = (/** @type {Record<string, unknown>} */ vars) => {
  const site = studioSiteOf(vars);
  return [...(site.ok ? [] : site.problems), ...checkStudioVars(vars)];
};

const ID = '0123456789abcdef';

/**
 * Runs a deploy with a fake executor: `fail` names the first word(s) of the command to fail.
 * @param {{ env?: string, dryRun?: boolean, fail?: string, buildIds?: string[] }} [options]
 */
async function deploy({ env = 'production', dryRun = false, fail, buildIds = [ID, ID] } = {}) {
  /** @type {string[]} */
  const ran = [];
  /** @type {string[]} */
  const lines = [];
  const ids = [...buildIds];
  let reads = 0;
  const result = await runDeploy({
    env,
    dryRun,
    outdir: `.wrangler/dry-run/${env}`,
    exec: async (argv) => {
      const line = shellLine(argv);
      ran.push(line);
      return {
        code: fail && line.includes(fail) ? 1 : 0,
        output: line.includes(' deploy ') ? 'Total Upload: 726.28 KiB / gzip: 138.33 KiB\n' : '',
      };
    },
    readBuildId: () => ids[Math.min(reads++, ids.length - 1)] ?? '',
    log: (line) => lines.push(line),
  });
  return { result, ran, log: lines.join('\n') };
}

const W = 'node_modules/.bin/wrangler';
const metaPut = (/** @type {string} */ env) =>
  `${W} kv key put builds/meta/${ID} --path dist/builds/meta/${ID}.json --binding BUILDS --env ${env} --remote`;
const migrate = (/** @type {string} */ env) => `${W} d1 migrations apply DB --env ${env} --remote`;
const studioDeploy = (/** @type {string} */ env) => `${W} deploy -c worker/admin/wrangler.toml --env ${env}`;
const latestPut = (/** @type {string} */ env) =>
  `${W} kv key put builds/latest --path dist/builds/latest.json --binding BUILDS --env ${env} --remote`;

describe('npm run deploy', () => {
  it("builds, writes the meta document, deploys the studio's Worker, then the site's, then writes builds/latest: in that order", async () => {
    const { result, ran, log } = await deploy();
    assert.equal(result.ok, true);
    assert.equal(result.buildId, ID);
    assert.deepEqual(ran, [
      'node scripts/build.mjs',
      migrate('production'),
      metaPut('production'),
      studioDeploy('production'),
      `${W} deploy --env production`,
      latestPut('production'),
    ]);
    assert.match(log, /✔ production serves build 0123456789abcdef, and builds\/latest names it/);
  });

  it('targets staging with --env staging, in every wrangler command', async () => {
    const { ran } = await deploy({ env: 'staging' });
    assert.deepEqual(ran.slice(1), [
      migrate('staging'),
      metaPut('staging'),
      studioDeploy('staging'),
      `${W} deploy --env staging`,
      latestPut('staging'),
    ]);
  });

  it('writes the KV keys the worker reads (worker/routes/builds.ts)', () => {
    const worker = readFileSync(new URL('../../worker/routes/builds.ts', import.meta.url), 'utf8');
    assert.ok(worker.includes(`export const LATEST_KEY = '${LATEST_KEY}';`));
    assert.equal(metaKey(ID), `builds/meta/${ID}`);
    assert.ok(worker.includes('export const metaKey = (id: string) => `builds/meta/${id}`;'));
  });
});

describe('a failing step', () => {
  it('build: nothing after it runs, and the environment is unchanged', async () => {
    const { result, ran, log } = await deploy({ fail: 'build.mjs' });
    assert.deepEqual([result.ok, result.failed], [false, 'build']);
    assert.deepEqual(ran, ['node scripts/build.mjs']);
    assert.match(log, /Nothing was changed: production still serves its previous build/);
  });

  it('D1 migrations: nothing deployed, and the message says how to see which migrations ran', async () => {
    const { result, ran, log } = await deploy({ fail: 'migrations apply' });
    assert.equal(result.failed, 'migrate');
    assert.deepEqual(ran, ['node scripts/build.mjs', migrate('production')]);
    assert.match(log, /Nothing was deployed: production still serves its previous build/);
    assert.match(log, /d1 migrations list DB --env production --remote/);
  });

  it('meta to KV: no deploy, no latest; production still serves the previous build', async () => {
    const { result, ran, log } = await deploy({ fail: 'builds/meta/' });
    assert.equal(result.failed, 'meta');
    assert.deepEqual(ran, ['node scripts/build.mjs', migrate('production'), metaPut('production')]);
    assert.match(log, /Nothing was deployed: production still serves its previous build/);
  });

  it("the studio's Worker: the site is not deployed, builds/latest not touched; the message says /admin keeps its studio", async () => {
    const { result, ran, log } = await deploy({ env: 'staging', fail: 'deploy -c' });
    assert.equal(result.failed, 'studio');
    assert.deepEqual(ran.slice(-1), [studioDeploy('staging')]);
    assert.ok(!ran.some((l) => l.includes('builds/latest') || l === `${W} deploy --env staging`));
    assert.match(log, /Nothing of the site was deployed: staging still serves its previous build, and \/admin the studio it had/);
    assert.match(log, /wrangler deployments list -c worker\/admin\/wrangler.toml --env staging/);
  });

  it('wrangler deploy: builds/latest is not touched; the message says the meta in KV is harmless', async () => {
    const { result, ran, log } = await deploy({ env: 'staging', fail: 'deploy --env' });
    assert.equal(result.failed, 'deploy');
    assert.equal(ran.length, 5);
    assert.ok(!ran.some((l) => l.includes('builds/latest')));
    assert.match(log, /The worker was not deployed: staging still serves its previous build/);
    assert.match(log, /wrangler deployments list --env staging/);
    assert.match(log, new RegExp(`builds/meta/${ID} is in KV, which is harmless`));
    assert.match(log, new RegExp(`The studio \\(/admin\\) already runs build ${ID}`));
  });

  it('builds/latest: says the new build IS live and gives the exact command to retry', async () => {
    const { result, ran, log } = await deploy({ fail: 'builds/latest' });
    assert.equal(result.failed, 'latest');
    assert.equal(ran.length, 6);
    assert.match(log, /production NOW SERVES the new build, but builds\/latest still names the previous one/);
    assert.ok(log.includes(`Retry only this step: ${latestPut('production')}`));
  });

  it('a different build id after wrangler rebuilt dist/: stops before builds/latest', async () => {
    const { result, ran, log } = await deploy({ buildIds: [ID, 'fedcba9876543210'] });
    assert.equal(result.failed, 'verify');
    assert.ok(!ran.some((l) => l.includes('builds/latest')));
    assert.match(log, /dist\/ now holds build fedcba9876543210, not 0123456789abcdef/);
    assert.match(log, /builds\/latest still names the previous build/);
  });
});

describe('--dry-run', () => {
  it("prints every command, runs only the build and offline wrangler deploy --dry-run of both Workers, the studio's first", async () => {
    const { result, ran, log } = await deploy({ dryRun: true });
    assert.equal(result.ok, true);
    assert.deepEqual(ran, [
      'node scripts/build.mjs',
      `${studioDeploy('production')} --dry-run --outdir .wrangler/dry-run/production-studio`,
      `${W} deploy --env production --dry-run --outdir .wrangler/dry-run/production`,
    ]);
    for (const line of [metaPut('production'), latestPut('production')]) assert.ok(log.includes(`$ ${line}`), line);
    assert.equal(log.match(/dry run: not run/g)?.length, 3);
    assert.match(log, /nothing was written to KV and nothing was deployed/);
    assert.deepEqual(bundleSizes(result.output), [
      ['726.28 KiB', '138.33 KiB'],
      ['726.28 KiB', '138.33 KiB'],
    ]);
  });

  it('still stops at a failing step', async () => {
    const { result, ran } = await deploy({ dryRun: true, fail: 'deploy --env' });
    assert.equal(result.failed, 'deploy');
    assert.equal(ran.length, 3);
  });
});

describe('arguments', () => {
  it('default to production, not a dry run', () => {
    assert.deepEqual(parseArgs([]), { env: 'production', dryRun: false });
    assert.deepEqual(parseArgs(['--env', 'staging', '--dry-run']), { env: 'staging', dryRun: true });
    assert.deepEqual(parseArgs(['--env=staging']), { env: 'staging', dryRun: false });
  });

  it('refuse unknown environments and flags with the usage line', () => {
    assert.throws(() => parseArgs(['--env', 'prod']), /unknown environment "prod".*\n.*usage: npm run deploy/);
    assert.throws(() => parseArgs(['--env']), /unknown environment ""/);
    assert.throws(() => parseArgs(['--force']), /unknown argument "--force"/);
  });
});

describe('preflight', () => {
  const secrets = { CLOUDFLARE_API_TOKEN: 't', CLOUDFLARE_ACCOUNT_ID: 'a' };

  const d1Id = '9b2e4c1a-7f3d-4e8a-b5c6-0d1e2f3a4b5c';

  it('passes with both secrets, a real namespace id and a real database id', () => {
    assert.deepEqual(preflight({ env: 'production', kvId: '3f1c0a9e5b7d4c2a8e6f1b0d9c7a5e3f', d1Id, secrets }), []);
  });

  it('names each missing secret', () => {
    const problems = preflight({ env: 'production', kvId: '3f1c0a9e5b7d4c2a8e6f1b0d9c7a5e3f', d1Id, secrets: {} });
    assert.equal(problems.length, 2);
    assert.match(problems[0] ?? '', /CLOUDFLARE_API_TOKEN is not set/);
    assert.match(problems[1] ?? '', /CLOUDFLARE_ACCOUNT_ID is not set/);
  });

  it('refuses the placeholder namespace ids committed in wrangler.toml, saying how to create one', () => {
    for (const kvId of ['00000000000000000000000000000001', '00000000000000000000000000000002']) {
      const [problem = ''] = preflight({ env: 'staging', kvId, d1Id, secrets });
      assert.match(problem, /placeholder BUILDS namespace id/);
      assert.match(problem, /npx wrangler kv namespace create BUILDS --env staging/);
    }
  });

  it('refuses the placeholder database ids committed in wrangler.toml, saying how to create one', () => {
    for (const id of ['00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-000000000002']) {
      const [problem = ''] = preflight({ env: 'production', kvId: '3f1c0a9e5b7d4c2a8e6f1b0d9c7a5e3f', d1Id: id, secrets });
      assert.match(problem, /placeholder DB database id/);
      assert.match(problem, /npx wrangler d1 create company-site-production --location weur --jurisdiction eu/);
    }
  });
});

describe('shellLine', () => {
  it('quotes only what a shell would split or expand', () => {
    assert.equal(shellLine(['a', 'b/c.json', '--env=x']), 'a b/c.json --env=x');
    assert.equal(shellLine(['echo', "it's here", '$HOME']), `echo 'it'\\''s here' '$HOME'`);
  });
});

describe('npm run deploy: the configuration check (worker/config.ts)', () => {
  for (const env of ['staging', 'production']) {
    it(`passes wrangler.toml's [env.${env}.vars]`, () => {
      assert.deepEqual(configProblems({ env, vars: varsOf(env), checkVars, origins }), []);
    });
  }

  it('refuses a mistyped ENVIRONMENT, naming it', () => {
    const problems = configProblems({ env: 'production', vars: { ...varsOf('production'), ENVIRONMENT: 'prodution' }, checkVars, origins });
    assert.deepEqual(problems, [
      'ENVIRONMENT: ENVIRONMENT must be one of development, staging, production ([env.production.vars] in wrangler.toml).',
    ]);
  });

  it('refuses the vars of another environment', () => {
    assert.deepEqual(configProblems({ env: 'staging', vars: varsOf('production'), checkVars, origins }), [
      'ENVIRONMENT: [env.staging.vars] says "production", not "staging".',
      `SITE_URL: [env.staging.vars] says "${origins.production}", not staging's origin "${origins.staging}" (worker/origins.ts).`,
    ]);
  });

  it("refuses a SITE_URL that is not the environment's origin (worker/origins.ts), and the other environment's with the worker's own words", () => {
    assert.deepEqual(
      configProblems({ env: 'production', vars: { ...varsOf('production'), SITE_URL: 'https://larchfield.dev' }, checkVars, origins }),
      [
        `SITE_URL: [env.production.vars] says "https://larchfield.dev", not production's origin "${origins.production}" (worker/origins.ts).`,
      ],
    );
    assert.deepEqual(
      configProblems({ env: 'production', vars: { ...varsOf('production'), SITE_URL: origins.staging }, checkVars, origins }),
      [
        "SITE_URL: SITE_URL is the staging deployment's origin, refused where ENVIRONMENT is production ([env.production.vars] in wrangler.toml).",
      ],
    );
  });

  it('names every failing variable: SITE_URL over http, MAIL_RETRY_SECONDS not a positive integer, an inbox not an address, one missing', () => {
    const { RECRUITING_INBOX: _, ...vars } = varsOf('staging');
    const problems = configProblems({
      env: 'staging',
      vars: { ...vars, SITE_URL: 'http://staging.larchfield.dev', MAIL_RETRY_SECONDS: '1.5', SALES_INBOX: 'website-staging' },
      checkVars,
      origins,
    });
    assert.deepEqual(
      problems.map((p) => p.split(':')[0]),
      ['SALES_INBOX', 'RECRUITING_INBOX', 'MAIL_RETRY_SECONDS', 'SITE_URL'],
    );
  });

  for (const env of ['staging', 'production']) {
    it(`passes the studio's [env.${env}.vars] (${STUDIO_CONFIG}) against its own schema; the site binds that Worker`, () => {
      const studio = studioOf(env);
      assert.deepEqual(configProblems({ env, vars: studio.vars, checkVars: checkStudio, origins, file: STUDIO_CONFIG }), []);
      assert.equal(studio.name, `company-site-studio-${env}`);
      const site = unstable_readConfig({ config: new URL('../../wrangler.toml', import.meta.url).pathname, env });
      assert.deepEqual(
        site.services?.map((/** @type {{ binding: string, service: string }} */ s) => [s.binding, s.service]),
        [['STUDIO', studio.name]],
      );
    });
  }

  it("refuses the studio's local backend outside development, naming the studio's config", () => {
    const problems = configProblems({
      env: 'production',
      vars: { ...studioOf('production').vars, STUDIO_BACKEND: 'local', STUDIO_LOCAL_URL: 'http://127.0.0.1:9' },
      checkVars: checkStudio,
      origins,
      file: STUDIO_CONFIG,
    });
    assert.equal(problems.length, 1);
    assert.match(
      problems[0] ?? '',
      /^STUDIO_BACKEND: .*refused outside development \(\[env.production.vars\] in worker\/admin\/wrangler.toml\)\.$/,
    );
  });

  it('says that secrets are left to wrangler and the worker', () => {
    assert.match(SECRETS_NOTE, /FORM_SECRET/);
    assert.match(SECRETS_NOTE, /32 bytes/);
  });
});
