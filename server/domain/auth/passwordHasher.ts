import { KdfOverloadError } from './kdfOverload';
import { DEFAULT_SCRYPT_PARAMS, dummyPasswordHash, hashPassword, libuvKdf, needsRehash, verifyPassword, type Kdf, type ScryptParams } from './passwordHash';

/**
 * Hashes and checks passwords for the server, charging each one to the client address that asked: an address may
 * have at most `perAddress` hashes running or queued at once, so a burst from one address cannot fill the pool
 * (the rest are refused with {@link KdfOverloadError} `address_busy` before any work).
 */
export interface PasswordHasher {
  hash(password: string, costKey: string): Promise<string>;
  verify(password: string, encoded: string, costKey: string): Promise<boolean>;
  /**
   * Lets a request that will hash in, or refuses it at once (throws {@link KdfOverloadError}) when `costKey`
   * already has its share of such requests inside or the pool's queue is full. Called before the request does any
   * other work (database, rate-limit bookkeeping), so a burst that would be refused anyway costs almost nothing.
   * Returns `leave`, to call when the request is done.
   */
  enter(costKey: string): () => void;
  /** Whether a stored hash should be replaced after a successful check (weaker parameters). */
  needsRehash(encoded: string): boolean;
  /** A hash of a random password to check against when the account is unknown (computed once). */
  dummyHash(): Promise<string>;
}

/** How a {@link PasswordHasher} works: cost, where the KDF runs, and the per-address share. */
export interface PasswordHasherOptions {
  params?: ScryptParams;
  kdf?: Kdf;
  /** Hashes one address may have in flight; Infinity = no per-address share (tools, most tests). */
  perAddress?: number;
}

/** Two per address: a player's sign-in and a retry fit; a script's burst gets 429s, not the pool. */
export const DEFAULT_KDF_PER_ADDRESS = 2;

/** Builds a {@link PasswordHasher}; defaults: production cost on libuv's pool, no per-address share. */
export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const params = options.params ?? DEFAULT_SCRYPT_PARAMS;
  const kdf = options.kdf ?? libuvKdf;
  const perAddress = options.perAddress ?? Number.POSITIVE_INFINITY;
  // Requests let in, and hashes running or queued, per address.
  const inside = new Map<string, number>();
  const inFlight = new Map<string, number>();
  let dummy: Promise<string> | undefined;

  async function charged<T>(costKey: string, work: () => Promise<T>): Promise<T> {
    if ((inFlight.get(costKey) ?? 0) >= perAddress) throw new KdfOverloadError('address_busy', 1);
    const done = track(inFlight, costKey);
    try {
      return await work();
    } finally {
      done();
    }
  }

  return {
    enter: (costKey) => {
      if ((inside.get(costKey) ?? 0) >= perAddress) throw new KdfOverloadError('address_busy', 1);
      const wait = kdf.saturated?.();
      if (wait !== undefined && wait !== null) throw new KdfOverloadError('pool_full', wait);
      return track(inside, costKey);
    },
    hash: (password, costKey) => charged(costKey, () => hashPassword(password, params, kdf)),
    verify: (password, encoded, costKey) => charged(costKey, () => verifyPassword(password, encoded, kdf)),
    needsRehash: (encoded) => needsRehash(encoded, params),
    dummyHash: () => (dummy ??= dummyPasswordHash(params, kdf)),
  };
}

/** Counts one more under `key`; the returned function (idempotent) counts it out again. */
function track(counts: Map<string, number>, key: string): () => void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
  let out = false;
  return () => {
    if (out) return;
    out = true;
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
}
