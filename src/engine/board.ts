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

const CELLS = RULES.board.width * RULES.board.height;
/** Chebyshev distance between every two cells, at a * cells + b (cells are y * width + x). */
const CELL_DISTANCE = new Int8Array(CELLS * CELLS);
for (let a = 0; a < CELLS; a++) {
  for (let b = 0; b < CELLS; b++) {
    CELL_DISTANCE[a * CELLS + b] = distance(a % RULES.board.width, Math.floor(a / RULES.board.width), b % RULES.board.width, Math.floor(b / RULES.board.width));
  }
}

/** {@link distance} between two cells (y * width + x), read from a table: the target scans' one load per enemy. */
export function cellDistance(a: number, b: number): number {
  return CELL_DISTANCE[a * CELLS + b]!;
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
