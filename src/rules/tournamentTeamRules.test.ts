import { describe, expect, it } from 'vitest';
import { UNIT_CARDS } from '../content/catalog';
import { tournamentRuleBreak } from './tournamentTeamRules';

const warrior = UNIT_CARDS.find((c) => c.families.includes('warrior'))!;
const notWarrior = UNIT_CARDS.find((c) => !c.families.includes('warrior'))!;

describe('tournament team rules', () => {
  it('no rules: any team fits', () => {
    expect(tournamentRuleBreak([{ cardId: warrior.id, level: 30 }], { bannedCards: [] })).toBeNull();
  });
  it('names the first unit over the level cap, outside the family, or banned', () => {
    const team = [{ cardId: warrior.id, level: 3 }, { cardId: notWarrior.id, level: 5 }];
    expect(tournamentRuleBreak(team, { levelCap: 4, bannedCards: [] })).toEqual({ unit: 2, rule: 'level_cap' });
    expect(tournamentRuleBreak(team, { family: 'warrior', bannedCards: [] })).toEqual({ unit: 2, rule: 'family' });
    expect(tournamentRuleBreak(team, { bannedCards: [warrior.id] })).toEqual({ unit: 1, rule: 'banned_card' });
    expect(tournamentRuleBreak(team, { levelCap: 5, bannedCards: ['nope'] })).toBeNull();
  });
});
