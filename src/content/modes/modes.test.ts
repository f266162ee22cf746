import { describe, expect, it } from 'vitest';
import { RULES, validateBattleInput, winOdds } from '../../engine';
import { cardCatalog } from '../catalog';
import { starterTeam } from '../starterSet';
import { CAMPAIGN_CHAPTERS, CAMPAIGN_STAGES, campaignStage, nextCampaignStage } from './campaignStages';
import { campaignStars, campaignTerms } from './campaignTerms';
import { eloExpected, eloUpdate, PVP_RATING } from './pvpRating';
import { towerFamilyCards, towerFloor, towerFloorByRole, towerLevel, towerReward, towerSize } from './towerFloors';

const fieldable = (team: { units: readonly { cardId: string; level: number; position: number }[] }) =>
  validateBattleInput({ seed: 1, rulesVersion: RULES.version, teams: [team, team] }, cardCatalog);

describe('campaign stages', () => {
  it('has at least 30 hand-made stages in chapters, each a team the engine fields, levels rising', () => {
    expect(CAMPAIGN_STAGES.length).toBeGreaterThanOrEqual(30);
    expect(CAMPAIGN_CHAPTERS).toBe(6);
    expect(new Set(CAMPAIGN_STAGES.map((s) => s.id)).size).toBe(CAMPAIGN_STAGES.length);
    for (const stage of CAMPAIGN_STAGES) {
      expect(() => fieldable(stage.enemy), stage.id).not.toThrow();
      expect(stage.enemy.units.every((u) => u.level === stage.level)).toBe(true);
    }
    for (let i = 1; i < CAMPAIGN_STAGES.length; i++) expect(CAMPAIGN_STAGES[i]!.level).toBeGreaterThanOrEqual(CAMPAIGN_STAGES[i - 1]!.level);
    expect(CAMPAIGN_STAGES.at(-1)!.level).toBe(RULES.level.max);
    expect(nextCampaignStage('1-5')).toBe(campaignStage('2-1'));
    expect(nextCampaignStage(CAMPAIGN_STAGES.at(-1)!.id)).toBeUndefined();
  });

  it('the starter team beats the first stage most of the time, and the last stage almost never', () => {
    const first = winOdds([starterTeam(), CAMPAIGN_STAGES[0]!.enemy], cardCatalog, 200, 7);
    expect(first.winPermille).toBeGreaterThan(700);
    const last = winOdds([starterTeam(), CAMPAIGN_STAGES.at(-1)!.enemy], cardCatalog, 50, 7);
    expect(last.winPermille).toBeLessThan(50);
  });

  it('costs more and pays more by chapter; a chapter\'s last stage pays a double first clear', () => {
    const a = campaignTerms(campaignStage('1-1')!, 5);
    const b = campaignTerms(campaignStage('3-1')!, 5);
    const boss = campaignTerms(campaignStage('3-5')!, 5);
    expect(b.stamina).toBeGreaterThan(a.stamina);
    expect(b.repeat[0]!.amount).toBeGreaterThan(a.repeat[0]!.amount);
    expect(boss.firstClear[0]!.amount).toBe(2 * b.firstClear[0]!.amount);
  });

  it('gives stars by units surviving a win', () => {
    expect(campaignStars(false, 6, 6)).toBe(0);
    expect(campaignStars(true, 6, 6)).toBe(3);
    expect(campaignStars(true, 3, 6)).toBe(2);
    expect(campaignStars(true, 2, 6)).toBe(1);
  });
});

describe('tower floors', () => {
  it('are the same every time, fieldable, and grow in level, size and synergy with the floor', () => {
    expect(towerFloor(17)).toEqual(towerFloor(17));
    // The cards and level (the search only moves them: see searchedDefence.test.ts).
    for (let floor = 1; floor <= 60; floor++) {
      const f = towerFloorByRole(floor);
      expect(() => fieldable(f.enemy), `floor ${floor}`).not.toThrow();
      expect(f.enemy.units).toHaveLength(towerSize(floor));
      const family = f.enemy.units.filter((u) => cardCatalog.units.get(u.cardId)!.families.includes(f.family)).length;
      expect(family).toBeGreaterThanOrEqual(towerFamilyCards(floor));
      if (floor > 1) {
        expect(towerLevel(floor)).toBeGreaterThanOrEqual(towerLevel(floor - 1));
        expect(towerSize(floor)).toBeGreaterThanOrEqual(towerSize(floor - 1));
        expect(towerFamilyCards(floor)).toBeGreaterThanOrEqual(towerFamilyCards(floor - 1));
      }
    }
    expect(towerLevel(1)).toBe(1);
    expect(towerLevel(100)).toBe(RULES.level.max);
    expect(towerReward(5).map((r) => r.currency)).toEqual(['game_coin', 'fragments']);
  });
});

describe('Elo', () => {
  it('moves both players by the same amount, more for an upset', () => {
    expect(eloExpected(1000, 1000)).toBe(0.5);
    expect(eloUpdate(1000, 1000, 1)).toEqual({ attacker: 1016, defender: 984 });
    expect(eloUpdate(1000, 1000, 0.5)).toEqual({ attacker: 1000, defender: 1000 });
    const upset = eloUpdate(800, 1200, 1);
    expect(upset.attacker - 800).toBeGreaterThan(16);
    expect(upset.attacker - 800).toBe(1200 - upset.defender);
    expect(eloUpdate(PVP_RATING.floor, 2000, 0).attacker).toBe(PVP_RATING.floor);
  });
});
