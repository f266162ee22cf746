import { distance } from '../board';
import { permille } from '../permille';
import type { UnitState } from '../state';
import type { CompiledStatus } from '../statuses/compiled';
import type { Team } from '../types';
import { dealDamage, heal } from './damage';
import { removeAt } from './removeAt';
import type { BattleWorld } from './world';

// Fields and zones: fields lying on the board, auras following their holders, and what both do each round.

/** A field lying on the board. */
export interface FieldState {
  id: number;
  status: CompiledStatus;
  owner: UnitState;
  x: number;
  y: number;
  /** Rounds left; -1 permanent. */
  remaining: number;
}

/** Lays a field centred on (x, y). Fields stack; permanent ones stay until the battle ends. */
export function createField(w: BattleWorld, owner: UnitState, statusId: string, x: number, y: number): void {
  const s = w.status(statusId);
  if (s.zone !== 'field') throw new Error(`status "${statusId}" is not a field`);
  const f: FieldState = { id: w.fieldSeq++, status: s, owner, x, y, remaining: s.duration };
  w.fields.push(f);
  if (w.recording) w.emit({ duration: s.duration, field: f.id, owner: owner.uid, radius: s.radius, status: s.id, team: owner.team, type: 'fieldCreated', x, y });
}

/** Field and aura modifiers for this round (speed and damage taken), from the board at round start. */
export function computeZones(w: BattleWorld): void {
  const active = w.fields.length > 0 || w.auras > 0;
  // Skipped while no zone exists (most battles, most rounds); once the last timed field has expired the
  // modifiers it left are cleared one more time.
  if (!active && !w.zonesSet) return;
  w.zonesSet = active;
  for (const u of w.units) {
    u.zoneSpeed = 0;
    u.zoneDamageTaken = 0;
  }
  for (const f of w.fields) zone(w, f.status, f.owner.team, f.x, f.y);
  // No unit can hold an aura until one has been applied.
  if (w.auras === 0) return;
  for (const h of w.units) {
    if (!h.alive) continue;
    for (const a of h.statuses) if (a.status.zone === 'aura') zone(w, a.status, h.team, h.x, h.y);
  }
}

/** One zone's modifiers: allies in range take less damage, enemies are slowed and take more. */
function zone(w: BattleWorld, s: CompiledStatus, team: Team, x: number, y: number): void {
  for (const u of w.units) {
    if (!u.alive || distance(u.x, u.y, x, y) > s.radius) continue;
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
    if (s.damagePerTurn === 0 && s.healPerTurn === 0) continue;
    for (const u of w.units) {
      if (!u.alive || distance(u.x, u.y, f.x, f.y) > s.radius) continue;
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
    i--;
    if (w.recording) w.emit({ field: f.id, reason: 'expired', type: 'fieldExpired' });
  }
}
