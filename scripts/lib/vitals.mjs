// `npm run vitals`: the field web vitals the worker keeps (POST /_app/vitals → the VITALS Analytics
// Engine dataset), read back with the Analytics Engine SQL API. Pure functions here (arguments, the
// query, the answer, the table) and `runVitals`, which is given its fetch; scripts/vitals.mjs runs it.
// The columns come from worker/vitals-dataset.ts (VITALS_COLUMNS), where the layout is written down.
import { ENVIRONMENTS, isEnvironment } from './env.mjs';

/** The metrics the table shows: Core Web Vitals (LCP, INP, CLS) and TTFB. */
export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'];

/** @typedef {{ page: string, lang: string, metric: string, samples: number, good: number, p75: number }} VitalsRow */

/** Analytics Engine keeps data points for three months. */
const MAX_DAYS = 92;

export const USAGE = `usage: npm run vitals -- [--env production|staging] [--since <n>d|<n>h] [--page <id>]

Prints, for each page of the site (its route id and language, e.g. careers en), the field web vitals
visitors' browsers sent: the 75th percentile (p75) of LCP, INP, CLS and TTFB, the share of samples
rated good (web.dev thresholds: LCP ≤ 2500 ms, INP ≤ 200 ms, CLS ≤ 0.1, TTFB ≤ 800 ms) and the
number of samples, weighted by Analytics Engine's sampling. Read from the environment's VITALS
dataset (wrangler.toml) with the Analytics Engine SQL API.

options:
  --env <name>     production (default) or staging
  --since <span>   how far back: days (7d, the default) or hours (24h); at most ${MAX_DAYS}d (data is kept three months)
  --page <id>      one page only: a route id such as home, careers, position, contact, unknown
  --help           this text

needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (a token with the permission Account Analytics: Read)`;

/** @typedef {{ help: boolean, env: string, since: { amount: number, unit: 'DAY' | 'HOUR' }, page: string | undefined }} VitalsArgs */

/**
 * Reads the command line; throws a message with the usage on anything it does not know.
 * @param {string[]} argv
 * @returns {VitalsArgs}
 */
export function parseVitalsArgs(argv) {
  /** @type {(why: string) => never} */
  const fail = (why) => {
    throw new Error(`${why}\n\n${USAGE}`);
  };
  /** @type {VitalsArgs} */
  const args = { help: false, env: 'production', since: { amount: 7, unit: /** @type {'DAY' | 'HOUR'} */ ('DAY') }, page: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = /** @type {string} */ (argv[i]); // i < argv.length
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i] ?? fail(`${name} needs a value`);
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--env') args.env = value();
    else if (name === '--since') {
      const span = value();
      const m = /^([1-9][0-9]*)([dh])$/.exec(span);
      if (!m) fail(`--since takes days or hours, e.g. 7d or 24h, not ${JSON.stringify(span)}`);
      args.since = { amount: Number(m[1]), unit: m[2] === 'd' ? 'DAY' : 'HOUR' };
      const days = args.since.unit === 'DAY' ? args.since.amount : args.since.amount / 24;
      if (days > MAX_DAYS) fail(`--since ${span} reaches past the three months Analytics Engine keeps (at most ${MAX_DAYS}d)`);
    } else if (name === '--page') {
      const page = value();
      // A route id: what the worker writes as the page (lowercase words joined by hyphens).
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(page))
        fail(`not a page id: ${JSON.stringify(page)} (route ids such as home, careers, position)`);
      args.page = page;
    } else fail(`unknown argument ${JSON.stringify(arg)}`);
  }
  if (!isEnvironment(args.env)) fail(`unknown environment ${JSON.stringify(args.env)}: one of ${ENVIRONMENTS.join(', ')}`);
  return args;
}

/** A dataset name as the SQL API's FROM takes it (wrangler.toml's names are letters, digits, underscores). @param {string} dataset */
function tableName(dataset) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(dataset)) throw new Error(`dataset name ${JSON.stringify(dataset)} is not a plain SQL identifier`);
  return dataset;
}

/**
 * The one query behind the table: per page, language and metric, the weighted p75, the samples and
 * the samples rated good. `_sample_interval` weighs each row by how many data points it stands for.
 * @param {{ dataset: string, since: { amount: number, unit: string }, page?: string, columns: Record<string, string> }} options
 */
export function vitalsSql({ dataset, since, page, columns: c }) {
  const where = [
    `timestamp > NOW() - INTERVAL '${since.amount}' ${since.unit}`,
    `${c.metric} IN (${METRICS.map((m) => `'${m}'`).join(', ')})`,
  ];
  // The page id was checked against /^[a-z0-9-]+$/: it cannot end the literal.
  if (page !== undefined) where.push(`${c.page} = '${page}'`);
  return [
    'SELECT',
    `  ${c.page} AS page,`,
    `  ${c.lang} AS lang,`,
    `  ${c.metric} AS metric,`,
    '  SUM(_sample_interval) AS samples,',
    `  SUM(IF(${c.rating} = 'good', _sample_interval, 0)) AS good,`,
    `  QUANTILEWEIGHTED(0.75, ${c.value}, _sample_interval) AS p75`,
    `FROM ${tableName(dataset)}`,
    `WHERE ${where.join(' AND ')}`,
    `GROUP BY ${c.page}, ${c.lang}, ${c.metric}`,
    `ORDER BY ${c.page}, ${c.lang}, ${c.metric}`,
    'FORMAT JSON',
  ].join('\n');
}

/**
 * The SQL API's JSON answer as rows; 64-bit integers come quoted (ClickHouse's JSON), so every
 * number is read with Number().
 * @param {string} text
 * @returns {VitalsRow[]}
 */
export function parseAnswer(text) {
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`the SQL API answered something that is not JSON: ${text.slice(0, 200)}`);
  }
  if (!json || !Array.isArray(json.data)) throw new Error(`the SQL API answered without rows: ${text.slice(0, 200)}`);
  return json.data.map((/** @type {Record<string, unknown>} */ r) => ({
    page: String(r.page),
    lang: String(r.lang),
    metric: String(r.metric),
    samples: Number(r.samples),
    good: Number(r.good),
    p75: Number(r.p75),
  }));
}

/** A p75 as people read it: milliseconds for timings, three decimals for CLS. @param {string} metric @param {number} value */
function formatValue(metric, value) {
  if (!Number.isFinite(value)) return '–';
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/**
 * The table: one line per page and language, for each metric p75, share good and samples.
 * @param {ReturnType<typeof parseAnswer>} rows
 */
export function formatTable(rows) {
  if (rows.length === 0) return 'No samples in this period.';
  /** @type {Map<string, { page: string, lang: string, metrics: Record<string, VitalsRow> }>} */
  const pages = new Map();
  for (const r of rows) {
    const key = `${r.page}\u0000${r.lang}`;
    let entry = pages.get(key);
    if (!entry) pages.set(key, (entry = { page: r.page, lang: r.lang, metrics: {} }));
    entry.metrics[r.metric] = r;
  }
  const header = ['page', 'lang', ...METRICS.flatMap((m) => [`${m} p75`, 'good', 'n'])];
  const lines = [...pages.values()].map(({ page, lang, metrics }) => [
    page,
    lang,
    ...METRICS.flatMap((m) => {
      const r = metrics[m];
      if (!r || !(r.samples > 0)) return ['–', '–', '0'];
      return [formatValue(m, r.p75), `${Math.round((100 * r.good) / r.samples)}%`, String(r.samples)];
    }),
  ]);
  // Every line has a cell per header column.
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => /** @type {string} */ (l[i]).length)));
  // Names left, figures right.
  const row = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(/** @type {number} */ (widths[i])) : cell.padStart(/** @type {number} */ (widths[i]))))
      .join('  ')
      .trimEnd();
  return [row(header), ...lines.map(row)].join('\n');
}

/** How the period reads in the heading. @param {VitalsArgs['since']} since */
const periodText = ({ amount, unit }) => `last ${amount} ${unit === 'DAY' ? 'day' : 'hour'}${amount === 1 ? '' : 's'}`;

/**
 * Runs `npm run vitals`: checks the arguments and the credentials, asks the SQL API, prints the table.
 * Returns the exit code. Nothing here touches the network but `fetch`, which the caller gives.
 * @param {{ argv: string[], env: Record<string, string | undefined>, fetch: typeof globalThis.fetch, datasetFor: (env: string) => string | undefined, columns: Record<string, string>, out: (text: string) => void, err: (text: string) => void }} io
 */
export async function runVitals({ argv, env, fetch, datasetFor, columns, out, err }) {
  let args;
  try {
    args = parseVitalsArgs(argv);
  } catch (error) {
    err(/** @type {Error} */ (error).message); // parseVitalsArgs throws Errors
    return 2;
  }
  if (args.help) {
    out(USAGE);
    return 0;
  }
  const missing = ['CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_API_TOKEN'].filter((name) => !env[name]);
  if (missing.length > 0) {
    err(
      `${missing.join(' and ')} not set: the account id (dashboard, Workers overview) and an API token with the permission Account Analytics: Read (README "Field web vitals").`,
    );
    return 2;
  }
  const dataset = datasetFor(args.env);
  if (!dataset) {
    err(`wrangler.toml binds no VITALS dataset for [env.${args.env}].`);
    return 1;
  }
  // Both were checked above.
  const account = /** @type {string} */ (env.CLOUDFLARE_ACCOUNT_ID);
  const sql = vitalsSql({ dataset, since: args.since, page: args.page, columns });
  const url = `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(account)}/analytics_engine/sql`;
  let res;
  try {
    res = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}` }, body: sql });
  } catch (error) {
    err(`The Analytics Engine SQL API could not be reached: ${/** @type {Error} */ (error).message}`); // fetch rejects with Errors
    return 1;
  }
  const text = await res.text();
  if (!res.ok) {
    const hint =
      res.status === 401 || res.status === 403 ? ' Check that the token has the permission Account Analytics: Read on this account.' : '';
    err(`The Analytics Engine SQL API answered ${res.status}: ${text.slice(0, 300).trim()}${hint}`);
    return 1;
  }
  let rows;
  try {
    rows = parseAnswer(text);
  } catch (error) {
    err(/** @type {Error} */ (error).message); // parseAnswer throws Errors
    return 1;
  }
  out(
    `Field web vitals, ${args.env} (dataset ${dataset}), ${periodText(args.since)}${args.page ? `, page ${args.page}` : ''}: p75, share rated good, samples\n`,
  );
  out(formatTable(rows));
  return 0;
}
