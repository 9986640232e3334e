// The build behind `npm run dev` (decision 0193). `wrangler dev` rebuilds the worker after each
// change saved under its watch_dir; wrangler.toml's [build] command (scripts/wrangler-build.mjs)
// then asks this build, which runs inside `npm run dev` and keeps what it knows warm, to bring dist/
// up to date, instead of running scripts/build.mjs from scratch (a new Node, the content build and
// its pictures, Tailwind's CLI, two client bundles, a git log per page: 3–5 s here).
//
// - The first build, and any change outside client/ and worker/ but the site's copy (content/'s
//   entries, assets/, scripts/, the lockfile…) or one that changes what the content build reads
//   (the page registry, the copy of its pictures), is the production build itself,
//   scripts/build.mjs, as `npm start` runs it.
// - A change under client/ or worker/, or of the site's copy (content/pages/, content/site/,
//   content/facts.yaml), only rebuilds what depends on it, in this process: the copy (checked and
//   compiled again when it or what it is checked with changed), the client bundle (an esbuild
//   context, rebuilt incrementally), the error reporter's bundle and the icons when their sources
//   changed, the stylesheet (Tailwind's compiler and scanner kept warm; only the changed files are
//   scanned again), the page data, the document scripts' CSP hashes and the page registry; then
//   the build manifest and the deployment documents. Content entries, pictures and the font are
//   the last full build's, and so are the sitemap's page times while the registry has the same pages.
// - It starts on its own as soon as a file changes (fs.watch), so it is done, or nearly, by the
//   time wrangler (100 ms of debounce later) asks for it.
//
// What a dev build makes is not what `npm run build` makes, and need not be: the build id is a hash
// of the sources (not of the bundle), the stylesheet may keep rules of classes an edit removed
// (Tailwind's own watch mode does the same) until the next full build, and the manifest allows
// wrangler's live-reload script (`npm run dev` serves with --live-reload). Production builds never
// run this module.
//
// The client bundle's options are scripts/lib/client-bundle.mjs's, as scripts/build.mjs's;
// scripts/lib/dev-build.test.mjs checks that every chunk the dev manifest names is served.
import { build as esbuild, context, formatMessages } from 'esbuild';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, watch, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import { runInThisContext } from 'node:vm';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { compileSiteCopy, readLinkFacts, routePaths, siteCopy } from '../content/index.mjs';
import { writeIcons } from '../icons.mjs';
import { NESTED_BUILD } from './env.mjs';
import { pageTimes } from './page-times.mjs';
import { clientChunks, clientOptions, entryPoints, finishOutput, firstLoadPlugin, reporterPoints } from './client-bundle.mjs';

/** What wrangler.toml's [build] watch_dir names: a change there makes wrangler ask for a build. */
export const WATCHED_DIRS = Object.freeze(['client', 'worker', 'assets', 'scripts', 'content']);
/** Files outside those that the build id covers (scripts/build.mjs hashes them too). */
const WATCHED_FILES = ['package-lock.json', 'wrangler.toml', 'tsconfig.json'];
/** The folders a dev build can rebuild from on its own; a change anywhere else is a full build. */
const FAST_DIRS = ['client', 'worker'];
/** The site's copy (scripts/content/copy.mjs): checked and compiled again by the fast path itself. */
const COPY_FILES = [`content${sep}pages${sep}`, `content${sep}site${sep}`, `content${sep}facts.yaml`];
/** What else the copy is checked with: the schemas, the figures it states, what its links may name. */
const COPY_CODE =
  /(?:\.schema\.ts|copy-schema\.ts|client[\\/]site[\\/]retention\.ts|client[\\/]forms[\\/]contact\.ts|client[\\/]routes\.ts|client[\\/]content[\\/]select\.ts)$/;
/** The folders whose files the build id covers, as scripts/build.mjs's. */
const ID_DIRS = ['client', 'worker', 'assets', 'content'];
/**
 * Compiled into the client bundle in place of the build id, then replaced in the files that carry
 * it: an esbuild context's options are fixed, the id is not. Sixteen characters, as an id.
 */
const ID_PLACEHOLDER = 'devbuildid000000';
/** How many times one request builds again because files changed while it built. */
const MAX_ROUNDS = 10;

const sha = (/** @type {string | Buffer} */ data, len = 64) => createHash('sha256').update(data).digest('hex').slice(0, len);
/** A CSP source that allows exactly this inline script or stylesheet (as scripts/build.mjs's). */
const cspHash = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** esbuild's `[hash]`: eight characters of base32. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const hash8 = (/** @type {string} */ text) => {
  const bytes = createHash('sha256').update(text).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 8) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === 8) break;
  }
  return out;
};

/**
 * @typedef {object} BuildManifest what scripts/build.mjs writes to dist/build-manifest.json (worker/manifest.ts)
 * @property {string} buildId
 * @property {string | null} commit
 * @property {number} timestamp
 * @property {Record<string, number>} lastModified
 * @property {{ entry: string, entryPreload: string[], report: string, font: string }} assets
 * @property {Record<string, { chunk: string, preload: string[] }>} pages
 * @property {Record<string, { chunk: string, preload: string[] }>} copy
 * @property {Record<string, string>} pageData
 * @property {string[]} scriptHashes
 * @property {string} css
 * @property {string[]} styleHashes
 */

/**
 * @typedef {object} BuildResult
 * @property {boolean} ok
 * @property {string} [buildId]
 * @property {'full' | 'fast'} [kind]
 */

/**
 * Every file under the watched folders (but hidden ones and backups), and the watched files, with
 * a stamp that changes when the file does (modification time and size).
 * @param {string} root
 * @returns {Map<string, string>}
 */
function stampFiles(root) {
  /** @type {Map<string, string>} */
  const stamps = new Map();
  const add = (/** @type {string} */ file) => {
    try {
      const s = statSync(file);
      if (s.isFile()) stamps.set(file, `${s.mtimeMs}:${s.size}`);
    } catch {
      /* gone meanwhile */
    }
  };
  const visit = (/** @type {string} */ dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      // An editor's swap and backup files (.home.ts.swp, home.ts~) are no sources.
      if (e.name.startsWith('.') || e.name.endsWith('~')) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) visit(p);
      else add(p);
    }
  };
  for (const d of WATCHED_DIRS) visit(join(root, d));
  for (const f of WATCHED_FILES) add(join(root, f));
  return stamps;
}

/**
 * What changed between two stamp maps.
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 */
function changesBetween(before, after) {
  /** @type {string[]} */
  const changed = [];
  let added = false;
  let removed = false;
  for (const [file, stamp] of after) {
    const was = before.get(file);
    if (was === undefined) added = true;
    if (was !== stamp) changed.push(file);
  }
  for (const file of before.keys()) {
    if (!after.has(file)) {
      removed = true;
      changed.push(file);
    }
  }
  return { changed, added, removed };
}

/**
 * A dependency-free TypeScript module of ours, bundled in memory as scripts/lib/load-ts.mjs does
 * (here by an esbuild context, rebuilt incrementally), with the files it was made from. Run as a
 * script, not imported: a module imported from a data URL is never freed, and this runs on edits.
 * @param {string} root
 * @param {string} file
 */
async function tsModule(root, file) {
  const ctx = await context({
    entryPoints: [join(root, file)],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    minify: true,
    legalComments: 'none',
    // Its errors are printed by the fast path, once each (see `printFailures`).
    logLevel: 'silent',
    metafile: true,
  });
  return {
    /** @returns {Promise<{ exports: Record<string, any>, inputs: Set<string> }>} */
    async run() {
      const out = await ctx.rebuild();
      const text = out.outputFiles?.[0]?.text;
      if (text === undefined || !out.metafile) throw new Error(`esbuild wrote nothing for ${file}`);
      const module = { exports: {} };
      runInThisContext(`(function (module, exports) {${text}\n})`, { filename: file })(module, module.exports);
      return { exports: module.exports, inputs: inputsOf(root, out.metafile) };
    },
    dispose: () => ctx.dispose(),
  };
}

/**
 * The source files an esbuild build read, as absolute paths.
 * @param {string} root
 * @param {import('esbuild').Metafile} metafile
 */
function inputsOf(root, metafile) {
  return new Set(Object.keys(metafile.inputs).map((p) => join(root, p)));
}

/**
 * The files a set of modules is made of (their import graph), for deciding whether a change touches them.
 * @param {string} root
 * @param {string[]} files
 */
async function graphOf(root, files) {
  const out = await esbuild({
    entryPoints: files.filter((f) => existsSync(join(root, f))).map((f) => join(root, f)),
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    outdir: join(root, '.wrangler/tmp/dev-graph'),
    logLevel: 'silent',
    metafile: true,
  });
  return inputsOf(root, out.metafile);
}

/** What the content build reads from client/ (scripts/content/index.mjs: routePaths, siteCopy). */
const CONTENT_SOURCES = [
  'client/routes.ts',
  'client/site/company.ts',
  'client/site/pages/work.ts',
  'client/site/pages/news.ts',
  'client/site/de/pages/work.ts',
  'client/site/de/pages/news.ts',
];
/** What scripts/icons.mjs bundles. */
const ICON_SOURCES = ['client/icons/used.ts', 'worker/icons/flatten.ts', 'client/icons/names.ts'];

/**
 * What the content build takes from client/, as one string: a different string means dist/content
 * may differ, and only a full build makes it.
 * @param {string} root
 */
async function contentKey(root) {
  const [pages, en, de] = await Promise.all([routePaths(root), siteCopy(root, 'en'), siteCopy(root, 'de')]);
  return JSON.stringify({ pages, en, de });
}

/**
 * Tailwind as its CLI runs it (`tailwindcss -i client/styles.css --minify`: the same compiler,
 * scanner and optimiser, the same bytes), kept in memory: after a change only the changed files
 * are scanned, and the stylesheet is made again only when they hold a class not seen before.
 * @param {string} root
 */
async function tailwind(root) {
  const input = join(root, 'client/styles.css');
  /** @type {string[]} */
  const dependencies = [];
  const compiler = await compile(readFileSync(input, 'utf8'), {
    base: dirname(input),
    from: input,
    onDependency: (path) => dependencies.push(path),
  });
  const sources = (
    compiler.root === 'none'
      ? []
      : compiler.root === null
        ? [{ base: root, pattern: '**/*', negated: false }]
        : [{ ...compiler.root, negated: false }]
  ).concat(compiler.sources);
  sources.push({ base: dirname(input), pattern: 'styles.css', negated: false });
  const scanner = new Scanner({ sources });
  let css = optimize(compiler.build(scanner.scan()), { file: input, minify: true }).code;
  const inputs = new Set([input, ...dependencies]);
  return {
    get css() {
      return css;
    },
    /** Whether a change of these files needs a new compiler (the stylesheet or what it imports). @param {string[]} files */
    needsCompiler: (files) => files.some((f) => inputs.has(f)),
    /** Scans the changed files; the stylesheet changes only when they hold new candidates. @param {string[]} files */
    update(files) {
      const present = files.filter((f) => existsSync(f) && /\.[cm]?[jt]sx?$|\.html$|\.css$|\.md$|\.json$/.test(f));
      if (present.length === 0) return css;
      const fresh = scanner.scanFiles(present.map((file) => ({ file, extension: file.slice(file.lastIndexOf('.') + 1) })));
      if (fresh.length > 0) css = optimize(compiler.build(fresh), { file: input, minify: true }).code;
      return css;
    },
  };
}

/**
 * The inline script wrangler's dev proxy adds to every HTML answer with --live-reload (it reloads
 * the page when the worker is reloaded), read from the installed wrangler: the CSP allows inline
 * scripts by hash only, so its hash goes into the dev build's manifest. Undefined when this
 * wrangler has none in the expected place (scripts/lib/dev-build.test.mjs checks it does).
 * @param {string} root
 */
export function liveReloadScript(root) {
  let source = '';
  try {
    source = readFileSync(join(root, 'node_modules/wrangler/wrangler-dist/ProxyWorker.js'), 'utf8');
  } catch {
    return undefined;
  }
  const constant = (/** @type {string} */ name) => new RegExp(`var ${name} = "([^"]*)"`).exec(source)?.[1];
  const pathname = constant('LIVE_RELOAD_PATHNAME');
  const protocol = constant('LIVE_RELOAD_PROTOCOL');
  const template = /var liveReloadScript = `([^`]*)`/.exec(source)?.[1];
  if (pathname === undefined || protocol === undefined || template === undefined) return undefined;
  const html = template.replaceAll('${LIVE_RELOAD_PATHNAME}', pathname).replaceAll('${LIVE_RELOAD_PROTOCOL}', protocol);
  if (html.includes('${')) return undefined;
  return /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1];
}

/**
 * A settled step's value (its failure is thrown).
 * @template T
 * @param {PromiseSettledResult<T>} result
 * @returns {T}
 */
function valueOf(result) {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * @typedef {object} Warm what the fast path keeps between builds
 * @property {BuildManifest} base the last full build's manifest
 * @property {string} fontFace the stylesheet's part before Tailwind's (the font faces)
 * @property {Awaited<ReturnType<typeof tailwind>>} styles
 * @property {Set<string>} contentSources
 * @property {Set<string>} iconSources
 * @property {{ url: string, inputs: Set<string> }} reporter
 * @property {Record<string, { exports: Record<string, any>, inputs: Set<string> }>} modules
 */

/**
 * @typedef {object} Builder one dev builder: its settings, and what it keeps between builds
 * @property {string} root
 * @property {(line: string) => void} log
 * @property {string} dist
 * @property {string} clientOut
 * @property {string} appOut
 * @property {string} manifestFile
 * @property {string[]} extraScriptHashes the live-reload script's hash, when the manifest allows it
 * @property {import('esbuild').Plugin[]} firstLoad the first-load plugin, planned when the quick rebuilds are prepared (a new lazy chunk added later is a chunk more until the next full build)
 * @property {Map<string, { stamp: string, hash: string }>} fileHashes per file: its stamp and the hash of its bytes, for the build id
 * @property {string | undefined} builtContentKey what the content build last took from client/ (contentKey)
 * @property {Promise<Warm | undefined> | undefined} warming
 * @property {import('esbuild').BuildContext | undefined} clientContext
 * @property {import('esbuild').BuildContext | undefined} reporterContext
 * @property {import('esbuild').BuildResult | undefined} lastClient the client bundle's last rebuild (the placeholder in it)
 * @property {Map<string, Promise<Awaited<ReturnType<typeof tsModule>>>>} modules
 * @property {Map<string, { exports: Record<string, any>, inputs: Set<string> }>} copyModules what the copy was last checked with (compileCopyAgain)
 * @property {Map<string, Record<string, any>[]>} copySchemas the copy's schemas as last loaded (emptied when one changes)
 * @property {boolean} closed
 */

/**
 * @param {object} [options]
 * @param {string} [options.root] the project folder
 * @param {boolean} [options.liveReload] allow wrangler's live-reload script (`--live-reload`)
 * @param {(line: string) => void} [options.log]
 */
export function createDevBuilder({ root = process.cwd(), liveReload = false, log = (line) => console.log(line) } = {}) {
  const b = newBuilder({ root, liveReload, log });
  /** Changes a failed build did not bring into dist/: the next build takes them too. */
  const pending = { changed: /** @type {Set<string>} */ (new Set()), structural: false };
  /** @type {Map<string, string> | undefined} stamps of the files at the start of the last build */
  let stamps;
  /** @type {BuildResult} */
  let last = { ok: false };
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();

  /**
   * Brings dist/ up to date with the files as they are now, and again while they changed during
   * the build (at most MAX_ROUNDS times). One build at a time: callers queue.
   * @returns {Promise<BuildResult>}
   */
  const ensure = () => {
    const run = queue.then(async () => {
      for (let round = 0; round < MAX_ROUNDS && !b.closed; round++) {
        const now = stampFiles(root);
        if (stamps && changesBetween(stamps, now).changed.length === 0) return last;
        const before = stamps;
        stamps = now;
        last = await buildFor(b, pending, before, now);
      }
      return last;
    });
    queue = run.catch(() => undefined);
    return run;
  };

  /** @type {import('node:http').Server | undefined} */
  let server;
  /** @type {import('node:fs').FSWatcher[]} */
  const watchers = [];
  /** @type {NodeJS.Timeout | undefined} */
  let kick;
  /** @type {Promise<void> | undefined} */
  let closing;

  return {
    ensure,
    /**
     * Serves `POST /build` on 127.0.0.1 (for scripts/wrangler-build.mjs): answers when dist/ is up
     * to date, 200 when the build succeeded, 500 when it failed.
     * @returns {Promise<string>} the address
     */
    listen() {
      const served = serveBuilds(ensure);
      server = served.server;
      return served.address;
    },
    /** Starts a build as soon as a watched file changes, before wrangler asks for it. */
    watch() {
      const changed = () => {
        clearTimeout(kick);
        kick = setTimeout(() => void ensure(), 5);
      };
      watchers.push(...watchSources(root, changed));
    },
    /** Stops watching and answering; no build starts after it. */
    close() {
      if (!closing) {
        b.closed = true;
        clearTimeout(kick);
        for (const w of watchers) w.close();
        server?.close();
        closing = queue.then(() => dispose(b));
      }
      return closing;
    },
  };
}

/**
 * A builder with nothing built yet.
 * @param {{ root: string, liveReload: boolean, log: (line: string) => void }} options
 * @returns {Builder}
 */
function newBuilder({ root, liveReload, log }) {
  const dist = join(root, 'dist');
  const clientOut = join(dist, 'client');
  const reloadScript = liveReload ? liveReloadScript(root) : undefined;
  if (liveReload && reloadScript === undefined)
    log("dev build: wrangler's live-reload script was not found where it was; pages will not reload by themselves");
  return {
    root,
    log,
    dist,
    clientOut,
    appOut: join(clientOut, '_app'),
    manifestFile: join(dist, 'build-manifest.json'),
    extraScriptHashes: reloadScript === undefined ? [] : [cspHash(reloadScript)],
    firstLoad: [],
    fileHashes: new Map(),
    builtContentKey: undefined,
    warming: undefined,
    clientContext: undefined,
    reporterContext: undefined,
    lastClient: undefined,
    modules: new Map(),
    copyModules: new Map(),
    copySchemas: new Map(),
    closed: false,
  };
}

/** The esbuild contexts a builder holds, disposed. @param {Builder} b @returns {Promise<void>} */
async function dispose(b) {
  await Promise.all([
    b.clientContext?.dispose(),
    b.reporterContext?.dispose(),
    ...[...b.modules.values()].map((m) => m.then((x) => x.dispose())),
  ]);
}

/**
 * A server of `POST /build` on a free port of 127.0.0.1, and its address once it listens.
 * @param {() => Promise<BuildResult>} ensure
 */
function serveBuilds(ensure) {
  const server = createServer((req, res) => {
    if (req.url !== '/build') {
      res.writeHead(404).end();
      return;
    }
    void ensure().then(
      (r) =>
        res.writeHead(r.ok ? 200 : 500, { 'content-type': 'text/plain' }).end(r.ok ? `ok ${r.buildId}` : 'the build failed (see above)'),
      (/** @type {unknown} */ error) =>
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`dev build: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
  /** @type {Promise<string>} */
  const address = new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve(`http://127.0.0.1:${port}`);
    });
  });
  return { server, address };
}

/**
 * Watchers of the watched folders, each calling `changed` on any change in it.
 * @param {string} root @param {() => void} changed @returns {import('node:fs').FSWatcher[]}
 */
function watchSources(root, changed) {
  /** @type {import('node:fs').FSWatcher[]} */
  const watchers = [];
  for (const d of WATCHED_DIRS) {
    try {
      const w = watch(join(root, d), { recursive: true }, changed);
      w.on('error', () => w.close());
      watchers.push(w);
    } catch {
      /* no such folder, or no recursive watching here: wrangler's request still builds */
    }
  }
  return watchers;
}

/**
 * A module of ours by its esbuild context, made on first use and kept; forgotten when making it
 * failed, so the next build tries again.
 * @param {Builder} b @param {string} file
 */
function moduleOf(b, file) {
  let m = b.modules.get(file);
  if (!m) {
    m = tsModule(b.root, file);
    m.catch(() => b.modules.delete(file));
    b.modules.set(file, m);
  }
  return m;
}

/** An asset's URL from its path relative to the project (as scripts/build.mjs's). @param {Builder} b @param {string} p */
const assetUrl = (b, p) => `/${relative(b.clientOut, join(b.root, p)).split(sep).join('/')}`;

/** The client bundle's options (scripts/lib/client-bundle.mjs, as `npm run build`'s) with this build id. @param {Builder} b @param {string} buildId */
const clientBuildOptions = (b, buildId) => clientOptions({ root: b.root, outdir: b.appOut, buildId });

/**
 * One build for what changed since the last (all of it when there was none): the fast path when
 * every change is one it can take, else, or when it gives up, a full build.
 * @param {Builder} b
 * @param {{ changed: Set<string>, structural: boolean }} pending changes a failed build did not bring into dist/
 * @param {Map<string, string> | undefined} before
 * @param {Map<string, string>} now
 * @returns {Promise<BuildResult>}
 */
async function buildFor(b, pending, before, now) {
  /** @type {BuildResult | undefined} */
  let result;
  if (before) {
    const { changed, added, removed } = changesBetween(before, now);
    for (const f of changed) pending.changed.add(f);
    pending.structural ||= added || removed;
    const all = [...pending.changed];
    const fast = (/** @type {string} */ f) => {
      const rel = relative(b.root, f);
      return FAST_DIRS.some((d) => rel.startsWith(`${d}${sep}`)) || COPY_FILES.some((c) => rel.startsWith(c));
    };
    if (all.every(fast)) {
      try {
        result = await fastBuild(b, all, pending.structural, now);
      } catch (error) {
        // esbuild printed its own errors (a syntax error in what was saved): a full build would only repeat them.
        if (error && typeof error === 'object' && 'errors' in error) return /** @type {BuildResult} */ ({ ok: false, kind: 'fast' });
        b.log(`dev build: quick rebuild failed (${error instanceof Error ? error.message : String(error)}); a full build instead`);
      }
    }
  }
  result ??= await fullBuild(b);
  if (result.ok) {
    pending.changed.clear();
    pending.structural = false;
  }
  return result;
}

/**
 * The build id of a dev build: the sources and the stylesheet (whose rules may outlive a class).
 * @param {Builder} b @param {Map<string, string>} now @param {string} css @param {string} font
 */
function devBuildId(b, now, css, font) {
  const h = createHash('sha256').update('dev');
  const files = [...now.keys()]
    .filter((f) => {
      const rel = relative(b.root, f);
      return WATCHED_FILES.includes(rel) || ID_DIRS.some((d) => rel.startsWith(`${d}${sep}`));
    })
    .sort();
  for (const f of files) {
    const stamp = now.get(f) ?? '';
    let held = b.fileHashes.get(f);
    if (held?.stamp !== stamp) {
      held = { stamp, hash: existsSync(f) ? sha(readFileSync(f)) : '' };
      b.fileHashes.set(f, held);
    }
    h.update(relative(b.root, f)).update(held.hash);
  }
  return h.update(css).update(font).digest('hex').slice(0, 16);
}

/**
 * scripts/build.mjs in a Node of its own, as `npm start` runs it; then what the fast path needs, made ready in the background.
 * @param {Builder} b @returns {Promise<BuildResult>}
 */
async function fullBuild(b) {
  if (b.closed) return { ok: false, kind: 'full' };
  const started = performance.now();
  b.warming = undefined;
  // Before the build reads them: a change while it runs shows in the next comparison.
  b.builtContentKey = await contentKey(b.root).catch(() => undefined);
  if ((await runBuildScript(b)) !== 0) return { ok: false, kind: 'full' };
  /** @type {BuildManifest} */
  const manifest = JSON.parse(readFileSync(b.manifestFile, 'utf8'));
  if (b.extraScriptHashes.length > 0) {
    manifest.scriptHashes = [...manifest.scriptHashes, ...b.extraScriptHashes];
    writeFileSync(b.manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  }
  b.log(`dev build ${manifest.buildId}: full build in ${Math.round(performance.now() - started)} ms`);
  b.warming = warm(b, manifest).catch((/** @type {unknown} */ error) => {
    b.log(
      `dev build: could not prepare quick rebuilds (${error instanceof Error ? error.message : String(error)}); every change will be a full build`,
    );
    return undefined;
  });
  return { ok: true, buildId: manifest.buildId, kind: 'full' };
}

/**
 * scripts/build.mjs run by this Node, as a build of its own (not nested in one).
 * @param {Builder} b @returns {Promise<number>} its exit code
 */
function runBuildScript(b) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env };
  delete env[NESTED_BUILD];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(b.root, 'scripts/build.mjs')], {
      cwd: b.root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (c) => resolve(c ?? 1));
    child.on('error', () => resolve(1));
  });
}

/**
 * What the fast path keeps, made from the sources as they are now (a file that changed since
 * the full build is in the next comparison, and is rebuilt from then).
 * @param {Builder} b
 * @param {BuildManifest} base
 * @returns {Promise<Warm>}
 */
async function warm(b, base) {
  if (!b.clientContext) {
    b.firstLoad = [await firstLoadPlugin({ root: b.root, outdir: b.appOut })];
    b.clientContext = await context({ ...clientBuildOptions(b, ID_PLACEHOLDER), ...entryPoints(b.root), plugins: b.firstLoad });
  }
  const clientContext = b.clientContext;
  b.reporterContext ??= await context({ ...clientBuildOptions(b, ''), ...reporterPoints(b.root), logLevel: 'silent' });
  const reporterContext = b.reporterContext;
  const [styles, contentSources, iconSources, reporter, pageData, documentScripts, routes] = await Promise.all([
    tailwind(b.root),
    graphOf(b.root, CONTENT_SOURCES),
    graphOf(b.root, ICON_SOURCES),
    reporterContext.rebuild().then((r) => ({ url: reporterUrl(b, r), inputs: inputsOf(b.root, metafileOf(r)) })),
    moduleOf(b, 'client/site/page-data.ts').then((m) => m.run()),
    moduleOf(b, 'client/app/document-scripts.ts').then((m) => m.run()),
    moduleOf(b, 'client/routes.ts').then((m) => m.run()),
    clientContext.rebuild().then((r) => (b.lastClient = r)),
  ]);
  const builtCss = readFileSync(join(b.clientOut, base.css), 'utf8');
  const at = builtCss.indexOf('/*! tailwindcss');
  if (at < 0) throw new Error(`${base.css} has no Tailwind part`);
  return {
    base,
    fontFace: builtCss.slice(0, at),
    styles,
    contentSources,
    iconSources,
    reporter,
    modules: { pageData, documentScripts, routes },
  };
}

/**
 * Throws the first failure of parallel steps. esbuild's errors are printed once each: the client
 * bundle's context printed its own; those of the other builds (silent, and often the same file's
 * error again) only where the client bundle did not fail.
 * @param {PromiseSettledResult<unknown>[]} settled
 */
async function printFailures(settled) {
  const failures = settled.flatMap((r) => (r.status === 'rejected' ? [/** @type {unknown} */ (r.reason)] : []));
  if (failures.length === 0) return;
  const isBuildFailure = (/** @type {unknown} */ e) => e !== null && typeof e === 'object' && 'errors' in e && Array.isArray(e.errors);
  if (settled[0]?.status === 'fulfilled') {
    /** @type {Map<string, import('esbuild').Message>} */
    const messages = new Map();
    for (const f of failures)
      if (isBuildFailure(f))
        for (const m of /** @type {{ errors: import('esbuild').Message[] }} */ (f).errors)
          messages.set(`${m.location?.file}:${m.location?.line}:${m.location?.column}:${m.text}`, m);
    if (messages.size > 0)
      console.error((await formatMessages([...messages.values()], { kind: 'error', color: process.stderr.isTTY })).join(''));
  }
  throw failures.find(isBuildFailure) ?? failures[0];
}

/** @param {import('esbuild').BuildResult} result */
function metafileOf(result) {
  if (!result.metafile) throw new Error('dev build: esbuild gave no metafile');
  return result.metafile;
}
/** @param {import('esbuild').BuildResult} result */
function outputFilesOf(result) {
  if (!result.outputFiles) throw new Error('dev build: esbuild kept no output in memory');
  return result.outputFiles;
}
/**
 * Writes what esbuild made that is not on disk yet (its names are hashes of its bytes), finished
 * as `npm run build` finishes it (the second minifier).
 * @param {{ path: string, contents: Uint8Array }[]} files
 */
function writeNew(files) {
  for (const f of files) if (!existsSync(f.path)) writeFileSync(f.path, finishOutput(f).contents);
}
/** The reporter's file: writes it and returns its URL. @param {Builder} b @param {import('esbuild').BuildResult} result */
function reporterUrl(b, result) {
  writeNew(outputFilesOf(result));
  return assetUrl(b, Object.keys(metafileOf(result).outputs).find((o) => o.endsWith('.js')) ?? '');
}

/**
 * The client bundle with this build id: the context's rebuild, the placeholder replaced in the
 * files that carry it and those renamed after their new bytes. A file that carries it and is
 * imported by another would need the importer renamed too: then a build of its own with the id.
 * @param {Builder} b
 * @param {string} buildId
 * @param {boolean} sourcesChanged
 * @returns {Promise<Record<string, import('esbuild').Metafile['outputs'][string]>>} the outputs, by path
 */
async function bundleClient(b, buildId, sourcesChanged) {
  if (!b.clientContext) throw new Error('dev build: no client context');
  // A change of none of its sources (the worker's own code) leaves the bundle as it was: only the id is new.
  const result = !sourcesChanged && b.lastClient ? b.lastClient : await b.clientContext.rebuild();
  b.lastClient = result;
  const outputs = metafileOf(result).outputs;
  const files = outputFilesOf(result);
  const carrying = new Set(files.filter((f) => f.text.includes(ID_PLACEHOLDER)).map((f) => relative(b.root, f.path).split(sep).join('/')));
  const importedCarrier = Object.values(outputs).some((o) => o.imports.some((i) => carrying.has(i.path)));
  const renamable = [...carrying].every((p) => /-[A-Z2-7]{8}\.js$/.test(p));
  if (importedCarrier || !renamable) {
    const own = await esbuild({ ...clientBuildOptions(b, buildId), ...entryPoints(b.root), plugins: b.firstLoad });
    writeNew(outputFilesOf(own));
    return metafileOf(own).outputs;
  }
  /** @type {Record<string, import('esbuild').Metafile['outputs'][string]>} */
  const renamed = {};
  for (const f of files) {
    const rel = relative(b.root, f.path).split(sep).join('/');
    const meta = outputs[rel];
    if (!meta) continue;
    if (!carrying.has(rel)) {
      writeNew([f]);
      renamed[rel] = meta;
      continue;
    }
    const text = f.text.replaceAll(ID_PLACEHOLDER, buildId);
    const name = rel.replace(/-[A-Z2-7]{8}\.js$/, `-${hash8(text)}.js`);
    writeNew([{ path: join(b.root, name), contents: Buffer.from(text) }]);
    renamed[name] = meta;
  }
  return renamed;
}

/**
 * The copy checked and compiled again (scripts/content/copy.mjs) with the modules it is checked
 * with as they are now, and with what the last full build's content holds (links may name it).
 * Resolves to the files whose bytes it changed, or undefined when it has problems (printed, one per line).
 * @param {Builder} b
 * @returns {Promise<string[] | undefined>}
 */
async function compileCopyAgain(b, /** @type {string[]} */ changed, /** @type {boolean} */ structural) {
  // What the copy is checked with, run again only when a file it is made of changed.
  const checkedWith = async (/** @type {string} */ file) => {
    const held = b.copyModules.get(file);
    if (held && !structural && !changed.some((f) => held.inputs.has(f))) return held;
    const fresh = await (await moduleOf(b, file)).run();
    b.copyModules.set(file, fresh);
    return fresh;
  };
  const codeChanged = structural || changed.some((f) => COPY_CODE.test(f));
  if (codeChanged) b.copySchemas.clear();
  // Only the saved files' blocks, unless what they are all checked with changed.
  const only = codeChanged ? undefined : new Set(changed.map((f) => relative(b.root, f).split(sep).join('/')));
  const [routes, retention, select, contact] = await Promise.all(
    ['client/routes.ts', 'client/site/retention.ts', 'client/content/select.ts', 'client/forms/contact.ts'].map(checkedWith),
  );
  const outDir = join(b.dist, 'content');
  const { problems, written } = await compileSiteCopy({
    root: b.root,
    facts: readLinkFacts(outDir),
    outDir,
    site: {
      routes: /** @type {typeof import('../../client/routes')} */ (routes?.exports),
      isService: (value) => select?.exports.parseService(value) !== undefined,
      isTopic: (value) => contact?.exports.CONTACT_TOPICS.includes(value),
    },
    figures: { retention: retention?.exports.RETENTION_DAYS },
    schemaCache: b.copySchemas,
    ...(only ? { only } : {}),
  });
  if (problems.length > 0) {
    console.error(`content: ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    return undefined;
  }
  return written;
}

/**
 * A build after changes under client/ and worker/ and of the copy only. Resolves to undefined
 * when a full build is needed after all (the content build's sources changed what it reads).
 * @param {Builder} b
 * @param {string[]} changed
 * @param {boolean} structural files were added or removed
 * @param {Map<string, string>} now
 * @returns {Promise<BuildResult | undefined>}
 */
async function fastBuild(b, changed, structural, now) {
  const state = await b.warming;
  if (!state) return undefined;
  const started = performance.now();
  /** @type {string[]} */
  const phases = [];
  let mark = started;
  const phase = (/** @type {string} */ name) => {
    const t = performance.now();
    phases.push(`${name} ${Math.round(t - mark)}`);
    mark = t;
  };
  // `changed` as it is when asked: the copy's step adds the files it wrote.
  const touches = (/** @type {Set<string>} */ inputs) => structural || changed.some((f) => inputs.has(f));

  // 1. The copy, when a file of it or what it is checked with changed: its JSON is then among the
  //    changes, which what the content build reads (its pictures' words) may be made of.
  if (structural || changed.some((f) => COPY_FILES.some((c) => relative(b.root, f).startsWith(c)) || COPY_CODE.test(f))) {
    const written = await compileCopyAgain(b, changed, structural);
    if (!written) return { ok: false, kind: 'fast' };
    changed = [...changed, ...written];
    phase('copy');
  }
  // 1b. What the content build reads, and the icons: rare.
  if (!(await contentAndIcons(b, state, touches))) return undefined;
  // 2. The stylesheet, then the build id.
  const css = await restyle(b, state, changed);
  const buildId = devBuildId(b, now, css, state.base.assets.font);
  phase('checks and CSS');
  // 3. The bundles and modules, at once.
  const built = await rebuildCode(b, state, buildId, touches);
  phase('bundle and modules');
  // 4. The files and the manifest, as scripts/build.mjs makes them.
  const assets = writeAssets(b, css, built.pageData);
  const manifest = writeManifest(b, state, { buildId, css, assets, built });
  writeDeploymentDocuments(b, manifest);
  phase('manifest');
  const names = changed.map((f) => relative(b.root, f));
  b.log(
    `dev build ${buildId}: ${names.length > 3 ? `${names.length} files` : names.join(', ')} changed; ${phases.join(' + ')} = ${Math.round(performance.now() - started)} ms`,
  );
  return { ok: true, buildId, kind: 'fast' };
}

/**
 * The fast path's first step: what the content build reads from client/, and the icons, when a
 * change touches them. False when the content build would read something else: a full build then.
 * @param {Builder} b @param {Warm} state @param {(inputs: Set<string>) => boolean} touches
 */
async function contentAndIcons(b, state, touches) {
  if (touches(state.contentSources)) {
    const key = await contentKey(b.root);
    if (key !== b.builtContentKey) return false;
    state.contentSources = await graphOf(b.root, CONTENT_SOURCES);
  }
  if (touches(state.iconSources)) {
    await writeIcons(b.root, b.dist);
    state.iconSources = await graphOf(b.root, ICON_SOURCES);
  }
  return true;
}

/**
 * The stylesheet after these changes, the font faces before it: a new compiler when the stylesheet
 * or what it imports changed, else the changed files of client/ (Tailwind's only source) scanned.
 * @param {Builder} b @param {Warm} state @param {string[]} changed
 */
async function restyle(b, state, changed) {
  const clientChanged = changed.filter((f) => relative(b.root, f).startsWith(`client${sep}`));
  if (state.styles.needsCompiler(changed)) state.styles = await tailwind(b.root);
  else state.styles.update(clientChanged);
  return state.fontFace + state.styles.css;
}

/**
 * The client bundle with this id, the reporter's bundle and the modules the manifest is made of,
 * at once, each made again only when a change touches it. Throws the first failure.
 * @param {Builder} b @param {Warm} state @param {string} buildId @param {(inputs: Set<string>) => boolean} touches
 */
async function rebuildCode(b, state, buildId, touches) {
  const module = async (/** @type {keyof Warm['modules']} */ name, /** @type {string} */ file) => {
    const held = state.modules[name];
    if (held && !touches(held.inputs)) return held;
    const fresh = await (await moduleOf(b, file)).run();
    state.modules[name] = fresh;
    return fresh;
  };
  const settled = await Promise.allSettled([
    bundleClient(b, buildId, !b.lastClient || touches(inputsOf(b.root, metafileOf(b.lastClient)))),
    touches(state.reporter.inputs) && b.reporterContext
      ? b.reporterContext.rebuild().then((r) => ({ url: reporterUrl(b, r), inputs: inputsOf(b.root, metafileOf(r)) }))
      : state.reporter,
    module('pageData', 'client/site/page-data.ts'),
    module('documentScripts', 'client/app/document-scripts.ts'),
    module('routes', 'client/routes.ts'),
  ]);
  await printFailures(settled);
  const built = {
    outputs: valueOf(settled[0]),
    report: valueOf(settled[1]),
    pageData: valueOf(settled[2]),
    documentScripts: valueOf(settled[3]),
    routes: valueOf(settled[4]),
  };
  state.reporter = built.report;
  return built;
}

/**
 * The stylesheet and each language's page data, under names made of their hashes (scripts/build.mjs's
 * steps 3 and 6b): one already there has these bytes.
 * @param {Builder} b @param {string} css @param {{ exports: Record<string, any> }} pageDataModule
 * @returns {{ css: string, pageData: Record<string, string> }} their URLs
 */
function writeAssets(b, css, pageDataModule) {
  const cssName = `site-${sha(css, 10)}.css`;
  if (!existsSync(join(b.appOut, cssName))) writeFileSync(join(b.appOut, cssName), css);
  /** @type {Record<string, string>} */
  const pageData = {};
  for (const [lang, data] of Object.entries(pageDataModule.exports.PAGE_DATA)) {
    const text = JSON.stringify(data);
    const name = `page-data-${lang}-${sha(text, 10)}.json`;
    if (!existsSync(join(b.appOut, name))) writeFileSync(join(b.appOut, name), text);
    pageData[lang] = `/_app/${name}`;
  }
  return { css: `/_app/${cssName}`, pageData };
}

/**
 * The build manifest of this build, written: the last full build's, with this build's id, chunks,
 * page data, CSP hashes (scripts/build.mjs's steps 4 and 6) and stylesheet, and the page times
 * made again when the registry's static pages changed.
 * @param {Builder} b @param {Warm} state
 * @param {{ buildId: string, css: string, assets: ReturnType<typeof writeAssets>, built: Awaited<ReturnType<typeof rebuildCode>> }} parts
 * @returns {{ manifest: BuildManifest, staticPages: { id: string, lang: string, path: string }[] }}
 */
function writeManifest(b, state, { buildId, css, assets, built }) {
  const { COLOR_MODE_SCRIPT, BOOTSTRAP_SCRIPT } = built.documentScripts.exports;
  const scriptHashes = [COLOR_MODE_SCRIPT, BOOTSTRAP_SCRIPT].map(cspHash);
  const { entryUrl, entryPreload, pages, copy } = clientChunks(built.outputs, (p) => assetUrl(b, p));
  const { STATIC_PAGE_IDS, LANGS, PAGE_IDS, pagePath } = built.routes.exports;
  const unchunked = PAGE_IDS.filter((/** @type {string} */ id) => !pages[id]);
  if (unchunked.length > 0) throw new Error(`no chunk client/pages/<id>.tsx for the registry's pages ${unchunked.join(', ')}`);
  /** @type {{ id: string, lang: string, path: string }[]} */
  const staticPages = LANGS.flatMap((/** @type {string} */ lang) =>
    STATIC_PAGE_IDS.map((/** @type {string} */ id) => ({ id, lang, path: pagePath(id, lang) })),
  );
  const samePages = JSON.stringify(staticPages.map((p) => p.path).sort()) === JSON.stringify(Object.keys(state.base.lastModified).sort());
  /** @type {BuildManifest} */
  const manifest = {
    ...state.base,
    buildId,
    lastModified: samePages ? state.base.lastModified : pageTimes(b.root, staticPages, state.base.timestamp),
    assets: { ...state.base.assets, entry: entryUrl, entryPreload, report: built.report.url },
    pages,
    copy,
    pageData: assets.pageData,
    scriptHashes: [...scriptHashes, ...b.extraScriptHashes],
    css: assets.css,
    styleHashes: [cspHash(css)],
  };
  writeFileSync(b.manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  return { manifest, staticPages };
}

/**
 * The deployment-detection documents of this build (scripts/build.mjs's step 7): the latest id, and its static pages.
 * @param {Builder} b @param {ReturnType<typeof writeManifest>} written
 */
function writeDeploymentDocuments(b, { manifest, staticPages }) {
  const buildId = manifest.buildId;
  mkdirSync(join(b.dist, 'builds/meta'), { recursive: true });
  writeFileSync(join(b.dist, 'builds/latest.json'), JSON.stringify({ id: buildId, timestamp: manifest.timestamp }));
  writeFileSync(
    join(b.dist, 'builds/meta', `${buildId}.json`),
    JSON.stringify({
      id: buildId,
      timestamp: manifest.timestamp,
      matcher: { static: Object.fromEntries(staticPages.map((p) => [p.path, {}])), wildcard: {}, dynamic: {} },
      prerendered: [],
    }),
  );
}
