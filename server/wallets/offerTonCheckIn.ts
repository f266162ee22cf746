import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { TonCheckInOffer } from '../../src/contracts/wallets/tonCheckIn';
import { TON_CHECK_IN_REWARD } from '../../src/content/economy/tonCheckIn';
import { nextUtcDayStart, utcDayKey } from '../battles/utcDay';
import { tonCheckInChallenge, tonCheckInKey, tonCheckInText } from './tonCheckInText';
import { WALLET_CHALLENGE_TTL_SECONDS } from './walletSignInRules';

/**
 * Today's check-in text for the player's linked TON wallet to sign (TON Connect signData): a fresh single-use code,
 * bound to the account and the UTC day, valid 5 minutes. Refused without a linked TON wallet, or when today's
 * check-in is already credited (with when the next one opens).
 */
export async function offerTonCheckIn(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; now: Date }): Promise<Outcome<TonCheckInOffer, 'ton_wallet_not_linked' | 'ton_check_in_done'>> {
  const { accountId, now } = input;
  const linked = (await deps.repositories.accounts.identitiesOf(deps.db, accountId)).some((identity) => identity.kind === 'ton_wallet');
  if (!linked) return refuse('ton_wallet_not_linked');
  const day = utcDayKey(now);
  if (await deps.repositories.ledger.findMovement(deps.db, accountId, tonCheckInKey(day))) return refuse('ton_check_in_done', { nextAt: nextUtcDayStart(now).toISOString() });
  const parts = { day, accountId, code: randomBytes(32).toString('hex') };
  const expiresAt = new Date(now.getTime() + WALLET_CHALLENGE_TTL_SECONDS * 1000);
  await deps.repositories.walletChallenges.pruneExpired(deps.db, new Date(now.getTime() - 24 * 3600 * 1000));
  await deps.repositories.walletChallenges.insert(deps.db, { challenge: tonCheckInChallenge(parts), kind: 'ton_check_in', createdAt: now, expiresAt });
  return succeed({ text: tonCheckInText(parts), day, expiresAt: expiresAt.toISOString(), reward: { ...TON_CHECK_IN_REWARD } });
}
