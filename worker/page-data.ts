import type { Lang } from '../client/routes';
import type { PageDataOf } from '../client/site/page-data';
import { BUILD } from './manifest';

/** Reads a file of the build's static assets (the ASSETS binding in the worker). */
export type AssetFetcher = Pick<Fetcher, 'fetch'>;

const loaded = new Map<string, Promise<PageDataOf>>();

/**
 * Each page's own data in a language: the build wrote it as one static file per language
 * (scripts/build.mjs, decision 0155), which the worker reads once per isolate from the asset store,
 * so the worker carries no page's copy, however many pages and languages there are. A failed read
 * is not remembered.
 */
export function pageData(assets: AssetFetcher, lang: Lang): Promise<PageDataOf> {
  const path = BUILD.pageData[lang];
  const held = loaded.get(path);
  if (held) return held;
  const reading = assets.fetch(new Request(new URL(path, 'https://assets.invalid'))).then(async (res) => {
    if (!res.ok) throw new Error(`page data ${path}: HTTP ${res.status}`);
    return (await res.json()) as PageDataOf;
  });
  loaded.set(path, reading);
  reading.catch(() => loaded.delete(path));
  return reading;
}

let stylesheet: Promise<string> | undefined;

/**
 * The site's whole stylesheet, which every document inlines in its head (decision 0081): a static
 * file of the build, read once per isolate, so the worker does not carry it (decision 0155).
 */
export function loadStylesheet(assets: AssetFetcher): Promise<string> {
  if (stylesheet) return stylesheet;
  const reading = assets.fetch(new Request(new URL(BUILD.css, 'https://assets.invalid'))).then(async (res) => {
    if (!res.ok) throw new Error(`stylesheet ${BUILD.css}: HTTP ${res.status}`);
    return res.text();
  });
  stylesheet = reading;
  reading.catch(() => {
    if (stylesheet === reading) stylesheet = undefined;
  });
  return reading;
}
