import type { FormationUnit } from '../../contracts/teams/formationUnit';
import type { TeamPlacement } from '../../contracts/teams/savedTeam';
import { RULES } from '../../engine';

/** A copy the editor can place: its instance, card and level. */
export interface EditorCopy {
  instanceId: string;
  cardId: string;
  level: number;
}

/** The editor's formation: which copy stands on which deployment slot. */
export type Formation = ReadonlyMap<number, EditorCopy>;

/** Why a placement was refused (the board is full). */
export type PlaceResult = { ok: true; formation: Formation } | { ok: false; reason: 'full' };

/**
 * Puts a copy on a slot. A copy already on the board moves (swapping with whoever stood there); a copy from the
 * tray takes the slot and sends its occupant back to the tray. A seventh unit is refused.
 */
export function placeCopy(formation: Formation, copy: EditorCopy, slot: number): PlaceResult {
  const next = new Map(formation);
  const from = [...formation.entries()].find(([, c]) => c.instanceId === copy.instanceId)?.[0];
  const occupant = formation.get(slot);
  if (from === undefined && !occupant && formation.size >= RULES.team.maxUnits) return { ok: false, reason: 'full' };
  if (from !== undefined) {
    next.delete(from);
    if (occupant) next.set(from, occupant);
  }
  next.set(slot, copy);
  return { ok: true, formation: next };
}

/** Takes a copy off the board. */
export function removeCopy(formation: Formation, instanceId: string): Formation {
  return new Map([...formation].filter(([, c]) => c.instanceId !== instanceId));
}

/** The formation as the engine reads it. */
export function formationUnits(formation: Formation): FormationUnit[] {
  return [...formation].sort(([a], [b]) => a - b).map(([position, c]) => ({ cardId: c.cardId, level: c.level, position }));
}

/** The formation as the save endpoint takes it. */
export function formationPlacements(formation: Formation): TeamPlacement[] {
  return [...formation].sort(([a], [b]) => a - b).map(([position, c]) => ({ instanceId: c.instanceId, position }));
}

/** The same placements? (to tell unsaved changes) */
export function sameFormation(a: Formation, b: Formation): boolean {
  return a.size === b.size && [...a].every(([slot, c]) => b.get(slot)?.instanceId === c.instanceId);
}
