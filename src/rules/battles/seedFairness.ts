import { hmacSha256, sha256, toHex } from '../crypto/sha256';

/**
 * Commit–reveal battle seeds (docs/GAME_RULES.md "Fair seeds"). Before the player locks a team, the server draws
 * a secret server seed and publishes its commitment SHA-256(serverSeed); the player may add a client seed; the
 * battle seed is the first 4 bytes (big-endian) of HMAC-SHA256(key = serverSeed, message = clientSeed); after the
 * battle the server seed is revealed, and anyone can check the commitment and re-derive the seed. Seeds are taken
 * as the UTF-8 bytes of their text, so `openssl` reproduces every step.
 */


/** The commitment published before the battle: SHA-256 of the server seed's text, as 64 hex digits. */
export function commitServerSeed(serverSeed: string): string {
  return toHex(sha256(serverSeed));
}

/** True when a revealed server seed matches the commitment published before the battle. */
export function serverSeedMatches(serverSeed: string, commitment: string): boolean {
  return commitServerSeed(serverSeed) === commitment.toLowerCase();
}

/** The battle seed: the first 4 bytes of HMAC-SHA256(key = serverSeed, message = clientSeed), big-endian uint32. */
export function deriveBattleSeed(serverSeed: string, clientSeed: string): number {
  const mac = hmacSha256(serverSeed, clientSeed);
  return ((mac[0]! << 24) | (mac[1]! << 16) | (mac[2]! << 8) | mac[3]!) >>> 0;
}
