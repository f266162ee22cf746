import { describe, expect, it } from 'vitest';
import type { Battle } from '../battle';
import type { BattleEvent } from '../events';
import { RULES } from '../rules';
import { neverRolls, scriptedRolls } from '../testing/fixedRolls';
import { at, ofType, testBattle, testCard, testCatalog } from '../testing/fixtures';
import { placeUnit, setBaseElement, setHealth } from '../testing/scenario';
import type { SkillSpec } from '../types';
import { STATUS_DEFINITIONS, statusRegistry } from './catalog';
import { createStatusRegistry } from './registry';

// A (uid 0, fast) and B (uid 1, slow) start 6 cells apart on row 0; neither can hurt B in the first 3 rounds.
const READY_HIT: SkillSpec = { id: 'ready_hit', target: 'allEnemies', range: 9, cooldown: 1, initialCooldown: 0, effects: [{ kind: 'damage', damageType: 'true', scaling: 'attack', ratio: 1000 }] };
const catalog = testCatalog([
  testCard('a', { stats: { attack: 10, defense: 0, magic: 10, magicResistance: 0, speed: 20, health: 1000 } }),
  testCard('b'),
  testCard('caster', { skills: ['ready_hit'], stats: { attack: 100, defense: 0, magic: 10, magicResistance: 0, speed: 10, health: 1000 } }),
  // Four hits of 130 outlast every shield within its 3 turns.
  testCard('heavy_caster', { skills: ['ready_hit'], stats: { attack: 130, defense: 0, magic: 10, magicResistance: 0, speed: 10, health: 1000 } }),
], [READY_HIT]);

function duel(bCard = 'b'): { battle: Battle; a: Battle['units'][number]; b: Battle['units'][number] } {
  const battle = testBattle(catalog, [at('a', 8)], [at(bCard, 8)]);
  return { battle, a: battle.units[0]!, b: battle.units[1]! };
}

/** B's turns until the status expires on B (applied before B's first turn). */
function turnsUntilExpiry(battle: Battle, status: string): number {
  let turns = 0;
  for (let r = 0; r < 6; r++) {
    for (const e of battle.next()) {
      if (e.type === 'turn' && e.unit === 1) turns++;
      if (e.type === 'statusExpired' && e.target === 1 && e.status === status) return turns;
    }
  }
  return -1;
}

const timed = statusRegistry.all().filter((s) => s.duration > 0);

describe('every timed status expires at the end of its holder\'s N-th turn', () => {
  it.each(timed.map((s) => [s.id, s.duration] as const))('%s lasts %i turns', (id, duration) => {
    const { battle, b } = duel();
    battle.applyStatus(null, b, id);
    expect(turnsUntilExpiry(battle, id)).toBe(duration);
  });
});

function firstRound(setup: (battle: Battle, b: Battle['units'][number]) => void): BattleEvent[] {
  const { battle, b } = duel();
  setup(battle, b);
  return battle.next();
}

describe('damage over time', () => {
  const pct = statusRegistry.all().filter((s) => s.effectType.id === 'percentDamage');
  it.each(pct.map((s) => [s.id, s.value, s.duration] as const))('%s deals %i permille of max health each turn (%i turns)', (id, value, duration) => {
    const events = firstRound((battle, b) => battle.applyStatus(null, b, id));
    expect(ofType(events, 'statusTicked')).toEqual([{ remaining: duration - 1, status: id, target: 1, type: 'statusTicked' }]);
    const [hit] = ofType(events, 'damage');
    expect(hit).toMatchObject({ amount: Math.floor((1000 * value) / 1000), cause: 'status', causeId: id, target: 1, critical: false });
  });
  const flat = statusRegistry.all().filter((s) => s.effectType.id === 'flatDamage');
  it.each(flat.map((s) => [s.id, s.value, s.damageType] as const))('%s deals %i %s damage each turn', (id, value, type) => {
    const events = firstRound((battle, b) => battle.applyStatus(null, b, id));
    expect(ofType(events, 'damage')[0]).toMatchObject({ amount: value, damageType: type, causeId: id });
  });
  it('damage and healing over time are credited to the unit that applied the status, even after it died', () => {
    const battle = testBattle(catalog, [at('a', 8), at('a', 9)], [at('b', 8)]);
    const [a, , b] = battle.units as [Battle['units'][number], Battle['units'][number], Battle['units'][number]];
    setHealth(battle, 2, 30);
    battle.applyStatus(a, b, 'deadly_poison'); // 20% of 1000 = 200 true damage: kills B on its first tick
    setHealth(battle, 0, 0); // the poisoner is gone before the tick (its teammate keeps the battle going)
    const events = battle.next();
    expect(ofType(events, 'damage')).toEqual([expect.objectContaining({ source: 0, target: 2, amount: 30, cause: 'status', causeId: 'deadly_poison' })]);
    expect(ofType(events, 'unitDied')).toEqual([{ killer: 0, type: 'unitDied', unit: 2 }]);
    expect(a.damageDealt).toBe(30);
    const healed = duel();
    setHealth(healed.battle, 1, 500);
    healed.battle.applyStatus(healed.a, healed.b, 'recovery');
    expect(ofType(healed.battle.next(), 'heal')[0]).toMatchObject({ source: 0, target: 1, amount: 10, cause: 'status' });
  });

  it('bleed is true damage: defence does not reduce it, while physicalDamage is reduced', () => {
    const armoured = testCatalog([testCard('a', { stats: { attack: 10, defense: 0, magic: 10, magicResistance: 0, speed: 20, health: 1000 } }), testCard('tank', { stats: { attack: 10, defense: 100, magic: 0, magicResistance: 0, speed: 10, health: 1000 } })]);
    const battle = testBattle(armoured, [at('a', 8)], [at('tank', 8)]);
    battle.applyStatus(null, battle.units[1]!, 'bleed');
    expect(ofType(battle.next(), 'damage')[0]!.amount).toBe(8);
    const battle2 = testBattle(armoured, [at('a', 8)], [at('tank', 8)]);
    battle2.units[1]!.statuses.length = 0;
    battle2.applyStatus(null, battle2.units[1]!, 'amethyst_poison');
    expect(ofType(battle2.next(), 'damage')[0]!.amount).toBe(12);
  });
});

describe('healing over time', () => {
  const heals = statusRegistry.all().filter((s) => s.effectType.id === 'percentHeal' || s.effectType.id === 'flatHeal');
  it.each(heals.map((s) => [s.id, s.effectType.id, s.value] as const))('%s (%s %i) heals each turn, never above max', (id, type, value) => {
    const events = firstRound((battle, b) => {
      setHealth(battle, 1, 500);
      battle.applyStatus(null, b, id);
    });
    const expected = type === 'percentHeal' ? Math.floor((1000 * value) / 1000) : value;
    expect(ofType(events, 'heal')[0]).toMatchObject({ amount: expected, health: 500 + expected, causeId: id });
    const full = firstRound((battle, b) => battle.applyStatus(null, b, id));
    expect(ofType(full, 'heal')).toHaveLength(0);
  });
});

describe('control', () => {
  const disables = statusRegistry.all().filter((s) => s.effectType.id === 'disable');
  it.each(disables.map((s) => s.id))('%s makes the holder skip its turn', (id) => {
    const events = firstRound((battle, b) => battle.applyStatus(null, b, id));
    expect(ofType(events, 'turnSkipped')).toEqual([{ status: id, type: 'turnSkipped', unit: 1 }]);
    expect(events.filter((e) => e.type === 'move' && e.unit === 1)).toHaveLength(0);
  });

  it('fear: the holder moves away from the nearest enemy and never attacks', () => {
    const battle = testBattle(catalog, [at('a', 0)], [at('b', 0)]); // x 2 and x 4
    battle.applyStatus(null, battle.units[1]!, 'fear');
    const events = [...battle.next(), ...battle.next()];
    const moves = events.filter((e) => e.type === 'move' && e.unit === 1);
    // From (4,0), with the enemy at (2,0): (5,0) and (5,1) are both 3 away; east comes first.
    expect(moves[0]).toEqual({ from: { x: 4, y: 0 }, to: { x: 5, y: 0 }, type: 'move', unit: 1 });
    for (const m of moves) if (m.type === 'move') expect(m.to.x).toBeGreaterThan(m.from.x);
    expect(events.filter((e) => e.type === 'attack' && e.unit === 1)).toHaveLength(0);
  });

  it.each(['root', 'immobilize'])('%s: the holder cannot move but still attacks in range', (id) => {
    const far = firstRound((battle, b) => battle.applyStatus(null, b, id));
    expect(far.filter((e) => e.type === 'move' && e.unit === 1)).toHaveLength(0);
    const battle = testBattle(catalog, [at('a', 0)], [at('b', 0)]);
    placeUnit(battle, 0, 3, 0);
    battle.applyStatus(null, battle.units[1]!, id);
    // a is adjacent now (x 3 vs x 4): b attacks from where it stands.
    const events = battle.next();
    expect(events.filter((e) => e.type === 'attack' && e.unit === 1).length).toBe(1);
  });

  it('silence: the holder does not cast its ready skill', () => {
    const battle = testBattle(catalog, [at('a', 8)], [at('caster', 8)]);
    const quiet = battle.next();
    expect(ofType(quiet, 'skillCast')).toHaveLength(1);
    const battle2 = testBattle(catalog, [at('a', 8)], [at('caster', 8)]);
    battle2.applyStatus(null, battle2.units[1]!, 'silence');
    expect(ofType(battle2.next(), 'skillCast')).toHaveLength(0);
  });

  /** Attack outcomes of unit 0 standing next to unit 1 and kept blinded every round, until the battle ends. */
  function blindedAttacks(battle: Battle): { missed: number; hit: number } {
    const a = battle.units[0]!;
    placeUnit(battle, 0, 3, 0); // next to B at x 4: both attack from where they stand
    let missed = 0;
    let hit = 0;
    while (!battle.over) {
      battle.applyStatus(null, a, 'blind');
      const events = battle.next();
      events.forEach((e, i) => {
        if (e.type !== 'attack' || e.unit !== 0) return;
        const next = events[i + 1];
        const damaged = next?.type === 'damage' && next.source === 0 && next.cause === 'attack';
        // A miss deals no damage; a hit always does.
        expect(damaged).toBe(!e.missed);
        if (e.missed) missed++;
        else hit++;
      });
    }
    return { missed, hit };
  }

  it('blind: the holder\'s basic attacks miss with its chance (50%) and a missed attack deals no damage', () => {
    const battle = testBattle(catalog, [at('a', 0)], [at('b', 0)]);
    expect(battle.units[0]!.mods.missChance).toBe(0);
    const { missed, hit } = blindedAttacks(battle);
    expect(battle.units[0]!.mods.missChance).toBe(500);
    expect(missed + hit).toBe(RULES.combat.maxRounds);
    expect(missed).toBeGreaterThan(5);
    expect(hit).toBeGreaterThan(5);
  });

  it('blind: the miss is rolled at the blind chance before the crit roll, and a scripted miss deals no damage', () => {
    // Rolls in order: round 1 A's miss roll (hit), A's crit roll, B's crit roll; round 2 A's miss roll (miss), B's crit roll.
    const rolls = scriptedRolls(false, false, false, true, false);
    const battle = testBattle(catalog, [at('a', 0)], [at('b', 0)], 1, { rng: rolls });
    placeUnit(battle, 0, 3, 0);
    battle.applyStatus(null, battle.units[0]!, 'blind');
    const first = battle.next();
    const second = battle.next();
    const crit = RULES.combat.baseCritChance;
    expect(rolls.asked).toEqual([500, crit, crit, 500, crit]);
    expect(ofType(first, 'attack').find((e) => e.unit === 0)).toMatchObject({ missed: false });
    expect(ofType(first, 'damage').filter((d) => d.source === 0)).toHaveLength(1);
    expect(ofType(second, 'attack').find((e) => e.unit === 0)).toMatchObject({ missed: true });
    expect(ofType(second, 'damage').filter((d) => d.source === 0)).toHaveLength(0);
  });

  it('blind: a miss chance above the cap (90%) still lets some attacks through', () => {
    const total = createStatusRegistry([...STATUS_DEFINITIONS, { id: 'blind', name: 'Blind', duration: 2, effectType: 'blind', effectValue: 1 }]);
    const battle = testBattle(catalog, [at('a', 0)], [at('b', 0)], 1, { statuses: total });
    const { missed, hit } = blindedAttacks(battle);
    expect(battle.units[0]!.mods.missChance).toBe(1000);
    expect(hit).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(hit);
  });
});

describe('stat modifiers', () => {
  it.each([
    ['strength', 'attack', 200], ['rage', 'attack', 400], ['frenzy', 'attack', 300], ['debuff', 'attack', -300],
    ['exhaustion', 'magic', -150], ['speed', 'speed', 300], ['haste', 'speed', 200], ['slow', 'speed', -300],
    ['chill', 'speed', -200], ['physicalShield', 'defense', 300], ['fortify', 'defense', 400],
    ['magicShield', 'magicResistance', 300], ['armor_break', 'defense', -300], ['sunder', 'magicResistance', -500],
    ['vulnerable', 'damageTaken', 200], ['marked', 'damageTaken', 250], ['focus', 'critChance', 250],
  ] as const)('%s changes %s by %i permille, and the change ends with the status', (id, stat, delta) => {
    const { battle, b } = duel();
    battle.applyStatus(null, b, id);
    expect(b.mods[stat]).toBe(delta);
    turnsUntilExpiry(battle, id);
    expect(b.mods[stat]).toBe(0);
  });

  it('strength raises the attack a hit scales with by 20%', () => {
    const hit = (strength: boolean): number => {
      const battle = testBattle(catalog, [at('caster', 8)], [at('b', 8)], 1, { rng: neverRolls() });
      if (strength) battle.applyStatus(null, battle.units[0]!, 'strength');
      return ofType(battle.next(), 'damage')[0]!.amount;
    };
    expect(hit(false)).toBe(100); // the caster's attack 100 x ratio 1000, true damage
    expect(hit(true)).toBe(120);
  });
});

describe('shields', () => {
  it.each([['dream_shield', 50], ['shield', 200], ['enhanced_shield', 350]] as const)('%s absorbs %i points, then is removed as depleted', (id, points) => {
    const battle = testBattle(catalog, [at('heavy_caster', 8)], [at('b', 8)]);
    const b = battle.units[1]!;
    battle.applyStatus(null, b, id);
    expect(b.statuses[0]!.points).toBe(points);
    let absorbed = 0;
    const events: BattleEvent[] = [];
    for (let r = 0; r < 5 && !battle.over; r++) events.push(...battle.next());
    for (const d of ofType(events, 'damage')) if (d.target === 1) absorbed += d.shieldAbsorbed;
    expect(absorbed).toBe(points);
    expect(events.some((e) => e.type === 'statusRemoved' && e.status === id && e.reason === 'depleted')).toBe(true);
  });

  it('removeShield strips shield and enhanced_shield but not dream_shield', () => {
    const { battle, b } = duel();
    for (const id of ['shield', 'enhanced_shield', 'dream_shield']) battle.applyStatus(null, b, id);
    battle.removeStatuses(b, 'removeShield');
    expect(b.statuses.map((s) => s.status.id)).toEqual(['dream_shield']);
  });
});

describe('element change', () => {
  it.each([['fire_infusion', 'fire'], ['water_infusion', 'water'], ['earth_infusion', 'earth'], ['wind_infusion', 'wind'], ['light_infusion', 'light'], ['shadow_infusion', 'dark']] as const)(
    '%s turns the holder to %s until it expires', (id, element) => {
      const { battle, b } = duel();
      setBaseElement(battle, 1, element === 'fire' ? 'water' : 'fire');
      battle.applyStatus(null, b, id);
      expect(b.element).toBe(element);
      expect(b.mods.damageDealt).toBe(150);
      turnsUntilExpiry(battle, id);
      expect(b.element).toBe(b.baseElement);
    });

  it('one element change at a time; removeElementChange restores the base element', () => {
    const { battle, b } = duel();
    battle.applyStatus(null, b, 'water_infusion');
    battle.applyStatus(null, b, 'earth_infusion');
    expect(b.statuses.map((s) => s.status.id)).toEqual(['earth_infusion']);
    battle.removeStatuses(b, 'removeElementChange');
    expect(b.element).toBe('fire');
    expect(b.statuses).toHaveLength(0);
  });
});

describe('fields and aura (permanent, radius 2)', () => {
  function fieldRound(id: string, centreOnB: boolean): { events: BattleEvent[]; battle: Battle } {
    const { battle, a, b } = duel();
    battle.createField(a, id, centreOnB ? b.x : a.x, centreOnB ? b.y : a.y);
    return { events: battle.next(), battle };
  }

  it.each([['lava_field', 40], ['poison_field', 30], ['frost_field', 20]] as const)('%s deals %i permille of max health to enemies in range each round', (id, pm) => {
    const { events } = fieldRound(id, true);
    expect(ofType(events, 'damage')[0]).toMatchObject({ target: 1, amount: pm, cause: 'field', causeId: id });
  });

  it('holy_field heals allies in range each round', () => {
    const { battle, a } = duel();
    setHealth(battle, 0, 500);
    battle.createField(a, 'holy_field', a.x, a.y);
    expect(ofType(battle.next(), 'heal')[0]).toMatchObject({ target: 0, amount: 50, cause: 'field' });
  });

  it('gravity_field and frost_field slow enemies in range; gravity and field amplify their damage taken', () => {
    const g = fieldRound('gravity_field', true).battle;
    expect(g.units[1]!.zoneSpeed).toBe(200);
    expect(g.units[1]!.zoneDamageTaken).toBe(200);
    expect(fieldRound('frost_field', true).battle.units[1]!.zoneSpeed).toBe(300);
    const f = fieldRound('field', true).battle;
    expect(f.units[1]!.zoneDamageTaken).toBe(150);
  });

  it('radius 2 is Chebyshev: an enemy 2 cells away diagonally is hit, one 3 cells away is not', () => {
    const battle = testBattle(catalog, [at('a', 8)], [at('b', 8), at('b', 4)]); // B1 at (6,0), B2 at (5,0)
    battle.createField(battle.units[0]!, 'lava_field', 3, 2); // B2 is 2 away (dx 2, dy 2), B1 is 3 away
    const hits = ofType(battle.next(), 'damage').filter((d) => d.cause === 'field');
    expect(hits.map((d) => d.target)).toEqual([2]);
  });

  it('a timed field (none in the catalogue, but the engine supports them) stops affecting units once it expires', () => {
    const timed = createStatusRegistry([...STATUS_DEFINITIONS, { id: 'mud', name: 'Mud', duration: 2, effectType: 'field', effectValue: 0.3, attributes: { speedReduce: 0.3, radius: 2 } }]);
    const battle = testBattle(catalog, [at('a', 8)], [at('b', 8)], 1, { statuses: timed });
    const b = battle.units[1]!;
    battle.createField(battle.units[0]!, 'mud', b.x, b.y);
    battle.next();
    expect(b.zoneSpeed).toBe(300);
    const second = battle.next();
    expect(ofType(second, 'fieldExpired')).toEqual([{ field: 0, reason: 'expired', type: 'fieldExpired' }]);
    battle.next();
    expect(b.zoneSpeed).toBe(0);
  });

  it('zone sums: a field counts from the first round start after it is laid; one that expires before then never counts', () => {
    const timed = createStatusRegistry([...STATUS_DEFINITIONS, { id: 'blink', name: 'Blink', duration: 1, effectType: 'field', effectValue: 0.5, attributes: { speedReduce: 0.5, radius: 2 } }]);
    const blinker: SkillSpec = { id: 'blinker', target: 'target', range: 9, cooldown: 1, initialCooldown: 0, effects: [{ kind: 'createField', status: 'blink' }] };
    const layers = testCatalog([testCard('layer', { skills: ['blinker'] }), testCard('b')], [blinker]);
    const battle = testBattle(layers, [at('layer', 8)], [at('b', 8)], 1, { statuses: timed });
    const b = battle.units[1]!;
    battle.createField(battle.units[0]!, 'frost_field', b.x, b.y);
    for (let r = 0; r < 3; r++) {
      const events = battle.next();
      // Each round's blink is laid in the round and expires at its end, before any round start could count it.
      expect(ofType(events, 'fieldCreated').filter((f) => f.status === 'blink')).toHaveLength(1);
      expect(ofType(events, 'fieldExpired')).toHaveLength(1);
      expect(b.zoneSpeed).toBe(300);
    }
  });

  it('a field beyond radius 2 has no effect; fields never expire', () => {
    const { battle, a } = duel();
    battle.createField(a, 'lava_field', a.x, a.y); // B is 6 cells away
    const events: BattleEvent[] = [];
    for (let r = 0; r < 2; r++) events.push(...battle.next());
    expect(ofType(events, 'damage').filter((d) => d.cause === 'field')).toHaveLength(0);
    expect(ofType(events, 'fieldExpired')).toHaveLength(0);
  });

  it('aura: allies within 2 cells of the living holder take 15% less damage', () => {
    const { battle, a } = duel();
    battle.applyStatus(null, a, 'aura');
    battle.next();
    expect(a.zoneDamageTaken).toBe(-150);
    expect(a.statuses.find((s) => s.status.id === 'aura')!.remaining).toBe(-1);
  });
});
