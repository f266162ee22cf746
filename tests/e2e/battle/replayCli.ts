import { execFileSync } from 'node:child_process';

/** What `npm run replay` prints for a battle: the log lines (trimmed), the hash and the replay path. */
export interface ReplayOutput {
  lines: string[];
  hash: string;
  path: string;
}

/** Runs scripts/replay.ts (what `npm run replay` runs) and reads its output. */
export function runReplay(args: string[]): ReplayOutput {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...args], { encoding: 'utf8' });
  // The log, a blank line, then the verdict ("rules version …"), "hash …" and "replay …" lines.
  const [log = '', tail = ''] = out.split(/\n\nrules version /);
  const hash = /^hash ([0-9a-f]{16})$/m.exec(tail)?.[1];
  const path = /replay (\/battle\?r=[A-Za-z0-9_-]+)/.exec(tail)?.[1];
  if (!hash || !path) throw new Error(`unexpected replay output:\n${out}`);
  return { lines: log.split('\n').map((l) => l.trim()).filter((l) => l !== ''), hash, path };
}
