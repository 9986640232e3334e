/**
 * Where the studio's files live: the working tree under `npm start` (scripts/lib/studio-server.mjs)
 * or a GitHub repository in production (./github.ts). A file's version is its git blob id, the same
 * on both, so a save names the version its editor read and a store refuses it when the file has
 * changed since.
 */

/** A file as the store holds it. */
export interface StoredFile {
  path: string;
  bytes: Uint8Array;
  /** Its git blob id. */
  version: string;
}

/** One file of a save: its new bytes (null deletes it) and the version it had when the editor read it (null: it did not exist). */
export interface FileChange {
  path: string;
  bytes: Uint8Array | null;
  expected: string | null;
}

/** What a save did: each file's new version (null when deleted), and the pull request it opened or added to, if any. */
export interface SaveResult {
  versions: Record<string, string | null>;
  pullRequest?: string;
}

export interface FileStore {
  /** The file at a path from the repository's root, or undefined when there is none. */
  read(path: string): Promise<StoredFile | undefined>;
  /** The paths of the files under a folder ending in `extension`, at most `depth` folders deep (1: the folder's own files). */
  list(folder: string, extension: string, depth: number): Promise<string[]>;
  /**
   * Writes all the changes as one save (one commit on GitHub), or none of them: a file whose version
   * is not the one its change expects throws a ConflictError.
   * @param entry what the save is about (a content file's path), which names its pull request's branch
   */
  write(changes: FileChange[], message: string, entry: string): Promise<SaveResult>;
  /** Deletes files, each only while it has the version expected (write with null bytes). */
  delete(files: { path: string; expected: string | null }[], message: string): Promise<SaveResult>;
}

/** A save refused because a file changed since its editor read it, or because a change to it already waits for review. */
export class ConflictError extends Error {
  constructor(
    readonly path: string,
    message = `${path} was saved by someone else since you opened it: reload the page to see their version, then make your change again`,
  ) {
    super(message);
    this.name = 'ConflictError';
  }
}

const HEX = '0123456789abcdef';

/** A file's git blob id: SHA-1 of `blob <length>\0` and its bytes, as git and GitHub name it. */
export async function blobId(bytes: Uint8Array): Promise<string> {
  const head = new TextEncoder().encode(`blob ${bytes.byteLength}\0`);
  const all = new Uint8Array(head.byteLength + bytes.byteLength);
  all.set(head);
  all.set(bytes, head.byteLength);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', all));
  let out = '';
  for (const b of digest) out += (HEX[b >> 4] ?? '') + (HEX[b & 15] ?? '');
  return out;
}
