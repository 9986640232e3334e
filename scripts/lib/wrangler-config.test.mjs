// node --test: wrangler.toml's deployment environments, read the way wrangler reads them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { unstable_readConfig } from 'wrangler';
import { ENVIRONMENTS } from './env.mjs';
import { loadTs } from './load-ts.mjs';

// The deployed origins, named once for the worker and the deploy.
const { DEPLOYED_ORIGINS } = await loadTs('worker/origins.ts');

const read = (/** @type {string | undefined} */ env) =>
  unstable_readConfig({ config: new URL('../../wrangler.toml', import.meta.url).pathname, env });
const ENVS = { staging: read('staging'), production: read('production') };
const TOP = read(undefined);
const buildsId = (/** @type {ReturnType<typeof read>} */ config) =>
  config.kv_namespaces.find((/** @type {{ binding: string }} */ ns) => ns.binding === 'BUILDS')?.id;

describe('wrangler.toml environments', () => {
  it('are the ones the scripts target (ENVIRONMENTS: deploy, leads --remote, vitals), and no other', () => {
    const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
    const tables = new Set([...toml.matchAll(/^\[\[?env\.([a-z]+)[.\]]/gm)].map((m) => m[1] ?? ''));
    assert.deepEqual([...tables].sort(), [...ENVIRONMENTS].sort());
    assert.deepEqual(Object.keys(ENVS).sort(), [...ENVIRONMENTS].sort());
    assert.deepEqual(Object.keys(DEPLOYED_ORIGINS).sort(), [...ENVIRONMENTS].sort());
  });

  for (const [name, config] of Object.entries(ENVS)) {
    it(`${name}: its own worker, BUILDS namespace, SITE_URL and ENVIRONMENT; faults compiled out`, () => {
      assert.equal(config.name, `company-site-${name}`);
      assert.match(buildsId(config) ?? '', /^[0-9a-f]{32}$/);
      assert.equal(config.vars.ENVIRONMENT, name);
      assert.equal(config.vars.SITE_URL, DEPLOYED_ORIGINS[name], 'worker/origins.ts names the origin of each deployment');
      assert.equal(new URL(config.vars.SITE_URL).protocol, 'https:');
      assert.equal(config.define.__ENABLE_FAULTS__, 'false');
      assert.equal(config.assets?.directory, 'dist/client');
      assert.equal(config.assets?.binding, 'ASSETS');
      assert.equal(config.observability?.enabled, true);
    });
  }

  it('no two environments share a BUILDS namespace or a SITE_URL', () => {
    const ids = [TOP, ENVS.staging, ENVS.production].map(buildsId);
    assert.equal(new Set(ids).size, 3);
    assert.notEqual(ENVS.staging.vars.SITE_URL, ENVS.production.vars.SITE_URL);
  });

  it('production is the site origin; staging runs the worker first so static files get X-Robots-Tag', () => {
    assert.equal(DEPLOYED_ORIGINS.production, 'https://www.larchfield.dev');
    assert.equal(ENVS.staging.assets?.run_worker_first, true);
  });

  it('every environment runs the worker first under /admin (forwarded to the studio: no file there skips its Access check); production only there', () => {
    for (const config of [TOP, ENVS.production]) assert.deepEqual(config.assets?.run_worker_first, ['/admin', '/admin/*']);
  });

  it("every environment binds its own studio Worker (STUDIO, worker/admin/wrangler.toml): the site's vars and secrets name none of the studio's", () => {
    const studio = (/** @type {string | undefined} */ env) =>
      unstable_readConfig({ config: new URL('../../worker/admin/wrangler.toml', import.meta.url).pathname, env });
    for (const [env, config] of [
      [undefined, TOP],
      ['staging', ENVS.staging],
      ['production', ENVS.production],
    ]) {
      const own = studio(/** @type {string | undefined} */ (env));
      assert.deepEqual(
        config.services.map((/** @type {{ binding: string, service: string }} */ s) => [s.binding, s.service]),
        [['STUDIO', own.name]],
        String(env),
      );
      assert.equal(own.name, env ? `company-site-studio-${env}` : 'company-site-studio');
      assert.deepEqual(
        Object.keys(config.vars).filter((name) => name.startsWith('STUDIO_')),
        [],
      );
      assert.equal(own.workers_dev, false, 'reached through the binding only');
      assert.equal(own.assets?.directory, '../../dist/studio', 'dist/studio, relative to worker/admin/');
      assert.equal(own.assets?.run_worker_first, true);
      assert.equal(own.observability?.logs?.invocation_logs, false);
      if (env) {
        assert.equal(own.vars.ENVIRONMENT, env);
        assert.equal(own.vars.SITE_URL, DEPLOYED_ORIGINS[env]);
        assert.equal(own.vars.STUDIO_BACKEND, 'github');
      }
    }
  });

  it('every environment has its own VITALS Analytics Engine dataset (npm run vitals reads it)', () => {
    const datasets = [TOP, ENVS.staging, ENVS.production].map(
      (config) =>
        config.analytics_engine_datasets.find((/** @type {{ binding: string, dataset?: string }} */ d) => d.binding === 'VITALS')?.dataset,
    );
    assert.deepEqual(datasets, ['company_site_vitals', 'company_site_staging_vitals', 'company_site_production_vitals']);
  });
});
