#!/usr/bin/env node
// `npm run leads -- <command>`: list, resend, export and delete what visitors sent (see USAGE in
// lib/leads.mjs). Local by default (the database `npm start` uses), `--remote` for a deployment.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './lib/dev-server.mjs';
import { WRANGLER_ENV } from './lib/env.mjs';
import {
  LOCAL_BUSY_RETRIES,
  SWEEP_CRON,
  cvSql,
  d1Argv,
  deleteSql,
  exportSql,
  formatRow,
  isDatabaseBusy,
  listSql,
  parseD1Json,
  parseLeadsArgs,
  printable,
  r2Argv,
  resendSql,
} from './lib/leads.mjs';

// Everything printed goes through printable(): what visitors stored never reaches the terminal raw.
for (const stream of /** @type {const} */ (['log', 'error'])) {
  const write = console[stream].bind(console);
  console[stream] = (/** @type {unknown[]} */ ...parts) => write(...parts.map((p) => (typeof p === 'string' ? printable(p) : p)));
}

/** @typedef {import('./lib/leads.mjs').LeadsArgs} LeadsArgs */

/**
 * A stored message or application, as D1 returns its columns (`export` has every column).
 * @typedef {{ id: string, table?: string, created_at: number, cv_key: string, cv_name: string }} StoredRow
 */

/** @type {LeadsArgs} */
let args;
try {
  args = parseLeadsArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

/**
 * The e-mail address of `export` and `delete` (parseLeadsArgs makes sure there is one).
 * @returns {string}
 */
function email() {
  if (args.email === undefined) throw new Error(`${args.command} needs an e-mail address`);
  return args.email;
}

/**
 * Runs wrangler; its output, or the process ends saying what failed. Locally, the running site
 * (`npm start`) may hold the database's write lock for a moment (SQLITE_BUSY): the command is
 * tried again until the lock is free, for at most LOCAL_BUSY_RETRIES tries with a growing pause.
 */
function wrangler(/** @type {string[]} */ argv) {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync(join(ROOT, 'node_modules/.bin/wrangler'), argv, {
        cwd: ROOT,
        env: WRANGLER_ENV,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (caught) {
      // execFileSync's error carries what the command printed.
      const error = /** @type {Error & { stdout?: string, stderr?: string }} */ (caught);
      const output = `${error.stderr || ''}${error.stdout || ''}`;
      if (!args.remote && attempt < LOCAL_BUSY_RETRIES && isDatabaseBusy(output)) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100 * attempt);
        continue;
      }
      console.error(`wrangler ${argv.slice(0, 3).join(' ')} failed:\n${output || error.message}`);
      process.exit(1);
    }
  }
}

/**
 * Runs SQL statements (`;`-separated) on the chosen database; the rows of each statement, with
 * the columns the SQL selects (`Row`).
 * @template [Row=StoredRow]
 * @param {string} sql
 * @returns {Row[][]}
 */
const query = (sql) => /** @type {Row[][]} */ (parseD1Json(wrangler(d1Argv(args, sql))));

/**
 * The rows of a query of one statement.
 * @template [Row=StoredRow]
 * @param {string} sql
 * @returns {Row[]}
 */
const queryOne = (sql) => /** @type {Row[]} */ (query(sql)[0] ?? []);

/** The CV bucket of the chosen deployment (wrangler.toml's CVS binding). */
async function cvBucket() {
  // wrangler's module takes a while to load: only the commands that touch files pay for it.
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env: args.remote ? args.env : undefined });
  const bucket = config.r2_buckets.find((/** @type {{ binding: string }} */ b) => b.binding === 'CVS');
  if (!bucket) throw new Error('wrangler.toml has no CVS bucket');
  return { name: bucket.bucket_name, jurisdiction: bucket.jurisdiction };
}

/**
 * Downloads CVs (rows with cv_key and id) into `dir`; the files' paths.
 * @param {StoredRow[]} rows
 * @param {string} dir
 */
async function downloadCvs(rows, dir) {
  mkdirSync(dir, { recursive: true });
  if (rows.length === 0) return [];
  const bucket = await cvBucket();
  return rows.map((row) => {
    const file = resolve(dir, `${row.id}.pdf`);
    wrangler(r2Argv(args, bucket, 'get', row.cv_key, file));
    return file;
  });
}

const where = args.remote ? `the ${args.env} database (remote)` : `the local database (${args.persistTo})`;

/** Asks the local site to run its scheduled sweep now (`npm start` serves with --test-scheduled). */
async function sweepLocally() {
  const url = `http://127.0.0.1:${args.port}/__scheduled?cron=${encodeURIComponent(SWEEP_CRON)}`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (res.ok) return `The local site (port ${args.port}) ran its mail sweep: they are being mailed now.`;
    return `The local site answered ${res.status} to ${url}; they go out at its next sweep.`;
  } catch {
    return `No local site answers on port ${args.port}: they go out once \`npm start\` runs and its sweep does (this command, run again, starts it).`;
  }
}

switch (args.command) {
  case 'list': {
    /** @type {import('./lib/leads.mjs').ListRow[]} */
    const rows = queryOne(listSql(args.filter));
    const what = { undelivered: 'not mailed yet', all: 'stored', held: 'held as spam', failed: 'whose mail failed' }[args.filter];
    console.log(`${rows.length} message(s) ${what} in ${where}${rows.length ? ':' : '.'}`);
    for (const row of rows) console.log(formatRow(row));
    const overdue = rows.filter((r) => r.overdue).length;
    if (overdue > 0)
      console.log(
        `${overdue} of them OVERDUE: pending an hour after their last attempt. The scheduled sweep queues them again; a second mail carries the same reference.`,
      );
    break;
  }
  case 'resend': {
    const rows = query(resendSql(args.ids).join('; ')).flat();
    console.log(
      `${rows.length} message(s) in ${where} marked to be mailed again${rows.length ? `: ${rows.map((r) => r.id).join(', ')}` : '.'}`,
    );
    if (rows.length === 0) break;
    console.log(
      args.remote
        ? 'The site’s scheduled sweep (every 10 minutes) mails them; `npm run leads -- list --remote` shows when they are gone from the list.'
        : await sweepLocally(),
    );
    break;
  }
  case 'export': {
    const records = query(exportSql(email()).join('; ')).flat();
    const files = args.files
      ? await downloadCvs(
          records.filter((r) => r.table === 'applications' && r.cv_key !== ''),
          args.files,
        )
      : [];
    console.log(JSON.stringify({ email: args.email, exportedAt: new Date().toISOString(), source: where, records, files }, null, 2));
    break;
  }
  case 'cv': {
    const id = args.ids[0] ?? '';
    const [cv] = queryOne(cvSql({ id }));
    if (!cv) {
      console.error(`No application ${id} in ${where}.`);
      process.exit(1);
    }
    const file = resolve(args.out ?? `${cv.id}.pdf`);
    wrangler(r2Argv(args, await cvBucket(), 'get', cv.cv_key, file));
    console.log(`${cv.cv_name} of application ${cv.id} written to ${file}`);
    break;
  }
  case 'delete': {
    if (!args.yes) {
      const found = query(exportSql(email()).join('; ')).flat();
      console.log(`${found.length} record(s) stored for ${email()} in ${where}. Run again with --yes to delete them.`);
      for (const r of found) console.log(`  ${r.table} ${r.id} ${new Date(r.created_at).toISOString()}`);
      break;
    }
    // The files first: once their rows are gone, nothing would name them.
    const cvs = queryOne(cvSql({ email: email() }));
    if (cvs.length > 0) {
      const bucket = await cvBucket();
      for (const cv of cvs) wrangler(r2Argv(args, bucket, 'delete', cv.cv_key));
    }
    const deleted = query(deleteSql(email()).join('; ')).flat();
    console.log(`Deleted ${deleted.length} record(s) stored for ${email()} in ${where}, and ${cvs.length} CV file(s).`);
    break;
  }
}
