/**
 * One structured JSON line per event, the only logger the worker uses. `error`, `warn` and `info`
 * are the worker's own; what browsers report has levels of its own (issue 32), so an alert on
 * `level = "error"` is never fed by visitors: `client-error` (a browser's error report,
 * /_app/errors) and `client` (its web vitals, /_app/vitals). Both are written with console.log.
 */
type LogLevel = 'info' | 'warn' | 'error' | 'client-error' | 'client';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  log(level: LogLevel, message: string, fields?: LogFields): void;
}

/** A logger that stamps every line with the request's id. */
export function createLogger(base: LogFields): Logger {
  return {
    log(level, message, fields) {
      const line = JSON.stringify({ level, message, ...base, ...fields });
      if (level === 'error') console.error(line);
      else if (level === 'warn') console.warn(line);
      else console.log(line);
    },
  };
}
