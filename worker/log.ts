/** One structured JSON line per event, the only logger the worker uses. */
export type LogLevel = 'info' | 'warn' | 'error';

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
