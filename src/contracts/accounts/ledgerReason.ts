import { z } from 'zod';

/**
 * Why a ledger entry exists. Each reason has a fixed direction (credit, debit or either) in
 * server/domain/economy/ledgerReasonRules.ts; add a reason there and here together.
 */
export const ledgerReason = z.enum([
  'starter_grant',
  'deposit',
  'conversion',
  'battle_reward',
  'activity_reward',
  'invite_reward',
  'market_purchase',
  'market_sale',
  'market_fee',
  'mystery_shop',
  'fragment_store',
  'stamina_purchase',
  'burn',
  'card_level_up',
  'card_burn',
  'admin_adjustment',
  // Gold bought in the App Store or with Telegram Stars, and what a refund takes back.
  'purchase',
  'purchase_refund',
  // A season's league reward, a daily quest's reward and the login streak's reward.
  'season_reward',
  'quest_reward',
  'streak_reward',
  // A tournament's entry fee held in escrow, its refund on cancellation, and its prizes.
  'tournament_entry',
  'tournament_refund',
  'tournament_prize',
]);
/** One of {@link ledgerReason}. */
export type LedgerReason = z.infer<typeof ledgerReason>;
