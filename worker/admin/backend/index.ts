/**
 * POST /admin/api/v1: Decap CMS's proxy-backend protocol (`{ action, params }`, the one decap-server
 * speaks), answered against a FileStore: the working tree (scripts/lib/studio-server.mjs) or GitHub
 * (./github.ts). Before a save writes anything, the saved values are applied to the file as it was
 * read (./merge.ts: only the changed lines change) and the result is checked as the content build
 * checks it (./check.ts: refused with the build's messages, 422). A save of a file that changed
 * since this editor opened it is refused (409), never merged: the versions each editor read are kept
 * in their browser, in a cookie of the studio's API.
 */
import { type ProposedChange, type StudioSite, checkChange, isEditablePath, isPicturePath, isSafePath, pictureProblems } from './check';
import { mergeFile } from './merge';
import { ConflictError, type FileChange, type FileStore, type StoredFile } from './store';
import { parseYaml } from '../../../scripts/content/rules.mjs';

export type { FileStore, FileChange, StoredFile } from './store';
export { ConflictError, blobId } from './store';
export type { StudioSite } from './check';
export { studioSite } from './site';
export { createGitHubStore } from './github';

/** The largest request the API reads: a save with its pictures, base64 (a picture is at most 500 kB, client/site/picture-limits.ts). */
export const MAX_BODY_BYTES = 4_000_000;
/** The cookie that holds, per file this browser opened, the version it read. */
const VERSIONS_COOKIE = 'studio-versions';
/** How many files' versions the cookie keeps (the ones opened last): a cookie holds about 4 kB. */
const MAX_VERSIONS = 32;
/** A version in the cookie: the first characters of the blob id, enough to tell two versions of a file apart. */
const VERSION_CHARS = 12;

/** The actions of Decap's editorial workflow, which this studio does not use (a save is a commit or a pull request). */
const WORKFLOW_ACTIONS = new Set([
  'unpublishedEntries',
  'unpublishedEntry',
  'unpublishedEntryDataFile',
  'unpublishedEntryMediaFile',
  'deleteUnpublishedEntry',
  'updateUnpublishedEntryStatus',
  'publishUnpublishedEntry',
]);

/** An answer of the API that is not a success: Decap shows `error` to the editor. */
class ApiError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415 | 422 | 502,
    message: string,
  ) {
    super(message);
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function json(body: unknown, status = 200, headers?: Headers): Response {
  const h = headers ?? new Headers();
  h.set('content-type', 'application/json; charset=utf-8');
  h.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: h });
}

/** The versions this browser read, by path ('' for a file that did not exist), from its cookie. */
function readVersions(request: Request): Map<string, string> {
  const versions = new Map<string, string>();
  const header = request.headers.get('cookie') ?? '';
  const raw = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VERSIONS_COOKIE}=`))
    ?.slice(VERSIONS_COOKIE.length + 1);
  if (!raw) return versions;
  for (const item of raw.split('|')) {
    const at = item.lastIndexOf(':');
    if (at < 0) continue;
    try {
      const path = decodeURIComponent(item.slice(0, at));
      const version = item.slice(at + 1);
      if (isSafePath(path) && /^(-|[0-9a-f]{1,40})$/.test(version)) versions.set(path, version === '-' ? '' : version);
    } catch {
      // A mangled entry is as if the file was never opened: its save asks for a reload.
    }
  }
  return versions;
}

/** The Set-Cookie header that keeps the versions (the last MAX_VERSIONS opened). */
function versionsCookie(request: Request, versions: Map<string, string>): string {
  const kept = [...versions].slice(-MAX_VERSIONS);
  const value = kept.map(([path, version]) => `${encodeURIComponent(path)}:${version.slice(0, VERSION_CHARS) || '-'}`).join('|');
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${VERSIONS_COOKIE}=${value}; Path=/admin/api; HttpOnly; SameSite=Strict${secure}`;
}

/** Records the version of a file this browser now has (moved to the end: the most recent). */
function remember(versions: Map<string, string>, path: string, version: string | null) {
  versions.delete(path);
  versions.set(path, version ?? '');
}

/** Decap's entry: the file's text and its id (null when there is none). */
function entryOf(path: string, file: StoredFile | undefined, label?: string) {
  return {
    data: file ? decoder.decode(file.bytes) : null,
    file: { path, ...(label === undefined ? {} : { label }), id: file?.version ?? null },
  };
}

/** Decap's media file: base64 content. */
function mediaOf(file: StoredFile) {
  return {
    id: file.version,
    content: toBase64(file.bytes),
    encoding: 'base64',
    path: file.path,
    name: file.path.split('/').at(-1) ?? file.path,
  };
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function fromBase64(text: string, path: string): Uint8Array {
  try {
    const s = atob(text);
    const out = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out;
  } catch {
    throw new ApiError(400, `${path}: the content is not base64`);
  }
}

// ---- Reading the request's parameters -----------------------------------------------------------

type Params = Record<string, unknown>;

function record(value: unknown, what: string): Params {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(422, `${what} must be an object`);
  return value as Params;
}

function string(params: Params, key: string): string {
  const value = params[key];
  if (typeof value !== 'string') throw new ApiError(422, `"${key}" must be a string`);
  return value;
}

/** A path the studio may read: a content file or a picture, or the pictures' folder (the editor's media library lists it). */
function readablePath(params: Params, key = 'path'): string {
  const path = string(params, key);
  if (!isSafePath(path) || !(path.startsWith('content/') || path === 'assets/images' || isPicturePath(path)))
    throw new ApiError(403, `"${path}": the studio reads content/ and the pictures only`);
  return path;
}

/** A path the studio may write: a content file or a picture, named as the content build names them. */
function writablePath(path: string): string {
  if (!isEditablePath(path)) throw new ApiError(403, `"${path}": the studio writes the files of content/ and the pictures only`);
  return path;
}

function commitMessage(params: Params, fallback: string): string {
  const options = params['options'];
  const message = options && typeof options === 'object' ? (options as Params)['commitMessage'] : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message.slice(0, 500) : fallback;
}

// ---- The actions ----------------------------------------------------------------------------------

interface Ctx {
  request: Request;
  store: FileStore;
  site: StudioSite;
  versions: Map<string, string>;
}

/**
 * The version a save of `path` must find: the one this browser read. A file it never opened (or
 * whose record the cookie dropped) is refused, as is one that changed since.
 */
function expectedVersion(ctx: Ctx, path: string, current: StoredFile | undefined): string | null {
  const read = ctx.versions.get(path);
  if (read === undefined) {
    if (!current) return null;
    throw new ApiError(409, `${path} changed on the server or was not opened in this editor: reload the page, then make your change again`);
  }
  if (read === '') {
    if (current)
      throw new ConflictError(path, `${path} was created by someone else since you opened the editor: reload the page to see it`);
    return null;
  }
  if (!current) throw new ConflictError(path, `${path} was deleted by someone else since you opened it: reload the page`);
  if (!current.version.startsWith(read)) throw new ConflictError(path);
  return current.version;
}

/** A picture of a save or an upload: written unless the same bytes are there; another picture of that name is not replaced. */
async function pictureChange(ctx: Ctx, path: string, bytes: Uint8Array): Promise<FileChange | undefined> {
  const current = await ctx.store.read(path);
  if (!current) return { path, bytes, expected: null };
  if (current.bytes.byteLength === bytes.byteLength && current.bytes.every((b, i) => b === bytes[i])) return undefined;
  throw new ApiError(409, `${path}: another picture already has this name; rename your file and upload it again`);
}

const parseData = (yaml: string) => parseYaml(yaml, () => undefined, 1)?.value;

async function persistEntry(ctx: Ctx, params: Params): Promise<unknown> {
  const given = params['dataFiles'] ?? (params['entry'] === undefined ? undefined : [params['entry']]);
  if (!Array.isArray(given) || given.length === 0) throw new ApiError(422, '"dataFiles" must be a list of files');
  const assets = params['assets'] ?? [];
  if (!Array.isArray(assets)) throw new ApiError(422, '"assets" must be a list');
  const files = given.map((f) => {
    const file = record(f, 'a data file');
    if (file['newPath'] !== undefined && file['newPath'] !== file['path'])
      throw new ApiError(422, `${String(file['path'])}: the studio does not rename files; keep the entry's file name`);
    return { path: writablePath(string(file, 'path')), raw: string(file, 'raw') };
  });
  if (files.some((f) => !f.path.startsWith('content/'))) throw new ApiError(403, 'an entry is a file of content/');
  if (new Set(files.map((f) => f.path)).size !== files.length) throw new ApiError(422, '"dataFiles" names a file twice');
  const pictures = assets.map((a) => {
    const asset = record(a, 'an asset');
    const path = string(asset, 'path');
    if (!isPicturePath(path)) throw new ApiError(403, `"${path}": pictures go to assets/images/`);
    if (asset['encoding'] !== 'base64') throw new ApiError(422, `${path}: "encoding" must be base64`);
    return { path, bytes: fromBase64(string(asset, 'content'), path) };
  });

  // The files as they are now, each checked against the version this editor read, then merged.
  const changes: FileChange[] = [];
  const proposed: ProposedChange = { files: [], pictures };
  for (const { path, raw } of files) {
    const current = await ctx.store.read(path);
    const expected = expectedVersion(ctx, path, current);
    const text = current ? mergeFile(path, decoder.decode(current.bytes), raw, parseData) : raw;
    proposed.files.push({ path, text });
    if (!current || decoder.decode(current.bytes) !== text) changes.push({ path, bytes: encoder.encode(text), expected });
  }
  const problems = await checkChange(proposed, ctx.site, async (path) => (await ctx.store.read(path))?.bytes);
  if (problems.length > 0) throw new ApiError(422, problems.join('\n'));
  for (const { path, bytes } of pictures) {
    const change = await pictureChange(ctx, path, bytes);
    if (change) changes.push(change);
  }
  if (changes.length === 0) return { message: 'entry persisted' };
  const entry = files[0]?.path ?? '';
  const result = await ctx.store.write(changes, commitMessage(params, `Update ${entry}`), entry);
  // A pull request leaves the branch the editor reads as it was: what it opened is still what it reads.
  if (!result.pullRequest) for (const [path, version] of Object.entries(result.versions)) remember(ctx.versions, path, version);
  return { message: 'entry persisted', ...(result.pullRequest ? { pullRequest: result.pullRequest } : {}) };
}

async function persistMedia(ctx: Ctx, params: Params): Promise<unknown> {
  const asset = record(params['asset'], '"asset"');
  const path = string(asset, 'path');
  if (!isPicturePath(path)) throw new ApiError(403, `"${path}": pictures go to assets/images/`);
  if (asset['encoding'] !== 'base64') throw new ApiError(422, `${path}: "encoding" must be base64`);
  const bytes = fromBase64(string(asset, 'content'), path);
  const problems = pictureProblems(path, bytes, ctx.site.pictureLimits);
  if (problems.length > 0) throw new ApiError(422, problems.join('\n'));
  const change = await pictureChange(ctx, path, bytes);
  if (change) {
    const result = await ctx.store.write([change], commitMessage(params, `Upload ${path}`), path);
    remember(ctx.versions, path, result.versions[path] ?? null);
  }
  const file = await ctx.store.read(path);
  if (!file) throw new ApiError(502, `${path} was written but cannot be read back`);
  return mediaOf(file);
}

async function deleteFiles(ctx: Ctx, paths: string[], message: string): Promise<void> {
  const files: { path: string; expected: string | null }[] = [];
  for (const path of paths) {
    writablePath(path);
    const current = await ctx.store.read(path);
    if (!current) continue;
    // A picture is deleted from the media library, which lists pictures without opening them.
    const expected = isPicturePath(path) && !ctx.versions.has(path) ? current.version : expectedVersion(ctx, path, current);
    files.push({ path, expected });
  }
  if (files.length === 0) return;
  const result = await ctx.store.delete(files, message);
  for (const path of Object.keys(result.versions)) ctx.versions.delete(path);
}

async function answer(ctx: Ctx, action: string, params: Params): Promise<unknown> {
  const { store } = ctx;
  switch (action) {
    case 'info':
      return { repo: 'content', publish_modes: ['simple'], type: 'local_fs' };
    case 'entriesByFolder': {
      const folder = readablePath(params, 'folder');
      const extension = string(params, 'extension');
      const depth = Number(params['depth'] ?? 1);
      if (!Number.isInteger(depth) || depth < 1 || depth > 5) throw new ApiError(422, '"depth" must be a whole number from 1 to 5');
      const paths = await store.list(folder, extension, depth);
      return Promise.all(paths.map(async (path) => entryOf(path, await store.read(path))));
    }
    case 'entriesByFiles': {
      const list = params['files'];
      if (!Array.isArray(list)) throw new ApiError(422, '"files" must be a list');
      return Promise.all(
        list.map(async (f) => {
          const file = record(f, 'a file');
          const path = readablePath(file);
          const label = typeof file['label'] === 'string' ? file['label'] : undefined;
          return entryOf(path, await store.read(path), label);
        }),
      );
    }
    case 'getEntry': {
      const path = readablePath(params);
      const file = await store.read(path);
      // What this editor opens is the version its save must find.
      remember(ctx.versions, path, file?.version ?? null);
      return entryOf(path, file);
    }
    case 'persistEntry':
      return persistEntry(ctx, params);
    case 'getMedia': {
      const folder = readablePath(params, 'mediaFolder');
      const paths = await store.list(folder, '', 1);
      const files = await Promise.all(paths.map((p) => store.read(p)));
      return files.filter((f): f is StoredFile => f !== undefined).map(mediaOf);
    }
    case 'getMediaFile': {
      const path = readablePath(params);
      const file = await store.read(path);
      if (!file) throw new ApiError(404, `${path}: no such file`);
      return mediaOf(file);
    }
    case 'persistMedia':
      return persistMedia(ctx, params);
    case 'deleteFile': {
      const path = string(params, 'path');
      await deleteFiles(ctx, [path], commitMessage(params, `Delete ${path}`));
      return { message: `deleted file ${path}` };
    }
    case 'deleteFiles': {
      const paths = params['paths'];
      if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string'))
        throw new ApiError(422, '"paths" must be a list of paths');
      await deleteFiles(ctx, paths, commitMessage(params, `Delete ${paths.join(', ')}`));
      return { message: `deleted files ${paths.join(', ')}` };
    }
    case 'getDeployPreview':
      return null;
    default:
      if (WORKFLOW_ACTIONS.has(action))
        throw new ApiError(422, `${action}: the editorial workflow is not enabled in this studio (a save is a commit or a pull request)`);
      throw new ApiError(422, `Unknown action ${action}`);
  }
}

/** Reads the body, at most MAX_BODY_BYTES. */
async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new ApiError(413, `The request is larger than ${MAX_BODY_BYTES} bytes`);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new ApiError(413, `The request is larger than ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return decoder.decode(all);
}

/**
 * Answers one request of Decap's proxy backend against `store`, checking a save against `site`.
 * Every answer is JSON; a refusal is `{ error }` with its status (400 unreadable, 403 a path the
 * studio may not touch, 409 a file changed since this editor read it, 413 too large, 415 not JSON,
 * 422 what the build would refuse, 502 the store failed).
 */
export async function handleStudioApi(request: Request, store: FileStore, site: StudioSite): Promise<Response> {
  const versions = readVersions(request);
  const headers = new Headers();
  try {
    if (request.method !== 'POST') {
      headers.set('allow', 'POST');
      return json({ error: 'The studio API takes POST requests' }, 405, headers);
    }
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'The studio API takes JSON (Content-Type: application/json)');
    const text = await readBody(request);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'The request is not JSON');
    }
    const { action, params } = record(body, 'The request') as { action?: unknown; params?: unknown };
    if (typeof action !== 'string') throw new ApiError(422, '"action" must be a string');
    const result = await answer({ request, store, site, versions }, action, action === 'info' ? {} : record(params, '"params"'));
    headers.append('set-cookie', versionsCookie(request, versions));
    return json(result, 200, headers);
  } catch (error) {
    if (error instanceof ApiError) return json({ error: error.message }, error.status, headers);
    if (error instanceof ConflictError) return json({ error: error.message }, 409, headers);
    if (error instanceof Error && error.name === 'StoreError') {
      const status = (error as Error & { status?: number }).status;
      return json({ error: error.message }, status === 401 || status === 403 ? status : 502, headers);
    }
    throw error;
  }
}
