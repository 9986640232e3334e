import { vi } from 'vitest';
import { request } from './helpers';

/** The staging deployment's vars (wrangler.toml [env.staging.vars]). */
export const STAGING = { ENVIRONMENT: 'staging', SITE_URL: 'https://staging.larchfield.dev' } as const;

/** Sends a request with some vars changed (another deployment's ENVIRONMENT or SITE_URL). */
export function requestWithEnv(vars: Partial<Env>, path: string, init: RequestInit = {}): Promise<Response> {
  return request(path, init, vars);
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
