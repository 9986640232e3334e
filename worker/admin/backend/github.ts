/**
 * The studio's files in a GitHub repository, through GitHub's REST API with the editor's own token:
 * reads from the configured branch; a save is one commit (git data API: blobs, a tree on the
 * branch's head, a commit, then the branch moved to it only if it still points at that head), either
 * on the branch itself (`main` mode) or on a branch of its own per entry with a pull request
 * (`pull-request` mode). Each file's blob id at the head is compared with the version its editor
 * read before the commit is made, and the branch update refuses a head that moved meanwhile, so a
 * save never overwrites a change it did not see.
 */
import { ConflictError, blobId, type FileChange, type FileStore, type SaveResult, type StoredFile } from './store';

const API = 'https://api.github.com';
/** How often a save is tried again when the branch moved between reading its head and updating it (someone else's commit). */
const ATTEMPTS = 3;

export interface GitHubStoreOptions {
  token: string;
  /** owner/name */
  repository: string;
  branch: string;
  mode: 'main' | 'pull-request';
  /** The fetch to use (tests pass a mock of GitHub). */
  fetch?: typeof fetch;
}

/** GitHub refused or failed: `status` is GitHub's (401: the token is no longer valid). */
class StoreError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

interface TreeItem {
  path: string;
  type: string;
  sha: string;
}

/** A branch name for an entry's pull request: `studio/` and the entry's path without its extension. */
export function entryBranch(entry: string): string {
  const name = entry
    .replace(/^content\//, '')
    .replace(/\.[a-z]+$/, '')
    .replace(/[^A-Za-z0-9/_-]+/g, '-');
  return `studio/${name}`;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text.replace(/\s+/g, ''));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export function createGitHubStore({ token, repository, branch, mode, fetch: fetcher = fetch }: GitHubStoreOptions): FileStore {
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository)) throw new StoreError(500, `"${repository}" is not a repository (owner/name)`);
  const repo = `${API}/repos/${repository}`;
  const ref = encodeURIComponent(branch);

  async function call<T>(method: string, url: string, body?: unknown, allow: number[] = []): Promise<{ status: number; data: T }> {
    let response: Response;
    try {
      response = await fetcher(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          'user-agent': 'company-site-studio',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new StoreError(502, `GitHub did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (response.ok || allow.includes(response.status)) {
      const text = await response.text();
      try {
        return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
      } catch {
        throw new StoreError(502, `GitHub answered ${method} ${url.replace(API, '')} with something other than JSON`);
      }
    }
    const detail = await response.text().catch(() => '');
    const message = (() => {
      try {
        const said = (JSON.parse(detail) as { message?: unknown }).message;
        return typeof said === 'string' ? said : detail;
      } catch {
        return detail;
      }
    })();
    if (response.status === 401) throw new StoreError(401, 'GitHub no longer accepts your login: log in again (/admin/login)');
    if (response.status === 403 || response.status === 404)
      throw new StoreError(403, `GitHub refused (${response.status}): your account may not write to ${repository}. ${message}`.trim());
    throw new StoreError(502, `GitHub answered ${response.status} to ${method} ${url.replace(API, '')}: ${message}`);
  }

  /** The branch's head commit and its tree, or undefined when the branch does not exist. */
  async function head(name: string): Promise<{ commit: string; tree: string } | undefined> {
    const got = await call<{ object: { sha: string } }>('GET', `${repo}/git/ref/heads/${encodeURIComponent(name)}`, undefined, [404]);
    if (got.status === 404) {
      if (name === branch) throw new StoreError(502, `${repository} has no branch ${branch}`);
      return undefined;
    }
    const commit = got.data.object.sha;
    const c = await call<{ tree: { sha: string } }>('GET', `${repo}/git/commits/${commit}`);
    return { commit, tree: c.data.tree.sha };
  }

  /** Every file of a tree, by path. */
  async function files(tree: string): Promise<Map<string, TreeItem>> {
    const got = await call<{ tree: TreeItem[]; truncated: boolean }>('GET', `${repo}/git/trees/${tree}?recursive=1`);
    if (got.data.truncated) throw new StoreError(502, `${repository}'s tree is too large for one listing`);
    return new Map(got.data.tree.filter((i) => i.type === 'blob').map((i) => [i.path, i]));
  }

  /** One commit of the changes on the branch `target` (whose head is `base`), or a ConflictError. */
  async function commit(
    base: { commit: string; tree: string },
    changes: FileChange[],
    message: string,
  ): Promise<{ sha: string; versions: Record<string, string | null> }> {
    const tree = await files(base.tree);
    for (const change of changes) {
      const now = tree.get(change.path)?.sha ?? null;
      if (now !== change.expected) throw new ConflictError(change.path);
    }
    const versions: Record<string, string | null> = {};
    const items = [];
    for (const change of changes) {
      if (change.bytes === null) {
        versions[change.path] = null;
        items.push({ path: change.path, mode: '100644', type: 'blob', sha: null });
        continue;
      }
      const blob = await call<{ sha: string }>('POST', `${repo}/git/blobs`, { content: toBase64(change.bytes), encoding: 'base64' });
      versions[change.path] = blob.data.sha;
      items.push({ path: change.path, mode: '100644', type: 'blob', sha: blob.data.sha });
    }
    const newTree = await call<{ sha: string }>('POST', `${repo}/git/trees`, { base_tree: base.tree, tree: items });
    const made = await call<{ sha: string }>('POST', `${repo}/git/commits`, { message, tree: newTree.data.sha, parents: [base.commit] });
    return { sha: made.data.sha, versions };
  }

  async function write(changes: FileChange[], message: string, entry: string): Promise<SaveResult> {
    if (mode === 'pull-request') {
      const name = entryBranch(entry);
      if (await head(name))
        throw new ConflictError(
          entry,
          `${entry} already has a change waiting for review (branch ${name}): merge or close its pull request, then reload and edit again`,
        );
      const base = await head(branch);
      if (!base) throw new StoreError(502, `${repository} has no branch ${branch}`);
      const made = await commit(base, changes, message);
      const created = await call('POST', `${repo}/git/refs`, { ref: `refs/heads/${name}`, sha: made.sha }, [422]);
      if (created.status === 422) throw new ConflictError(entry, `${entry} already has a change waiting for review (branch ${name})`);
      const pr = await call<{ html_url: string }>('POST', `${repo}/pulls`, {
        title: message.split('\n')[0],
        head: name,
        base: branch,
        body: `Saved in the studio (/admin): ${changes.map((c) => c.path).join(', ')}`,
      });
      return { versions: made.versions, pullRequest: pr.data.html_url };
    }
    for (let attempt = 1; ; attempt++) {
      const base = await head(branch);
      if (!base) throw new StoreError(502, `${repository} has no branch ${branch}`);
      const made = await commit(base, changes, message);
      // Not forced: GitHub refuses (422) when the branch is no longer at `base`.
      const moved = await call('PATCH', `${repo}/git/refs/heads/${ref}`, { sha: made.sha, force: false }, [422]);
      if (moved.status !== 422) return { versions: made.versions };
      if (attempt >= ATTEMPTS) throw new StoreError(502, `${branch} kept moving while saving: try again`);
    }
  }

  return {
    async read(path) {
      const got = await call<{ type: string; sha: string; content?: string; encoding?: string }>(
        'GET',
        `${repo}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${ref}`,
        undefined,
        [404],
      );
      if (got.status === 404 || got.data.type !== 'file') return undefined;
      let bytes: Uint8Array;
      if (got.data.encoding === 'base64' && got.data.content) bytes = fromBase64(got.data.content);
      else {
        // Files over 1 MB come without content: their blob has it.
        const blob = await call<{ content: string }>('GET', `${repo}/git/blobs/${got.data.sha}`);
        bytes = fromBase64(blob.data.content);
      }
      const file: StoredFile = { path, bytes, version: got.data.sha };
      if ((await blobId(bytes)) !== file.version) throw new StoreError(502, `${path}: GitHub's content does not match its blob id`);
      return file;
    },
    async list(folder, extension, depth) {
      const base = await head(branch);
      if (!base) return [];
      const prefix = `${folder.replace(/\/$/, '')}/`;
      return [...(await files(base.tree)).keys()]
        .filter((p) => p.startsWith(prefix) && p.endsWith(extension) && p.slice(prefix.length).split('/').length <= depth)
        .sort();
    },
    write,
    delete(list, message) {
      return write(
        list.map((f) => ({ path: f.path, bytes: null, expected: f.expected })),
        message,
        list[0]?.path ?? '',
      );
    },
  };
}
