import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { TonCheckInResult, TonSignedText } from '../../src/contracts/wallets/tonCheckIn';
import type { TonCheckInRefusalReason } from '../../src/contracts/wallets/walletRefusalReason';
import { TON_CHECK_IN_REWARD } from '../../src/content/economy/tonCheckIn';
import { LedgerRefusal } from '../db/ledgerRepository';
import { nextUtcDayStart } from '../battles/utcDay';
import { checkTonSignedText } from './ton/checkTonSignedText';
import { parseTonCheckInText, tonCheckInChallenge, tonCheckInKey } from './tonCheckInText';
import { WALLET_CHALLENGE_TTL_SECONDS, WALLET_CLOCK_SKEW_SECONDS } from './walletSignInRules';

/** Thrown inside the transaction when the day was already credited, so the code's consumption rolls back too. */
class AlreadyCheckedIn extends Error {}

/**
 * Credits today's check-in once (docs/WALLETS.md, "Daily check-in"): the signData answer is checked offline
 * (checkTonSignedText), its text must be exactly a check-in text issued to this account, the signing wallet must be
 * linked to this account, then one transaction consumes the single-use code (conditional UPDATE) and posts the
 * reward under the day's idempotency key; of two concurrent check-ins the second finds the key taken and is
 * refused `ton_check_in_done`, with nothing written.
 */
export async function checkInWithTonWallet(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; signed: TonSignedText; allowedDomains: readonly string[]; now: Date }): Promise<Outcome<TonCheckInResult, TonCheckInRefusalReason>> {
  const { accountId, signed, now } = input;
  const parts = parseTonCheckInText(signed.payload.text);
  if (!parts || parts.accountId !== accountId) return refuse('ton_sign_data_text_mismatch');
  const checked = checkTonSignedText(signed, { allowedDomains: input.allowedDomains, now, maxAgeSeconds: WALLET_CHALLENGE_TTL_SECONDS, futureSkewSeconds: WALLET_CLOCK_SKEW_SECONDS });
  if (!checked.ok) return checked;
  const identity = await deps.repositories.accounts.findIdentity(deps.db, 'ton_wallet', checked.value.address);
  if (identity?.accountId !== accountId) return refuse('ton_wallet_not_linked');
  try {
    return await deps.db.transaction(async (tx): Promise<Outcome<TonCheckInResult, TonCheckInRefusalReason>> => {
      const taken = await deps.repositories.walletChallenges.consume(tx, 'ton_check_in', tonCheckInChallenge(parts), now);
      if (taken === 'already_consumed') return refuse('ton_payload_used');
      if (taken === 'expired') return refuse('ton_payload_expired');
      if (taken === 'unknown') return refuse('ton_payload_unknown');
      const { currency, amount } = TON_CHECK_IN_REWARD;
      const posted = await deps.repositories.ledger.post(tx, { accountId, reason: 'activity_reward', reference: `ton-check-in:${checked.value.address}`, idempotencyKey: tonCheckInKey(parts.day), legs: [{ currency, amount }] });
      if (posted.status === 'replayed') throw new AlreadyCheckedIn();
      return succeed({ day: parts.day, reward: { currency, amount }, balances: posted.balances });
    });
  } catch (error) {
    // A twin check-in from another linked wallet names another reference: the ledger calls that a key conflict.
    if (error instanceof AlreadyCheckedIn || (error instanceof LedgerRefusal && error.reason === 'idempotency_conflict')) return refuse('ton_check_in_done', { nextAt: nextUtcDayStart(now).toISOString() });
    throw error;
  }
}
