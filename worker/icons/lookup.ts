import { bundledIcon } from '../../client/icons/bundled';
import type { Logger } from '../log';
import { fetchUpstreamIcons, type IconBatch, type UpstreamResult } from './upstream';

/**
 * Icons of one set, bundled ones first: the worker carries only the icons the site uses,
 * so any other name (of an installed set or not) is asked of the Iconify API in one batch.
 * `names` must be validated, deduplicated and sorted (the batch is a cache key).
 */
export async function lookupIcons(prefix: string, names: readonly string[], origin: string, log: Logger): Promise<UpstreamResult> {
  const local: IconBatch = { icons: {}, notFound: [] };
  const missing: string[] = [];
  for (const name of names) {
    const shape = bundledIcon(`${prefix}:${name}`);
    if (shape) local.icons[name] = shape;
    else missing.push(name);
  }
  if (missing.length === 0) return { kind: 'ok', batch: local };

  const upstream = await fetchUpstreamIcons(prefix, missing, origin, log);
  if (upstream.kind === 'unknown-set') {
    // A set we bundle icons of exists, whatever the upstream says: the rest are just not found.
    return Object.keys(local.icons).length > 0 ? { kind: 'ok', batch: { icons: local.icons, notFound: missing } } : upstream;
  }
  if (upstream.kind !== 'ok') return upstream;
  return { kind: 'ok', batch: { icons: { ...local.icons, ...upstream.batch.icons }, notFound: upstream.batch.notFound } };
}
