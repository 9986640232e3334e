/**
 * The studio's backend in the browser: Decap's proxy backend (the protocol the worker answers, and
 * locally the Node studio server behind it), with what the studio adds before a request leaves:
 * - a post in one language lists in one collection only (config.ts GERMAN_ONLY_NEWS): Decap would
 *   take a German-only post's German file for its English one;
 * - an uploaded picture is checked against the build's limits (client/site/picture-limits.ts) and
 *   refused with their message before it is sent (the server refuses it too);
 * - each block of copy is edited in a folder of its own name (config.ts copyFolder), whose paths
 *   are mapped to the block's files here, so the server only ever sees the real ones;
 * - one request at a time: the server keeps the version of each file this browser opened in a
 *   cookie its every answer sets (a save over a newer version is refused, decision 0200); two
 *   requests at once would each set it from the same old cookie, and the later would drop what the
 *   first opened (Decap opens both languages of an entry at once);
 * - each save is told to the "live yet" indicator (./live.ts).
 */
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { NEWS_FOLDER, copyBlockOf, newsListing, realPath } from './paths';
import { pictureProblem } from './pictures';
import { deployedNow, savedChange } from './live';

/** A Decap entry on its way to the server: its files, by path. */
interface Persisted {
  dataFiles?: { path: string; newPath?: string }[];
}

export class StudioBackend extends ProxyBackend {
  private queue: Promise<unknown> = Promise.resolve();

  override request(payload: { action: string; params: Record<string, unknown> }) {
    const answer = this.queue.then(() => super.request(payload));
    this.queue = answer.catch(() => undefined);
    return answer;
  }

  override async entriesByFolder(folder: string, extension: string, depth: number) {
    const block = copyBlockOf(folder);
    if (block) {
      const files = await super.entriesByFolder(block.dir, extension, 1);
      const mine = new RegExp(`^${block.dir}/${block.name}\\.[a-z]{2}\\.yaml$`);
      return files
        .filter((e) => mine.test(e.file.path))
        .map((e) => ({ ...e, file: { ...e.file, path: `${folder}/${e.file.path.slice(block.dir.length + 1)}` } }));
    }
    const entries = await super.entriesByFolder(folder, extension, depth);
    if (folder !== NEWS_FOLDER) return entries;
    // The German-only collection lists `*.de.md`; it needs the English files to know which to leave out.
    const all = extension === 'de.md' ? await super.entriesByFolder(folder, 'md', depth) : entries;
    const shown = new Set(newsListing(all, extension).map((e) => e.file.path));
    return entries.filter((e) => shown.has(e.file.path));
  }

  override async getEntry(path: string) {
    const entry = await super.getEntry(realPath(path));
    return { ...entry, file: { ...entry.file, path } };
  }

  override async persistEntry(entry: unknown, options: unknown) {
    const e = entry as Persisted;
    const real = {
      ...e,
      dataFiles: e.dataFiles?.map((f) => ({ ...f, path: realPath(f.path), ...(f.newPath ? { newPath: realPath(f.newPath) } : {}) })),
    };
    const before = await deployedNow();
    const answer = await super.persistEntry(real, options);
    savedChange(before, answer);
    return answer;
  }

  override async persistMedia(asset: { path: string; fileObj?: File }, options: unknown) {
    if (asset.fileObj) {
      const problem = await pictureProblem(asset.path, asset.fileObj);
      if (problem) throw new Error(problem);
    }
    const before = await deployedNow();
    const answer = await super.persistMedia(asset, options);
    savedChange(before, answer);
    return answer;
  }
}
