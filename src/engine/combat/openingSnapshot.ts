import type { ActiveStatus } from '../state';
import type { Element } from '../types';
import { recompute } from './statusOps';
import type { BattleWorld } from './world';

// The state right after the opening (deployment and synergies), which no draw of the RNG has touched yet: many
// playouts of the same teams restore it instead of validating, deploying and applying synergies for every seed.

/** Fields of a unit the opening sets and a battle changes, in this order in {@link OpeningSnapshot.stats}. */
const STATS = 12;

/** A world's state after its opening, restorable any number of times. */
export interface OpeningSnapshot {
  /** Per unit: health, maxHealth, attack, defense, magic, magicResistance, speed, critChance, critDamage, elementalBonus, x, y. */
  stats: Int32Array;
  elements: Element[];
  /** The elements' indices (see UnitState.elementIndex). */
  elementIndices: number[];
  statuses: ActiveStatus[][];
  cooldowns: number[][];
  grid: Int16Array;
  cells: Int32Array;
  occupied: number;
  living: [number, number];
  auras: number;
  seq: number;
  fieldSeq: number;
}

/** Records the opened world (call before round 1). */
export function takeOpeningSnapshot(w: BattleWorld): OpeningSnapshot {
  if (w.round !== 0 || w.fields.length !== 0) throw new Error('an opening snapshot is taken before round 1');
  const stats = new Int32Array(w.units.length * STATS);
  for (const u of w.units) {
    const o = u.uid * STATS;
    stats[o] = u.health; stats[o + 1] = u.maxHealth; stats[o + 2] = u.attack; stats[o + 3] = u.defense;
    stats[o + 4] = u.magic; stats[o + 5] = u.magicResistance; stats[o + 6] = u.speed; stats[o + 7] = u.critChance;
    stats[o + 8] = u.critDamage; stats[o + 9] = u.elementalBonus; stats[o + 10] = u.x; stats[o + 11] = u.y;
  }
  return {
    stats,
    elements: w.units.map((u) => u.element),
    elementIndices: w.units.map((u) => u.elementIndex),
    statuses: w.units.map((u) => u.statuses.map((a) => ({ ...a }))),
    cooldowns: w.units.map((u) => [...u.cooldowns]),
    grid: w.grid.slice(),
    cells: w.cells.slice(),
    occupied: w.occupied,
    living: [w.living[0], w.living[1]],
    auras: w.auras,
    seq: w.seq,
    fieldSeq: w.fieldSeq,
  };
}

/** Puts the world back in its opened state (the RNG is the caller's: reseed it). */
export function restoreOpeningSnapshot(w: BattleWorld, s: OpeningSnapshot): void {
  // Nothing of the last playout is held any more, so its status objects are handed out again.
  w.recycleStatuses();
  const { stats } = s;
  for (const u of w.units) {
    const o = u.uid * STATS;
    u.health = stats[o]!; u.maxHealth = stats[o + 1]!; u.attack = stats[o + 2]!; u.defense = stats[o + 3]!;
    u.magic = stats[o + 4]!; u.magicResistance = stats[o + 5]!; u.speed = stats[o + 6]!; u.critChance = stats[o + 7]!;
    u.critDamage = stats[o + 8]!; u.elementalBonus = stats[o + 9]!; u.x = stats[o + 10]!; u.y = stats[o + 11]!;
    u.alive = true;
    u.element = s.elements[u.uid]!;
    u.elementIndex = s.elementIndices[u.uid]!;
    const list = u.statuses;
    const kept = s.statuses[u.uid]!;
    while (list.length > 0) list.pop();
    let auras = 0;
    let ticking = 0;
    let shields = 0;
    for (let i = 0; i < kept.length; i++) {
      const k = kept[i]!;
      list.push(w.activeStatus(k.status, k.remaining, k.points, k.source, k.seq));
      if (k.status.zone === 'aura') auras++;
      if (k.status.tick !== null) ticking++;
      if (k.points > 0) shields++;
    }
    u.auras = auras;
    u.ticking = ticking;
    u.shields = shields;
    const cd = s.cooldowns[u.uid]!;
    for (let i = 0; i < cd.length; i++) u.cooldowns[i] = cd[i]!;
    recompute(u);
    u.zoneSpeed = 0;
    u.zoneDamageTaken = 0;
    u.turnSeq = 0;
    u.damageDealt = 0;
    u.damageTaken = 0;
    u.healed = 0;
    u.shielded = 0;
  }
  w.grid.set(s.grid);
  w.cells.set(s.cells);
  w.occupied = s.occupied;
  w.living[0] = s.living[0];
  w.living[1] = s.living[1];
  while (w.fields.length > 0) w.fields.pop();
  if (w.fieldsZoned > 0) w.zoneCells.fill(0);
  w.fieldsZoned = 0;
  w.auras = s.auras;
  w.zonesSet = false;
  w.seq = s.seq;
  w.fieldSeq = s.fieldSeq;
  w.round = 0;
  w.over = false;
  w.winner = null;
  w.reason = null;
}
