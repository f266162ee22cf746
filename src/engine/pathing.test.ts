import { describe, expect, it } from 'vitest';
import { STEP_X, STEP_Y } from './board';
import { occupancy as occ, Pathfinder } from './pathing';
import { Rng } from './rng';
import { RULES } from './rules';

const { width: W, height: H } = RULES.board;
const cell = (x: number, y: number) => y * W + x;

function gridWith(...occupied: [number, number][]): Int16Array {
  const g = new Int16Array(W * H);
  for (const [x, y] of occupied) g[cell(x, y)] = 1;
  return g;
}

describe('Pathfinder', () => {
  const p = new Pathfinder();

  it('steps straight towards an open target (east first on ties)', () => {
    expect(p.stepToward(occ(gridWith([5, 0])), 1, 0, 5, 0)).toBe(cell(2, 0));
  });

  it('goes around a wall of units', () => {
    // Column x 3 blocked except row 3: the only way from (1,0) to (5,0) passes (3,3).
    const g = gridWith([3, 0], [3, 1], [3, 2], [5, 0]);
    const path: number[] = [];
    let [x, y] = [1, 0];
    for (let i = 0; i < 6; i++) {
      const next = p.stepToward(occ(g), x, y, 5, 0);
      if (next < 0) break;
      path.push(next);
      g[cell(x, y)] = 0;
      g[next] = 1;
      [x, y] = [next % W, Math.floor(next / W)];
      if (Math.max(Math.abs(x - 5), Math.abs(y - 0)) <= 1) break;
    }
    expect(path).toContain(cell(3, 3));
  });

  it('returns -1 when the target is walled off', () => {
    const g = gridWith([3, 0], [3, 1], [3, 2], [3, 3], [5, 0]);
    expect(p.stepToward(occ(g), 1, 0, 5, 0)).toBe(-1);
  });

  it('a ranged mover heads for the nearest cell within its range, even when the target itself is walled off', () => {
    // Own front line fills column x 2; the target at (4,1) cannot be reached, but (1,0) is 3 cells from it.
    const g = gridWith([2, 0], [2, 1], [2, 2], [2, 3], [4, 1], [0, 0]);
    expect(p.stepToward(occ(g), 0, 0, 4, 1, 1)).toBe(-1);
    expect(p.stepToward(occ(g), 0, 0, 4, 1, 3)).toBe(cell(1, 0));
    // Already within range: no step.
    expect(p.stepToward(occ(gridWith([1, 0], [4, 1])), 1, 0, 4, 1, 3)).toBe(-1);
  });

  it('flees to the neighbour farthest from the threat, or stays when cornered', () => {
    expect(p.stepAway(gridWith(), 3, 1, 4, 1)).toBe(cell(2, 1));
    expect(p.stepAway(gridWith([5, 0], [5, 1], [6, 1]), 6, 0, 4, 0)).toBe(-1);
  });
});

/** The queue-based breadth-first search the bit-board search replaced: the reference it must agree with. */
function referenceStepToward(grid: Int16Array, x: number, y: number, tx: number, ty: number, range: number): number {
  const dist = new Int8Array(W * H).fill(-1);
  const queue: number[] = [];
  const own = cell(x, y);
  for (let cy = Math.max(0, ty - range); cy <= Math.min(H - 1, ty + range); cy++) {
    for (let cx = Math.max(0, tx - range); cx <= Math.min(W - 1, tx + range); cx++) {
      const n = cell(cx, cy);
      if (n === own) return -1;
      if (grid[n] !== 0) continue;
      dist[n] = 0;
      queue.push(n);
    }
  }
  search: for (let head = 0; head < queue.length; head++) {
    const c = queue[head]!;
    for (let k = 0; k < 8; k++) {
      const nx = (c % W) + STEP_X[k]!;
      const ny = Math.floor(c / W) + STEP_Y[k]!;
      if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
      const n = cell(nx, ny);
      if (dist[n] !== -1) continue;
      if (n === own) {
        dist[n] = dist[c]! + 1;
        break search;
      }
      if (grid[n] !== 0) continue;
      dist[n] = dist[c]! + 1;
      queue.push(n);
    }
  }
  const ownDist = dist[own]!;
  if (ownDist === -1) return -1;
  for (let k = 0; k < 8; k++) {
    const nx = x + STEP_X[k]!;
    const ny = y + STEP_Y[k]!;
    if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
    const n = cell(nx, ny);
    if (grid[n] === 0 && dist[n] === ownDist - 1) return n;
  }
  return -1;
}

describe('Pathfinder bit-board search', () => {
  it('takes the step the queue-based search takes, on 20,000 random boards, movers, targets and ranges', () => {
    const rng = new Rng(42);
    const p = new Pathfinder();
    let moved = 0;
    for (let i = 0; i < 20000; i++) {
      const grid = new Int16Array(W * H);
      const units = 2 + rng.int(12);
      for (let u = 0; u < units; u++) grid[rng.int(W * H)] = 1;
      const mover = rng.int(W * H);
      const target = rng.int(W * H);
      grid[mover] = 1;
      grid[target] = 1;
      const range = 1 + rng.int(4);
      const [x, y, tx, ty] = [mover % W, Math.floor(mover / W), target % W, Math.floor(target / W)];
      const expected = referenceStepToward(grid, x, y, tx, ty, range);
      expect(p.stepToward(occ(grid), x, y, tx, ty, range)).toBe(expected);
      if (expected >= 0) moved++;
    }
    expect(moved).toBeGreaterThan(5000);
  });
});
