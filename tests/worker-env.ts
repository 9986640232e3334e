import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import { app } from '../worker/app';
import { BROWSER_UA, ORIGIN } from './helpers';

/** The staging deployment's vars (wrangler.toml [env.staging.vars]). */
export const STAGING = { ENVIRONMENT: 'staging', SITE_URL: 'https://staging.larchfield.dev' } as const;

/**
 * Sends a request through the worker app with some vars changed (another deployment's
 * ENVIRONMENT or SITE_URL), and waits for its background work (edge-cache writes).
 */
export async function requestWithEnv(vars: Partial<Env>, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('user-agent')) headers.set('user-agent', BROWSER_UA);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(path.startsWith('/') ? `${ORIGIN}${path}` : path, { ...init, headers, redirect: 'manual' }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The worker's structured log lines (console.log/warn/error), parsed; restore with vi.restoreAllMocks(). */
export function captureLogs(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const level of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((line: unknown) => {
      lines.push(JSON.parse(String(line)) as Record<string, unknown>);
    });
  }
  return lines;
}
