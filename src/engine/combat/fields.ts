import { cellDistance } from '../board';
import { cellsWithin } from '../pathing';
import { permille } from '../permille';
import { RULES } from '../rules';
import type { UnitState } from '../state';
import type { CompiledStatus } from '../statuses/compiled';
import type { Team } from '../types';
import { dealDamage, heal } from './damage';
import { removeAt } from './removeAt';
import type { BattleWorld } from './world';

// Fields and zones: fields lying on the board, auras following their holders, and what both do each round.

const { width: W, height: H } = RULES.board;
const CELLS = W * H;

/** A field lying on the board. */
export interface FieldState {
  id: number;
  status: CompiledStatus;
  owner: UnitState;
  x: number;
  y: number;
  /** Rounds left; -1 permanent. */
  remaining: number;
  /** The cells within its radius (bit n: cell n); a field never moves, so they are found once. */
  cells: number;
}

/** Lays a field centred on (x, y). Fields stack; permanent ones stay until the battle ends. */
export function createField(w: BattleWorld, owner: UnitState, statusId: string, x: number, y: number): void {
  const s = w.status(statusId);
  if (s.zone !== 'field') throw new Error(`status "${statusId}" is not a field`);
  const f: FieldState = { id: w.fieldSeq++, status: s, owner, x, y, remaining: s.duration, cells: cellsWithin(x, y, s.radius) };
  w.fields.push(f);
  if (w.recording) w.emit({ duration: s.duration, field: f.id, owner: owner.uid, radius: s.radius, status: s.id, team: owner.team, type: 'fieldCreated', x, y });
}

/**
 * Field and aura modifiers for this round (speed and damage taken), from the board at round start. Fields never
 * move, so their modifiers are kept as per-cell sums for each side (`w.zoneCells`): a field laid since the last
 * round start is added once, an expired one taken out (sums of integers, so the order does not matter), and each
 * living unit reads its cell instead of every field being measured against every unit each round.
 */
export function computeZones(w: BattleWorld): void {
  const active = w.fields.length > 0 || w.auras > 0;
  // Skipped while no zone exists (most battles, most rounds); once the last timed field has expired the
  // modifiers it left are cleared one more time.
  if (!active && !w.zonesSet) return;
  w.zonesSet = active;
  const fields = w.fields;
  for (let i = w.fieldsZoned; i < fields.length; i++) addFieldZone(w, fields[i]!, 1);
  w.fieldsZoned = fields.length;
  const sums = w.zoneCells;
  const cells = w.cells;
  const units = w.units;
  for (let uid = 0; uid < units.length; uid++) {
    const u = units[uid]!;
    const c = cells[uid]!;
    if (c < 0) {
      u.zoneSpeed = 0;
      u.zoneDamageTaken = 0;
      continue;
    }
    const o = (u.team * CELLS + c) * 2;
    u.zoneSpeed = sums[o]!;
    u.zoneDamageTaken = sums[o + 1]!;
  }
  // No unit can hold an aura until one has been applied.
  if (w.auras === 0) return;
  for (let uid = 0; uid < units.length; uid++) {
    const h = units[uid]!;
    const c = cells[uid]!;
    if (c < 0 || h.auras === 0) continue;
    const list = h.statuses;
    for (let i = 0; i < list.length; i++) if (list[i]!.status.zone === 'aura') zone(w, list[i]!.status, h.team, c);
  }
}

/**
 * Adds (sign 1) or takes out (sign -1) a field's modifiers in the per-cell sums: on each cell within its radius,
 * the owner's side takes less damage, the other side is slowed and takes more (what {@link zone} does per unit).
 */
function addFieldZone(w: BattleWorld, f: FieldState, sign: 1 | -1): void {
  const s = f.status;
  const cells = w.zoneCells;
  const own = f.owner.team * CELLS;
  const other = (1 - f.owner.team) * CELLS;
  for (let set = f.cells; set !== 0; set &= set - 1) {
    const c = 31 - Math.clz32(set & -set);
    cells[(other + c) * 2]! += sign * s.speedReduce;
    cells[(other + c) * 2 + 1]! += sign * s.damageAmplify;
    cells[(own + c) * 2 + 1]! -= sign * s.defenseBoost;
  }
}

/** One zone centred on `centre` (a cell): allies in range take less damage, enemies are slowed and take more. */
function zone(w: BattleWorld, s: CompiledStatus, team: Team, centre: number): void {
  const cells = w.cells;
  const units = w.units;
  for (let uid = 0; uid < units.length; uid++) {
    const c = cells[uid]!;
    if (c < 0 || cellDistance(c, centre) > s.radius) continue;
    const u = units[uid]!;
    if (u.team === team) u.zoneDamageTaken -= s.defenseBoost;
    else {
      u.zoneSpeed += s.speedReduce;
      u.zoneDamageTaken += s.damageAmplify;
    }
  }
}

/** Each field's damage (to enemies) and healing (to allies) in range, in field then uid order. */
export function tickFields(w: BattleWorld): void {
  for (const f of w.fields) {
    const s = f.status;
    const inside = f.cells;
    // Living units are exactly the occupied cells, so a field with none inside touches no one.
    if ((s.damagePerTurn === 0 && s.healPerTurn === 0) || (inside & w.occupied) === 0) continue;
    // The units inside (a bit per uid), from the occupied cells inside: then they are visited in uid order. A hit
    // changes no other unit's place or life, so who is inside is known before the first one is hit.
    const grid = w.grid;
    let uids = 0;
    for (let set = inside & w.occupied; set !== 0; set &= set - 1) uids |= 1 << (grid[31 - Math.clz32(set & -set)]! - 1);
    const units = w.units;
    for (; uids !== 0; uids &= uids - 1) {
      const u = units[31 - Math.clz32(uids & -uids)]!;
      if (u.team !== f.owner.team) {
        if (s.damagePerTurn > 0) dealDamage(w, f.owner, u, permille(u.maxHealth, s.damagePerTurn), s.damageType, 'field', s.id, true);
      } else if (s.healPerTurn > 0) {
        heal(w, f.owner, u, permille(u.maxHealth, s.healPerTurn), 'field', s.id);
      }
    }
  }
}

/** Timed fields count down at round end (the built-in ones are all permanent). */
export function ageFields(w: BattleWorld): void {
  for (let i = 0; i < w.fields.length; i++) {
    const f = w.fields[i]!;
    if (f.remaining < 0 || --f.remaining > 0) continue;
    removeAt(w.fields, i);
    // A field laid this round has not joined the zone sums yet.
    if (i < w.fieldsZoned) {
      addFieldZone(w, f, -1);
      w.fieldsZoned--;
    }
    i--;
    if (w.recording) w.emit({ field: f.id, reason: 'expired', type: 'fieldExpired' });
  }
}
