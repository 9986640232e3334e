/**
 * The paths the editor uses and the files they stand for (pure: scripts/lib/admin-config.test.mjs
 * loads it in Node).
 */

/** The folder a block of copy is edited in (see studioConfig); realPath maps its files to the real ones. */
export const copyFolder = (dir: 'pages' | 'site', name: string): string => `content/${dir}/${name}`;

/**
 * A path of the editor's to the file it stands for: `content/pages/home/home.en.yaml` is
 * `content/pages/home.en.yaml`; any other path is itself.
 */
export function realPath(path: string): string {
  return path.replace(/^(content\/(?:pages|site))\/([a-z0-9-]+)\/\2\.([a-z]{2})\.yaml$/, '$1/$2.$3.yaml');
}

/** The block folder a listing asks for (`content/pages/home`), or undefined for a real folder. */
export function copyBlockOf(folder: string): { dir: string; name: string } | undefined {
  const m = /^(content\/(?:pages|site))\/([a-z0-9-]+)$/.exec(folder);
  return m ? { dir: m[1] ?? '', name: m[2] ?? '' } : undefined;
}

/** The folder of posts, whose files may be in one language only. */
export const NEWS_FOLDER = 'content/news';

/**
 * Which posts a listing of the news folder shows: in the collection of both languages (extension
 * `md`) every file of a post that has an English file; in the German-only one (`de.md`) the German
 * files of posts without one.
 */
export function newsListing<T extends { file: { path: string } }>(entries: T[], extension: string): T[] {
  const english = new Set(entries.map((e) => /([^/]+)\.en\.md$/.exec(e.file.path)?.[1]).filter(Boolean));
  const key = (path: string) => /([^/]+?)\.[a-z]{2}\.md$/.exec(path)?.[1] ?? '';
  if (extension === 'de.md') return entries.filter((e) => !english.has(key(e.file.path)));
  return entries.filter((e) => english.has(key(e.file.path)));
}
