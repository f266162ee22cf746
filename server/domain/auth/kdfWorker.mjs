// The scrypt of one password, run inside a KDF pool thread (kdfPool.ts). Plain JavaScript, so the worker starts
// without the TypeScript loader. scryptSync occupies this thread only: libuv's shared pool (file reads, DNS) stays free.
import { scryptSync } from 'node:crypto';

/** @param {{ password: string, salt: Uint8Array, N: number, r: number, p: number, keyLength: number, maxmem: number }} task */
export default function derive(task) {
  return scryptSync(task.password, task.salt, task.keyLength, { N: task.N, r: task.r, p: task.p, maxmem: task.maxmem });
}
