// The inventory of what the site processes about people (content/privacy-inventory.yaml): its
// schema, and what the code does that the inventory must name. The privacy notice
// (content/pages/privacy.<lang>.yaml) is written from the inventory; scripts/content/
// privacy-inventory.test.mjs holds the code, the inventory and the notice to each other: a POST
// route, a binding, a key the page stores in the browser, a cookie the worker sets or a field of a
// log line that no entry names fails it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import * as v from 'valibot';
import { readYaml } from './yaml.mjs';

const text = v.pipe(v.string(), v.trim(), v.minLength(1));
const texts = v.array(text);
/** Per language: what the notice must say, in its words, for an entry (each term found in its section). */
const perLang = v.strictObject({ en: texts, de: texts });

/** A processing of personal data: what, where, on what basis, how long, to whom, and what it does on the device. */
const processing = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
  title: text,
  /** `built`: in the code now; `designed`: being built (the studio, issue 41), described as designed. */
  status: v.picklist(['built', 'designed']),
  what: text,
  /** Project paths where it happens (files or folders); each must exist unless the entry is only designed. */
  code: texts,
  /** Routes (Hono paths) that take a body for it. */
  routes: v.optional(texts),
  /** wrangler.toml bindings (by name) it uses. */
  bindings: v.optional(texts),
  /** Keys it keeps in the visitor's browser. */
  storage: v.optional(v.array(v.strictObject({ key: text, area: v.picklist(['local', 'session']), holds: text }))),
  /** Cookies the worker sets for it. */
  cookies: v.optional(v.array(v.strictObject({ name: text, holds: text }))),
  /** Fields of the worker's log lines (worker/log.ts) it writes. */
  logFields: v.optional(v.array(v.strictObject({ field: text, holds: text }))),
  purpose: text,
  /** The legal basis: the provision, and the id of the conclusion below that reasons it. */
  basis: v.strictObject({ provisions: text, conclusion: text }),
  retention: text,
  recipients: texts,
  /** § 25 TDDDG: whether it stores on or reads from the visitor's device, and under which rule. */
  device: v.strictObject({ reads: v.boolean(), writes: v.boolean(), rule: text }),
  /** Facts that are the company's decisions, not the code's. */
  companyDecisions: v.optional(texts),
  /** The notice's section (its id) that describes it, and the words each language's section must contain. */
  notice: v.strictObject({ section: text, terms: perLang }),
});

/** A legal conclusion with its reasoning, for a lawyer to review. */
const conclusion = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
  question: text,
  conclusion: text,
  reasoning: texts,
  sources: texts,
  /** What the code must do for the conclusion to hold, when it does not yet. */
  codeChange: v.optional(text),
});

/** What the code has that is reviewed and holds no personal data: named with the reason. */
const reviewed = v.strictObject({ name: text, reason: text });

const inventorySchema = v.strictObject({
  controller: text,
  processors: v.array(
    v.strictObject({ name: text, role: text, location: text, transfers: text, decidedBy: v.picklist(['code', 'company']) }),
  ),
  processings: v.array(processing),
  conclusions: v.array(conclusion),
  notPersonal: v.strictObject({ bindings: v.array(reviewed), routes: v.array(reviewed) }),
});

/** @typedef {v.InferOutput<typeof inventorySchema>} Inventory */

/**
 * Reads and checks the inventory; throws with every problem at its line.
 * @param {string} root the project
 * @returns {Inventory}
 */
export function readInventory(root) {
  const file = 'content/privacy-inventory.yaml';
  /** @type {string[]} */
  const problems = [];
  const inventory = readYaml(
    readFileSync(join(root, file), 'utf8'),
    inventorySchema,
    (line, message) => problems.push(`${file}:${line}: ${message}`),
    1,
  );
  if (!inventory) throw new Error(problems.join('\n'));
  return inventory;
}

/** A source file: its project path and text. @typedef {{ path: string, text: string }} Source */

/**
 * The TypeScript sources under some folders of the project, declaration files left out.
 * @param {string} root @param {readonly string[]} dirs
 * @returns {Source[]}
 */
export function sources(root, dirs) {
  /** @type {Source[]} */
  const out = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        out.push({ path: relative(root, full), text: readFileSync(full, 'utf8') });
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** The 1-based line of an offset. @param {string} text @param {number} at */
const lineOf = (text, at) => text.slice(0, at).split('\n').length;

/**
 * The text between the bracket at `open` and its partner (exclusive), skipping strings and
 * template literals; undefined when it is not closed.
 * @param {string} text @param {number} open the index of `(`, `{` or `[`
 */
function bracketed(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      for (i++; i < text.length && text[i] !== ch; i++) if (text[i] === '\\') i++;
      continue;
    }
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return undefined;
}

/** The top-level parts of a list (arguments, object members), split at commas outside brackets and strings. @param {string} list */
function topLevelParts(list) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      for (i++; i < list.length && list[i] !== ch; i++) if (list[i] === '\\') i++;
      continue;
    }
    if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * Spreads into a log line's fields that the scan follows instead of refusing: the form pipeline's
 * `postLog` passes on the third argument of each `log(c, outcome, { … })` call in its file, whose
 * keys the scan reads from those calls.
 */
const FORWARDED_SPREADS = [{ file: 'worker/forms/pipeline.ts', spread: 'fields' }];

/** A field found in a log call, or a problem: where. @typedef {{ field: string, at: string }} Found */

/**
 * The field names of the worker's log lines: the keys of `createLogger({ … })` and of the fields
 * object of every `.log('<level>', message, { … })` call, and, in a file whose log call passes on
 * a forwarded spread, of the object given to each `log(…)` call there. A spread no rule follows, or
 * fields that are not an object literal, is a problem: the scan could not see which fields it adds.
 * @param {readonly Source[]} files
 * @returns {{ fields: Found[], problems: string[] }}
 */
export function scanLogFields(files) {
  /** @type {Found[]} */
  const fields = [];
  /** @type {string[]} */
  const problems = [];
  /** @param {string} object the text inside `{ … }` @param {Source} file @param {number} at */
  const readObject = (object, file, at) => {
    const where = `${file.path}:${lineOf(file.text, at)}`;
    for (const member of topLevelParts(object)) {
      const spread = /^\.\.\.\s*([A-Za-z_$][\w$]*)$/.exec(member);
      if (spread) {
        if (!FORWARDED_SPREADS.some((s) => s.file === file.path && s.spread === spread[1]))
          problems.push(`${where}: a log call spreads ${spread[1]} into its fields; write the fields out (the inventory names each)`);
        continue;
      }
      const key = /^(?:(['"])(.+?)\1|([A-Za-z_$][\w$]*))\s*(?::|$)/.exec(member);
      if (!key) problems.push(`${where}: a log field the scan cannot read: ${member.slice(0, 60)}`);
      else fields.push({ field: key[2] ?? key[3] ?? '', at: where });
    }
  };
  for (const file of files) {
    if (file.path === 'worker/log.ts') continue;
    const calls = [
      ...file.text.matchAll(/\bcreateLogger\(/g),
      ...file.text.matchAll(/\.log\(\s*(?=['"](?:info|warn|error|client-error|client)['"]|outcome\b)/g),
    ];
    const forwards = FORWARDED_SPREADS.some((s) => s.file === file.path);
    if (forwards) calls.push(...file.text.matchAll(/(?<![.\w])log\(\s*c\s*,/g));
    for (const call of calls) {
      const open = (call.index ?? 0) + call[0].indexOf('(');
      const args = bracketed(file.text, open);
      if (args === undefined) continue;
      const parts = topLevelParts(args);
      const isCreate = call[0].startsWith('createLogger');
      const object = isCreate ? parts[0] : parts[2];
      if (object === undefined) continue;
      if (!object.startsWith('{')) {
        problems.push(`${file.path}:${lineOf(file.text, open)}: log fields that are not an object literal: ${object.slice(0, 60)}`);
        continue;
      }
      const inner = bracketed(object, 0);
      if (inner !== undefined) readObject(inner, file, open);
    }
  }
  return { fields, problems };
}

/** A key the page writes to the browser's storage. @typedef {{ key: string, at: string }} StorageWrite */

/**
 * The keys the page writes with `setItem`, in TypeScript and in the inline scripts' strings: a
 * literal key, or a constant (`const NAME = '…'`, anywhere in the files given) or, inside a script
 * string, the script's own variable (`K='${NAME}'`). A key the scan cannot resolve is a problem.
 * @param {readonly Source[]} files
 * @returns {{ writes: StorageWrite[], problems: string[] }}
 */
export function scanStorageWrites(files) {
  /** @type {Map<string, string>} */
  const constants = new Map();
  for (const file of files)
    for (const m of file.text.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*(?::\s*string\s*)?=\s*(['"])([^'"]*)\2/g))
      constants.set(m[1] ?? '', m[3] ?? '');
  /** @type {StorageWrite[]} */
  const writes = [];
  /** @type {string[]} */
  const problems = [];
  for (const file of files) {
    for (const m of file.text.matchAll(/\.setItem\(\s*([^,)]+)/g)) {
      const at = `${file.path}:${lineOf(file.text, m.index ?? 0)}`;
      const arg = (m[1] ?? '').trim();
      const literal = /^(['"])(.*)\1$/.exec(arg);
      /** @type {string | undefined} */
      let key = literal ? literal[2] : constants.get(arg);
      if (key === undefined && /^[A-Za-z_$][\w$]*$/.test(arg)) {
        // A variable of an inline script: `K='${NAME}'` in the same file's strings.
        const inScript = new RegExp(`\\b${arg}=\\\\?'\\$\\{([A-Za-z_$][\\w$]*)\\}\\\\?'`).exec(file.text);
        if (inScript) key = constants.get(inScript[1] ?? '');
      }
      if (key === undefined) problems.push(`${at}: setItem with a key the scan cannot resolve (${arg}); name it with a constant`);
      else writes.push({ key, at });
    }
  }
  return { writes, problems };
}

/**
 * Places that touch the browser's storage or cookies other than `setItem` (`document.cookie`,
 * `cookieStore`, `indexedDB`, the Cache API, a property set on `localStorage`/`sessionStorage`):
 * each must be a file an inventory entry names.
 * @param {readonly Source[]} files
 */
export function scanOtherDeviceAccess(files) {
  /** @type {{ path: string, at: string, what: string }[]} */
  const found = [];
  const pattern =
    /\bdocument\.cookie\b|\bcookieStore\b|\bindexedDB\b|\bcaches\.open\b|\b(?:local|session)Storage(?:\.(?!getItem|setItem|removeItem)\w+\s*=|\[)/g;
  for (const file of files)
    for (const m of file.text.matchAll(pattern))
      found.push({ path: file.path, at: `${file.path}:${lineOf(file.text, m.index ?? 0)}`, what: m[0] });
  return found;
}

/**
 * The cookies the worker sets: `setCookie(c, NAME` (hono/cookie) with a literal or a constant
 * name, and cookie strings written for a Set-Cookie header (`NAME=…; Path=…`, the name a literal
 * or `${CONSTANT}`). A cookie whose name the scan cannot resolve is a problem.
 * @param {readonly Source[]} files
 */
export function scanCookies(files) {
  /** @type {{ name: string, at: string }[]} */
  const cookies = [];
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, string>} */
  const constants = new Map();
  for (const file of files)
    for (const m of file.text.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*(['"])([^'"]*)\2/g)) constants.set(m[1] ?? '', m[3] ?? '');
  /** @param {string} arg @param {Source} file @param {number} index */
  const add = (arg, file, index) => {
    const name = /^(['"])(.*)\1$/.exec(arg)?.[2] ?? constants.get(arg);
    const at = `${file.path}:${lineOf(file.text, index)}`;
    if (name === undefined) problems.push(`${at}: a cookie whose name the scan cannot resolve (${arg})`);
    else cookies.push({ name, at });
  };
  for (const file of files) {
    for (const m of file.text.matchAll(/\b(?:setCookie|setSignedCookie)\(\s*\w+\s*,\s*([^,)]+)/g))
      add((m[1] ?? '').trim(), file, m.index ?? 0);
    // A Set-Cookie value: a name, `=`, then attributes after a semicolon.
    for (const m of file.text.matchAll(
      /[`'"](?:\$\{([A-Za-z_$][\w$]*)\}|([\w.-]+))=[^`'"\n]*;\s*(?:Path|HttpOnly|Max-Age|Expires|SameSite|Secure|Domain)\b/gi,
    ))
      add(m[1] ?? `'${m[2] ?? ''}'`, file, m.index ?? 0);
  }
  return { cookies, problems };
}

/** The keys of a wrangler config that are not bindings, though their values look like them. */
const NOT_BINDINGS = new Set([
  'triggers',
  'migrations',
  'routes',
  'route',
  'build',
  'rules',
  'observability',
  'limits',
  'placement',
  'dev',
  'site',
]);

/**
 * The bindings of one environment of wrangler.toml as wrangler reads it: every entry with a
 * `binding` or `name` of each table or array of tables (D1, R2, KV, queues, send_email, rate
 * limits, Analytics Engine, assets and any other kind), and the secrets it requires.
 * @param {Record<string, unknown>} config unstable_readConfig's result
 * @returns {{ name: string, kind: string }[]}
 */
export function bindingsOf(config) {
  /** @type {{ name: string, kind: string }[]} */
  const out = [];
  /** @param {unknown} value @param {string} kind */
  const visit = (value, kind) => {
    if (Array.isArray(value)) for (const item of value) visit(item, kind);
    else if (value && typeof value === 'object') {
      const record = /** @type {Record<string, unknown>} */ (value);
      const name = record.binding ?? (kind === 'send_email' || kind === 'ratelimits' || kind === 'unsafe' ? record.name : undefined);
      if (typeof name === 'string') out.push({ name, kind });
      else if (kind === 'queues')
        for (const [sub, items] of Object.entries(record)) if (sub === 'producers') visit(items, 'queues.producers');
    }
  };
  for (const [kind, value] of Object.entries(config)) {
    if (NOT_BINDINGS.has(kind) || kind === 'vars' || kind === 'define') continue;
    if (kind === 'secrets') {
      const required = /** @type {{ required?: string[] } | undefined} */ (value)?.required ?? [];
      for (const name of required) out.push({ name, kind: 'secrets' });
      continue;
    }
    visit(value, kind);
  }
  return out;
}

/** A route of the Hono app: its method and path. @typedef {{ method: string, path: string }} Route */

/**
 * The Workers' routes, read from their Hono apps (the site's worker/app.ts and the studio's
 * worker/admin/main.ts, decision 0201) bundled for Node as wrangler would bundle them, without the
 * site's test-only fault routes.
 * @param {string} root
 * @returns {Promise<Route[]>}
 */
export async function appRoutes(root) {
  /** @type {Route[]} */
  const routes = [];
  for (const entry of ['worker/app.ts', 'worker/admin/main.ts']) {
    const out = await build({
      entryPoints: [join(root, entry)],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      conditions: ['workerd', 'worker', 'import'],
      external: ['cloudflare:*', 'node:*'],
      define: { __ENABLE_FAULTS__: 'false', 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    const bundled = out.outputFiles[0];
    if (!bundled) throw new Error(`esbuild wrote nothing for ${entry}`);
    const module = await import(`data:text/javascript;base64,${Buffer.from(bundled.text).toString('base64')}`);
    for (const { method, path } of /** @type {{ routes: Route[] }} */ (module.app).routes) routes.push({ method, path });
  }
  return routes;
}

/** Methods that carry what a visitor sends. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What the code does that the inventory must name, checked against it: each problem is one line.
 * Routes: every route taking a body is an entry's; a route for every method (`.all`) is one that
 * also answers GET or POST at its path (its other methods are refused: 405), middleware (`/*`), an
 * entry's, or reviewed in `notPersonal.routes`. Bindings: an entry's or reviewed in `notPersonal.bindings`.
 * @param {Inventory} inventory
 * @param {{ routes: readonly Route[], bindings: readonly { name: string, kind: string }[], storage: readonly StorageWrite[],
 *   cookies: readonly { name: string, at: string }[], logFields: readonly Found[], deviceAccess: readonly { path: string, at: string, what: string }[] }} code
 * @returns {string[]}
 */
export function unnamed(inventory, code) {
  /** @type {string[]} */
  const problems = [];
  const entries = inventory.processings;
  const named = (/** @type {(e: Inventory['processings'][number]) => readonly string[] | undefined} */ pick) =>
    new Set(entries.flatMap((e) => pick(e) ?? []));
  const routes = named((e) => e.routes);
  const reviewedRoutes = new Set(inventory.notPersonal.routes.map((r) => r.name));
  const pathsWith = (/** @type {string} */ method) => new Set(code.routes.filter((r) => r.method === method).map((r) => r.path));
  const gets = pathsWith('GET');
  const posts = pathsWith('POST');
  for (const route of code.routes) {
    if (BODY_METHODS.has(route.method) && !routes.has(route.path))
      problems.push(`route ${route.method} ${route.path}: no inventory entry names it (routes)`);
    if (
      route.method === 'ALL' &&
      !['/*', '*'].includes(route.path) &&
      !gets.has(route.path) &&
      !posts.has(route.path) &&
      !routes.has(route.path) &&
      !reviewedRoutes.has(route.path)
    )
      problems.push(
        `route ALL ${route.path}: takes every method and answers no GET or POST of its own; name it in an entry or in notPersonal.routes`,
      );
  }
  const bindings = named((e) => e.bindings);
  const reviewedBindings = new Set(inventory.notPersonal.bindings.map((b) => b.name));
  for (const b of code.bindings)
    if (!bindings.has(b.name) && !reviewedBindings.has(b.name))
      problems.push(`binding ${b.name} (${b.kind}): no inventory entry names it (bindings), nor notPersonal.bindings`);
  const keys = named((e) => e.storage?.map((s) => s.key));
  for (const w of code.storage)
    if (!keys.has(w.key)) problems.push(`${w.at}: the page stores "${w.key}" in the browser; no inventory entry names it (storage)`);
  const cookies = named((e) => e.cookies?.map((c) => c.name));
  for (const c of code.cookies)
    if (!cookies.has(c.name)) problems.push(`${c.at}: the worker sets the cookie "${c.name}"; no inventory entry names it (cookies)`);
  const fields = named((e) => e.logFields?.map((f) => f.field));
  for (const f of code.logFields)
    if (!fields.has(f.field)) problems.push(`${f.at}: the log field "${f.field}" is in no inventory entry (logFields)`);
  const files = named((e) => e.code);
  for (const d of code.deviceAccess)
    if (![...files].some((f) => d.path === f || d.path.startsWith(`${f.replace(/\/$/, '')}/`)))
      problems.push(`${d.at}: ${d.what} touches the browser's storage; no inventory entry names this file (code)`);
  return problems;
}
