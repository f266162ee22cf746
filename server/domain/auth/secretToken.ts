import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable token: `bytes` random bytes (default 32 = 256 bits) as base64url. */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The stored form of a high-entropy secret (session token, nonce): SHA-256 hex. A fast unsalted hash is right
 * here because the input has 256 bits of entropy, so there is nothing to brute-force; it also lets the database
 * find the record by the hash. Never use this for passwords or short codes.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
