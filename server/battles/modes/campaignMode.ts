import { CAMPAIGN_STAGES, campaignStage } from '../../../src/content/modes/campaignStages';
import { campaignStars, campaignTerms } from '../../../src/content/modes/campaignTerms';
import { refuseBattle } from '../battleRefused';
import type { BattleModeRules } from './battleModeRules';

/** Stages per chapter, for the boss-stage bonus. */
function stagesInChapter(chapter: number): number {
  return CAMPAIGN_STAGES.filter((s) => s.chapter === chapter).length;
}

/**
 * /activity-levels: hand-made stages in chapters (src/content/modes/campaignStages.ts). A stage is open when it is
 * the first or the one before it was won; a win records the best stars (by units surviving), pays the first-clear
 * reward once and the repeat reward after, and adds new stars to the player's total (the user ranking).
 */
export const campaignMode: BattleModeRules = {
  mode: 'campaign',
  usesPlayerTeam: true,
  async prepare({ deps, playerId, team, stageId }) {
    const stage = stageId === undefined ? undefined : campaignStage(stageId);
    if (!stage || !team) return refuseBattle('stage_not_found', { stage: stageId ?? '' });
    const index = CAMPAIGN_STAGES.indexOf(stage);
    const previous = CAMPAIGN_STAGES[index - 1];
    if (previous) {
      const cleared = await deps.repositories.battles.campaignProgress(deps.db, playerId);
      if (!cleared.some((p) => p.stageId === previous.id)) refuseBattle('stage_locked', { stage: stage.id, previous: previous.id });
    }
    return {
      teams: [team, stage.enemy],
      opponent: { kind: 'stage', playerId: null, name: stage.id },
      defenderId: null,
      stageId: stage.id,
      floor: null,
      staminaCost: campaignTerms(stage, stagesInChapter(stage.chapter)).stamina,
    };
  },
  async settle({ deps, playerId, now }, prepared, decision) {
    const stage = campaignStage(prepared.stageId ?? '');
    if (!stage) throw new Error(`stage ${prepared.stageId} vanished`);
    const won = decision.winner === 0;
    const stars = campaignStars(won, decision.survivors[0], prepared.teams[0].units.length);
    if (!won) return { rewards: [], stars, firstClear: false, attackerRating: null, defenderRating: null };
    const terms = campaignTerms(stage, stagesInChapter(stage.chapter));
    const { firstClear, starGain } = await deps.repositories.battles.recordCampaignWin(deps.db, playerId, stage.id, stars, now);
    if (starGain > 0) await deps.repositories.rankings.addCampaignStars(deps.db, playerId, starGain, now);
    return { rewards: firstClear ? terms.firstClear : terms.repeat, stars, firstClear, attackerRating: null, defenderRating: null };
  },
};
