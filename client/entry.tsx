/**
 * Browser entry, loaded by the boot script after the first paint. Its code is client/start.tsx,
 * which the build puts in the first load's shared chunk with the modules it imports
 * (scripts/lib/first-load-chunk.mjs): this file is one call, and the first load one gzip stream
 * less (0.3 KB gzip, decision 0184). The build id is named here, in the one file nothing imports:
 * a new id renames the entry only, so the shared chunk keeps its name (and visitors' caches) from
 * one deployment to the next while its code is unchanged, and `npm run dev` rewrites one small
 * file per edit instead of building the client bundle again with the id.
 */
import { start } from './start';

void start(__BUILD_ID__);
