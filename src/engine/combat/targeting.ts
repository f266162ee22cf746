import { distance } from '../board';
import { RULES } from '../rules';
import type { UnitState } from '../state';
import type { BattleWorld } from './world';

// Targeting and movement: whom a unit goes for, and its one step per turn (see docs/GAME_RULES.md "Targeting").

const { width: W } = RULES.board;

/** The enemy a unit goes for by its card's targeting rule (ties: the other criterion, then lower uid). */
export function chooseTarget(w: BattleWorld, u: UnitState): UnitState | null {
  const rule = u.card.targeting;
  // The rule as a number, compared once per enemy without a string comparison.
  const mode = rule === 'nearest' ? 0 : rule === 'farthest' ? 1 : 2;
  let best: UnitState | null = null;
  let bestD = 0;
  for (const e of w.teamUnits[1 - u.team]!) {
    if (!e.alive) continue;
    const d = distance(u.x, u.y, e.x, e.y);
    if (!best) {
      best = e;
      bestD = d;
      continue;
    }
    let better: boolean;
    if (mode === 0) better = d < bestD || (d === bestD && e.health < best.health);
    else if (mode === 1) better = d > bestD || (d === bestD && e.health < best.health);
    else better = e.health < best.health || (e.health === best.health && d < bestD);
    if (better) {
      best = e;
      bestD = d;
    }
  }
  return best;
}

/** The nearest living enemy (lowest uid on ties), or null. */
export function nearestEnemy(w: BattleWorld, u: UnitState): UnitState | null {
  let best: UnitState | null = null;
  let bestD = 1 << 30;
  for (const e of w.teamUnits[1 - u.team]!) {
    if (!e.alive) continue;
    const d = distance(u.x, u.y, e.x, e.y);
    if (d < bestD) {
      best = e;
      bestD = d;
    }
  }
  return best;
}

/** The nearest living enemy within the unit's attack range (lowest uid on ties), or null. */
export function enemyInRange(w: BattleWorld, u: UnitState): UnitState | null {
  const e = nearestEnemy(w, u);
  return e && distance(u.x, u.y, e.x, e.y) <= u.card.range ? e : null;
}

/** One step along a shortest path to a cell within attack range of the target (see Pathfinder); false if none. */
export function moveToward(w: BattleWorld, u: UnitState, t: UnitState): boolean {
  const cell = w.paths.stepToward(w.occupied, u.x, u.y, t.x, t.y, u.card.range);
  if (cell < 0) return false;
  moveTo(w, u, cell % W, Math.floor(cell / W));
  return true;
}

/**
 * When the target cannot be reached (other units wall it in), one step towards the nearest other enemy that
 * can be (closer first, then lower uid), so a unit does not stand idle while a reachable enemy is near.
 */
export function moveTowardReachable(w: BattleWorld, u: UnitState, unreachable: UnitState): void {
  // The candidates in (distance, uid) order, picked one at a time (at most a team's units), so nothing is
  // allocated or sorted; `tried` marks uids already tried (uids are below 2 × maxUnits, well within 32 bits).
  const enemies = w.teamUnits[1 - u.team]!;
  let tried = 0;
  for (;;) {
    let next: UnitState | null = null;
    let nextD = 0;
    for (const e of enemies) {
      if (!e.alive || e === unreachable || (tried & (1 << e.uid)) !== 0) continue;
      const d = distance(u.x, u.y, e.x, e.y);
      // Enemies come in uid order, so the first at the least distance has the lowest uid.
      if (next === null || d < nextD) {
        next = e;
        nextD = d;
      }
    }
    if (next === null || moveToward(w, u, next)) return;
    tried |= 1 << next.uid;
  }
}

/** One step away from a threat (fear), if any free cell increases the distance. */
export function moveAway(w: BattleWorld, u: UnitState, from: UnitState): void {
  const cell = w.paths.stepAway(w.grid, u.x, u.y, from.x, from.y);
  if (cell >= 0) moveTo(w, u, cell % W, Math.floor(cell / W));
}

/** Moves a unit to a free cell, keeping the occupancy grid in step. */
function moveTo(w: BattleWorld, u: UnitState, x: number, y: number): void {
  w.grid[u.y * W + u.x] = 0;
  w.grid[y * W + x] = u.uid + 1;
  w.occupied = (w.occupied & ~(1 << (u.y * W + u.x))) | (1 << (y * W + x));
  if (w.recording) w.emit({ from: { x: u.x, y: u.y }, to: { x, y }, type: 'move', unit: u.uid });
  u.x = x;
  u.y = y;
}
