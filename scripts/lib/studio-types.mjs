#!/usr/bin/env node
// The studio Worker's Env type, `StudioBindings` (worker/admin/bindings.d.ts), made from its config
// (worker/admin/wrangler.toml) by `wrangler types`, as the site's worker-configuration.d.ts is from
// wrangler.toml. Only the interface is kept: wrangler's whole file also declares Cloudflare.Env,
// the main module and helper types, which would clash with the site's in the one program that
// checks both Workers and the tests. `npm run cf-typegen` writes it (`--write`); `npm run typecheck`
// fails when it is not what the config gives.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WRANGLER_ENV } from './env.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const STUDIO_CONFIG = 'worker/admin/wrangler.toml';
export const STUDIO_TYPES = 'worker/admin/bindings.d.ts';

/** The text worker/admin/bindings.d.ts should hold, from wrangler's types of the studio's config. */
export function studioTypes() {
  const dir = mkdtempSync(join(tmpdir(), 'studio-types-'));
  try {
    const out = join(dir, 'types.d.ts');
    execFileSync(
      join(ROOT, 'node_modules/.bin/wrangler'),
      ['types', out, '-c', STUDIO_CONFIG, '--env-interface', 'StudioBindings', '--include-runtime=false', '--strict-vars=false'],
      { cwd: ROOT, stdio: 'ignore', env: WRANGLER_ENV },
    );
    const generated = readFileSync(out, 'utf8');
    const body = /^interface __BaseEnv_StudioBindings \{\n([\s\S]*?)^\}/m.exec(generated)?.[1];
    if (body === undefined) throw new Error(`wrangler types gave no StudioBindings interface for ${STUDIO_CONFIG}`);
    return [
      '// Generated from worker/admin/wrangler.toml by `npm run cf-typegen` (scripts/lib/studio-types.mjs): do not edit.',
      "/** The studio Worker's bindings and vars (its Env). */",
      // Indented as the project's formatter (oxfmt) writes it: the file is under worker/.
      `interface StudioBindings {\n${body.replace(/^\t/gm, '  ')}}`,
      '',
    ].join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  writeFileSync(join(ROOT, STUDIO_TYPES), studioTypes());
  console.log(`Types written to ${STUDIO_TYPES}`);
}
