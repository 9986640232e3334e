/**
 * Browser entry, loaded by the boot script after the first paint. Its code is client/start.tsx,
 * which the build puts in the first load's shared chunk with the modules it imports
 * (scripts/lib/first-load-chunk.mjs): this file is one call, and the first load one gzip stream
 * less (0.3 KB gzip, decision 0184).
 */
import { start } from './start';

void start();
