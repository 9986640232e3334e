// The local studio server: `npm start` and `npm run dev` run it in-process (scripts/start.mjs) on
// 127.0.0.1 at a free port and pass its address to wrangler as STUDIO_LOCAL_URL; the worker forwards
// the editor's POST /admin/api/v1 to it (worker/admin/api.ts). It answers Decap's proxy-backend
// protocol with the worker's own handler (worker/admin/backend/, bundled for Node by esbuild, as
// the content build loads the copy's schemas) against the working tree, so a save is checked with
// the same code and messages as in production before a file is written. A saved file lands as a
// hand edit would (written whole, renamed into place): `npm run dev`'s watcher rebuilds from it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { build } from 'esbuild';

/** The handler's module, in TypeScript. */
const BACKEND = 'worker/admin/backend/index.ts';
/** Where a saved file is written before it is renamed into place (ignored by git, on the project's file system). */
const TEMP = '.wrangler/studio';
/** What the last build found that links may name: read again for each request, as `npm run dev` rebuilds it. */
const LINK_FACTS = 'dist/content/links.json';

/** @typedef {typeof import('../../worker/admin/backend/index')} Backend */
/** @typedef {import('../../worker/admin/backend/store').FileStore} FileStore */

/**
 * The backend bundled for Node from `code` (its sources' modification times kept, so a changed
 * schema is bundled again); the build's links.json is left out, as each request reads it afresh.
 * @param {string} code the project folder
 */
function backendLoader(code) {
  /** @type {{ mod: Backend, inputs: Map<string, number> } | undefined} */
  let loaded;
  const mtime = (/** @type {string} */ file) => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return -1;
    }
  };
  return async () => {
    if (loaded && [...loaded.inputs].every(([file, time]) => mtime(file) === time)) return loaded.mod;
    const out = await build({
      entryPoints: [join(code, BACKEND)],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
      plugins: [
        {
          name: 'link-facts-at-run-time',
          setup(b) {
            b.onResolve({ filter: /dist\/content\/links\.json$/ }, (args) => ({ path: args.path, namespace: 'link-facts' }));
            b.onLoad({ filter: /.*/, namespace: 'link-facts' }, () => ({ contents: '{}', loader: 'json' }));
          },
        },
      ],
    });
    const text = out.outputFiles[0]?.text ?? '';
    const mod = /** @type {Backend} */ (await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`));
    const inputs = new Map(Object.keys(out.metafile.inputs).map((f) => [resolve(code, f), 0]));
    for (const file of inputs.keys()) inputs.set(file, mtime(file));
    loaded = { mod, inputs };
    return mod;
  };
}

/** A file's git blob id. @param {Buffer} bytes */
const blobId = (bytes) => createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');

/**
 * The working tree (or a copy of it) as the studio's FileStore: a file's version is its blob id, and
 * a write checks every file's version before it writes any (Node runs one request's checks and writes
 * without another request between them).
 * @param {string} root @param {Backend['ConflictError']} ConflictError
 * @returns {FileStore}
 */
function createFsStore(root, ConflictError) {
  let written = 0;
  const at = (/** @type {string} */ path) => {
    const file = resolve(root, path);
    if (!file.startsWith(root + sep)) throw new Error(`${path} is outside the project`);
    return file;
  };
  /** @param {string} path */
  const current = (path) => {
    const file = at(path);
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined;
  };
  /** @type {FileStore['write']} */
  const write = async (changes) => {
    for (const change of changes) {
      const bytes = current(change.path);
      if ((bytes ? blobId(bytes) : null) !== change.expected) throw new ConflictError(change.path);
    }
    /** @type {Record<string, string | null>} */
    const versions = {};
    for (const change of changes) {
      const file = at(change.path);
      if (change.bytes === null) {
        rmSync(file, { force: true });
        versions[change.path] = null;
        continue;
      }
      mkdirSync(dirname(file), { recursive: true });
      // Written outside content/ and renamed into place: a watcher never reads half a file, and a
      // build never lists a file of a name the content build does not take.
      mkdirSync(join(root, TEMP), { recursive: true });
      const temp = join(root, TEMP, `${process.pid}-${++written}`);
      writeFileSync(temp, change.bytes);
      renameSync(temp, file);
      versions[change.path] = blobId(Buffer.from(change.bytes));
    }
    return { versions };
  };
  return {
    async read(path) {
      const bytes = current(path);
      return bytes && { path, bytes: new Uint8Array(bytes), version: blobId(bytes) };
    },
    async list(folder, extension, depth) {
      /** @type {string[]} */
      const found = [];
      const walk = (/** @type {string} */ dir, /** @type {number} */ left) => {
        if (left <= 0 || !existsSync(dir)) return;
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const full = join(dir, entry.name);
          if (entry.isDirectory()) walk(full, left - 1);
          else if (entry.name.endsWith(extension) && !entry.name.includes('.studio-'))
            found.push(relative(root, full).split(sep).join('/'));
        }
      };
      walk(at(folder), depth);
      return found.sort();
    },
    write,
    delete: (files) =>
      write(
        files.map((f) => ({ path: f.path, bytes: null, expected: f.expected })),
        '',
        '',
      ),
  };
}

/**
 * Starts the studio server for the project at `root` (its content/, assets/ and dist/), with the
 * backend's code from `code` (default: root).
 * @param {{ root: string, code?: string, port?: number }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} url: what the worker forwards to (STUDIO_LOCAL_URL)
 */
export async function startStudioServer({ root, code = root, port = 0 }) {
  const project = resolve(root);
  const load = backendLoader(resolve(code));
  const first = await load();
  const store = createFsStore(project, first.ConflictError);
  /** The versions cookie of a client whose requests come without cookies (a script; the worker forwards the browser's). */
  let jar = '';
  /** @type {string} */
  let host = '';

  const server = createServer((req, res) => {
    void (async () => {
      try {
        // Only what is addressed to this server by its own address (a page of another site that
        // resolves a name to 127.0.0.1 cannot reach it).
        if (req.headers.host !== host || req.method !== 'POST' || req.url !== '/api/v1') {
          res.writeHead(req.headers.host !== host ? 403 : 404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'not the studio API' }));
          return;
        }
        const mod = await load();
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === 'string' && name !== 'cookie') headers.set(name, value);
        const cookie = req.headers.cookie ?? jar;
        if (cookie) headers.set('cookie', cookie);
        const request = new Request(`http://${host}/api/v1`, {
          method: 'POST',
          headers,
          body: /** @type {ReadableStream} */ (Readable.toWeb(req)),
          // @ts-expect-error Node's fetch needs it for a streamed body; the DOM's RequestInit does not name it
          duplex: 'half',
        });
        const facts = existsSync(join(project, LINK_FACTS)) ? JSON.parse(readFileSync(join(project, LINK_FACTS), 'utf8')) : undefined;
        if (!facts) throw new Error(`${LINK_FACTS} is missing: build the site first (npm start does)`);
        const response = await mod.handleStudioApi(request, store, mod.studioSite(facts));
        const setCookies = response.headers.getSetCookie();
        if (!req.headers.cookie && setCookies[0]) jar = setCookies[0].split(';')[0] ?? '';
        /** @type {Record<string, string | string[]>} */
        const out = {};
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') out[name] = value;
        });
        if (setCookies.length > 0) out['set-cookie'] = setCookies;
        res.writeHead(response.status, out);
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        // The message alone: a stack of the bundled backend names a data: URL kilobytes long.
        console.error(`studio server: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: `The studio server failed: ${error instanceof Error ? error.message : String(error)}` }));
      }
    })();
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok(undefined));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the studio server has no port');
  host = `127.0.0.1:${address.port}`;
  return {
    url: `http://${host}/api/v1`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok(undefined));
      }),
  };
}
