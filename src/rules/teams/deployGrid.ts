import { DEPLOY_SLOTS, RULES, slotX, slotY } from '../../engine';

/** One cell of the player's deployment zone, as the editor draws it (left to right: back, middle, front). */
export interface DeployCell {
  /** The engine's deployment slot of this cell. */
  slot: number;
  /** Column on screen, 0 = leftmost (the back row for the left-hand team). */
  column: number;
  row: number;
  /** 0 front, 1 middle, 2 back: how far from the enemy. */
  depth: number;
}

/**
 * The deployment zone of the left-hand team (team 0) laid out by the engine's own slot geometry (slotX, slotY),
 * row by row, so the editor shows exactly where the engine will put each unit.
 */
export function deployCells(): DeployCell[] {
  const xs = Array.from({ length: DEPLOY_SLOTS }, (_, slot) => slotX(0, slot));
  const minX = Math.min(...xs);
  const cells: DeployCell[] = Array.from({ length: DEPLOY_SLOTS }, (_, slot) => {
    const column = slotX(0, slot) - minX;
    return { slot, column, row: slotY(slot), depth: RULES.board.deployColumns - 1 - column };
  });
  return cells.sort((a, b) => a.row - b.row || a.column - b.column);
}

/** Columns of the deployment zone (RULES.board). */
export const DEPLOY_COLUMNS = RULES.board.deployColumns;
