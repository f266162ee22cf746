/**
 * What battles cost and pay (docs/GAME_RULES.md "Modes", docs/ECONOMY.md "Battles"). Stamina is spent when a
 * battle starts, win or lose; currency rewards are paid through the ledger (reason `battle_reward`).
 */

/** One currency amount a battle pays. */
export interface RewardAmount {
  currency: 'game_coin' | 'fragments';
  amount: number;
}

/** Campaign: stamina per chapter, the repeat reward of a win, and the one-off first-clear reward. */
export const CAMPAIGN_ECONOMY = {
  /** Stamina of a stage in chapter c: base + perChapter × (c − 1). */
  staminaBase: 6,
  staminaPerChapter: 1,
  /** A win on an already-cleared stage pays game coin: base + perChapter × (c − 1). */
  repeatCoinBase: 12,
  repeatCoinPerChapter: 6,
  /** The first win of a stage pays coin and fragments per chapter (and a chapter's last stage double). */
  firstClearCoinPerChapter: 60,
  firstClearFragmentsPerChapter: 10,
} as const;

/** Endless tower: stamina per floor attempt and what clearing floor N pays (only the first time it is cleared). */
export const TOWER_ECONOMY = {
  stamina: 8,
  /** Clearing a new best floor N pays coinBase + coinPerFloor × N game coin, and fragments every fifth floor. */
  coinBase: 20,
  coinPerFloor: 4,
  fragmentsEveryFifth: 15,
  /** A repeat clear is not possible (the tower always offers best + 1); a loss pays nothing. */
} as const;

/** Random-team battle: a small, fixed reward for a luck-and-read fight. */
export const RANDOM_TEAM_ECONOMY = {
  stamina: 5,
  win: [{ currency: 'game_coin', amount: 15 }] as readonly RewardAmount[],
  loss: [{ currency: 'game_coin', amount: 3 }] as readonly RewardAmount[],
} as const;

/** Player versus player: stamina, daily limit and rewards (rating moves by Elo, src/content/modes/pvpRating.ts). */
export const PVP_ECONOMY = {
  stamina: 10,
  /** PvP battles a player may start per UTC day (defending is unlimited and free). */
  dailyLimit: 10,
  win: [{ currency: 'game_coin', amount: 40 }] as readonly RewardAmount[],
  loss: [{ currency: 'game_coin', amount: 8 }] as readonly RewardAmount[],
} as const;
