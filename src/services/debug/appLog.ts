/** Severity of an app log line. */
export type LogLevel = 'info' | 'warn' | 'error';

/** One line of the app log (shown by the on-screen debug console). */
export interface LogEntry {
  id: number;
  level: LogLevel;
  message: string;
  /** Milliseconds since page start (performance.now), enough to order and space lines. */
  at: number;
}

/** The newest lines kept; older ones are dropped so a long session cannot grow memory without bound. */
export const LOG_CAPACITY = 300;

type Listener = (entries: readonly LogEntry[]) => void;

// The console as it was when this module loaded, so appLog prints once even after captureConsole wraps it.
const rawConsole = { info: console.info.bind(console), warn: console.warn.bind(console), error: console.error.bind(console) };

let entries: LogEntry[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

/**
 * Writes a line to the app log and the browser console. The debug console subscribes to this log; it is
 * kept outside React so it also records what happens before and around rendering.
 */
export function appLog(level: LogLevel, message: string): void {
  rawConsole[level](`[tcg] ${message}`);
  recordLog(level, message);
}

/** Adds a line to the app log without printing it (the console capture uses this). */
export function recordLog(level: LogLevel, message: string): void {
  const entry: LogEntry = { id: nextId++, level, message, at: Math.round(performance.now()) };
  entries = [...entries, entry].slice(-LOG_CAPACITY);
  for (const listener of listeners) listener(entries);
}

/** Current log lines, oldest first. */
export function logEntries(): readonly LogEntry[] {
  return entries;
}

/** Subscribes to log changes; returns the unsubscribe function (useSyncExternalStore-compatible). */
export function subscribeLog(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Empties the log (the console's Clear button). */
export function clearLog(): void {
  entries = [];
  for (const listener of listeners) listener(entries);
}
