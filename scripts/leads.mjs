#!/usr/bin/env node
// `npm run leads -- <command>`: list, resend, export and delete what visitors sent (see USAGE in
// lib/leads.mjs). Local by default (the database `npm start` uses), `--remote` for a deployment.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/dev-server.mjs';
import { WRANGLER_ENV } from './lib/env.mjs';
import { SWEEP_CRON, d1Argv, deleteSql, exportSql, formatRow, listSql, parseD1Json, parseLeadsArgs, resendSql } from './lib/leads.mjs';

let args;
try {
  args = parseLeadsArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

/** Runs SQL statements (`;`-separated) on the chosen database; the rows of each statement. */
function query(sql) {
  let stdout;
  try {
    stdout = execFileSync(join(ROOT, 'node_modules/.bin/wrangler'), d1Argv(args, sql), { cwd: ROOT, env: WRANGLER_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    console.error(`wrangler d1 execute failed:\n${error.stderr || error.stdout || error.message}`);
    process.exit(1);
  }
  return parseD1Json(stdout);
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
    const [rows] = query(listSql(args.filter));
    const what = { undelivered: 'not mailed yet', all: 'stored', held: 'held as spam', failed: 'whose mail failed' }[args.filter];
    console.log(`${rows.length} message(s) ${what} in ${where}${rows.length ? ':' : '.'}`);
    for (const row of rows) console.log(formatRow(row));
    break;
  }
  case 'resend': {
    const [rows] = query(resendSql(args.ids));
    console.log(`${rows.length} message(s) in ${where} marked to be mailed again${rows.length ? `: ${rows.map((r) => r.id).join(', ')}` : '.'}`);
    if (rows.length === 0) break;
    console.log(args.remote ? 'The site’s scheduled sweep (every 10 minutes) mails them; `npm run leads -- list --remote` shows when they are gone from the list.' : await sweepLocally());
    break;
  }
  case 'export': {
    const results = query(exportSql(args.email).join('; '));
    console.log(JSON.stringify({ email: args.email, exportedAt: new Date().toISOString(), source: where, records: results.flat() }, null, 2));
    break;
  }
  case 'delete': {
    if (!args.yes) {
      const found = query(exportSql(args.email).join('; ')).flat();
      console.log(`${found.length} record(s) stored for ${args.email} in ${where}. Run again with --yes to delete them.`);
      for (const r of found) console.log(`  ${r.table} ${r.id} ${new Date(r.created_at).toISOString()}`);
      break;
    }
    const deleted = query(deleteSql(args.email).join('; ')).flat();
    console.log(`Deleted ${deleted.length} record(s) stored for ${args.email} in ${where}.`);
    break;
  }
}
