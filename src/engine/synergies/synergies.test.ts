import { describe, expect, it } from 'vitest';
import { at, ofType, testCard, testCatalog } from '../testing/fixtures';
import { Battle } from '../battle';
import { RULES } from '../rules';
import type { BattleCatalog, Family, UnitCard } from '../types';
import { SYNERGY_DEFINITIONS, synergyRegistry } from './catalog';
import { SynergyError, synergyLevel, type Synergy } from './registry';

const BASE = { attack: 100, defense: 20, magic: 100, magicResistance: 20, speed: 10, health: 1000 };

/** Team A: `count` distinct cards of `family` (plus fillers of no matching family); team B: one dummy. */
function play(family: Family, count: number) {
  const cards: UnitCard[] = [testCard('dummy', { families: ['warrior'] })];
  const units = [];
  for (let i = 0; i < count; i++) {
    cards.push(testCard(`m${i}`, { families: [family], stats: { ...BASE } }));
    units.push(at(`m${i}`, i));
  }
  const battle = new Battle({ seed: 1, rulesVersion: RULES.version, teams: [{ units }, { units: [at('dummy', 8)] }] }, testCatalog(cards));
  const events = battle.next();
  return { battle, events };
}

describe('synergy levels: the highest threshold reached, bonus multiplied by level', () => {
  it('synergyLevel counts the thresholds met', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => synergyLevel([2, 4, 6], n))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect([2, 3, 5, 6].map((n) => synergyLevel([3, 6], n))).toEqual([0, 1, 1, 2]);
  });

  const cases: [Family, number, number][] = [];
  for (const d of SYNERGY_DEFINITIONS) {
    for (let n = 1; n <= 6; n++) cases.push([d.family, n, synergyLevel(d.thresholds, n)]);
  }
  it.each(cases)('%s with %i units -> level %i', (family, count, level) => {
    const { battle, events } = play(family, count);
    const active = ofType(events, 'battleStart')[0]!.synergies.filter((s) => s.team === 0);
    const members = battle.units.filter((u) => u.team === 0);
    const u = members[0]!;
    if (level === 0) {
      expect(active).toHaveLength(0);
      expect(u).toMatchObject({ defense: 20, attack: 100, maxHealth: 1000, critChance: 50, critDamage: 1500, elementalBonus: 0 });
      expect(u.statuses).toHaveLength(0);
      return;
    }
    expect(active).toEqual([expect.objectContaining({ family, level, count })]);
    expect(ofType(events, 'synergyActivated')[0]).toMatchObject({ team: 0, level });
    switch (family) {
      case 'warrior': expect(u.defense).toBe(20 + 5 * level); break;
      case 'mage': expect([u.attack, u.magic]).toEqual([100 + 20 * level, 100 + 20 * level]); break;
      case 'human': expect([u.maxHealth, u.health]).toEqual([1000 + 100 * level, 1000 + 100 * level]); break;
      case 'assassin': expect([u.critChance, u.critDamage]).toEqual([50 + 30 * level, 1500 + 60 * level]); break;
      case 'elemental': expect(u.elementalBonus).toBe(150 * level); break;
      case 'guardian':
        for (const m of members) expect(m.statuses.find((s) => s.status.id === 'guardian_ward')!.points).toBe(60 * level);
        break;
    }
  });

  it('duplicates of one card count once', () => {
    const cards = [testCard('w', { families: ['warrior'] }), testCard('dummy', { families: ['mage'] })];
    const battle = new Battle({ seed: 1, rulesVersion: RULES.version, teams: [{ units: [at('w', 0), at('w', 1), at('w', 2)] }, { units: [at('dummy', 0)] }] }, testCatalog(cards));
    expect(ofType(battle.next(), 'synergyActivated')).toHaveLength(0);
  });
});

describe('a catalog with its own synergies (the balance lab\'s candidates)', () => {
  const cards = [testCard('w1', { families: ['warrior'] }), testCard('w2', { families: ['warrior'] })];
  const team = { units: [at('w1', 0), at('w2', 1)] };
  /** The first unit's defence once the opening (synergies) has played. */
  const defence = (catalog: BattleCatalog, synergies?: readonly Synergy[]): number => {
    const battle = new Battle({ seed: 1, rulesVersion: RULES.version, teams: [team, team] }, catalog, synergies ? { synergies } : {});
    battle.next();
    return battle.units[0]!.defense;
  };

  it('plays the catalog\'s synergies instead of the rules version\'s, and options.synergies over both', () => {
    const warrior = SYNERGY_DEFINITIONS.find((d) => d.id === 'warrior_synergy')!;
    const own = [synergyRegistry.create({ ...warrior, effectParams: { value: 3 } })];
    const base = testCatalog(cards);
    expect(defence(base)).toBe(5);
    expect(defence({ ...base, synergies: own })).toBe(3);
    expect(defence({ ...base, synergies: own }, [])).toBe(0);
  });
});

describe('creating synergies', () => {
  const valid = SYNERGY_DEFINITIONS[0]!;
  it('throws a clear error for an unregistered id', () => {
    expect(() => synergyRegistry.create({ ...valid, id: 'dragon_synergy' })).toThrow(SynergyError);
    expect(() => synergyRegistry.create({ ...valid, id: 'dragon_synergy' })).toThrow(/"dragon_synergy": the id is not registered/);
  });
  it('throws a clear error for an unregistered effect type', () => {
    expect(() => synergyRegistry.create({ ...valid, effectType: 'teleport' })).toThrow(/effect type "teleport" is not registered/);
  });
  it('refuses thresholds that are not ascending and missing effect params', () => {
    expect(() => synergyRegistry.create({ ...valid, thresholds: [4, 2] })).toThrow(/ascending/);
    expect(() => synergyRegistry.create({ ...valid, effectParams: {} })).toThrow(/effectParams.value/);
  });
  it('holds the SPEC §9 table', () => {
    const table = Object.fromEntries(SYNERGY_DEFINITIONS.map((d) => [d.id, [d.thresholds, d.effectParams]]));
    expect(table).toEqual({
      warrior_synergy: [[2, 4, 6], { value: 5 }],
      mage_synergy: [[3, 6], { value: 0.2 }],
      human_synergy: [[2, 4, 6], { value: 0.1 }],
      assassin_synergy: [[2, 4, 6], { chance: 0.03, damage: 0.06 }],
      elemental_synergy: [[2, 4], { ratio: 0.15 }],
      guardian_synergy: [[2, 4], { ratio: 0.06 }],
    });
  });
});
