import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../appDeps';
import { type Outcome } from '../../src/contracts/api/refusal';
import type { WalletChallenge } from '../../src/contracts/wallets/tonProof';
import { type WalletChallengeKind } from '../db/walletChallengeRepository';
import { takeAddressQuota } from '../accounts/requestLimits';
import { WALLET_CHALLENGE_TTL_SECONDS } from './walletSignInRules';

/**
 * Issues a single-use challenge that expires in 5 minutes, within the address's nonce budget: for ton_proof 32
 * random bytes as 64 hex characters (the payload the wallet signs), for SIWE the same as an EIP-4361 nonce
 * (alphanumeric, at least 8 characters). Stored in the database, so any server process can consume it, once.
 * Refused (`rate_limited`, with the wait) only when the address has asked for too many.
 */
export async function issueWalletChallenge(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'nonceQuota'>,
  input: { kind: WalletChallengeKind; ip: string | null; now: Date },
): Promise<Outcome<WalletChallenge, 'rate_limited'>> {
  const { db } = deps;
  const { kind, now } = input;
  const quota = await takeAddressQuota(deps.nonceQuota, input.ip, now);
  if (!quota.ok) return quota;
  const challenge = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + WALLET_CHALLENGE_TTL_SECONDS * 1000);
  await deps.repositories.walletChallenges.pruneExpired(db, new Date(now.getTime() - 24 * 3600 * 1000));
  await deps.repositories.walletChallenges.insert(db, { challenge, kind, createdAt: now, expiresAt });
  return { ok: true, value: { challenge, expiresAt: expiresAt.toISOString() } };
}
