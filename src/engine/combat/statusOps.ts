import { elementIndex } from '../elements';
import type { ActiveStatus, UnitState } from '../state';
import type { CompiledStatus } from '../statuses/compiled';
import type { Element, RemoveType } from '../types';
import { removeAt } from './removeAt';
import type { BattleWorld } from './world';

// Status operations: applying, refreshing, removing and counting down statuses, and the element they change.

/** Puts a status on a living unit, refreshing duration and points if it is already there. */
export function applyStatus(w: BattleWorld, source: UnitState | null, target: UnitState, s: CompiledStatus, points?: number): void {
  if (!target.alive) return;
  const pts = points ?? (s.shieldPoints !== null ? s.shieldPoints(s, target) : 0);
  let existing: ActiveStatus | null = null;
  for (const a of target.statuses) {
    if (a.status.id === s.id) {
      existing = a;
      break;
    }
  }
  // Whether a status that modifies something left (then the modifiers are rebuilt; see recompute).
  let rebuild = false;
  if (existing) {
    existing.remaining = s.duration;
    if (existing.points > 0) target.shields--;
    if (pts > 0) target.shields++;
    existing.points = pts;
    existing.source = source ? source.uid : null;
    existing.seq = w.seq++;
  } else {
    if (s.changesElement) {
      // Only one element change at a time: the new one replaces the old.
      for (let i = 0; i < target.statuses.length; i++) {
        const old = target.statuses[i]!;
        if (!old.status.changesElement) continue;
        removeAt(target.statuses, i);
        i--;
        if (old.status.modify !== null) rebuild = true;
        forgetStatus(target, old);
        if (w.recording) w.emit({ reason: 'replaced', status: old.status.id, target: target.uid, type: 'statusRemoved' });
      }
    }
    target.statuses.push(w.activeStatus(s, s.duration, pts, source ? source.uid : null, w.seq++));
    if (s.tick !== null) target.ticking++;
    if (pts > 0) target.shields++;
    if (s.zone === 'aura') {
      w.auras++;
      target.auras++;
    }
  }
  if (w.recording) w.emit({ duration: s.duration, points: pts, source: source ? source.uid : null, status: s.id, target: target.uid, type: 'statusApplied' });
  if (s.changesElement && s.element) setElement(w, target, s.element);
  // A refresh leaves the list of statuses as it was, and a new status goes last: folding it into the modifiers
  // gives what rebuilding them from the list would.
  if (rebuild) recompute(target);
  else if (!existing && s.modify !== null) s.modify(target.mods, s);
}

/**
 * Takes a status that has left its holder out of the holder's counts (auras, ticking and shield statuses): every
 * removal goes through here, so the counts the turn and the hit skip by stay exact. A depleted shield has no points
 * left, so it is already out of the shield count.
 */
export function forgetStatus(u: UnitState, a: ActiveStatus): void {
  if (a.status.zone === 'aura') u.auras--;
  if (a.status.tick !== null) u.ticking--;
  if (a.points > 0) u.shields--;
}

/** Strips every status of one removal class. */
export function removeStatuses(w: BattleWorld, target: UnitState, removeType: RemoveType): void {
  let changed = false;
  let element = false;
  for (let i = 0; i < target.statuses.length; i++) {
    const a = target.statuses[i]!;
    if (a.status.removeType !== removeType) continue;
    removeAt(target.statuses, i);
    i--;
    if (a.status.modify !== null) changed = true;
    forgetStatus(target, a);
    if (a.status.changesElement) element = true;
    if (w.recording) w.emit({ reason: removeType, status: a.status.id, target: target.uid, type: 'statusRemoved' });
  }
  if (element) setElement(w, target, target.baseElement);
  if (changed) recompute(target);
}

/** The per-turn effects of the holder's statuses at the start of its turn (in application order). */
export function tickStatuses(w: BattleWorld, u: UnitState): void {
  // Most held statuses have no tick (stat changes, shields): those before the first that has one are passed over
  // without a copy, and a unit holding none of them is done.
  const list = u.statuses;
  const n = list.length;
  let first = 0;
  while (first < n && list[first]!.status.tick === null) first++;
  if (first === n) return;
  // A tick may remove a later status (or kill the holder): the statuses held when the turn began are walked from
  // a copy (reused), and only those still held fire.
  const held = w.heldScratch;
  for (let i = first; i < n; i++) held[i] = list[i]!;
  for (let i = first; i < n; i++) {
    const a = held[i]!;
    const tick = a.status.tick;
    if (tick === null || !u.statuses.includes(a)) continue;
    if (w.recording) w.emit({ remaining: a.remaining < 0 ? -1 : a.remaining - 1, status: a.status.id, target: u.uid, type: 'statusTicked' });
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
      removeAt(list, i);
      i--;
      if (a.status.modify !== null) changed = true;
      forgetStatus(u, a);
      if (w.recording) w.emit({ status: a.status.id, target: u.uid, type: 'statusExpired' });
      if (a.status.changesElement) setElement(w, u, u.baseElement);
    }
  }
  if (changed) recompute(u);
}

/** Changes a unit's element, reporting only a real change. */
export function setElement(w: BattleWorld, unit: UnitState, element: Element): void {
  if (unit.element === element) return;
  unit.element = element;
  unit.elementIndex = elementIndex(element);
  if (w.recording) w.emit({ element, type: 'elementChanged', unit: unit.uid });
}

/**
 * Rebuilds a unit's modifiers from its statuses. The modifiers are always this fold of the statuses in order
 * (each `modify` reads only the modifiers and its compiled status), so adding a status at the end folds in just
 * that one, and taking out statuses without a `modify` changes nothing: only the other changes rebuild.
 */
export function recompute(u: UnitState): void {
  u.mods.reset();
  const list = u.statuses;
  for (let i = 0; i < list.length; i++) {
    const s = list[i]!.status;
    if (s.modify !== null) s.modify(u.mods, s);
  }
}
