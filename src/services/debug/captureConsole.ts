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
      recordLog(level, formatConsoleArgs(args));
    };
  }
}

/**
 * One console call as a line of text. `%c` style directives (the Telegram SDK's coloured badges) are
 * removed together with the CSS argument each one consumes.
 */
export function formatConsoleArgs(args: readonly unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first === 'string' && first.includes('%c')) {
    const styles = first.split('%c').length - 1;
    return [first.replaceAll('%c', '').trim(), ...rest.slice(styles)].map(formatArg).join(' ');
  }
  return args.map(formatArg).join(' ');
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
