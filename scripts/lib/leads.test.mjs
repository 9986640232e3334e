// node --test: `npm run leads`: its arguments and SQL, then the whole loop against the local site
// under `wrangler dev` (needs `npm run build` first, as npm test does): a message whose mail fails
// every retry ends in the dead-letter queue and is listed as failed; `resend` mails it once the
// inbox works; `export` and `delete` find everything stored for the address.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { ROOT, TEST_VARS, freePort, prepareLocalState, startDevServer } from './dev-server.mjs';
import {
  PENDING_WINDOW_MS,
  d1Argv,
  deleteSql,
  formatRow,
  isDatabaseBusy,
  exportSql,
  listSql,
  parseD1Json,
  parseLeadsArgs,
  printable,
  r2Argv,
  resendSql,
  sqlString,
} from './leads.mjs';

const run = promisify(execFile);
const ID = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';

describe('npm run leads: arguments', () => {
  it('lists undelivered messages of the local database by default', () => {
    const args = parseLeadsArgs(['list'], {});
    assert.deepEqual(
      { ...args },
      {
        command: 'list',
        filter: 'undelivered',
        ids: [],
        email: undefined,
        remote: false,
        env: undefined,
        persistTo: '.wrangler/state',
        port: 8787,
        yes: false,
        out: undefined,
        files: undefined,
      },
    );
    assert.equal(parseLeadsArgs(['list', '--failed'], { PORT: '8080' }).port, 8080);
  });

  it('--remote means production unless --env says staging; --env alone is refused', () => {
    assert.equal(parseLeadsArgs(['list', '--remote'], {}).env, 'production');
    assert.equal(parseLeadsArgs(['list', '--remote', '--env', 'staging'], {}).env, 'staging');
    assert.throws(() => parseLeadsArgs(['list', '--env', 'staging'], {}), /--env names a deployed database: add --remote/);
    assert.throws(() => parseLeadsArgs(['list', '--remote', '--env', 'prod'], {}), /unknown environment "prod"/);
  });

  it('refuses what it does not know, with the usage', () => {
    assert.throws(() => parseLeadsArgs([], {}), /no command[\s\S]*usage: npm run leads/);
    assert.throws(() => parseLeadsArgs(['drop'], {}), /unknown command "drop"/);
    assert.throws(() => parseLeadsArgs(['resend', "x'; DROP TABLE leads; --"], {}), /not a message id/);
    assert.throws(() => parseLeadsArgs(['export'], {}), /an e-mail address is needed/);
    assert.throws(() => parseLeadsArgs(['delete', 'nobody'], {}), /an e-mail address is needed/);
    assert.throws(() => parseLeadsArgs(['list', '--everything'], {}), /unknown option "--everything"/);
    assert.throws(() => parseLeadsArgs(['cv'], {}), /an application id is needed/);
    assert.deepEqual(parseLeadsArgs(['cv', ID, '--out', 'x.pdf'], {}).out, 'x.pdf');
  });
});

describe('npm run leads: what it prints', () => {
  it('flags a row still pending an hour after its last attempt as OVERDUE', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0);
    const since = now - PENDING_WINDOW_MS;
    assert.equal(PENDING_WINDOW_MS, 3_600_000);
    const sql = listSql('undelivered', now);
    assert.match(
      sql,
      new RegExp(
        `CASE WHEN mail_status = 'pending' AND mail_queued_at IS NOT NULL AND mail_queued_at <= ${since} AND COALESCE\\(mail_attempted_at, 0\\) <= ${since} THEN 1 ELSE 0 END AS overdue FROM leads`,
      ),
    );
    /** @type {Omit<import('./leads.mjs').ListRow, 'overdue'>} */
    const row = {
      id: ID,
      kind: 'contact',
      created_at: now - 2 * 86_400_000,
      about: 'project',
      language: 'en',
      email: 'ada@example.org',
      mail_status: 'pending',
      mail_attempts: 0,
      spam: null,
      mail_error: null,
    };
    assert.match(formatRow({ ...row, overdue: 1 }), /OVERDUE .*still pending an hour after its last attempt/);
    assert.doesNotMatch(formatRow({ ...row, overdue: 0 }), /OVERDUE/);
  });

  it('names the language of the site each row came from, so the team answers in it', () => {
    assert.match(
      listSql('all'),
      /topic AS about, language, email, .* FROM leads .* position_id AS about, language, email, .* FROM applications/,
    );
    const row = /** @type {const} */ ({
      id: ID,
      kind: 'apply',
      created_at: Date.UTC(2026, 10, 26),
      about: 'backend',
      language: 'de',
      email: 'ada@example.org',
      mail_status: 'sent',
      mail_attempts: 1,
      spam: null,
      mail_error: null,
      overdue: 0,
    });
    assert.match(formatRow(row), / apply +backend de ada@example\.org /);
    assert.match(formatRow({ ...row, language: 'en' }), / backend en ada@example\.org /);
  });

  it('escapes every non-printable character whatever the database holds: C0, C1, direction, zero-width, separators', () => {
    const stored = 'Mallory\u202Egnp.exe \u009B2J \u001B[31m \u200B\u2066 a\u2028b\u2029 \uD800';
    const shown = printable(stored);
    assert.equal(shown, 'Mallory\\u202egnp.exe \\u009b2J \\u001b[31m \\u200b\\u2066 a\\u2028b\\u2029 \\ud800');
    assert.doesNotMatch(shown, /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/);
    // Letters, accents and emoji stay as they are.
    assert.equal(printable('Ada Müller 😀 Zoë'), 'Ada Müller 😀 Zoë');
  });

  it('keeps JSON valid JSON, and the value the same once read back', () => {
    const value = { name: 'A\u202Eb\u009Bc\n', lines: ['one', 'two'] };
    const shown = printable(JSON.stringify(value, null, 2));
    assert.deepEqual(JSON.parse(shown), value);
    assert.doesNotMatch(shown, /[\u0080-\u009f\u202e]/);
  });
});

describe('npm run leads: SQL', () => {
  it('tries again only when the local site holds the database lock', () => {
    assert.equal(
      isDatabaseBusy('SQLite failed; dbErrorMessage(err, db) = database is locked: SQLITE_BUSY (extended: SQLITE_BUSY_SNAPSHOT)'),
      true,
    );
    assert.equal(isDatabaseBusy('no such table: leads: SQLITE_ERROR'), false);
    assert.equal(isDatabaseBusy('Authentication error [code: 10000]'), false);
  });

  it('quotes every value it puts into a statement', () => {
    assert.equal(sqlString("o'brien@example.org"), "'o''brien@example.org'");
    assert.equal(
      exportSql("o'brien@example.org")[0],
      `SELECT 'leads' AS "table", * FROM leads WHERE email = 'o''brien@example.org' COLLATE NOCASE ORDER BY created_at`,
    );
    assert.equal(deleteSql('a@b.example')[0], "DELETE FROM leads WHERE email = 'a@b.example' COLLATE NOCASE RETURNING id");
    assert.throws(() => sqlString('a\u0000b'), /NUL/);
  });

  it('resends every failed message, or the ones named, held ones included', () => {
    assert.deepEqual(
      resendSql([]),
      ['leads', 'applications'].map(
        (t) =>
          `UPDATE ${t} SET mail_status = 'pending', mail_queued_at = NULL, mail_error = NULL WHERE mail_status = 'failed' RETURNING id`,
      ),
    );
    assert.match(
      String(resendSql([ID])[1]),
      new RegExp(`^UPDATE applications .* WHERE id IN \\('${ID}'\\) AND mail_status IN \\('failed', 'held', 'pending'\\)`),
    );
  });

  it('runs on the local state folder, or remotely on the environment named', () => {
    assert.deepEqual(d1Argv({ remote: false, persistTo: '.wrangler/x' }, 'SELECT 1'), [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      '.wrangler/x',
      '--json',
      '--command',
      'SELECT 1',
    ]);
    assert.deepEqual(d1Argv({ remote: true, env: 'staging' }, 'SELECT 1').slice(3, 6), ['--remote', '--env', 'staging']);
    assert.match(listSql('held'), /FROM leads WHERE mail_status = 'held' UNION ALL .* FROM applications WHERE mail_status = 'held'/);
    assert.deepEqual(
      r2Argv({ remote: true }, { name: 'company-site-production-cvs', jurisdiction: 'eu' }, 'get', 'cv/x.pdf', '/tmp/x.pdf'),
      ['r2', 'object', 'get', 'company-site-production-cvs/cv/x.pdf', '--file', '/tmp/x.pdf', '--remote', '--jurisdiction', 'eu'],
    );
    assert.deepEqual(r2Argv({ remote: false, persistTo: '.wrangler/x' }, { name: 'company-site-cvs' }, 'delete', 'cv/x.pdf'), [
      'r2',
      'object',
      'delete',
      'company-site-cvs/cv/x.pdf',
      '--local',
      '--persist-to',
      '.wrangler/x',
    ]);
    assert.deepEqual(parseD1Json('noise\n[{"results":[{"id":1}],"success":true},{"results":[],"success":true}]'), [[{ id: 1 }], []]);
    assert.throws(() => parseD1Json('[{"success":false,"error":"no such table"}]'), /no such table/);
  });
});

/**
 * Polls `check` every 200 ms until it returns something truthy; fails after `ms`.
 * @template T
 * @param {string} what
 * @param {() => T | Promise<T>} check
 * @returns {Promise<NonNullable<T>>}
 */
async function eventually(what, check, ms = 240_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs `npm run leads` on a local state folder, with the site on `port`; what it printed. */
const leads = async (/** @type {string} */ persistTo, /** @type {number} */ port, /** @type {string[]} */ ...argv) =>
  (
    await run(process.execPath, [join(ROOT, 'scripts/leads.mjs'), ...argv, '--persist-to', persistTo, '--port', String(port)], {
      cwd: ROOT,
    })
  ).stdout;

/** The bytes of a small PDF, as a CV. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * Sends an application with a CV for an open position, as a person would.
 * @param {string} base
 * @param {string} email
 */
async function sendApplication(base, email) {
  const html = await (await fetch(`${base}/careers/frontend-engineer`)).text();
  const field = (/** @type {string} */ name) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const body = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Ada Ops',
    email,
    link: '',
    message: 'An application for the ops test.',
    consent: 'yes',
    key: field('key'),
    issued: field('issued'),
    website: '',
  }))
    body.append(name, value);
  body.append('cv', new Blob([PDF], { type: 'application/pdf' }), 'ada.pdf');
  const res = await fetch(`${base}/careers/frontend-engineer`, { method: 'POST', body, redirect: 'manual', headers: { origin: base } });
  assert.equal(res.status, 303);
}

/**
 * Sends a contact message (the server runs the forms' checks for tests: no fill time to wait for).
 * @param {string} base
 * @param {string} email
 */
async function sendMessage(base, email) {
  const html = await (await fetch(`${base}/contact`)).text();
  const field = (/** @type {string} */ name) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const body = new URLSearchParams({
    name: 'Ada Ops',
    email,
    topic: 'project',
    message: 'Testing the way back of a lost mail.',
    consent: 'yes',
    key: field('key'),
    issued: field('issued'),
    website: '',
  });
  const res = await fetch(`${base}/contact`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(res.status, 303);
}

describe('npm run leads: against the local site', { timeout: 900_000 }, () => {
  it('a mail that fails every retry is listed as failed; resend mails it; export, cv and delete find a message and an application with its CV', async () => {
    const persistTo = mkdtempSync(join(ROOT, '.wrangler/leads-test-'));
    const email = `ops-${Date.now()}@example.org`;
    try {
      prepareLocalState(persistTo, { fresh: true });
      const port = await freePort();
      // An inbox the send_email binding refuses, and retries at once (a test setting: development only).
      let server = await startDevServer({
        port,
        persistTo,
        vars: { ...TEST_VARS, SALES_INBOX: 'nobody@elsewhere.example', MAIL_RETRY_SECONDS: '0' },
      });
      try {
        await sendMessage(server.url, email);
        // The worker's own log line says when the dead-letter queue marked the row; then one look
        // (each `npm run leads` starts wrangler: polling with it cost more CPU than the test's own work).
        const dev = server;
        await eventually('the dead-letter queue to mark the message failed', () =>
          dev.output().includes('mail not delivered after every retry: marked failed'),
        );
        const failed = await leads(persistTo, port, 'list', '--failed');
        assert.ok(failed.includes(email), failed);
        assert.match(failed, /1 message\(s\) whose mail failed/);
        assert.match(failed, /failed\s+6\s+last error: .*not allowed/);
      } finally {
        server.stop();
      }
      // The inbox works again: resend asks the running site to sweep, and the mail goes out.
      server = await startDevServer({ port, persistTo, vars: { ...TEST_VARS } });
      try {
        const resent = await leads(persistTo, port, 'resend');
        assert.match(resent, /1 message\(s\) in the local database .* marked to be mailed again/);
        assert.match(resent, /ran its mail sweep/);
        const resentBy = server;
        await eventually('the resent mail to be sent', () => resentBy.output().includes('"mail sent"'));
        assert.match(await leads(persistTo, port, 'list', '--all'), new RegExp(`${email.replace(/[.+]/g, '\\$&')}\\s+sent`));
        assert.match(await leads(persistTo, port, 'list'), /0 message\(s\) not mailed yet/);
        await sendApplication(server.url, email);
      } finally {
        server.stop();
      }
      const files = join(persistTo, 'export');
      const exported = JSON.parse(await leads(persistTo, port, 'export', email.toUpperCase(), '--files', files));
      assert.deepEqual(
        exported.records.map((/** @type {{ table: string }} */ r) => r.table),
        ['leads', 'applications'],
      );
      assert.equal(exported.records[0].message, 'Testing the way back of a lost mail.');
      const application = exported.records[1];
      assert.equal(application.cv_name, 'ada.pdf');
      assert.deepEqual(exported.files, [join(files, `${application.id}.pdf`)]);
      assert.deepEqual(readFileSync(exported.files[0]), PDF);
      const single = join(persistTo, 'single.pdf');
      assert.match(await leads(persistTo, port, 'cv', application.id, '--out', single), /ada\.pdf of application .* written to/);
      assert.deepEqual(readFileSync(single), PDF);
      assert.match(await leads(persistTo, port, 'delete', email), /2 record\(s\) stored .* Run again with --yes/);
      assert.match(await leads(persistTo, port, 'delete', email, '--yes'), /Deleted 2 record\(s\) .* and 1 CV file\(s\)/);
      assert.equal(JSON.parse(await leads(persistTo, port, 'export', email)).records.length, 0);
      // The file went with its row.
      await assert.rejects(leads(persistTo, port, 'cv', application.id), /No application/);
      await assert.rejects(
        run(
          process.execPath,
          [
            join(ROOT, 'node_modules/wrangler/bin/wrangler.js'),
            'r2',
            'object',
            'get',
            `company-site-cvs/${application.cv_key}`,
            '--file',
            join(persistTo, 'gone.pdf'),
            '--local',
            '--persist-to',
            persistTo,
          ],
          { cwd: ROOT },
        ),
      );
    } finally {
      rmSync(persistTo, { recursive: true, force: true });
    }
  });
});
