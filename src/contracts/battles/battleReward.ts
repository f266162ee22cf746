import { z } from 'zod';
import { currency } from '../accounts/currency';

/** One currency amount a battle pays (through the ledger, reason `battle_reward`). */
export const rewardLeg = z.object({ currency, amount: z.number().int().positive() });
/** See {@link rewardLeg}. */
export type RewardLeg = z.infer<typeof rewardLeg>;

/** What a battle pays: zero or more currency amounts (an empty list pays nothing). */
export const battleReward = z.array(rewardLeg);
/** See {@link battleReward}. */
export type BattleReward = z.infer<typeof battleReward>;
