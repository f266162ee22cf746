import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dataDirLock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tcg-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes our pid and removes it on release', async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(path.join(dir, 'server.pid'))).rejects.toThrow();
  });

  it('refuses while another live process holds the directory', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dir, 'server.pid'), String(other.pid));
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
      await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process', async () => {
    await writeFile(path.join(dir, 'server.pid'), '999999999');
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    await release();
  });
});
