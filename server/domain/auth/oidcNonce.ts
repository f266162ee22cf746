import type { OidcProvider } from '../../../src/contracts/accounts/oidcEndpoints';
import { hashSecret, newSecretToken } from './secretToken';

/** Nonces live 10 minutes: long enough for a provider's consent screen, short enough to limit a leaked one. */
export const OIDC_NONCE_TTL_SECONDS = 10 * 60;

/** What the database keeps about an issued nonce: its hash, never the nonce. */
export interface OidcNonceRecord {
  nonceHash: string;
  provider: OidcProvider;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
}

/**
 * Issues a nonce for one sign-in. The client passes it unchanged to the provider (Google's `nonce` parameter,
 * Apple JS `nonce`, ASAuthorizationAppleIDRequest.nonce); both providers copy it verbatim into the ID token's
 * `nonce` claim. (Apple's sample code hashes a raw nonce before sending it; we need no second secret, because
 * ours is already random, single-use and stored hashed — so clients send it as issued.)
 */
export function issueOidcNonce(provider: OidcProvider, now: Date, ttlSeconds = OIDC_NONCE_TTL_SECONDS): { nonce: string; record: OidcNonceRecord } {
  const nonce = newSecretToken(32);
  return {
    nonce,
    record: { nonceHash: hashSecret(nonce), provider, createdAt: now, expiresAt: new Date(now.getTime() + ttlSeconds * 1000), consumedAt: null },
  };
}

/** Why a token's nonce was refused. */
export type OidcNonceError = 'nonce_invalid' | 'nonce_expired' | 'nonce_used';

/** Result of atomically marking a nonce used. */
export type NonceConsumption =
  | { status: 'consumed'; record: OidcNonceRecord }
  | { status: 'already_consumed'; record: OidcNonceRecord }
  | { status: 'unknown' };

/**
 * Single-use nonce storage. `consume` must be atomic: in SQL,
 * `UPDATE oidc_nonces SET consumed_at = $now WHERE nonce_hash = $1 AND consumed_at IS NULL RETURNING *`
 * (and a plain SELECT to tell "already consumed" from "unknown" when no row comes back).
 */
export interface OidcNonceStore {
  save(record: OidcNonceRecord): Promise<void>;
  consume(nonceHash: string, now: Date): Promise<NonceConsumption>;
}

/** In-memory {@link OidcNonceStore} for tests and single-process development. */
export class MemoryOidcNonceStore implements OidcNonceStore {
  private readonly records = new Map<string, OidcNonceRecord>();

  /** {@inheritDoc OidcNonceStore.save} */
  async save(record: OidcNonceRecord): Promise<void> {
    this.records.set(record.nonceHash, record);
  }

  /** {@inheritDoc OidcNonceStore.consume} */
  async consume(nonceHash: string, now: Date): Promise<NonceConsumption> {
    const record = this.records.get(nonceHash);
    if (!record) return { status: 'unknown' };
    if (record.consumedAt) return { status: 'already_consumed', record };
    const consumed = { ...record, consumedAt: now };
    this.records.set(nonceHash, consumed);
    return { status: 'consumed', record: consumed };
  }
}

/**
 * Judges a consumption: the nonce must have been issued by us, for this provider, not used before and not
 * expired. A nonce for the other provider counts as invalid (it was never issued for this one).
 */
export function judgeNonce(result: NonceConsumption, provider: OidcProvider, now: Date): { ok: true } | { ok: false; error: OidcNonceError } {
  if (result.status === 'unknown') return { ok: false, error: 'nonce_invalid' };
  if (result.record.provider !== provider) return { ok: false, error: 'nonce_invalid' };
  if (result.status === 'already_consumed') return { ok: false, error: 'nonce_used' };
  if (now.getTime() >= result.record.expiresAt.getTime()) return { ok: false, error: 'nonce_expired' };
  return { ok: true };
}
