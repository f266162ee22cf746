import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Thrown when another live process holds the embedded database. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `<dir>/server.pid` for this process. PGlite is single-process: two processes opening the same
 * data directory would corrupt it, so the server and the admin CLI refuse to share one. A file left by a
 * dead process is taken over. Resolves to the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by process ${holder}. Stop that process first (the admin CLI and the server cannot share PGlite), or use DATABASE_URL.`,
        );
      }
      await unlink(file).catch(() => undefined);
    }
  }
  throw new DataDirLockedError(`Could not lock ${file}: another process keeps claiming it`);
}
