/** Size of the KDF pool: threads that hash at once (128 MiB each at N = 2^17) and hashes allowed to wait. */
export interface KdfPoolOptions {
  threads: number;
  /** Hashes waiting beyond the running ones; one more is refused with a 503 and Retry-After. */
  maxQueue: number;
}

/**
 * One thread per two cores (at least one): hashing never takes every core from the event loop. A queue of 8 per
 * thread bounds the wait of an admitted hash to about 8 × 0.35 s.
 */
export function defaultKdfPoolOptions(cores: number): KdfPoolOptions {
  const threads = Math.max(1, Math.floor(cores / 2));
  return { threads, maxQueue: threads * 8 };
}
