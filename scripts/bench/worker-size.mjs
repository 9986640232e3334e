// Size of the deployable worker bundle: `wrangler deploy --dry-run` (offline) and gzip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/dev-server.mjs';
import { NESTED_BUILD, WRANGLER_ENV } from '../lib/env.mjs';

export function measureWorkerSize() {
  const out = mkdtempSync(join(tmpdir(), 'worker-size-'));
  try {
    // dist/ is the bench's own build: wrangler's [build] step need not make it again.
    execFileSync(join(ROOT, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', out], { cwd: ROOT, env: { ...WRANGLER_ENV, [NESTED_BUILD]: 'bench' }, stdio: 'ignore' });
    let raw = 0;
    let gzip = 0;
    for (const f of readdirSync(out)) {
      if (!f.endsWith('.js')) continue;
      const bytes = readFileSync(join(out, f));
      raw += statSync(join(out, f)).size;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { raw, gzip };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
