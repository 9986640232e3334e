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

const WORKER_ERRORS = Symbol.for('tests.workerErrors');
type Marked = typeof console.error & { [WORKER_ERRORS]?: true };
/** One record per isolate (files share it under `isolate: false`), whichever module copy asks. */
const record = ((globalThis as { [WORKER_ERRORS]?: { lines: string[]; depth: number } })[WORKER_ERRORS] ??= { lines: [], depth: 0 });

/**
 * The worker's `level: "error"` lines written since the last check (tests/setup.ts fails a test
 * that leaves one). console.error itself is wrapped, not spied on, so `vi.restoreAllMocks()`
 * leaves it in place (wrapped again, into the same record, if something else replaced it); a test
 * that expects such lines reads them with `captureLogs`, whose spy takes the console's place for
 * that test and keeps them from this record.
 */
export function recordWorkerErrors(): string[] {
  if (!(console.error as Marked)[WORKER_ERRORS]) {
    const inner = console.error;
    const wrapper: Marked = Object.assign(
      (...args: unknown[]) => {
        const text = args.map(String).join(' ');
        // A line passes each wrapper in a chain once: only the outermost records it.
        if (record.depth === 0 && text.startsWith('{"level":"error"')) record.lines.push(text);
        record.depth++;
        try {
          inner.apply(console, args);
        } finally {
          record.depth--;
        }
      },
      { [WORKER_ERRORS]: true as const },
    );
    console.error = wrapper;
  }
  return record.lines;
}
