#!/usr/bin/env node
// Makes the migrated local D1 database that the servers of tests and benchmarks copy into their fresh
// state (scripts/lib/dev-server.mjs's d1Template), if this set of migrations has none yet. A step of
// `npm test` beside lint, so that no server it starts runs the migrations itself.
import { relative } from 'node:path';
import { ROOT, d1Template } from './lib/dev-server.mjs';

console.log(`local D1 database with every migration: ${relative(ROOT, d1Template())}`);
