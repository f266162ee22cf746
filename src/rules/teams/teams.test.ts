import { describe, expect, it } from 'vitest';
import { DEPLOY_SLOTS, RULES, simulate, slotX, slotY, type BattleEvent } from '../../engine';
import { cardCatalog, starterTeam, UNIT_CARDS } from '../../content';
import { deployCells } from './deployGrid';
import type { FormationUnit } from '../../contracts/teams/formationUnit';
import { teamProblem } from '../../contracts/teams/teamProblem';
import { teamSynergies } from './teamSynergies';
import { teamPower, unitPower } from './unitPower';

const ofFamily = (family: string) => UNIT_CARDS.filter((c) => (c.families as readonly string[]).includes(family));
const place = (ids: readonly string[], level = 1): FormationUnit[] => ids.map((cardId, position) => ({ cardId, level, position }));

describe('deployCells', () => {
  it('lays out every engine slot once, back column left, front column right', () => {
    const cells = deployCells();
    expect(cells.map((c) => c.slot).sort((a, b) => a - b)).toEqual([...Array(DEPLOY_SLOTS).keys()]);
    for (const c of cells) {
      expect(slotY(c.slot)).toBe(c.row);
      // Slot 0..3 is the front column (nearest the enemy on the right).
      expect(c.depth).toBe(Math.floor(c.slot / RULES.board.height));
    }
    const front = cells.filter((c) => c.depth === 0);
    expect(new Set(front.map((c) => slotX(0, c.slot))).size).toBe(1);
    expect(Math.max(...cells.map((c) => c.column))).toBe(RULES.board.deployColumns - 1);
  });
});

describe('teamSynergies', () => {
  it('counts like the engine: distinct cards, duplicates once, and agrees with the battle start of a real battle', () => {
    const warriors = ofFamily('warrior').map((c) => c.id);
    const team = place([warriors[0]!, warriors[0]!, warriors[1]!]);
    const warrior = teamSynergies(team).find((s) => s.family === 'warrior')!;
    expect(warrior).toMatchObject({ count: 2, level: 1, next: 4 });
    const start = simulate({ seed: 1, rulesVersion: RULES.version, teams: [{ units: team }, starterTeam()] }, cardCatalog)[0] as Extract<BattleEvent, { type: 'battleStart' }>;
    expect(start.synergies.find((s) => s.team === 0 && s.family === 'warrior')?.count).toBe(2);
  });

  it('crosses each threshold as cards are added: levels 0, 1, 2, 3 at 1, 2, 4, 6 humans', () => {
    const humans = ofFamily('human').map((c) => c.id);
    expect(humans.length).toBeGreaterThanOrEqual(6);
    const levels = [1, 2, 3, 4, 5, 6].map((n) => teamSynergies(place(humans.slice(0, n))).find((s) => s.family === 'human')!);
    expect(levels.map((s) => s.count)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(levels.map((s) => s.level)).toEqual([0, 1, 1, 2, 2, 3]);
    expect(levels.map((s) => s.next)).toEqual([2, 4, 4, 6, 6, null]);
  });

  it('lists all six synergies, zero for an empty team', () => {
    const all = teamSynergies([]);
    expect(all).toHaveLength(6);
    expect(all.every((s) => s.count === 0 && s.level === 0 && s.next === s.thresholds[0])).toBe(true);
  });
});

describe('unitPower and teamPower', () => {
  it('a common level-1 card is about 100; levels and rarity raise it; a team sums its units', () => {
    const starter = starterTeam().units;
    const powers = starter.map((u) => unitPower(u.cardId, u.level));
    for (const p of powers) {
      expect(p).toBeGreaterThan(80);
      expect(p).toBeLessThan(120);
    }
    expect(teamPower(starter)).toBe(powers.reduce((a, b) => a + b, 0));
    const legendary = UNIT_CARDS.find((c) => c.rarity === 'legendary')!;
    expect(unitPower(legendary.id, 1)).toBeGreaterThan(110);
    expect(unitPower('iron_recruit', 5)).toBeGreaterThan(unitPower('iron_recruit', 1));
    expect(teamPower([])).toBe(0);
  });
});

describe('teamProblem', () => {
  it('accepts what the engine fields and names each problem the engine finds (pins the engine wording)', () => {
    expect(teamProblem(starterTeam().units)).toBeNull();
    expect(teamProblem([])).toMatchObject({ code: 'empty' });
    const seven = place(ofFamily('warrior').slice(0, 7).map((c) => c.id));
    expect(teamProblem(seven)).toMatchObject({ code: 'tooMany' });
    expect(teamProblem([{ cardId: 'iron_recruit', level: 1, position: 0 }, { cardId: 'nobody', level: 1, position: 1 }])).toMatchObject({ code: 'unknownCard', unit: 1 });
    expect(teamProblem([{ cardId: 'iron_recruit', level: 11, position: 0 }])).toMatchObject({ code: 'level', unit: 0 });
    expect(teamProblem([{ cardId: 'iron_recruit', level: 1, position: DEPLOY_SLOTS }])).toMatchObject({ code: 'position', unit: 0 });
    expect(teamProblem([{ cardId: 'iron_recruit', level: 1, position: 3 }, { cardId: 'town_guard', level: 1, position: 3 }])).toMatchObject({ code: 'positionTaken', unit: 1 });
  });
});
