import { distance, STEP_X, STEP_Y } from './board';
import { RULES } from './rules';

const { width: W, height: H } = RULES.board;

const CELLS = W * H;
if (CELLS > 32) throw new Error('the bit-board path search needs a board of at most 32 cells');
/** Every cell of the board as a bit set (cell n is bit n). */
const ALL = CELLS >= 32 ? -1 : (1 << CELLS) - 1;
/** Cells not in the first / last column (a step west / east from them stays on the board). */
let NOT_WEST = 0;
let NOT_EAST = 0;
for (let n = 0; n < CELLS; n++) {
  if (n % W !== 0) NOT_WEST |= 1 << n;
  if (n % W !== W - 1) NOT_EAST |= 1 << n;
}

/** Every cell one king step from a cell of `set` (the set's cells themselves not necessarily included). */
function expand(set: number): number {
  const e = set & NOT_EAST;
  const w = set & NOT_WEST;
  return ((e << 1) | (w >>> 1) | (set >>> W) | (set << W) | (e >>> (W - 1)) | (e << (W + 1)) | (w >>> (W + 1)) | (w << (W - 1))) & ALL;
}

/** Ranges past this cover the whole board from any cell. */
const MAX_RANGE = W > H ? W - 1 : H - 1;
/** The cells within each range (0..MAX_RANGE) of each cell, at range * CELLS + cell: found once, read per step. */
const WITHIN = new Int32Array((MAX_RANGE + 1) * CELLS);
for (let range = 0; range <= MAX_RANGE; range++) {
  for (let cell = 0; cell < CELLS; cell++) {
    const x = cell % W;
    const y = (cell - x) / W;
    let set = 0;
    const y0 = y - range > 0 ? y - range : 0;
    const y1 = y + range < H - 1 ? y + range : H - 1;
    const x0 = x - range > 0 ? x - range : 0;
    const x1 = x + range < W - 1 ? x + range : W - 1;
    for (let cy = y0; cy <= y1; cy++) for (let cx = x0; cx <= x1; cx++) set |= 1 << (cy * W + cx);
    WITHIN[range * CELLS + cell] = set;
  }
}

/** The cells within Chebyshev distance `range` of (x, y), as a bit set (bit n: cell n; none for a negative range). */
export function cellsWithin(x: number, y: number, range: number): number {
  if (range < 0) return 0;
  return WITHIN[(range < MAX_RANGE ? range : MAX_RANGE) * CELLS + y * W + x]!;
}

/** The occupied cells of a grid as a bit set (bit n: cell n), the form {@link Pathfinder.stepToward} takes. */
export function occupancy(grid: Int16Array): number {
  let set = 0;
  for (let n = 0; n < CELLS; n++) if (grid[n] !== 0) set |= 1 << n;
  return set;
}

/** Each cell's neighbours in STEP_X/STEP_Y order (8 per cell), -1 where the step leaves the board. */
const NEIGHBOURS = new Int8Array(W * H * 8);
for (let cell = 0; cell < W * H; cell++) {
  const x = cell % W;
  const y = (cell - x) / W;
  for (let k = 0; k < 8; k++) {
    const nx = x + STEP_X[k]!;
    const ny = y + STEP_Y[k]!;
    NEIGHBOURS[cell * 8 + k] = nx < 0 || ny < 0 || nx >= W || ny >= H ? -1 : ny * W + nx;
  }
}

/**
 * Movement on the board. `grid` holds 0 for a free cell (anything else is occupied); cells are `y * width + x`.
 * Searches allocate nothing, so one Pathfinder serves a whole battle.
 */
export class Pathfinder {
  /**
   * The cell of the first step of a shortest 8-direction path over free cells from (x, y) to a cell within
   * `range` of the target (1: next to it), ties going to the earlier direction in STEP_X/STEP_Y; -1 if the
   * mover is already within range or no such path exists.
   *
   * `occupied` is the set of occupied cells (bit n: cell n; see {@link occupancy}).
   * Breadth-first search on bit boards (the board's cells fit one 32-bit integer): layer 0 is every free goal
   * cell, each next layer the free unreached neighbours of the last, until the mover's cell is a neighbour of the
   * last layer; the step is the first direction into that layer. The same cells as a queue-based search
   * (pathing.test.ts compares the two on random boards), without the per-cell work.
   */
  stepToward(occupied: number, x: number, y: number, tx: number, ty: number, range = 1): number {
    const own = y * W + x;
    const ownBit = 1 << own;
    const goals = cellsWithin(tx, ty, range);
    if ((goals & ownBit) !== 0) return -1;
    const free = ALL & ~occupied;
    let frontier = goals & free;
    let reached = frontier;
    while (frontier !== 0) {
      const around = expand(frontier);
      if ((around & ownBit) !== 0) {
        for (let k = own * 8, end = k + 8; k < end; k++) {
          const n = NEIGHBOURS[k]!;
          if (n >= 0 && (frontier & (1 << n)) !== 0) return n;
        }
        return -1;
      }
      frontier = around & free & ~reached;
      reached |= frontier;
    }
    return -1;
  }

  /**
   * The free cells a mover at (x, y) can walk to (over free cells, `occupied` as in {@link stepToward}), as a bit
   * set: {@link stepToward} finds a step exactly when a free goal cell is among them and the mover is not already
   * within range.
   */
  reachable(occupied: number, x: number, y: number): number {
    const free = ALL & ~occupied;
    let frontier = expand(1 << (y * W + x)) & free;
    let reached = frontier;
    while (frontier !== 0) {
      frontier = expand(frontier) & free & ~reached;
      reached |= frontier;
    }
    return reached;
  }

  /** The free neighbour that increases the distance from a threat the most (earlier direction on ties), or -1. */
  stepAway(grid: Int16Array, x: number, y: number, fx: number, fy: number): number {
    let bestD = distance(x, y, fx, fy);
    let best = -1;
    for (let k = 0; k < 8; k++) {
      const nx = x + STEP_X[k]!;
      const ny = y + STEP_Y[k]!;
      if (nx < 0 || ny < 0 || nx >= W || ny >= H || grid[ny * W + nx] !== 0) continue;
      const d = distance(nx, ny, fx, fy);
      if (d > bestD) {
        bestD = d;
        best = ny * W + nx;
      }
    }
    return best;
  }
}
