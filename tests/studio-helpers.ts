import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import studio from '../worker/admin/main';

/** The site's origin, which the studio is reached on (through the public worker's service binding). */
export const ORIGIN = 'https://www.larchfield.dev';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/**
 * Sends a request through the studio worker's fetch handler (worker/admin/main.ts, every middleware
 * included) with the bindings of worker/admin/wrangler.toml, some vars changed as the test says: the
 * request as the public worker forwards it, unchanged.
 */
export async function studioFetch(path: string, init: RequestInit = {}, vars: Partial<StudioBindings> = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', BROWSER_UA);
  const req = new Request(path.startsWith('/') ? `${ORIGIN}${path}` : path, { ...init, headers, redirect: 'manual' });
  const ctx = createExecutionContext();
  const res = await studio.fetch(req, { ...(env as unknown as StudioBindings), ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
