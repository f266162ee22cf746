import { describe, expect, it } from 'vitest';
import { cardCatalog } from '../../content/catalog';
import { RULES, simulate } from '../../engine';
import { cardStatsAtLevel } from './cardStatsAtLevel';

describe('cardStatsAtLevel', () => {
  it('equals the battle-start snapshot of a played battle at every level', () => {
    for (const level of [1, 5, RULES.level.max]) {
      const team = { units: [{ cardId: 'iron_recruit', level, position: 0 }] };
      const start = simulate({ seed: 7, rulesVersion: RULES.version, teams: [team, team] }, cardCatalog)[0];
      if (start?.type !== 'battleStart') throw new Error('no battle start');
      const unit = start.units[0];
      expect(cardStatsAtLevel('iron_recruit', level)).toMatchObject({ maxHealth: unit?.maxHealth, attack: unit?.attack, defense: unit?.defense, speed: unit?.speed });
    }
  });

  it('grows with the level', () => {
    expect(cardStatsAtLevel('iron_recruit', 2).attack).toBeGreaterThan(cardStatsAtLevel('iron_recruit', 1).attack);
  });
});
