import { UsageError } from '../adminCommand';

/** The one positional argument of a report command: a report id (a positive whole number). */
export function reportIdArgument(positionals: readonly string[]): number {
  const [raw, ...rest] = positionals;
  const id = Number(raw);
  if (rest.length > 0 || !raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw new UsageError('Give one report id (a positive whole number)');
  return id;
}
