import type { UnitState } from '../state';
import type { Element, RemoveType } from '../types';
import type { BattleWorld } from './world';

// Status operations: applying, refreshing, removing and counting down statuses, and the element they change.

/** Puts a status on a living unit, refreshing duration and points if it is already there. */
export function applyStatus(w: BattleWorld, source: UnitState | null, target: UnitState, statusId: string, points?: number): void {
  if (!target.alive) return;
  const s = w.status(statusId);
  const pts = points ?? (s.effectType.shieldPoints ? s.effectType.shieldPoints(s, target) : 0);
  const existing = target.statuses.find((a) => a.status.id === s.id);
  if (existing) {
    existing.remaining = s.duration;
    existing.points = pts;
    existing.source = source ? source.uid : null;
    existing.seq = w.seq++;
  } else {
    if (s.effectType.changesElement) {
      // Only one element change at a time: the new one replaces the old.
      for (let i = 0; i < target.statuses.length; i++) {
        const old = target.statuses[i]!;
        if (!old.status.effectType.changesElement) continue;
        target.statuses.splice(i, 1);
        i--;
        w.emit({ reason: 'replaced', status: old.status.id, target: target.uid, type: 'statusRemoved' });
      }
    }
    target.statuses.push({ status: s, remaining: s.duration, points: pts, source: source ? source.uid : null, seq: w.seq++ });
    if (s.effectType.zone === 'aura') w.auras++;
  }
  w.emit({ duration: s.duration, points: pts, source: source ? source.uid : null, status: s.id, target: target.uid, type: 'statusApplied' });
  if (s.effectType.changesElement && s.element) setElement(w, target, s.element);
  recompute(target);
}

/** Strips every status of one removal class. */
export function removeStatuses(w: BattleWorld, target: UnitState, removeType: RemoveType): void {
  let changed = false;
  let element = false;
  for (let i = 0; i < target.statuses.length; i++) {
    const a = target.statuses[i]!;
    if (a.status.removeType !== removeType) continue;
    target.statuses.splice(i, 1);
    i--;
    changed = true;
    if (a.status.effectType.changesElement) element = true;
    w.emit({ reason: removeType, status: a.status.id, target: target.uid, type: 'statusRemoved' });
  }
  if (element) setElement(w, target, target.baseElement);
  if (changed) recompute(target);
}

/** The per-turn effects of the holder's statuses at the start of its turn (in application order). */
export function tickStatuses(w: BattleWorld, u: UnitState): void {
  for (const a of u.statuses.slice()) {
    const tick = a.status.effectType.tick;
    // A tick may remove a later status (or kill the holder): only statuses still held fire.
    if (!tick || !u.statuses.includes(a)) continue;
    w.emit({ remaining: a.remaining < 0 ? -1 : a.remaining - 1, status: a.status.id, target: u.uid, type: 'statusTicked' });
    tick(w, u, a);
    if (!u.alive) return;
  }
}

/** Counts down the statuses present when the holder's turn began and expires those that reach 0. */
export function countDownStatuses(w: BattleWorld, u: UnitState): void {
  let changed = false;
  const list = u.statuses;
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    if (a.remaining <= 0 || a.seq >= u.turnSeq) continue;
    a.remaining--;
    if (a.remaining === 0) {
      list.splice(i, 1);
      i--;
      changed = true;
      w.emit({ status: a.status.id, target: u.uid, type: 'statusExpired' });
      if (a.status.effectType.changesElement) setElement(w, u, u.baseElement);
    }
  }
  if (changed) recompute(u);
}

/** Changes a unit's element, reporting only a real change. */
export function setElement(w: BattleWorld, unit: UnitState, element: Element): void {
  if (unit.element === element) return;
  unit.element = element;
  w.emit({ element, type: 'elementChanged', unit: unit.uid });
}

/** Rebuilds a unit's modifiers from its statuses (after any status change). */
export function recompute(u: UnitState): void {
  u.mods.reset();
  for (const a of u.statuses) a.status.effectType.modify?.(u.mods, a.status);
}
