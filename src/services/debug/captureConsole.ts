import { recordLog, type LogLevel } from './appLog';

const levels: Record<'log' | 'info' | 'debug' | 'warn' | 'error', LogLevel> = {
  log: 'info',
  info: 'info',
  debug: 'info',
  warn: 'warn',
  error: 'error',
};

let captured = false;

/**
 * Debug mode only: mirrors every console line (ours, the libraries', the Telegram SDK's bridge log) into the
 * app log so the on-screen console shows it on a phone without developer tools. Idempotent.
 */
export function captureConsole(): void {
  if (captured) return;
  captured = true;
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, LogLevel][]) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      original(...args);
      recordLog(level, args.map(formatArg).join(' '));
    };
  }
}

function formatArg(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
  try {
    return JSON.stringify(arg);
  } catch {
    return String(arg);
  }
}
