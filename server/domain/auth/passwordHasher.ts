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
  const inFlight = new Map<string, number>();
  let dummy: Promise<string> | undefined;

  async function charged<T>(costKey: string, work: () => Promise<T>): Promise<T> {
    const running = inFlight.get(costKey) ?? 0;
    if (running >= perAddress) throw new KdfOverloadError('address_busy', 1);
    inFlight.set(costKey, running + 1);
    try {
      return await work();
    } finally {
      const left = (inFlight.get(costKey) ?? 1) - 1;
      if (left > 0) inFlight.set(costKey, left);
      else inFlight.delete(costKey);
    }
  }

  return {
    hash: (password, costKey) => charged(costKey, () => hashPassword(password, params, kdf)),
    verify: (password, encoded, costKey) => charged(costKey, () => verifyPassword(password, encoded, kdf)),
    needsRehash: (encoded) => needsRehash(encoded, params),
    dummyHash: () => (dummy ??= dummyPasswordHash(params, kdf)),
  };
}
