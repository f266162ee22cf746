import { spawn, type ChildProcess } from 'node:child_process';

/** A hog's own bound: it ends by itself after this long even if nothing stops it. */
export const CPU_HOG_MAX_MS = 3 * 60 * 60 * 1000;

// Each child spins until its parent is gone (it is re-parented) or its bound has passed, checking a few times a second.
const SPIN = `
const parent = process.ppid;
const end = Date.now() + Number(process.argv[1]);
for (;;) {
  const until = Date.now() + 200;
  while (Date.now() < until) {}
  if (process.ppid !== parent || Date.now() > end) process.exit(0);
}`;

/** Busy loops on `cores` cores beside the tests; stop() ends them (so does this process's exit, or their bound). */
export function startCpuHog(cores: number, maxMs = CPU_HOG_MAX_MS): { stop: () => void } {
  const children: ChildProcess[] = [];
  for (let i = 0; i < cores; i++) children.push(spawn(process.execPath, ['-e', SPIN, String(maxMs)], { stdio: 'ignore' }));
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  return { stop };
}
