import { describe, expect, it } from 'vitest';
import { Battle } from './battle';
import { BattleInputError } from './input';
import { RULES } from './rules';
import { STATUS_DEFINITIONS } from './statuses/catalog';
import { createStatusRegistry } from './statuses/registry';
import { battleRounds, simulate, verify } from './simulate';
import { at, ofType, testBattle, testCard, testCatalog } from './testing/fixtures';
import { alwaysRolls, neverRolls } from './testing/fixedRolls';
import { placeUnit, setHealth } from './testing/scenario';
import type { BattleInput } from './types';
import { idleRecorders } from './wasm/recordModule';

const catalog = testCatalog([
  testCard('hitter', { element: 'fire', stats: { attack: 100, defense: 0, magic: 80, magicResistance: 0, speed: 30, health: 1000 } }),
  testCard('wind', { element: 'wind', stats: { attack: 10, defense: 25, magic: 0, magicResistance: 60, speed: 10, health: 1000 } }),
  testCard('water', { element: 'water', stats: { attack: 10, defense: 25, magic: 0, magicResistance: 60, speed: 10, health: 1000 } }),
  testCard('earth', { element: 'earth', stats: { attack: 10, defense: 25, magic: 0, magicResistance: 60, speed: 10, health: 1000 } }),
  testCard('pebble', { stats: { attack: 0, defense: 0, magic: 0, magicResistance: 0, speed: 10, health: 5000 } }),
  testCard('weak_pebble', { stats: { attack: 0, defense: 0, magic: 0, magicResistance: 0, speed: 10, health: 4000 } }),
]);

function input(a: BattleInput['teams'][0]['units'], b: BattleInput['teams'][1]['units'], seed = 1): BattleInput {
  return { seed, rulesVersion: RULES.version, teams: [{ units: a }, { units: b }] };
}

describe('battle input', () => {
  it.each([
    [{ ...input([at('hitter', 0)], [at('wind', 0)]), rulesVersion: 99 }, /rulesVersion 99/],
    [{ ...input([at('hitter', 0)], [at('wind', 0)]), seed: -1 }, /seed/],
    [input([at('nobody', 0)], [at('wind', 0)]), /unknown card "nobody"/],
    [input([at('hitter', 0, 11)], [at('wind', 0)]), /level must be/],
    [input([at('hitter', 12)], [at('wind', 0)]), /position must be/],
    [input([at('hitter', 0), at('wind', 0)], [at('wind', 0)]), /position 0 is already taken/],
    [input([], [at('wind', 0)]), /team 0 has 0 units/],
    [input(Array.from({ length: 7 }, (_, i) => at('hitter', i)), [at('wind', 0)]), /team 0 has 7 units/],
  ])('refuses a bad input with a clear error (%#)', (bad, message) => {
    expect(() => new Battle(bad, catalog)).toThrow(BattleInputError);
    expect(() => new Battle(bad, catalog)).toThrow(message);
  });
});

describe('deployment', () => {
  it('puts slot columns front to back away from the middle, rows top to bottom', () => {
    const b = testBattle(catalog, [at('hitter', 0), at('wind', 5), at('water', 11)], [at('earth', 0), at('pebble', 11)]);
    expect(b.units.map((u) => [u.x, u.y])).toEqual([[2, 0], [1, 1], [0, 3], [4, 0], [6, 3]]);
  });
});

describe('damage', () => {
  /** The hitter's first hit; rolls fail (no crit) unless `crits`. */
  function firstHit(target: string, mutate?: (b: Battle) => void, crits = false) {
    const b = testBattle(catalog, [at('hitter', 0)], [at(target, 0)], 1, { rng: crits ? alwaysRolls() : neverRolls() });
    placeUnit(b, 0, 3, 0); // adjacent: the hitter attacks on its first turn
    mutate?.(b);
    return ofType(b.next(), 'damage')[0]!;
  }

  it('physical: attack × 100 / (100 + defence), floored (fire vs earth is neutral)', () => {
    expect(firstHit('earth')).toMatchObject({ amount: 80, damageType: 'physical', critical: false, health: 920 }); // 100 × 100 / 125
  });

  it('element advantage adds 25% (fire beats wind); disadvantage takes 15% (water beats fire)', () => {
    expect(firstHit('wind').amount).toBe(100); // 80 × 1250 / 1000
    expect(firstHit('water').amount).toBe(68); // 80 × 850 / 1000
    expect(firstHit('earth').amount).toBe(80);
  });

  it('magic is reduced by magic resistance (true damage never is: see the bleed test)', () => {
    const magic = testCatalog([testCard('mage', { attackType: 'magic', range: 3, stats: { attack: 0, defense: 0, magic: 80, magicResistance: 0, speed: 30, health: 1000 } }), testCard('earth', { element: 'earth', stats: { attack: 0, defense: 25, magic: 0, magicResistance: 60, speed: 10, health: 1000 } })]);
    const b = testBattle(magic, [at('mage', 0)], [at('earth', 0)], 1, { rng: neverRolls() });
    expect(ofType(b.next(), 'damage')[0]).toMatchObject({ amount: 50, damageType: 'magic' }); // 80 × 100 / 160
  });

  it('a critical hit multiplies by the crit damage (150%)', () => {
    const rng = alwaysRolls();
    const b = testBattle(catalog, [at('hitter', 0)], [at('earth', 0)], 1, { rng });
    placeUnit(b, 0, 3, 0);
    const hit = ofType(b.next(), 'damage')[0]!;
    expect(rng.asked[0]).toBe(RULES.combat.baseCritChance); // the crit roll is asked at the base 5%
    expect(hit).toMatchObject({ amount: 120, critical: true });
  });

  it('shields absorb before health; amount = absorbed + health lost', () => {
    const hit = firstHit('earth', (b) => b.applyStatus(null, b.units[1]!, 'dream_shield'));
    expect(hit).toMatchObject({ amount: 80, shieldAbsorbed: 50, health: 970 });
  });
});

describe('movement', () => {
  it('a unit whose target is walled in steps towards the nearest enemy it can reach instead of idling', () => {
    const cards = testCatalog([
      testCard('seeker', { targeting: 'weakest', stats: { attack: 10, defense: 0, magic: 0, magicResistance: 0, speed: 50, health: 1000 } }),
      testCard('frail', { stats: { attack: 0, defense: 0, magic: 0, magicResistance: 0, speed: 10, health: 100 } }),
      testCard('wall'),
    ]);
    // frail (the weakest, the seeker's target) sits in the corner (6,0) behind walls at (5,0), (5,1) and (6,1).
    const b = testBattle(cards, [at('seeker', 8)], [at('frail', 8), at('wall', 4), at('wall', 5), at('wall', 9)]);
    const first = b.next().find((e) => e.type === 'move' && e.unit === 0);
    // Nearest reachable: (5,0) and (5,1) are both 5 away, the lower uid (5,0) wins; east is a shortest first step.
    expect(first).toEqual({ from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, type: 'move', unit: 0 });
  });

  it('with its target walled in, a unit first hits an enemy already in reach', () => {
    const cards = testCatalog([
      testCard('seeker', { targeting: 'weakest', stats: { attack: 10, defense: 0, magic: 0, magicResistance: 0, speed: 50, health: 1000 } }),
      testCard('frail', { stats: { attack: 0, defense: 0, magic: 0, magicResistance: 0, speed: 10, health: 100 } }),
      testCard('wall'),
    ]);
    // frail is walled in at (6,0); a wall stands at (4,0), next to the seeker once it is put at (3,0).
    const b = testBattle(cards, [at('seeker', 0)], [at('frail', 8), at('wall', 0), at('wall', 4), at('wall', 5), at('wall', 9)]);
    placeUnit(b, 0, 3, 0);
    const events = b.next();
    expect(events.filter((e) => (e.type === 'move' || e.type === 'attack') && e.unit === 0)).toEqual([{ missed: false, target: 2, type: 'attack', unit: 0 }]);
  });
});

describe('path search', () => {
  // What the removed JS Pathfinder's tests pinned, played through the engine: the mover (speed 50) takes round 1's
  // first turn, so its first move is the step the search picks on the board as set up.
  const cards = testCatalog([
    testCard('mover', { stats: { attack: 10, defense: 0, magic: 0, magicResistance: 0, speed: 50, health: 1000 } }),
    testCard('archer', { range: 3, stats: { attack: 10, defense: 0, magic: 0, magicResistance: 0, speed: 50, health: 1000 } }),
    testCard('wall'),
  ]);
  const firstMove = (b: Battle, uid = 0) => b.next().find((e) => e.type === 'move' && e.unit === uid);

  it('steps straight towards an open target, east first on ties', () => {
    // (0,0) to within reach of (6,0): east (1,0) and south-east (1,1) are both shortest; east is tried first.
    const b = testBattle(cards, [at('mover', 8)], [at('wall', 8)]);
    expect(firstMove(b)).toEqual({ from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, type: 'move', unit: 0 });
  });

  it('goes around a wall of units by a shortest way', () => {
    // Column 3 is blocked except (3,3): from (1,0) to a cell next to (5,0) the shortest ways pass (3,3), and south
    // (1,1) is tried before south-east (2,1), both starting one.
    const b = testBattle(cards, [at('mover', 8), at('wall', 0), at('wall', 1), at('wall', 2)], [at('wall', 0)]);
    placeUnit(b, 0, 1, 0);
    placeUnit(b, 1, 3, 0);
    placeUnit(b, 2, 3, 1);
    placeUnit(b, 3, 3, 2);
    placeUnit(b, 4, 5, 0);
    expect(firstMove(b)).toEqual({ from: { x: 1, y: 0 }, to: { x: 1, y: 1 }, type: 'move', unit: 0 });
  });

  it('a ranged mover heads for the nearest cell within its range, even when its target is walled off', () => {
    // Its own front line fills column 2; the target at (4,1) cannot be reached, but (1,0) is 3 cells from it.
    const b = testBattle(cards, [at('archer', 8), at('wall', 0), at('wall', 1), at('wall', 2), at('wall', 3)], [at('wall', 1)]);
    expect(firstMove(b)).toEqual({ from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, type: 'move', unit: 0 });
  });

  it('a feared unit flees to the neighbour farthest from the threat (west first on ties), or stays when cornered', () => {
    const open = testBattle(cards, [at('wall', 0)], [at('mover', 8)]);
    placeUnit(open, 0, 4, 1);
    placeUnit(open, 1, 3, 1);
    open.applyStatus(null, open.units[1]!, 'fear');
    expect(firstMove(open, 1)).toEqual({ from: { x: 3, y: 1 }, to: { x: 2, y: 1 }, type: 'move', unit: 1 });
    // The mover at (6,0) with its own walls on (5,0), (5,1) and (6,1), the threat at (4,0).
    const cornered = testBattle(cards, [at('wall', 0)], [at('mover', 8), at('wall', 4), at('wall', 5), at('wall', 9)]);
    placeUnit(cornered, 0, 4, 0);
    cornered.applyStatus(null, cornered.units[1]!, 'fear');
    expect(firstMove(cornered, 1)).toBeUndefined();
  });
});

describe('turn order', () => {
  it('is by speed, fastest first; ties are broken by the seeded RNG, identically for the same seed', () => {
    const orders = (seed: number) => ofType(simulate(input([at('pebble', 0), at('pebble', 1)], [at('pebble', 0), at('pebble', 1)], seed), catalog), 'roundStart').slice(0, 5).map((r) => r.order.join());
    expect(orders(5)).toEqual(orders(5));
    expect(new Set([...orders(5), ...orders(6), ...orders(7)]).size).toBeGreaterThan(1);
    const fast = ofType(simulate(input([at('hitter', 8)], [at('pebble', 8)]), catalog), 'roundStart')[0]!;
    expect(fast.order).toEqual([0, 1]);
  });
});

describe('the end', () => {
  it('a wiped-out side loses', () => {
    const events = simulate(input([at('hitter', 0)], [at('earth', 0)]), catalog);
    expect(events.at(-1)).toMatchObject({ type: 'battleEnd', winner: 0, reason: 'wipeout' });
  });

  it('at the turn cap the larger remaining health share wins', () => {
    const events = simulate(input([at('weak_pebble', 0)], [at('pebble', 0)]), catalog);
    const end = events.at(-1)!;
    expect(end).toMatchObject({ type: 'battleEnd', reason: 'turnCap', rounds: RULES.combat.maxRounds, winner: 1 });
  });
});

describe('the turn-cap tie-break', () => {
  // A permanent root keeps both sides apart: nobody is ever hurt, so the cap decides on health shares alone.
  const anchored = createStatusRegistry([...STATUS_DEFINITIONS, { id: 'anchor', name: 'Anchor', duration: -1, effectType: 'root', effectValue: 1 }]);
  /** Team 0: pebble (5000) and weak_pebble (4000); team 1 the same, mirrored; healths set, then played to the cap. */
  function capped(health: [number, number, number, number]) {
    const b = testBattle(catalog, [at('pebble', 8), at('weak_pebble', 11)], [at('weak_pebble', 8), at('pebble', 11)], 1, { statuses: anchored });
    b.units.forEach((u, i) => {
      b.applyStatus(null, u, 'anchor');
      setHealth(b, u.uid, health[i]!);
    });
    return b.runToEnd().at(-1)!;
  }
  it('the larger sum of per-unit health shares (floored permille) wins; equal sums are a draw', () => {
    expect(capped([5000, 4000, 4000, 5000])).toMatchObject({ type: 'battleEnd', reason: 'turnCap', rounds: RULES.combat.maxRounds, winner: null });
    expect(capped([5000, 3999, 4000, 5000])).toMatchObject({ reason: 'turnCap', winner: 1 }); // 1000 + 999 < 2000
    expect(capped([5000, 4000, 4000, 4995])).toMatchObject({ reason: 'turnCap', winner: 0 }); // 2000 > 1000 + 999
    // Shares, not raw health: 999 + 1000 on both sides although team 1 has one health point more.
    expect(capped([4995, 4000, 3996, 5000])).toMatchObject({ reason: 'turnCap', winner: null });
  });
});

describe('simulate, step API, verify', () => {
  const game = input([at('hitter', 0), at('wind', 1)], [at('water', 0), at('earth', 4)], 77);
  it('simulate twice gives identical events; the step chunks concatenate to the same stream', () => {
    const a = simulate(game, catalog);
    expect(simulate(game, catalog)).toEqual(a);
    const chunks = [...battleRounds(game, catalog)];
    expect(chunks.flat()).toEqual(a);
    expect(chunks[0]![0]!.type).toBe('battleStart');
    expect(ofType(chunks[1]!, 'roundStart')).toHaveLength(1);
  });
  it('verify returns the winner and a 16-hex-digit hash that depends on the seed', () => {
    const v = verify(game, catalog);
    expect(v.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(verify(game, catalog)).toEqual(v);
    expect(verify({ ...game, seed: 78 }, catalog).hash).not.toBe(v.hash);
  });
  it('an abandoned battle gives its module instance back at once and plays no more; one over ignores it', () => {
    const before = idleRecorders();
    const b = new Battle(game, catalog);
    b.next();
    b.next();
    b.next();
    expect(idleRecorders()).toBe(Math.max(before - 1, 0));
    b.abandon();
    expect(idleRecorders()).toBe(Math.max(before, 1));
    expect(() => b.next()).toThrow('abandoned');
    // The pool's instance plays the next battle to the same events as ever.
    expect(simulate(game, catalog)).toEqual(simulate(game, catalog));
    const done = new Battle(game, catalog);
    done.runToEnd();
    done.abandon();
    expect(done.next()).toEqual([]);
  });
});

describe('rules version 3: an empty front closes, a step into range ends in a blow', () => {
  it('a team whose front columns are empty deploys that many columns forward; version 2 leaves it where it stands', () => {
    const start = (version: number) => ofType(simulate({ ...input([at('pebble', 9), at('pebble', 10)], [at('pebble', 5)]), rulesVersion: version }, catalog), 'battleStart')[0]!;
    expect(start(RULES.version).units.map((u) => [u.x, u.y])).toEqual([[2, 1], [2, 2], [4, 1]]);
    expect(start(2).units.map((u) => [u.x, u.y])).toEqual([[0, 1], [0, 2], [5, 1]]);
  });

  it('a melee unit whose step brings its target into range attacks in the same turn; under version 2 it only steps', () => {
    const turn = (version: number) => {
      const b = testBattle(catalog, [at('hitter', 0)], [at('pebble', 1)], 1, undefined, version);
      return b.next().filter((e) => (e.type === 'move' || e.type === 'attack') && e.unit === 0).map((e) => e.type);
    };
    expect(turn(RULES.version)).toEqual(['move', 'attack']);
    expect(turn(2)).toEqual(['move']);
  });
});
