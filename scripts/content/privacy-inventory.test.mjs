// node --test: content/privacy-inventory.yaml against the code and the privacy notice. The code
// may gain no POST route, binding, browser storage key, cookie or log field that no inventory
// entry names; every entry's code exists; the notice in each language has every entry's section
// and says its terms. The controls at the end feed the same check a fake route, binding, setItem,
// cookie and log field and see each one named as a problem.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { unstable_readConfig } from 'wrangler';
import { loadTs } from '../lib/load-ts.mjs';
import {
  appRoutes,
  bindingsOf,
  readInventory,
  scanCookies,
  scanLogFields,
  scanOtherDeviceAccess,
  scanStorageWrites,
  sources,
  unnamed,
} from './privacy-inventory.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LANGS = /** @type {const} */ (['en', 'de']);
const inventory = readInventory(ROOT);

/** Every environment wrangler deploys, and the top level the tests and `wrangler dev` run. */
const configs = [undefined, 'staging', 'production'].map((env) => ({
  env: env ?? 'top level',
  config: /** @type {Record<string, unknown>} */ (unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env })),
}));

/** @type {Parameters<typeof unnamed>[1]} */
let code;
/** @type {string[]} */
let scanProblems = [];

before(async () => {
  const worker = sources(ROOT, ['worker']);
  const client = sources(ROOT, ['client']);
  const logs = scanLogFields(worker);
  const storage = scanStorageWrites(client);
  const cookies = scanCookies(worker);
  scanProblems = [...logs.problems, ...storage.problems, ...cookies.problems];
  code = {
    routes: await appRoutes(ROOT),
    bindings: configs.flatMap(({ config }) => bindingsOf(config)),
    storage: storage.writes,
    cookies: cookies.cookies,
    logFields: logs.fields,
    deviceAccess: scanOtherDeviceAccess(client),
  };
});

describe('the privacy inventory names everything the code processes', () => {
  it('reads the code it checks: the POST routes, the bindings, the storage keys and the log fields are found', () => {
    // A scan that found nothing would pass every check below.
    const posts = code.routes.filter((r) => r.method === 'POST').map((r) => r.path);
    for (const path of ['/contact', '/de/kontakt', '/careers/:id', '/_app/vitals', '/_app/errors']) assert.ok(posts.includes(path), path);
    for (const name of ['DB', 'CVS', 'MAIL', 'VITALS', 'FORM_RATE_LIMIT', 'FORM_SECRET'])
      assert.ok(
        code.bindings.some((b) => b.name === name),
        name,
      );
    assert.deepEqual([...new Set(code.storage.map((w) => w.key))].sort(), ['chunk-reload', 'color-mode', 'error-reports', 'language-hint']);
    for (const field of ['requestId', 'path', 'errorMessage', 'page', 'fields', 'budget'])
      assert.ok(
        code.logFields.some((f) => f.field === field),
        field,
      );
  });

  it('the scans could read every log call, setItem and cookie', () => {
    assert.deepEqual(scanProblems, []);
  });

  it('every POST route, binding, storage key, cookie and log field is named by an entry', () => {
    assert.deepEqual(unnamed(inventory, code), []);
  });

  it('names nothing the code does not have (an entry being built, the studio, aside)', () => {
    const built = inventory.processings.filter((e) => e.status === 'built');
    const routes = new Set(code.routes.map((r) => r.path));
    const bindings = new Set(code.bindings.map((b) => b.name));
    const keys = new Set(code.storage.map((w) => w.key));
    const fields = new Set(code.logFields.map((f) => f.field));
    for (const e of built) {
      for (const path of e.code) assert.ok(existsSync(join(ROOT, path)), `${e.id}: code ${path} does not exist`);
      for (const r of e.routes ?? []) assert.ok(routes.has(r), `${e.id}: no route ${r}`);
      for (const b of e.bindings ?? []) assert.ok(bindings.has(b), `${e.id}: no binding ${b}`);
      for (const s of e.storage ?? []) assert.ok(keys.has(s.key), `${e.id}: the page stores no "${s.key}"`);
      for (const f of e.logFields ?? []) assert.ok(fields.has(f.field), `${e.id}: no log line has the field "${f.field}"`);
    }
    for (const b of inventory.notPersonal.bindings) assert.ok(bindings.has(b.name), `notPersonal: no binding ${b.name}`);
  });

  it('keeps ids unique and names a conclusion that exists for every entry', () => {
    const ids = inventory.processings.map((e) => e.id);
    assert.equal(new Set(ids).size, ids.length);
    const conclusions = new Set(inventory.conclusions.map((c) => c.id));
    assert.equal(conclusions.size, inventory.conclusions.length);
    for (const e of inventory.processings) assert.ok(conclusions.has(e.basis.conclusion), `${e.id}: no conclusion ${e.basis.conclusion}`);
  });

  it('states retention figures by name: every {retention.*} is a figure of client/site/retention.ts, and no figure is retyped', async () => {
    const { RETENTION_DAYS } = await loadTs('client/site/retention.ts');
    const text = readFileSync(join(ROOT, 'content/privacy-inventory.yaml'), 'utf8');
    for (const m of text.matchAll(/\{retention\.(\w+)\}/g)) assert.ok(m[1] && m[1] in RETENTION_DAYS, m[0]);
    for (const days of Object.values(RETENTION_DAYS)) assert.doesNotMatch(text, new RegExp(`\\b${days} days\\b`));
  });

  it('Workers Logs keeps no invocation logs (request metadata, the IP address) in any environment', () => {
    for (const { env, config } of configs) {
      const observability = /** @type {{ enabled?: boolean, redact_query_string?: boolean, logs?: { invocation_logs?: boolean } }} */ (
        config.observability
      );
      assert.equal(observability?.logs?.invocation_logs, false, env);
      assert.equal(observability?.redact_query_string, true, env);
    }
  });
});

describe('the privacy notice names every processing of the inventory', () => {
  /** A notice's source, white space as one space (a no-break space too), its sections by id. @param {'en' | 'de'} lang */
  const notice = (lang) => {
    const data = /** @type {{ sections: { id: string, title: string, paragraphs: string[], list?: string[] }[] }} */ (
      parse(readFileSync(join(ROOT, `content/pages/privacy.${lang}.yaml`), 'utf8'))
    );
    const flat = (/** @type {string} */ s) => s.replace(/\s+/g, ' ');
    return new Map(data.sections.map((s) => [s.id, flat([s.title, ...s.paragraphs, ...(s.list ?? [])].join(' '))]));
  };

  for (const lang of LANGS) {
    it(`${lang}: each entry's section exists and says the entry's terms`, () => {
      const sections = notice(lang);
      for (const e of inventory.processings) {
        const section = sections.get(e.notice.section);
        assert.ok(section !== undefined, `${e.id}: privacy.${lang}.yaml has no section "${e.notice.section}"`);
        for (const term of e.notice.terms[lang])
          assert.ok(
            section.toLowerCase().includes(term.toLowerCase()),
            `${e.id}: section "${e.notice.section}" (${lang}) does not say "${term}"`,
          );
      }
    });

    it(`${lang}: names every processor and no retyped retention figure`, async () => {
      const whole = [...notice(lang).values()].join(' ');
      for (const name of ['Cloudflare', 'mailbox.org', 'GitHub']) assert.ok(whole.includes(name), name);
      const { RETENTION_DAYS } = await loadTs('client/site/retention.ts');
      for (const days of Object.values(RETENTION_DAYS)) assert.doesNotMatch(whole, new RegExp(`\\b${days} (days|Tage)\\b`));
    });
  }
});

describe('controls: the check names what the inventory lacks', () => {
  /** What the check adds for a change of the code: its problems less those of the code as it is. @param {Partial<typeof code>} change */
  const added = (change) => {
    const before = new Set(unnamed(inventory, code));
    return unnamed(inventory, { ...code, ...change }).filter((p) => !before.has(p));
  };

  it('a new POST route', () => {
    const problems = added({ routes: [...code.routes, { method: 'POST', path: '/_app/newsletter' }] });
    assert.deepEqual(problems, ['route POST /_app/newsletter: no inventory entry names it (routes)']);
  });

  it('a new route for every method that answers no GET', () => {
    const problems = added({ routes: [...code.routes, { method: 'ALL', path: '/_app/survey' }] });
    assert.equal(problems.length, 1);
    assert.match(problems[0] ?? '', /ALL \/_app\/survey/);
  });

  it('a new binding in wrangler.toml', () => {
    const config = { ...configs[0]?.config, kv_namespaces: [{ binding: 'VISITORS', id: '0' }] };
    const problems = added({ bindings: bindingsOf(config) });
    assert.ok(
      problems.includes('binding VISITORS (kv_namespaces): no inventory entry names it (bindings), nor notPersonal.bindings'),
      problems.join('\n'),
    );
  });

  it('a new setItem, with its key a literal or a constant', () => {
    const { writes, problems } = scanStorageWrites([
      {
        path: 'client/x.ts',
        text: "const TRACK_KEY = 'visitor-id';\nlocalStorage.setItem(TRACK_KEY, id);\nsessionStorage.setItem('seen', '1');",
      },
    ]);
    assert.deepEqual(problems, []);
    assert.deepEqual(added({ storage: [...code.storage, ...writes] }), [
      'client/x.ts:2: the page stores "visitor-id" in the browser; no inventory entry names it (storage)',
      'client/x.ts:3: the page stores "seen" in the browser; no inventory entry names it (storage)',
    ]);
  });

  it('a setItem whose key the scan cannot resolve, and a write to document.cookie', () => {
    assert.deepEqual(scanStorageWrites([{ path: 'client/x.ts', text: 'localStorage.setItem(keyFor(user), v);' }]).problems, [
      'client/x.ts:1: setItem with a key the scan cannot resolve (keyFor(user); name it with a constant',
    ]);
    const access = scanOtherDeviceAccess([{ path: 'client/y.ts', text: "document.cookie = 'a=1';" }]);
    assert.deepEqual(added({ deviceAccess: access }), [
      "client/y.ts:1: document.cookie touches the browser's storage; no inventory entry names this file (code)",
    ]);
  });

  it('a new cookie the worker sets', () => {
    const { cookies } = scanCookies([{ path: 'worker/x.ts', text: "setCookie(c, 'session', id, { httpOnly: true });" }]);
    assert.deepEqual(added({ cookies }), ['worker/x.ts:1: the worker sets the cookie "session"; no inventory entry names it (cookies)']);
  });

  it('a new log field, and a spread the scan cannot follow', () => {
    const { fields, problems } = scanLogFields([
      { path: 'worker/x.ts', text: "c.get('log').log('info', 'signup', {\n  email: body.email,\n  ...extra,\n});" },
    ]);
    assert.deepEqual(problems, [
      'worker/x.ts:1: a log call spreads extra into its fields; write the fields out (the inventory names each)',
    ]);
    assert.deepEqual(added({ logFields: fields }), ['worker/x.ts:1: the log field "email" is in no inventory entry (logFields)']);
  });
});
