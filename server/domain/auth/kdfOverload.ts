/**
 * Password hashing refused for load, before any work: the KDF pool's queue is full (`pool_full`, a 503: the server
 * as a whole is busy) or this client address already has its share of hashes in the pool (`address_busy`, a 429).
 */
export class KdfOverloadError extends Error {
  override readonly name = 'KdfOverloadError';
  constructor(
    readonly kind: 'pool_full' | 'address_busy',
    /** When trying again makes sense (also sent as Retry-After). */
    readonly retryAfterSeconds: number,
  ) {
    super(kind === 'pool_full' ? 'password hashing queue is full' : 'this address has too many password checks running');
  }
}
