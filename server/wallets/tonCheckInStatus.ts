import type { TonCheckInStatus } from '../../src/contracts/wallets/tonCheckIn';
import { TON_CHECK_IN_REWARD } from '../../src/content/economy/tonCheckIn';
import type { Db } from '../db/database';
import { ledgerRepository } from '../db/ledgerRepository';
import { nextUtcDayStart, utcDayKey } from '../battles/utcDay';
import { tonCheckInKey } from './tonCheckInText';

/** Today's TON check-in for an account: the reward, whether the day's credit exists, when the next day opens. */
export async function tonCheckInStatus(input: { db: Db; accountId: string; now: Date }): Promise<TonCheckInStatus> {
  const day = utcDayKey(input.now);
  const done = await ledgerRepository.findMovement(input.db, input.accountId, tonCheckInKey(day));
  return { day, reward: { ...TON_CHECK_IN_REWARD }, checkedIn: done !== undefined, nextAt: nextUtcDayStart(input.now).toISOString() };
}
