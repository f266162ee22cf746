import type { LedgerReason } from '../../../src/contracts/accounts/ledgerReason';

/**
 * Which signs a reason's legs may have: `credit` all positive, `debit` all negative, `exchange` at least one of
 * each (a conversion gives one currency for another), `any` either. A movement whose signs do not fit its
 * reason is a bug in the caller, refused before it reaches the database.
 */
export type LedgerDirection = 'credit' | 'debit' | 'exchange' | 'any';

/** The direction of every ledger reason; a new reason must be added here (the type makes it required). */
export const LEDGER_REASON_RULES: Readonly<Record<LedgerReason, LedgerDirection>> = {
  starter_grant: 'credit',
  deposit: 'credit',
  conversion: 'exchange',
  battle_reward: 'credit',
  activity_reward: 'credit',
  invite_reward: 'credit',
  market_purchase: 'debit',
  market_sale: 'credit',
  market_fee: 'debit',
  mystery_shop: 'any',
  fragment_store: 'debit',
  stamina_purchase: 'debit',
  burn: 'debit',
  // Fragments and game coin paid for one card level (docs/ECONOMY.md).
  card_level_up: 'debit',
  // Fragments a burned card copy gives (docs/ECONOMY.md).
  card_burn: 'credit',
  admin_adjustment: 'any',
  // Gold bought in the App Store or with Telegram Stars (docs/ECONOMY.md "In-app purchases"), and refunds.
  purchase: 'credit',
  purchase_refund: 'debit',
  // League rewards at a season's turn, daily quests and the login streak (docs/GAME_RULES.md).
  season_reward: 'credit',
  quest_reward: 'credit',
  streak_reward: 'credit',
  // Tournaments (docs/TOURNAMENTS.md "Fees and prizes"): the fee held at entry, refunded on cancellation, prizes.
  tournament_entry: 'debit',
  tournament_refund: 'credit',
  tournament_prize: 'credit',
};
