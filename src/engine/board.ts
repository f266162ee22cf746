import { RULES } from './rules';
import type { Team } from './types';

/** Number of deployment slots per team (columns × rows). */
export const DEPLOY_SLOTS = RULES.board.deployColumns * RULES.board.height;

/** Board x of a deployment slot: column floor(slot / height) counts back from the team's front column. */
export function slotX(team: Team, slot: number): number {
  const column = Math.floor(slot / RULES.board.height);
  return team === 0 ? RULES.board.team0Front - column : RULES.board.width - 1 - RULES.board.team0Front + column;
}

/** Board y of a deployment slot. */
export function slotY(slot: number): number {
  return slot % RULES.board.height;
}

/** Chebyshev distance: a unit reaches all 8 neighbours in one step, so radius 2 is a 5×5 square. */
export function distance(ax: number, ay: number, bx: number, by: number): number {
  const dx = ax > bx ? ax - bx : bx - ax;
  const dy = ay > by ? ay - by : by - ay;
  return dx > dy ? dx : dy;
}

/** The cells within Chebyshev distance `range` of (x, y), as a bit set (bit n: cell y * width + x; none for a negative range). */
export function cellsWithin(x: number, y: number, range: number): number {
  const { width: W, height: H } = RULES.board;
  let set = 0;
  if (range < 0) return 0;
  for (let cy = Math.max(0, y - range); cy <= Math.min(H - 1, y + range); cy++) {
    for (let cx = Math.max(0, x - range); cx <= Math.min(W - 1, x + range); cx++) set |= 1 << (cy * W + cx);
  }
  return set;
}

/** The 8 step directions in the fixed order moves are tried (ties go to the earlier one): x parts. */
export const STEP_X: readonly number[] = [1, -1, 0, 0, 1, 1, -1, -1];
/** y parts of the step directions, index-aligned with {@link STEP_X}. */
export const STEP_Y: readonly number[] = [0, 0, -1, 1, -1, 1, -1, 1];

/** How many of a team's deployment columns, counted from the front, hold none of its units. */
export function frontGap(units: readonly { position: number }[]): number {
  let front: number = RULES.board.deployColumns - 1;
  for (const u of units) {
    const column = Math.floor(u.position / RULES.board.height);
    if (column < front) front = column;
  }
  return front;
}
