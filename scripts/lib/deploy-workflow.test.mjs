// node --test: the pipeline in the repository (.github/workflows/deploy.yml) deploys a commit on
// main only after the checks `npm run check` runs, installed as .ci/run installs; and the build
// names the commit it was made from (dist/build-manifest.json `commit`, `npm run build` first),
// which the studio compares with the commit a save made.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { ROOT } from './dev-server.mjs';

/** @typedef {{ name?: string, uses?: string, run?: string, with?: Record<string, unknown>, env?: Record<string, string> }} Step */

const workflow = parse(readFileSync(join(ROOT, '.github/workflows/deploy.yml'), 'utf8'));
const jobs = /** @type {Record<string, { steps: Step[], env?: Record<string, string> }>} */ (workflow.jobs);
const [job, ...otherJobs] = Object.values(jobs);
const steps = job?.steps ?? [];
const index = (/** @type {(s: Step) => boolean} */ test) => steps.findIndex(test);

describe('the deploy workflow', () => {
  it('runs on a push to main, in one job', () => {
    assert.deepEqual(workflow.on, { push: { branches: ['main'] } });
    assert.equal(otherJobs.length, 0);
    assert.equal(workflow.concurrency?.['cancel-in-progress'], false, 'a deploy under way is never cancelled');
  });

  it('checks out the whole history, so page times and the build’s commit are the repository’s', () => {
    const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    assert.equal(checkout?.with?.['fetch-depth'], 0);
  });

  it('installs as .ci/run does and runs what npm run check runs, then deploys production with the two secrets', () => {
    const check = index((s) => s.run === '.ci/run npm run check');
    const deploy = index((s) => s.run === 'npm run deploy');
    assert.ok(check >= 0, 'a step runs `.ci/run npm run check`');
    assert.ok(deploy > check, 'the deploy comes after the checks');
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
    assert.match(scripts.check, /^npm test && /, 'npm run check runs the whole suite first');
    assert.equal(scripts.deploy, 'node scripts/deploy.mjs', 'npm run deploy targets production');
    assert.deepEqual(steps[deploy]?.env, {
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
    });
    // Only the deploy step sees them: the tests run without Cloudflare's credentials.
    assert.ok(steps.every((s, i) => i === deploy || !JSON.stringify(s).includes('secrets.')));
  });

  it('runs .ci/run with the command given, and npm test without one', () => {
    const run = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    assert.match(run, /^if \[ "\$#" -gt 0 \]; then "\$@"; else npm test; fi$/m);
  });

  it('says it is CI, so wrangler asks nothing (the D1 migrations, a deploy over a dashboard change)', () => {
    assert.equal(job?.env?.CI, 'true');
  });
});

describe('the build', () => {
  it('names the commit it was made from', () => {
    const { commit } = JSON.parse(readFileSync(join(ROOT, 'dist/build-manifest.json'), 'utf8'));
    assert.match(commit, /^[0-9a-f]{40}$/, 'dist/build-manifest.json has a commit (run `npm run build` first)');
    // dist/ may be older than the last commit, never of another history.
    execFileSync('git', ['merge-base', '--is-ancestor', commit, 'HEAD'], { cwd: ROOT, stdio: 'ignore' });
  });
});
