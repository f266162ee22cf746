import { randomBytes } from 'node:crypto';
import type { WalletChallenge } from '../../src/contracts/wallets/tonProof';
import type { Db } from '../db/database';
import { walletChallengeRepository, type WalletChallengeKind } from '../db/walletChallengeRepository';
import { WALLET_CHALLENGE_TTL_SECONDS } from './walletSignInRules';

/**
 * Issues a single-use challenge that expires in 5 minutes: for ton_proof 32 random bytes as 64 hex characters
 * (the payload the wallet signs), for SIWE the same as an EIP-4361 nonce (alphanumeric, at least 8 characters).
 * Stored in the database, so any server process can consume it, once. Never refused (rate limits are the caller's).
 */
export async function issueWalletChallenge(input: { db: Db; kind: WalletChallengeKind; now: Date }): Promise<WalletChallenge> {
  const { db, kind, now } = input;
  const challenge = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + WALLET_CHALLENGE_TTL_SECONDS * 1000);
  await walletChallengeRepository.pruneExpired(db, new Date(now.getTime() - 24 * 3600 * 1000));
  await walletChallengeRepository.insert(db, { challenge, kind, createdAt: now, expiresAt });
  return { challenge, expiresAt: expiresAt.toISOString() };
}
