import type { LogLevel } from './config';

/** Fields of one log line besides level, time and message. */
export type LogFields = Record<string, unknown>;

/** Structured logger: each call writes one JSON line. */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Builds a JSON-lines logger writing to `write` (stdout by default) at or above `level`. */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const at = (lineLevel: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: LogFields) => {
    if (rank[lineLevel] < rank[level]) return;
    write(`${JSON.stringify({ level: lineLevel, time: new Date().toISOString(), msg, ...fields })}\n`);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** Turns a thrown value into loggable fields (name, message, stack, Postgres code). */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = error.cause instanceof Error ? { cause: error.cause.message } : {};
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return { error: error.message, errorName: error.name, stack: error.stack, ...cause, ...(code ? { pgCode: code } : {}) };
}
