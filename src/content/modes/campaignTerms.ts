import { CAMPAIGN_ECONOMY, type RewardAmount } from '../economy/battleRewards';
import type { CampaignStage } from './campaignStages';

/** What a campaign stage costs and pays. */
export interface CampaignTerms {
  stamina: number;
  /** Paid by the stage's first win (instead of the repeat reward). */
  firstClear: RewardAmount[];
  /** Paid by every later win. */
  repeat: RewardAmount[];
}

/** A stage's terms, from its chapter (src/content/economy/battleRewards.ts); a chapter's last stage pays double the first clear. */
export function campaignTerms(stage: CampaignStage, stagesInChapter: number): CampaignTerms {
  const e = CAMPAIGN_ECONOMY;
  const boss = stage.number === stagesInChapter ? 2 : 1;
  return {
    stamina: e.staminaBase + e.staminaPerChapter * (stage.chapter - 1),
    firstClear: [
      { currency: 'game_coin', amount: e.firstClearCoinPerChapter * stage.chapter * boss },
      { currency: 'fragments', amount: e.firstClearFragmentsPerChapter * stage.chapter * boss },
    ],
    repeat: [{ currency: 'game_coin', amount: e.repeatCoinBase + e.repeatCoinPerChapter * (stage.chapter - 1) }],
  };
}

/**
 * Stars of a campaign battle by the player's units still standing at the end: a loss or draw 0; a win 3 with
 * every unit alive, 2 with at least half alive, else 1.
 */
export function campaignStars(won: boolean, survivors: number, fielded: number): number {
  if (!won) return 0;
  if (survivors >= fielded) return 3;
  return survivors * 2 >= fielded ? 2 : 1;
}

/** Stars a full campaign can give (3 per stage). */
export const STARS_PER_STAGE = 3;
