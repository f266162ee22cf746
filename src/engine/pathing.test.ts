import { describe, expect, it } from 'vitest';
import { Pathfinder } from './pathing';
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
    expect(p.stepToward(gridWith([5, 0]), 1, 0, 5, 0)).toBe(cell(2, 0));
  });

  it('goes around a wall of units', () => {
    // Column x 3 blocked except row 3: the only way from (1,0) to (5,0) passes (3,3).
    const g = gridWith([3, 0], [3, 1], [3, 2], [5, 0]);
    const path: number[] = [];
    let [x, y] = [1, 0];
    for (let i = 0; i < 6; i++) {
      const next = p.stepToward(g, x, y, 5, 0);
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
    expect(p.stepToward(g, 1, 0, 5, 0)).toBe(-1);
  });

  it('a ranged mover heads for the nearest cell within its range, even when the target itself is walled off', () => {
    // Own front line fills column x 2; the target at (4,1) cannot be reached, but (1,0) is 3 cells from it.
    const g = gridWith([2, 0], [2, 1], [2, 2], [2, 3], [4, 1], [0, 0]);
    expect(p.stepToward(g, 0, 0, 4, 1, 1)).toBe(-1);
    expect(p.stepToward(g, 0, 0, 4, 1, 3)).toBe(cell(1, 0));
    // Already within range: no step.
    expect(p.stepToward(gridWith([1, 0], [4, 1]), 1, 0, 4, 1, 3)).toBe(-1);
  });

  it('flees to the neighbour farthest from the threat, or stays when cornered', () => {
    expect(p.stepAway(gridWith(), 3, 1, 4, 1)).toBe(cell(2, 1));
    expect(p.stepAway(gridWith([5, 0], [5, 1], [6, 1]), 6, 0, 4, 0)).toBe(-1);
  });
});
