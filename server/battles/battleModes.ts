import type { z } from 'zod';
import type { AppDeps } from '../appDeps';
import type { battleModes as battleModesEndpoint, CampaignChapterView, ModeTerms } from '../../src/contracts/battles';
import { PVP_ECONOMY, RANDOM_TEAM_ECONOMY, TOWER_ECONOMY } from '../../src/content/economy/battleRewards';
import { CAMPAIGN_CHAPTERS, CAMPAIGN_STAGES } from '../../src/content/modes/campaignStages';
import { campaignTerms, STARS_PER_STAGE } from '../../src/content/modes/campaignTerms';
import { PVP_RATING } from '../../src/content/modes/pvpRating';
import { towerFloor, towerReward } from '../../src/content/modes/towerFloors';
import { nextUtcDayStart, utcDayStart } from './utcDay';

type ModeCatalogue = z.infer<(typeof battleModesEndpoint)['response']>;

/**
 * GET /api/battles/modes: what every mode costs and pays before the player commits, the PvP daily limit used
 * today, every campaign stage with its enemy (for the win-odds preview), lock state and best stars, the tower's
 * best and next floor, and the PvP rating.
 */
export async function battleModes(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { playerId: string; now: Date }): Promise<ModeCatalogue> {
  const { playerId, now } = input;
  const [progress, stats, pvpUsed, teams] = await Promise.all([
    deps.repositories.battles.campaignProgress(deps.db, playerId),
    deps.repositories.rankings.stats(deps.db, playerId),
    deps.repositories.battles.pvpStartedSince(deps.db, playerId, utcDayStart(now)),
    deps.repositories.teams.list(deps.db, playerId),
  ]);
  const stars = new Map(progress.map((p) => [p.stageId, p.stars]));
  const chapters: CampaignChapterView[] = Array.from({ length: CAMPAIGN_CHAPTERS }, (_, c) => ({ chapter: c + 1, nameKey: `chapters.${c + 1}`, stages: [] }));
  CAMPAIGN_STAGES.forEach((stage, index) => {
    const inChapter = CAMPAIGN_STAGES.filter((s) => s.chapter === stage.chapter).length;
    const terms = campaignTerms(stage, inChapter);
    const previous = CAMPAIGN_STAGES[index - 1];
    const cleared = stars.has(stage.id);
    chapters[stage.chapter - 1]!.stages.push({
      id: stage.id,
      chapter: stage.chapter,
      number: stage.number,
      nameKey: `stages.${stage.id}`,
      enemyLevel: stage.level,
      enemy: { units: [...stage.enemy.units] },
      staminaCost: terms.stamina,
      firstClearReward: terms.firstClear,
      repeatReward: terms.repeat,
      state: cleared ? 'cleared' : !previous || stars.has(previous.id) ? 'open' : 'locked',
      stars: stars.get(stage.id) ?? 0,
    });
  });
  const bestFloor = stats?.bestFloor ?? 0;
  const next = towerFloor(bestFloor + 1);
  const firstStage = CAMPAIGN_STAGES[0]!;
  const firstTerms = campaignTerms(firstStage, CAMPAIGN_STAGES.filter((s) => s.chapter === 1).length);
  const modes: ModeTerms[] = [
    { mode: 'campaign', staminaCost: firstTerms.stamina, winReward: firstTerms.repeat, lossReward: [], daily: null },
    { mode: 'tower', staminaCost: TOWER_ECONOMY.stamina, winReward: towerReward(next.floor), lossReward: [], daily: null },
    { mode: 'random_team', staminaCost: RANDOM_TEAM_ECONOMY.stamina, winReward: [...RANDOM_TEAM_ECONOMY.win], lossReward: [...RANDOM_TEAM_ECONOMY.loss], daily: null },
    {
      mode: 'pvp',
      staminaCost: PVP_ECONOMY.stamina,
      winReward: [...PVP_ECONOMY.win],
      lossReward: [...PVP_ECONOMY.loss],
      daily: { limit: PVP_ECONOMY.dailyLimit, used: pvpUsed, resetsAt: nextUtcDayStart(now).toISOString() },
    },
  ];
  return {
    modes,
    campaign: { chapters, totalStars: progress.reduce((sum, p) => sum + p.stars, 0), maxStars: CAMPAIGN_STAGES.length * STARS_PER_STAGE },
    tower: { bestFloor, nextFloor: next.floor, nextEnemy: { units: [...next.enemy.units] }, nextEnemyLevel: next.level, nextReward: towerReward(next.floor) },
    pvp: { rating: stats?.rating ?? PVP_RATING.start, hasDefenceTeam: teams.some((t) => t.defence) },
  };
}
