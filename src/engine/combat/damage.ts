import { matchupByIndex } from '../elements';
import type { EffectCause } from '../events';
import { permille } from '../permille';
import { RULES } from '../rules';
import type { UnitState } from '../state';
import type { DamageType } from '../types';
import { removeAt } from './removeAt';
import { forgetStatus, recompute } from './statusOps';
import type { BattleWorld } from './world';

// Damage and healing: the hit formula (docs/GAME_RULES.md "Damage"), shields, death and heals.

const { width: W } = RULES.board;
const C = RULES.combat;

/** Extra damage of overtime this round, permille. */
function overtime(w: BattleWorld): number {
  return w.round >= C.overtimeFrom ? (w.round - C.overtimeFrom + 1) * C.overtimeStep : 0;
}

/** Damage after the target's defence (physical) or magic resistance (magic); true damage is never reduced. */
function mitigate(target: UnitState, dmg: number, type: DamageType): number {
  if (type === 'true') return dmg;
  const stat = type === 'physical'
    ? permille(target.defense, Math.max(0, 1000 + target.mods.defense))
    : permille(target.magicResistance, Math.max(0, 1000 + target.mods.magicResistance));
  return Math.floor((dmg * C.mitigationK) / (C.mitigationK + stat));
}

/** Extra damage a target takes (statuses, zones, overtime), as a permille factor. */
function amplification(w: BattleWorld, target: UnitState, dealtBonus: number): number {
  return Math.max(C.minDamageFactor, 1000 + dealtBonus + target.mods.damageTaken + target.zoneDamageTaken + overtime(w));
}

/** An attacker's hit; see docs/GAME_RULES.md "Damage" for the order of the steps. */
export function hit(w: BattleWorld, a: UnitState, t: UnitState, type: DamageType, scaling: 'attack' | 'magic', ratio: number, cause: 'attack' | 'skill', causeId: string | null): void {
  let dmg = permille(scaling === 'attack' ? w.attackOf(a) : w.magicOf(a), ratio);
  dmg = mitigate(t, dmg, type);
  const m = matchupByIndex(a.elementIndex, t.elementIndex);
  if (m > 0) dmg = permille(dmg, 1000 + C.elementAdvantage + a.elementalBonus);
  else if (m < 0) dmg = permille(dmg, 1000 - C.elementDisadvantage);
  const critical = w.rng.chance(a.critChance + a.mods.critChance);
  if (critical) dmg = permille(dmg, a.critDamage);
  dmg = permille(dmg, amplification(w, t, a.mods.damageDealt));
  applyDamage(w, a, t, Math.max(C.minDamage, dmg), type, critical, cause, causeId);
}

/** Damage not from an attacker's hit (statuses, fields): mitigation optional, no crit or element. */
export function dealDamage(w: BattleWorld, source: UnitState | null, target: UnitState, raw: number, type: DamageType, cause: EffectCause, causeId: string | null, mitigated: boolean): void {
  if (!target.alive) return;
  let dmg = mitigated ? mitigate(target, raw, type) : raw;
  dmg = permille(dmg, amplification(w, target, 0));
  applyDamage(w, source, target, Math.max(C.minDamage, dmg), type, false, cause, causeId);
}

/** Shields absorb first (in application order), then health; depleted shields go, and a unit at 0 dies. */
function applyDamage(w: BattleWorld, source: UnitState | null, t: UnitState, dmg: number, type: DamageType, critical: boolean, cause: EffectCause, causeId: string | null): void {
  let rest = dmg;
  let absorbed = 0;
  // The shields depleted by this hit, in a reused list (w.depleted), removed after the damage is reported.
  const depleted = w.depleted;
  let nDepleted = 0;
  const list = t.statuses;
  for (let i = 0; t.shields > 0 && i < list.length; i++) {
    const a = list[i]!;
    if (a.points <= 0 || rest === 0) continue;
    const take = a.points < rest ? a.points : rest;
    a.points -= take;
    absorbed += take;
    rest -= take;
    if (a.points === 0) {
      depleted[nDepleted++] = a;
      t.shields--;
    }
  }
  const lost = rest < t.health ? rest : t.health;
  t.health -= lost;
  const amount = absorbed + lost;
  t.shielded += absorbed;
  t.damageTaken += amount;
  if (source) source.damageDealt += amount;
  if (w.recording) {
    w.emit({
      amount, cause, causeId, critical, damageType: type, health: t.health, shieldAbsorbed: absorbed,
      source: source ? source.uid : null, target: t.uid, type: 'damage',
    });
  }
  if (nDepleted > 0) {
    let modified = false;
    for (let k = 0; k < nDepleted; k++) {
      const a = depleted[k]!;
      removeAt(list, list.indexOf(a));
      forgetStatus(t, a);
      if (a.status.modify !== null) modified = true;
      if (w.recording) w.emit({ reason: 'depleted', status: a.status.id, target: t.uid, type: 'statusRemoved' });
    }
    // A status that modifies nothing leaves the modifiers as they were (see recompute).
    if (modified) recompute(t);
  }
  if (t.health === 0) die(w, t, source);
}

/** A unit at 0 health leaves the board. */
function die(w: BattleWorld, u: UnitState, killer: UnitState | null): void {
  u.alive = false;
  w.living[u.team]--;
  w.grid[u.y * W + u.x] = 0;
  w.occupied &= ~(1 << (u.y * W + u.x));
  w.cells[u.uid] = -1;
  if (w.recording) w.emit({ killer: killer ? killer.uid : null, type: 'unitDied', unit: u.uid });
}

/** Restores health up to max; reports only a positive gain. */
export function heal(w: BattleWorld, source: UnitState | null, target: UnitState, amount: number, cause: EffectCause, causeId: string | null): void {
  if (!target.alive) return;
  const room = target.maxHealth - target.health;
  const gained = amount < room ? amount : room;
  if (gained <= 0) return;
  target.health += gained;
  target.healed += gained;
  if (w.recording) w.emit({ amount: gained, cause, causeId, health: target.health, source: source ? source.uid : null, target: target.uid, type: 'heal' });
}
