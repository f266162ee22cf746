import type { LoggerModule } from 'i18next';
import { appLog } from '../debug/appLog';

/**
 * i18next logger plugin. Warnings and errors (failed loads: "loading namespace ui for language ru failed
 * failed loading /locales/ru/ui.json; status code: 404", "failed parsing ... to json") go to the app log and
 * the console; i18next's info-level chatter is dropped.
 */
export const i18nLogger: LoggerModule = {
  type: 'logger',
  log: () => undefined,
  warn: (args: unknown[]) => appLog('warn', formatArgs(args)),
  error: (args: unknown[]) => appLog('error', formatArgs(args)),
};

function formatArgs(args: unknown[]): string {
  return args.map((a) => (typeof a === 'string' ? a : a instanceof Error ? a.message : JSON.stringify(a))).join(' ');
}
