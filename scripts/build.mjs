#!/usr/bin/env node
// Builds everything the worker serves or imports, deterministically:
//   dist/client/_app/*   hashed JS chunks and the font (served by Workers Static Assets)
//   dist/client/*        files from assets/ as they are, plus _headers
//   dist/content/*       content/ compiled (scripts/content/): JSON per collection and language, and
//                        og/<entry>.png, the Open Graph pictures (served by the worker, not as assets).
//                        Drafts are never built: they show in the studio's preview only.
//   dist/build-manifest.json   what the worker needs, and only that (it is compiled into the worker,
//                              decision 0180): build id, the commit built, asset URLs, per-route
//                              chunks, the inline stylesheet, CSP hashes
//   dist/builds/latest.json, dist/builds/meta/<id>.json   deployment-detection documents (go to KV)
//   dist/worker/index.js (+ .map)   with --worker (`npm run build`): the worker bundle, made by
//                                   wrangler exactly as `wrangler deploy` makes it
// The same commit always gives the same build id and the same bytes (scripts/check-determinism.mjs
// proves it in `npm test`).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeIcons } from './icons.mjs';
import { buildAdmin } from './lib/admin-bundle.mjs';
import { acquireBuildLock, clearDist, replaceFile } from './lib/build-lock.mjs';
import { clientChunks, clientOptions, entryPoints, finishOutput, firstLoadPlugin, reporterPoints } from './lib/client-bundle.mjs';
import { loadTs } from './lib/load-ts.mjs';
import { pageTimes } from './lib/page-times.mjs';
import { NESTED_BUILD, WRANGLER_ENV } from './lib/env.mjs';
import { ContentError, buildContent } from './content/index.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// `--worker` runs `wrangler deploy --dry-run`, whose [build] step runs this script again:
// that inner run finds dist/ already made and does nothing.
// Test and benchmark servers (scripts/lib/dev-server.mjs) set it too: they serve a finished dist/.
if (process.env[NESTED_BUILD]) {
  console.log(`build: dist/ already made (${process.env[NESTED_BUILD]}), nothing to do`);
  process.exit(0);
}
const dist = join(root, 'dist');
const clientOut = join(dist, 'client');
const appOut = join(clientOut, '_app');
const started = performance.now();

const sha = (/** @type {string | Buffer} */ data, len = 64) => createHash('sha256').update(data).digest('hex').slice(0, len);
/** A CSP source that allows exactly this inline script or stylesheet. */
const cspHash = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Files below a folder, sorted, so hashes never depend on directory order.
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out;
}

/**
 * Build time: the commit's time (or SOURCE_DATE_EPOCH), so rebuilding a commit changes
 * nothing. It bounds the sitemap's lastmod (and stands in for it where git knows nothing of a
 * page), so a build that cannot know it stops instead of claiming 1970.
 */
function buildTimestamp() {
  if (process.env.SOURCE_DATE_EPOCH) return Number(process.env.SOURCE_DATE_EPOCH) * 1000;
  let seconds = NaN;
  try {
    seconds = Number(
      execFileSync('git', ['log', '-1', '--format=%ct'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    /* not a git checkout: reported below */
  }
  if (!Number.isInteger(seconds) || seconds <= 0) {
    console.error("build: no commit time (not a git checkout?). Set SOURCE_DATE_EPOCH to the source's time in seconds.");
    process.exit(1);
  }
  return seconds * 1000;
}

/**
 * The commit the build is made from (`git rev-parse HEAD`), which the deployed worker names so the
 * studio can tell whether a saved change is live yet; null outside a git checkout (a project copy
 * in the tests). Not part of the build id: a commit that changes nothing the site is made of keeps it.
 * @returns {string | null}
 */
function buildCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]{40}$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

/**
 * What esbuild made in memory (`write: false`); a build without it is a bug here.
 * @param {import('esbuild').BuildResult} result
 */
function outputFilesOf(result) {
  if (!result.outputFiles) throw new Error('build: esbuild kept no output in memory');
  return result.outputFiles;
}

/**
 * What esbuild says it made (`metafile: true`).
 * @param {import('esbuild').BuildResult} result
 */
function metafileOf(result) {
  if (!result.metafile) throw new Error('build: esbuild gave no metafile');
  return result.metafile;
}

// One build at a time (a second waits), and dist/ emptied but for what the studio's Worker imports,
// which this build replaces in one rename each: `wrangler dev` with both Workers' configs bundles
// the studio while this runs (scripts/lib/build-lock.mjs).
await acquireBuildLock(root, { onWait: (pid) => console.log(`build: waiting for the build of pid ${pid} to finish`) });
clearDist(root);
mkdirSync(appOut, { recursive: true });

// 1. Static files from assets/, served at the site root.
cpSync(join(root, 'assets'), clientOut, { recursive: true });

// 1b. Icons in use, flattened for inline SVG (scripts/icons.mjs): imported by the worker and the client bundle.
await writeIcons(root, dist);

// 1c. Content: content/ checked and compiled to dist/content/ (before the client bundle and the
//     worker, which import the compiled positions). A problem stops the build with file:line.
const contentStarted = performance.now();
try {
  const content = await buildContent({ root, outDir: join(dist, 'content') });
  for (const w of content.warnings) console.warn(`content: warning: ${w}`);
  const count = (/** @type {Record<string, unknown[] | { entries: unknown[] }>} */ c) =>
    Object.values(c).reduce((n, x) => n + (Array.isArray(x) ? x.length : x.entries.length), 0);
  console.log(
    `content: ${count(content.work)} case studies, ${count(content.news)} posts, ${count(content.positions)} positions in ${Math.round(performance.now() - contentStarted)} ms`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// 1d. The compiled case studies and posts, and their pictures, as static files under names nothing
//     lists (a hash of their bytes): the worker reads them from the asset store (its own size stays
//     the same however much is written) and serves a picture only once its entry is published
//     (decision 0165). Scheduled entries are in them, so their names are known to the worker alone.
/** @type {{ work: Record<string, string>, news: Record<string, string>, og: Record<string, string> }} */
const contentFiles = { work: {}, news: {}, og: {} };
for (const collection of /** @type {const} */ (['work', 'news'])) {
  for (const file of readdirSync(join(dist, 'content'))
    .filter((f) => f.startsWith(`${collection}.`) && f.endsWith('.json'))
    .sort()) {
    const bytes = readFileSync(join(dist, 'content', file));
    const lang = file.split('.')[1] ?? '';
    const name = `${collection}-${lang}-${sha(bytes, 16)}.json`;
    writeFileSync(join(appOut, name), bytes);
    contentFiles[collection][lang] = `/_app/${name}`;
  }
}
for (const file of readdirSync(join(dist, 'content', 'og'))
  .filter((f) => f.endsWith('.png'))
  .sort()) {
  const bytes = readFileSync(join(dist, 'content', 'og', file));
  const name = `og-${sha(bytes, 16)}.png`;
  writeFileSync(join(appOut, name), bytes);
  contentFiles.og[file] = `/_app/${name}`;
}

// 2. The font: Jost variable (weights 300-700 in one file), latin subset, self-hosted.
const fontSrc = join(root, 'node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2');
const fontBytes = readFileSync(fontSrc);
const fontName = `jost-${sha(fontBytes, 10)}.woff2`;
writeFileSync(join(appOut, fontName), fontBytes);
const fontUrl = `/_app/${fontName}`;

// 3. CSS: Tailwind v4, then the @font-face that points at the hashed font.
const tailwindOut = join(dist, 'tailwind.css');
execFileSync(join(root, 'node_modules/.bin/tailwindcss'), ['-i', join(root, 'client/styles.css'), '-o', tailwindOut, '--minify'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const fontFace =
  `@font-face{font-family:"Jost";font-style:normal;font-weight:300 700;font-display:swap;src:url(${fontUrl}) format("woff2");` +
  'unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}' +
  // Metric-matched fallback so the swap to Jost moves nothing.
  '@font-face{font-family:"Jost Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");size-adjust:93%;ascent-override:114%;descent-override:40%;line-gap-override:0%}';
const css = fontFace + readFileSync(tailwindOut, 'utf8');
rmSync(tailwindOut);
// The stylesheet is inlined into every document's <head> (decision 0081): no render-blocking
// request before the first paint. Its sha256 goes into the CSP's style-src.
if (/<\/style/i.test(css)) throw new Error('build: the CSS contains "</style", which would end the inline <style> early');
const styleHashes = [cspHash(css)];
// The worker inlines it into every document but does not carry it (decision 0155): a static file
// under its hash, read once per isolate (worker/page-data.ts).
const cssName = `site-${sha(css, 10)}.css`;
writeFileSync(join(appOut, cssName), css);

// 4. The document's inline scripts (client/app/document-scripts.ts): compiled from TypeScript,
//    hashed for the CSP.
const documentScripts = /** @type {typeof import('../client/app/document-scripts')} */ (await loadTs('client/app/document-scripts.ts'));
// Only their hashes go into the manifest: the worker compiles the scripts in from that module.
const scriptHashes = [documentScripts.COLOR_MODE_SCRIPT, documentScripts.BOOTSTRAP_SCRIPT].map(cspHash);

// 5. Client bundle, twice: the first pass fixes the content, whose hash is the build id;
//    the second compiles that id in (same inputs, so the same chunk graph). Each is kept in
//    memory; finishOutput minifies the scripts a second time as they are written (decision 0184).
const bundleClient = (/** @type {string} */ buildId, /** @type {import('esbuild').Plugin[]} */ plugins = []) =>
  build({ ...clientOptions({ root, outdir: appOut, buildId }), ...entryPoints(root), plugins });
// The sender of error reports, which the page guard imports on the first error whether the entry
// ran or not (decision 0101): a build of its own, as one file.
const bundleReporter = () => build({ ...clientOptions({ root, outdir: appOut, buildId: '' }), ...reporterPoints(root) });
const writeFinished = (/** @type {import('esbuild').BuildResult} */ result) => {
  for (const f of outputFilesOf(result).map(finishOutput)) writeFileSync(f.path, f.contents);
};
// The modules of the first load in one chunk besides the entry (scripts/lib/first-load-chunk.mjs):
// a plain build tells which they are.
const firstLoad = [await firstLoadPlugin({ root, outdir: appOut })];
const first = await bundleClient('0'.repeat(16), firstLoad);
const reporter = await bundleReporter();
writeFinished(reporter);
const hash = createHash('sha256');
// Code-unit order, not localeCompare: the id must not depend on the machine's locale. esbuild's
// bytes name the second minifier's version and settings (its banner), so they fix what is served.
for (const f of [...outputFilesOf(first), ...outputFilesOf(reporter)].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)))
  hash.update(f.contents);
hash.update(css);
hash.update(fontName);
// The worker renders modules of client/ the bundle never carries (the document's inline scripts,
// the JSON-LD builder): a change there changes every page, so it must change the id, or pages
// cached under the old id would be served with the new build's CSP hashes.
// Content too: the worker serves it.
// Not what tools leave beside the sources: a dot-folder or dot-file (wrangler's .wrangler/ beside the
// studio Worker's config in worker/admin/, a local .dev.vars) is no source, and would change the id
// from one build to the next.
for (const dir of ['client', 'worker', 'assets', 'content'])
  for (const f of listFiles(join(root, dir)))
    if (
      !relative(root, f)
        .split(/[\\/]/)
        .some((part) => part.startsWith('.'))
    )
      hash.update(relative(root, f)).update(readFileSync(f));
// What else shapes the worker bundle: dependencies, and wrangler's and TypeScript's settings.
for (const f of ['package-lock.json', 'wrangler.toml', 'tsconfig.json']) hash.update(f).update(readFileSync(join(root, f)));
const buildId = hash.digest('hex').slice(0, 16);
const result = await bundleClient(buildId, firstLoad);
writeFinished(result);

// 6. Per-route chunks: each page module and the static imports it needs, modulepreloaded by the boot script.
const outputs = metafileOf(result).outputs;
const url = (/** @type {string} */ p) => `/${relative(clientOut, join(root, p)).split('\\').join('/')}`;
const reportUrl = url(Object.keys(metafileOf(reporter).outputs).find((o) => o.endsWith('.js')) ?? '');
// The entry and what it imports, each page's chunk and each language's client copy (scripts/lib/client-bundle.mjs).
const { entryUrl, entryPreload, pages: pageChunks, copy: copyChunks } = clientChunks(outputs, url);

// 6b. Each page's own data in each language (client/site/page-data.ts), one file per language: the
//     worker reads it from the asset store instead of carrying every page's copy (decision 0155).
const { PAGE_DATA } = await loadTs('client/site/page-data.ts');
/** @type {Record<string, string>} */
const pageData = {};
for (const [lang, data] of Object.entries(PAGE_DATA)) {
  const text = JSON.stringify(data);
  const name = `page-data-${lang}-${sha(text, 10)}.json`;
  writeFileSync(join(appOut, name), text);
  pageData[lang] = `/_app/${name}`;
}

const timestamp = buildTimestamp();
// The pages without a parameter, from the registry: each has its own lastmod and its own entry in
// the deployment matcher (a position's page is matched by the worker, as a 404 can be).
const { STATIC_PAGE_IDS, LANGS, PAGE_IDS, pagePath } = await loadTs('client/routes.ts');
// A page's chunk is named after its module, client/pages/<id>.tsx: a registry entry whose module
// is named otherwise would be booted without its chunk.
const unchunked = PAGE_IDS.filter((/** @type {string} */ id) => !pageChunks[id]);
if (unchunked.length > 0) throw new Error(`build: no chunk client/pages/<id>.tsx for the registry's pages ${unchunked.join(', ')}`);
/** @type {{ id: string, lang: string, path: string }[]} */
const staticPages = LANGS.flatMap((/** @type {string} */ lang) =>
  STATIC_PAGE_IDS.map((/** @type {string} */ id) => ({ id, lang, path: pagePath(id, lang) })),
);
const manifest = {
  buildId,
  commit: buildCommit(),
  timestamp,
  // Each page's <lastmod> in the sitemap: when its own content last changed (decision 0092).
  lastModified: pageTimes(root, staticPages, timestamp),
  assets: { entry: entryUrl, entryPreload, report: reportUrl, font: fontUrl },
  pages: pageChunks,
  copy: copyChunks,
  pageData,
  content: contentFiles,
  scriptHashes,
  css: `/_app/${cssName}`,
  styleHashes,
};
writeFileSync(join(dist, 'build-manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
// The commit alone, for the studio's Worker (GET /admin/api/status): it imported the manifest,
// which `npm run dev` rewrites on every edit, so wrangler rebuilt and reloaded the studio each time.
replaceFile(join(dist, 'commit.json'), `${JSON.stringify({ commit: manifest.commit })}\n`);

// 7. Deployment-detection documents, written to KV by `npm start` (local) and `npm run deploy`.
const pagePaths = staticPages.map((r) => r.path);
mkdirSync(join(dist, 'builds/meta'), { recursive: true });
writeFileSync(join(dist, 'builds/latest.json'), JSON.stringify({ id: buildId, timestamp }));
writeFileSync(
  join(dist, 'builds/meta', `${buildId}.json`),
  JSON.stringify({
    id: buildId,
    timestamp,
    matcher: { static: Object.fromEntries(pagePaths.map((p) => [p, {}])), wildcard: {}, dynamic: {} },
    prerendered: [],
  }),
);

const bytes = listFiles(appOut).reduce((n, f) => n + statSync(f).size, 0);
console.log(
  `build ${buildId}: ${listFiles(appOut).length} files in /_app (${(bytes / 1024).toFixed(1)} KiB) in ${Math.round(performance.now() - started)} ms`,
);

// 7b. The studio's editor (/admin, issue 41): its bundle and document under dist/studio/admin/, the
//     assets of the studio's own Worker (worker/admin/wrangler.toml), served only by it after the
//     Access check; the public site's assets (dist/client) hold no file under /admin.
//     scripts/lib/admin-bundle.mjs says which files and why.
const admin = await buildAdmin({ root, clientOut: join(dist, 'studio'), siteCss: `/_app/${cssName}` });
console.log(`build ${buildId}: studio editor ${admin.script} (${(admin.gzip / 1024).toFixed(1)} KiB gzip)`);

// 8. With --worker: the worker bundle, by wrangler itself (so it is what a deploy uploads).
//    The top-level environment: the bundle is the same for every environment, only vars differ.
if (process.argv.includes('--worker')) {
  const workerOut = join(dist, 'worker');
  execFileSync(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--env=', '--outdir', workerOut], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...WRANGLER_ENV, [NESTED_BUILD]: buildId },
  });
  // wrangler's note in that folder carries the time of the run: not part of the build.
  rmSync(join(workerOut, 'README.md'), { force: true });
  console.log(
    `build ${buildId}: worker bundle dist/worker/index.js (${(statSync(join(workerOut, 'index.js')).size / 1024).toFixed(1)} KiB)`,
  );
}
