import { distance, STEP_X, STEP_Y } from './board';
import { RULES } from './rules';

const { width: W, height: H } = RULES.board;

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
 * The search buffers are reused, so one Pathfinder serves a whole battle without allocating.
 */
export class Pathfinder {
  private readonly dist = new Int8Array(W * H);
  private readonly queue = new Int16Array(W * H);

  /**
   * The cell of the first step of a shortest 8-direction path over free cells from (x, y) to a cell within
   * `range` of the target (1: next to it), ties going to the earlier direction in STEP_X/STEP_Y; -1 if the
   * mover is already within range or no such path exists.
   */
  stepToward(grid: Int16Array, x: number, y: number, tx: number, ty: number, range = 1): number {
    const dist = this.dist;
    const queue = this.queue;
    dist.fill(-1);
    let head = 0;
    let tail = 0;
    const own = y * W + x;
    // Every free cell within range of the target is a goal (distance 0); scanned in cell order, which cannot
    // change the result: BFS distances do not depend on the order within a layer.
    const x0 = tx - range > 0 ? tx - range : 0;
    const x1 = tx + range < W - 1 ? tx + range : W - 1;
    const y0 = ty - range > 0 ? ty - range : 0;
    const y1 = ty + range < H - 1 ? ty + range : H - 1;
    for (let cy = y0; cy <= y1; cy++) {
      for (let cx = x0; cx <= x1; cx++) {
        const n = cy * W + cx;
        if (n === own) return -1;
        if (grid[n] !== 0) continue;
        dist[n] = 0;
        queue[tail++] = n;
      }
    }
    // Breadth-first from the goals; stop once the mover's cell is reached: every cell one layer closer is
    // already labelled then.
    search: while (head < tail) {
      const cell = queue[head++]!;
      const next = dist[cell]! + 1;
      for (let k = cell * 8, end = k + 8; k < end; k++) {
        const n = NEIGHBOURS[k]!;
        if (n < 0 || dist[n] !== -1) continue;
        if (n === own) {
          dist[n] = next;
          break search;
        }
        if (grid[n] !== 0) continue;
        dist[n] = next;
        queue[tail++] = n;
      }
    }
    const ownDist = dist[own]!;
    if (ownDist === -1) return -1;
    for (let k = own * 8, end = k + 8; k < end; k++) {
      const n = NEIGHBOURS[k]!;
      if (n >= 0 && grid[n] === 0 && dist[n] === ownDist - 1) return n;
    }
    return -1;
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
