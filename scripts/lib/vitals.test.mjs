// node --test: `npm run vitals` against recorded-format answers of the Analytics Engine SQL API
// (fixtures/): its arguments, its query (on the worker's own column layout), its table, and what it
// says when credentials or the API fail. The fetch is injected: no network is touched.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { loadTs } from './load-ts.mjs';
import { METRICS, USAGE, formatTable, parseAnswer, parseVitalsArgs, runVitals, vitalsSql } from './vitals.mjs';

const { VITALS_COLUMNS } = await loadTs('worker/vitals-dataset.ts');
const { VITAL_THRESHOLDS } = await loadTs('client/vitals.ts');
const fixture = (/** @type {string} */ name) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const CREDENTIALS = { CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef', CLOUDFLARE_API_TOKEN: 'token-xyz' };
/** @type {Record<string, string>} */
const DATASETS = { production: 'company_site_production_vitals', staging: 'company_site_staging_vitals' };

/**
 * Runs the command with a fetch that answers `answer` (status, body) and records what it was asked.
 * @param {string[]} argv
 * @param {{ answer?: { status: number, body: string } | Error, env?: Record<string, string | undefined> }} [options]
 */
async function run(argv, { answer = { status: 200, body: fixture('vitals-production-7d.json') }, env = CREDENTIALS } = {}) {
  /** @type {{ url: Parameters<typeof globalThis.fetch>[0], init: RequestInit | undefined }[]} */
  const calls = [];
  /** @type {string[]} */
  const out = [];
  /** @type {string[]} */
  const err = [];
  /** @type {typeof globalThis.fetch} */
  const fetch = async (url, init) => {
    calls.push({ url, init });
    if (answer instanceof Error) throw answer;
    return new Response(answer.body, { status: answer.status });
  };
  const code = await runVitals({
    argv,
    env,
    fetch,
    datasetFor: (e) => DATASETS[e],
    columns: VITALS_COLUMNS,
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, calls, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run vitals: arguments', () => {
  it('defaults to production, the last 7 days, every page', () => {
    assert.deepEqual(parseVitalsArgs([]), { help: false, env: 'production', since: { amount: 7, unit: 'DAY' }, page: undefined });
  });

  it('reads --env, --since in days or hours and --page, also as --name=value', () => {
    assert.deepEqual(parseVitalsArgs(['--env', 'staging', '--since', '24h', '--page=careers']), {
      help: false,
      env: 'staging',
      since: { amount: 24, unit: 'HOUR' },
      page: 'careers',
    });
    assert.deepEqual(parseVitalsArgs(['--since=30d']).since, { amount: 30, unit: 'DAY' });
  });

  for (const [argv, why] of /** @type {[string[], RegExp][]} */ ([
    [['--env', 'prod'], /unknown environment "prod"/],
    [['--since', '7'], /--since takes days or hours/],
    [['--since', '0d'], /--since takes days or hours/],
    [['--since', '120d'], /three months/],
    [['--page', "careers' OR 1=1 --"], /not a page id/],
    [['--page'], /--page needs a value/],
    [['--verbose'], /unknown argument "--verbose"/],
  ])) {
    it(`refuses ${argv.join(' ')} with the usage`, async () => {
      assert.throws(
        () => parseVitalsArgs(argv),
        (/** @type {Error} */ e) => why.test(e.message) && e.message.includes(USAGE),
      );
      const { code, calls, err } = await run(argv);
      assert.equal(code, 2);
      assert.equal(calls.length, 0);
      assert.match(err, why);
    });
  }

  it('--help says what it prints, and its thresholds are the worker’s', async () => {
    const { code, out, calls } = await run(['--help'], { env: {} });
    assert.equal(code, 0);
    assert.equal(calls.length, 0);
    assert.match(out, /p75\) of LCP, INP, CLS and TTFB/);
    assert.match(out, /share of samples\s+rated good/);
    assert.match(out, /number of samples/);
    assert.match(out, /Account Analytics: Read/);
    for (const metric of METRICS) {
      const good = VITAL_THRESHOLDS[metric][0];
      assert.match(out, new RegExp(`${metric} ≤ ${good}${metric === 'CLS' ? '' : ' ms'}`), metric);
    }
  });
});

describe('npm run vitals: the query', () => {
  it('reads the columns the worker writes (worker/vitals-dataset.ts), weighted by the sample interval', () => {
    const sql = vitalsSql({ dataset: 'company_site_production_vitals', since: { amount: 7, unit: 'DAY' }, columns: VITALS_COLUMNS });
    assert.equal(
      sql,
      [
        'SELECT',
        '  blob1 AS page,',
        '  blob2 AS lang,',
        '  blob3 AS metric,',
        '  SUM(_sample_interval) AS samples,',
        "  SUM(IF(blob4 = 'good', _sample_interval, 0)) AS good,",
        '  QUANTILEWEIGHTED(0.75, double1, _sample_interval) AS p75',
        'FROM company_site_production_vitals',
        "WHERE timestamp > NOW() - INTERVAL '7' DAY AND blob3 IN ('LCP', 'INP', 'CLS', 'TTFB')",
        'GROUP BY blob1, blob2, blob3',
        'ORDER BY blob1, blob2, blob3',
        'FORMAT JSON',
      ].join('\n'),
    );
  });

  it('narrows to one page and another period', () => {
    const sql = vitalsSql({
      dataset: 'company_site_staging_vitals',
      since: { amount: 24, unit: 'HOUR' },
      page: 'position',
      columns: VITALS_COLUMNS,
    });
    assert.match(sql, /FROM company_site_staging_vitals\n/);
    assert.match(
      sql,
      /WHERE timestamp > NOW\(\) - INTERVAL '24' HOUR AND blob3 IN \('LCP', 'INP', 'CLS', 'TTFB'\) AND blob1 = 'position'\n/,
    );
  });

  it('posts it to the account’s SQL API with the token, for the environment’s dataset', async () => {
    const { code, calls } = await run(['--env', 'staging', '--page', 'home']);
    assert.equal(code, 0);
    assert.equal(calls.length, 1);
    const [call] = calls;
    assert.ok(call?.init);
    assert.equal(call.url, 'https://api.cloudflare.com/client/v4/accounts/0123456789abcdef0123456789abcdef/analytics_engine/sql');
    assert.equal(call.init.method, 'POST');
    // runVitals passes its headers as a plain object.
    assert.equal(/** @type {Record<string, string>} */ (call.init.headers).Authorization, 'Bearer token-xyz');
    assert.equal(
      call.init.body,
      vitalsSql({ dataset: 'company_site_staging_vitals', since: { amount: 7, unit: 'DAY' }, page: 'home', columns: VITALS_COLUMNS }),
    );
  });
});

describe('npm run vitals: the table', () => {
  it('reads the answer’s quoted 64-bit integers as numbers', () => {
    const rows = parseAnswer(fixture('vitals-production-7d.json'));
    assert.equal(rows.length, 10);
    assert.deepEqual(rows[2], { page: 'careers', lang: 'en', metric: 'LCP', samples: 412, good: 338, p75: 2310.5 });
  });

  it('prints one line per page: p75, share good and samples of LCP, INP, CLS and TTFB', async () => {
    const { code, out, err } = await run([]);
    assert.equal(err, '');
    assert.equal(code, 0);
    assert.equal(
      out,
      [
        'Field web vitals, production (dataset company_site_production_vitals), last 7 days: p75, share rated good, samples\n',
        'page      lang  LCP p75  good     n  INP p75  good    n  CLS p75  good     n  TTFB p75  good     n',
        'careers   en    2311 ms   82%   412   152 ms   88%  205    0.021   96%   388    286 ms   97%   412',
        'home      en    1840 ms   90%  1841    96 ms   93%  640    0.004   98%  1730    213 ms   97%  1841',
        'position  en    2985 ms   59%    37        –     –    0        –     –     0    640 ms   81%    37',
      ].join('\n'),
    );
  });

  it('says so when the period has no samples', async () => {
    const { code, out } = await run(['--since', '1h'], { answer: { status: 200, body: fixture('vitals-empty.json') } });
    assert.equal(code, 0);
    assert.match(out, /last 1 hour: /);
    assert.match(out, /No samples in this period\./);
    assert.equal(formatTable([]), 'No samples in this period.');
  });
});

describe('npm run vitals: failures', () => {
  it('names the missing credentials and the token’s permission, and asks nothing', async () => {
    const { code, err, calls } = await run([], { env: { CLOUDFLARE_ACCOUNT_ID: 'x' } });
    assert.equal(code, 2);
    assert.equal(calls.length, 0);
    assert.match(err, /CLOUDFLARE_API_TOKEN not set/);
    assert.match(err, /Account Analytics: Read/);
  });

  it('reports the API’s refusal with its status, and a hint on the permission for 401/403', async () => {
    const { code, err } = await run([], {
      answer: { status: 403, body: '{"success":false,"errors":[{"code":10000,"message":"Authentication error"}]}' },
    });
    assert.equal(code, 1);
    assert.match(err, /answered 403: .*Authentication error/);
    assert.match(err, /Account Analytics: Read/);
  });

  it('reports an SQL error as the API words it', async () => {
    const { code, err } = await run([], { answer: { status: 422, body: 'unknown table: company_site_production_vitals' } });
    assert.equal(code, 1);
    assert.match(err, /answered 422: unknown table/);
  });

  it('reports an answer that is not the expected JSON, and a network failure', async () => {
    assert.match((await run([], { answer: { status: 200, body: '<html>' } })).err, /not JSON/);
    const offline = await run([], { answer: new Error('getaddrinfo ENOTFOUND') });
    assert.equal(offline.code, 1);
    assert.match(offline.err, /could not be reached: getaddrinfo ENOTFOUND/);
  });
});
