import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import { KdfOverloadError } from './kdfOverload';
import type { KdfPoolOptions } from './kdfPoolOptions';
import type { Kdf, ScryptTask } from './passwordHash';

/** A {@link Kdf} on dedicated worker threads, with its queue length and a way to stop it. */
export interface KdfPool {
  kdf: Kdf;
  /** Hashes waiting for a thread now. */
  queued(): number;
  close(): Promise<void>;
}

/** Seconds until a newcomer could start: the queue ahead of it over the threads, at the measured mean hash time. */
function retryAfter(queued: number, threads: number, meanMs: number): number {
  return Math.max(1, Math.ceil(((queued + 1) * meanMs) / threads / 1000));
}

/**
 * scrypt on a dedicated bounded pool of worker threads (piscina), so hashing cannot starve libuv's four threads
 * that serve static files and other I/O (30 logins made `GET /` take 9.8 s). A full queue is refused at
 * once with {@link KdfOverloadError} `pool_full` instead of making every sign-in wait longer.
 */
export function createKdfPool(options: KdfPoolOptions): KdfPool {
  const pool = new Piscina<ScryptTask, Uint8Array>({
    filename: fileURLToPath(new URL('./kdfWorker.mjs', import.meta.url)),
    minThreads: options.threads,
    maxThreads: options.threads,
    maxQueue: options.maxQueue,
    idleTimeout: 60_000,
    // The worker is plain JavaScript: no TypeScript loader (tsx) in the threads.
    execArgv: [],
  });
  let meanMs = 350;
  const saturated = () => (pool.queueSize >= options.maxQueue ? retryAfter(pool.queueSize, options.threads, meanMs) : null);
  const run = async (task: ScryptTask): Promise<Buffer> => {
    const wait = saturated();
    if (wait !== null) throw new KdfOverloadError('pool_full', wait);
    const started = performance.now();
    const key = await pool.run(task);
    meanMs = meanMs * 0.9 + (performance.now() - started) * 0.1;
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  };
  return {
    kdf: Object.assign(run, { saturated }),
    queued: () => pool.queueSize,
    close: () => pool.close(),
  };
}
