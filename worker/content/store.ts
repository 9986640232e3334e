import type { ContentIndex } from '../../client/content/select';
import type { NewsCollection, WorkCollection } from '../../client/content/types';
import { LANGS, type Lang } from '../../client/routes';
import { BUILD } from '../manifest';
import type { AssetFetcher } from '../page-data';

let loading: Promise<ContentIndex> | undefined;

async function readJson<T>(assets: AssetFetcher, path: string): Promise<T> {
  const res = await assets.fetch(new Request(new URL(path, 'https://assets.invalid')));
  if (!res.ok) throw new Error(`content ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/**
 * The compiled case studies and posts of every language (scripts/build.mjs wrote them as static
 * files), read once per isolate from the asset store: the worker carries none of the content,
 * however much is written (decision 0165). Which entries are public is decided per request by the
 * clock (client/content/select.ts). A failed read is not remembered.
 */
export function loadContent(assets: AssetFetcher): Promise<ContentIndex> {
  if (loading) return loading;
  const reading = (async (): Promise<ContentIndex> => {
    const per = async <T>(files: Record<Lang, string>) =>
      Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await readJson<T>(assets, files[lang])]))) as Record<Lang, T>;
    const [work, news] = await Promise.all([per<WorkCollection>(BUILD.content.work), per<NewsCollection>(BUILD.content.news)]);
    return { work, news };
  })();
  loading = reading;
  reading.catch(() => {
    if (loading === reading) loading = undefined;
  });
  return reading;
}

/** The static file of an entry's picture (by its name in the entry's `og`), or undefined. */
export function pictureFile(name: string): string | undefined {
  return Object.hasOwn(BUILD.content.og, name) ? BUILD.content.og[name] : undefined;
}
