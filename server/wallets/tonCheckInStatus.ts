import type { TonCheckInStatus } from '../../src/contracts/wallets/tonCheckIn';
import type { AppDeps } from '../appDeps';
import { TON_CHECK_IN_REWARD } from '../../src/content/economy/tonCheckIn';
import { nextUtcDayStart, utcDayKey } from '../battles/utcDay';
import { tonCheckInKey } from './tonCheckInText';

/** Today's TON check-in for an account: the reward, whether the day's credit exists, when the next day opens. */
export async function tonCheckInStatus(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; now: Date }): Promise<TonCheckInStatus> {
  const day = utcDayKey(input.now);
  const done = await deps.repositories.ledger.findMovement(deps.db, input.accountId, tonCheckInKey(day));
  return { day, reward: { ...TON_CHECK_IN_REWARD }, checkedIn: done !== undefined, nextAt: nextUtcDayStart(input.now).toISOString() };
}
