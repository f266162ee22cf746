import { cellDistance, distance } from '../board';
import { cellsWithin, Pathfinder } from '../pathing';
import { RULES } from '../rules';
import type { UnitState } from '../state';
import type { BattleWorld } from './world';

// Targeting and movement: whom a unit goes for, and its one step per turn (see docs/GAME_RULES.md "Targeting").

const { width: W } = RULES.board;
/** The path search's scratch (its searches allocate nothing and never overlap, so every battle can share one). */
const paths = new Pathfinder();

/** The enemy a unit goes for by its card's targeting rule (ties: the other criterion, then lower uid). */
export function chooseTarget(w: BattleWorld, u: UnitState): UnitState | null {
  // The rule as a number (set at deployment), compared once per enemy without a string comparison.
  const mode = w.targetRules[u.uid]!;
  const cells = w.cells;
  const units = w.units;
  const from = u.y * W + u.x;
  let best: UnitState | null = null;
  let bestD = 0;
  // The enemies' uids in order; a dead one's cell is -1. Health is read only where it decides.
  for (let e = w.teamStart[1 - u.team]!, end = w.teamStart[2 - u.team]!; e < end; e++) {
    const c = cells[e]!;
    if (c < 0) continue;
    const d = cellDistance(from, c);
    if (best === null) {
      best = units[e]!;
      bestD = d;
      continue;
    }
    let better: boolean;
    if (mode === 0) better = d < bestD || (d === bestD && units[e]!.health < best.health);
    else if (mode === 1) better = d > bestD || (d === bestD && units[e]!.health < best.health);
    else {
      const h = units[e]!.health;
      better = h < best.health || (h === best.health && d < bestD);
    }
    if (better) {
      best = units[e]!;
      bestD = d;
    }
  }
  return best;
}

/** The nearest living enemy (lowest uid on ties), or null. */
export function nearestEnemy(w: BattleWorld, u: UnitState): UnitState | null {
  const cells = w.cells;
  const from = u.y * W + u.x;
  let best = -1;
  let bestD = 1 << 30;
  for (let e = w.teamStart[1 - u.team]!, end = w.teamStart[2 - u.team]!; e < end; e++) {
    const c = cells[e]!;
    if (c < 0) continue;
    const d = cellDistance(from, c);
    if (d < bestD) {
      best = e;
      bestD = d;
    }
  }
  return best < 0 ? null : w.units[best]!;
}

/** The nearest living enemy within the unit's attack range (lowest uid on ties), or null. */
export function enemyInRange(w: BattleWorld, u: UnitState): UnitState | null {
  const e = nearestEnemy(w, u);
  return e && distance(u.x, u.y, e.x, e.y) <= u.card.range ? e : null;
}

/** One step along a shortest path to a cell within attack range of the target (see Pathfinder); false if none. */
export function moveToward(w: BattleWorld, u: UnitState, t: UnitState): boolean {
  const cell = paths.stepToward(w.occupied, u.x, u.y, t.x, t.y, u.card.range);
  if (cell < 0) return false;
  moveTo(w, u, cell % W, Math.floor(cell / W));
  return true;
}

/**
 * When the target cannot be reached (other units wall it in), one step towards the nearest other enemy that
 * can be (closer first, then lower uid), so a unit does not stand idle while a reachable enemy is near. Called
 * only when no enemy is within range; the cells the unit can walk to are flooded once, so enemies it cannot reach
 * are passed over without a path search each.
 */
export function moveTowardReachable(w: BattleWorld, u: UnitState, unreachable: UnitState): void {
  const reach = paths.reachable(w.occupied, u.x, u.y);
  if (reach === 0) return;
  let next: UnitState | null = null;
  let nextD = 0;
  for (const e of w.teamUnits[1 - u.team]!) {
    if (!e.alive || e === unreachable || (cellsWithin(e.x, e.y, u.card.range) & reach) === 0) continue;
    const d = distance(u.x, u.y, e.x, e.y);
    // Enemies come in uid order, so the first at the least distance has the lowest uid.
    if (next === null || d < nextD) {
      next = e;
      nextD = d;
    }
  }
  if (next !== null) moveToward(w, u, next);
}

/** One step away from a threat (fear), if any free cell increases the distance. */
export function moveAway(w: BattleWorld, u: UnitState, from: UnitState): void {
  const cell = paths.stepAway(w.grid, u.x, u.y, from.x, from.y);
  if (cell >= 0) moveTo(w, u, cell % W, Math.floor(cell / W));
}

/** Moves a unit to a free cell, keeping the occupancy grid in step. */
function moveTo(w: BattleWorld, u: UnitState, x: number, y: number): void {
  w.grid[u.y * W + u.x] = 0;
  w.grid[y * W + x] = u.uid + 1;
  w.occupied = (w.occupied & ~(1 << (u.y * W + u.x))) | (1 << (y * W + x));
  w.cells[u.uid] = y * W + x;
  if (w.recording) w.emit({ from: { x: u.x, y: u.y }, to: { x, y }, type: 'move', unit: u.uid });
  u.x = x;
  u.y = y;
}
