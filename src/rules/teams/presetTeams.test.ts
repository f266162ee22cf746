import { describe, expect, it } from 'vitest';
import { STARTER_CARD_IDS, UNIT_CARDS } from '../../content';
import { presetTeams } from './presetTeams';
import { teamProblem } from '../../contracts/teams/teamProblem';
import { teamSynergies } from './teamSynergies';
import { randomOpponent } from './opponents';

const copies = (ids: readonly string[], level = 1) => ids.map((cardId, i) => ({ instanceId: `i${i}-${cardId}`, cardId, level }));

describe('presetTeams', () => {
  it('builds one legal team per family the player has, with that family counted by the engine', () => {
    const owned = copies(UNIT_CARDS.map((c) => c.id));
    const presets = presetTeams(owned);
    expect(presets.map((p) => p.family)).toEqual(['warrior', 'mage', 'human', 'assassin', 'elemental', 'guardian']);
    for (const preset of presets) {
      expect(teamProblem(preset.units)).toBeNull();
      expect(preset.units).toHaveLength(6);
      const standing = teamSynergies(preset.units).find((s) => s.family === preset.family)!;
      expect(standing.count).toBe(preset.familyCards);
      expect(standing.level).toBeGreaterThan(0);
    }
  });

  it('uses only the player\'s copies, the best copy of a duplicate, and each card once', () => {
    const owned = [...copies(STARTER_CARD_IDS), { instanceId: 'spare', cardId: 'iron_recruit', level: 4 }];
    for (const preset of presetTeams(owned)) {
      const ids = preset.units.map((u) => u.cardId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(preset.units.every((u) => owned.some((o) => o.instanceId === u.instanceId))).toBe(true);
      const recruit = preset.units.find((u) => u.cardId === 'iron_recruit');
      if (recruit) expect(recruit.instanceId).toBe('spare');
    }
  });

  it('gives a new player different presets: one per synergy the starter cards can switch on, each standing its own way', () => {
    const presets = presetTeams([...copies(STARTER_CARD_IDS), { instanceId: 'spare', cardId: 'iron_recruit', level: 1 }]);
    expect(presets.map((p) => p.family)).toEqual(['warrior', 'human']);
    const layout = (units: readonly { cardId: string; position: number }[]) => units.map((u) => `${u.cardId}@${u.position}`).sort().join(',');
    expect(new Set(presets.map((p) => layout(p.units))).size).toBe(presets.length);
    for (const preset of presets) expect(teamSynergies(preset.units).find((s) => s.family === preset.family)!.level).toBeGreaterThan(0);
  });

  it('deploys melee in front and mages at the back', () => {
    const preset = presetTeams(copies(STARTER_CARD_IDS)).find((p) => p.family === 'human')!;
    const mage = preset.units.find((u) => u.cardId === 'apprentice_mage')!;
    const recruit = preset.units.find((u) => u.cardId === 'iron_recruit')!;
    expect(Math.floor(recruit.position / 4)).toBe(0);
    expect(Math.floor(mage.position / 4)).toBe(2);
  });
});

describe('randomOpponent', () => {
  it('matches the team\'s size and mean level, and is reproducible from its seed', () => {
    const team = { units: copies(STARTER_CARD_IDS.slice(0, 3), 3).map((c, position) => ({ cardId: c.cardId, level: c.level, position })) };
    const a = randomOpponent(team, 42);
    expect(a.units).toHaveLength(3);
    expect(a.units.every((u) => u.level === 3)).toBe(true);
    expect(randomOpponent(team, 42)).toEqual(a);
    expect(teamProblem(a.units)).toBeNull();
  });
});
