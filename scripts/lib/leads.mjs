// `npm run leads`: what visitors sent, for the people who run the site. Pure functions here
// (arguments, SQL, wrangler's command line and output); scripts/leads.mjs runs them. Reads and
// writes the D1 database with `wrangler d1 execute` (the local one of `npm start` by default, the
// deployed one with --remote), so an ops engineer needs nothing but their Cloudflare login.
import { isEnvironment } from './env.mjs';
import { loadTs } from './load-ts.mjs';

const USAGE = `usage: npm run leads -- <command> [options]

commands:
  list [--all | --held | --failed]   messages and applications not mailed yet (default); all; those held as spam; those whose mail failed
  resend [<id> …]                    mail again every failed one, or the ones named (a held one too)
  export <e-mail> [--files <dir>]    everything stored for this address, as JSON (GDPR Art. 15); with --files, their CVs into <dir>
  delete <e-mail> [--yes]            delete everything stored for this address, CVs included (GDPR Art. 17); without --yes, only show it
  cv <id> [--out <file>]             download an application's CV (default: ./<id>.pdf)

options:
  --remote [--env production|staging]   the deployed database (default: the local one \`npm start\` uses)
  --persist-to <dir>                    the local state folder (default .wrangler/state)
  --port <n>                            where \`npm start\` serves, to mail at once after resend (default $PORT or 8787)`;

/** @typedef {import('./env.mjs').Environment} Environment */

/** @typedef {'list' | 'resend' | 'export' | 'delete' | 'cv'} LeadsCommand */
/** @typedef {keyof typeof LIST_WHERE} ListFilter */

/**
 * What the command line asks for.
 * @typedef {object} LeadsArgs
 * @property {LeadsCommand} command
 * @property {ListFilter} filter `list`'s choice of rows
 * @property {string[]} ids message or application ids (`resend`, `cv`)
 * @property {string | undefined} email the address of `export` and `delete`
 * @property {boolean} remote the deployed database instead of the local one
 * @property {Environment | undefined} env the deployed database's environment (with `remote`)
 * @property {string} persistTo the local state folder
 * @property {number} port where `npm start` serves
 * @property {boolean} yes `delete` really deletes
 * @property {string | undefined} out where `cv` writes the CV
 * @property {string | undefined} files where `export` writes the CVs
 */

/**
 * Where a command reads and writes: the local state or a deployed database.
 * @typedef {{ remote: false, persistTo: string } | { remote: true, env?: Environment }} Target
 */

/**
 * A row of `list`.
 * @typedef {object} ListRow
 * @property {string} id
 * @property {'contact' | 'apply'} kind
 * @property {number} created_at ms since the epoch
 * @property {string | null} about the topic or the position
 * @property {string | null} language the site's language it came from (en, de; null before migration 0004)
 * @property {string} email
 * @property {string} mail_status
 * @property {number} mail_attempts
 * @property {string | null} spam
 * @property {string | null} mail_error
 * @property {number} overdue 1 for a row still pending past PENDING_WINDOW_MS, else 0
 */

/** @type {readonly LeadsCommand[]} */
const COMMANDS = ['list', 'resend', 'export', 'delete', 'cv'];

/**
 * @param {string | undefined} value
 * @returns {value is LeadsCommand}
 */
const isCommand = (value) => COMMANDS.some((c) => c === value);

/** The tables that hold what visitors sent; each has the same email and mail_* columns. */
const TABLES = ['leads', 'applications'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A plausible e-mail address: what export and delete accept (the schema checked what was stored). */
const EMAIL = /^[^\s@\u0000-\u001f]+@[^\s@\u0000-\u001f]+\.[^\s@\u0000-\u001f]+$/;

/**
 * Reads the command line; throws a message with the usage on anything it does not know.
 * @param {readonly string[]} argv
 * @returns {LeadsArgs}
 */
export function parseLeadsArgs(argv, env = process.env) {
  /** @returns {never} */
  const fail = (/** @type {string} */ why) => {
    throw new Error(`${why}\n\n${USAGE}`);
  };
  const [command, ...rest] = argv;
  if (!isCommand(command)) return fail(command ? `unknown command ${JSON.stringify(command)}` : 'no command');
  /** @type {string | undefined} */
  let environment;
  /** @type {LeadsArgs} */
  const args = {
    command,
    filter: 'undelivered',
    ids: [],
    email: undefined,
    remote: false,
    env: undefined,
    persistTo: '.wrangler/state',
    port: Number(env.PORT ?? 8787),
    yes: false,
    out: undefined,
    files: undefined,
  };
  for (let i = 0; i < rest.length; i++) {
    const arg = /** @type {string} */ (rest[i]);
    const value = () => rest[++i] ?? fail(`${arg} needs a value`);
    if (arg === '--remote') args.remote = true;
    else if (arg === '--env') environment = value();
    else if (arg === '--persist-to') args.persistTo = value();
    else if (arg === '--port') args.port = Number(value());
    else if (arg === '--yes') args.yes = true;
    else if (arg === '--out' && command === 'cv') args.out = value();
    else if (arg === '--files' && command === 'export') args.files = value();
    else if (command === 'list' && (arg === '--all' || arg === '--held' || arg === '--failed'))
      args.filter = /** @type {ListFilter} */ (arg.slice(2));
    else if (arg.startsWith('-')) fail(`unknown option ${JSON.stringify(arg)}`);
    else if (command === 'resend' || (command === 'cv' && args.ids.length === 0)) args.ids.push(arg);
    else if ((command === 'export' || command === 'delete') && args.email === undefined) args.email = arg;
    else fail(`unexpected argument ${JSON.stringify(arg)}`);
  }
  if (environment !== undefined && !args.remote) fail('--env names a deployed database: add --remote');
  if (args.remote) environment ??= 'production';
  if (environment !== undefined)
    args.env = isEnvironment(environment) ? environment : fail(`unknown environment ${JSON.stringify(environment)}`);
  for (const id of args.ids) if (!UUID.test(id)) fail(`not a message id: ${JSON.stringify(id)}`);
  if ((command === 'export' || command === 'delete') && !(args.email && EMAIL.test(args.email))) fail('an e-mail address is needed');
  if (command === 'cv' && args.ids.length !== 1) fail('an application id is needed');
  if (!Number.isInteger(args.port) || args.port <= 0) fail('--port needs a port number');
  return args;
}

/**
 * A string as an SQL literal: single quotes doubled, so nothing in it can end the literal.
 * @param {string} value
 */
export function sqlString(value) {
  if (value.includes('\u0000')) throw new Error('NUL in an SQL string');
  return `'${value.replace(/'/g, "''")}'`;
}

const LIST_WHERE = {
  undelivered: "mail_status IN ('pending', 'failed')",
  all: '1 = 1',
  held: "mail_status = 'held'",
  failed: "mail_status = 'failed'",
};

/**
 * When a row still `pending` is overdue (its job was lost or its "sent" update failed): the
 * worker's own window and condition (worker/mail/overdue.ts), whose sweep queues it again.
 */
const overdueRule = /** @type {typeof import('../../worker/mail/overdue')} */ (await loadTs('worker/mail/overdue.ts'));
export const { PENDING_WINDOW_MS } = overdueRule;

/** The SQL condition of an overdue row at `now`. @param {number} now */
const overdueSql = (now) => overdueRule.overdueSql(String(Math.floor(now - PENDING_WINDOW_MS)));

/**
 * The query behind `list`: one row per message or application, newest first, without what they say; `overdue` 1 for a row pending past the window at `now`.
 * @param {ListFilter} filter @param {number} [now] ms since the epoch
 */
export function listSql(filter, now = Date.now()) {
  const where = LIST_WHERE[filter];
  const overdue = `CASE WHEN ${overdueSql(now)} THEN 1 ELSE 0 END AS overdue`;
  return (
    `SELECT id, 'contact' AS kind, created_at, topic AS about, language, email, mail_status, mail_attempts, spam, mail_error, ${overdue} FROM leads WHERE ${where} ` +
    `UNION ALL SELECT id, 'apply' AS kind, created_at, position_id AS about, language, email, mail_status, mail_attempts, spam, mail_error, ${overdue} FROM applications WHERE ${where} ` +
    'ORDER BY created_at DESC'
  );
}

/**
 * The statement behind `resend`: the rows go back to `pending` with no queued job, which the
 * worker's scheduled sweep (worker/mail/outbox.ts) then queues. With ids, those rows (held ones
 * too: an ops engineer decided they are no spam); without, every failed one.
 */
/** @param {readonly string[]} ids */
export function resendSql(ids) {
  const where =
    ids.length > 0 ? `id IN (${ids.map(sqlString).join(', ')}) AND mail_status IN ('failed', 'held', 'pending')` : "mail_status = 'failed'";
  return TABLES.map(
    (table) => `UPDATE ${table} SET mail_status = 'pending', mail_queued_at = NULL, mail_error = NULL WHERE ${where} RETURNING id`,
  );
}

/**
 * The query behind `cv` (and delete's files): an application's CV key and name.
 * @param {{ id: string, email?: undefined } | { id?: undefined, email: string }} which one application, or every one of an address
 */
export function cvSql({ id, email }) {
  // An empty cv_key: no CV was kept (the post failed the hard spam signals).
  if (id) return `SELECT id, cv_key, cv_name FROM applications WHERE id = ${sqlString(id)} AND cv_key != ''`;
  if (email === undefined) throw new Error('cvSql needs an application id or an e-mail address');
  return `SELECT id, cv_key, cv_name FROM applications WHERE email = ${sqlString(email)} COLLATE NOCASE AND cv_key != ''`;
}

/**
 * The wrangler command line that reads (`get`, into `file`) or deletes a CV in the chosen bucket.
 * @param {{ remote: false, persistTo: string } | { remote: true }} where
 * @param {{ name: string, jurisdiction?: string }} bucket the CV bucket of wrangler.toml's environment
 * @param {'get' | 'delete'} action
 * @param {string} key
 * @param {string} [file]
 * @returns {string[]}
 */
export function r2Argv(where, bucket, action, key, file) {
  const target = where.remote
    ? ['--remote', ...(bucket.jurisdiction ? ['--jurisdiction', bucket.jurisdiction] : [])]
    : ['--local', '--persist-to', where.persistTo];
  return ['r2', 'object', action, `${bucket.name}/${key}`, ...(action === 'get' && file !== undefined ? ['--file', file] : []), ...target];
}

/**
 * The queries behind `export`: every column of every row stored for the address, per table.
 * @param {string} email
 */
export function exportSql(email) {
  return TABLES.map(
    (table) => `SELECT '${table}' AS "table", * FROM ${table} WHERE email = ${sqlString(email)} COLLATE NOCASE ORDER BY created_at`,
  );
}

/**
 * The statements behind `delete`.
 * @param {string} email
 */
export function deleteSql(email) {
  return TABLES.map((table) => `DELETE FROM ${table} WHERE email = ${sqlString(email)} COLLATE NOCASE RETURNING id`);
}

/**
 * The wrangler command line that runs `sql` on the chosen database and prints JSON.
 * @param {Target} target
 * @param {string} sql
 * @returns {string[]}
 */
export function d1Argv(target, sql) {
  const where = target.remote ? ['--remote', '--env', target.env ?? 'production'] : ['--local', '--persist-to', target.persistTo];
  return ['d1', 'execute', 'DB', ...where, '--json', '--command', sql];
}

/**
 * The result rows of each statement, from `wrangler d1 execute --json`'s output.
 * @param {string} stdout
 * @returns {Record<string, unknown>[][]}
 */
export function parseD1Json(stdout) {
  const start = stdout.indexOf('[');
  if (start < 0) throw new Error(`wrangler printed no JSON:\n${stdout}`);
  /** @type {{ success?: boolean, error?: string, results?: Record<string, unknown>[] }[]} */
  const parsed = JSON.parse(stdout.slice(start));
  return parsed.map((statement) => {
    if (statement.success === false) throw new Error(statement.error ?? 'statement failed');
    return statement.results ?? [];
  });
}

/**
 * Characters a terminal does not print as themselves: control characters (C0, DEL, C1: a terminal
 * may act on U+009B as on ESC [), format characters (direction marks and overrides, zero-width
 * characters), line and paragraph separators, lone surrogates. A line feed stays: it ends the
 * lines this command prints (JSON.stringify has already escaped any inside a value).
 */
const NON_PRINTABLE = /(?!\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/**
 * `text` with every non-printable character written as a `\uXXXX` escape (each UTF-16 unit), so
 * nothing stored can steer the terminal or reorder what is shown. JSON stays valid JSON.
 * @param {string} text
 */
export function printable(text) {
  return text.replace(NON_PRINTABLE, (c) =>
    [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}

/**
 * One line per message for `list`: when, which form, topic, the site's language it came from (answer in it), address, mail status (OVERDUE for a pending row past the window) and why.
 * @param {ListRow} row
 */
export function formatRow(row) {
  const when = new Date(row.created_at).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const note = [
    row.overdue
      ? 'OVERDUE: still pending an hour after its last attempt (job lost, or mailed and not marked sent); the sweep queues it again'
      : '',
    row.spam ? `spam: ${row.spam}` : '',
    row.mail_error ? `last error: ${row.mail_error}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const status = row.overdue ? 'OVERDUE' : row.mail_status;
  return `${row.id}  ${when}  ${row.kind.padEnd(7)} ${String(row.about).padEnd(7)} ${String(row.language ?? 'en').padEnd(2)} ${row.email.padEnd(32)} ${status.padEnd(7)} ${String(row.mail_attempts)}${note ? `  ${note}` : ''}`;
}

/** The cron the worker's scheduled handler runs on (wrangler.toml), for the local sweep trigger. */
export const SWEEP_CRON = '*/10 * * * *';

/** How often a local command is tried while the running site holds the database's lock. */
export const LOCAL_BUSY_RETRIES = 12;

/**
 * True when wrangler failed only because another process (the local `wrangler dev`) held the
 * local SQLite database's lock: worth trying again.
 * @param {string} output what wrangler printed
 */
export function isDatabaseBusy(output) {
  return /SQLITE_BUSY|database is locked/.test(output);
}
