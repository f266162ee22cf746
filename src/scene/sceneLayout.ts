/**
 * The scene's virtual coordinates: one board cell is CELL units; the root container is scaled to fit its canvas,
 * so positions (and the serialised scene graph) do not depend on the viewport.
 */
export const CELL = 100;
/** Space above the board for the round title and the two synergy panels. */
export const TOP_BAND = 96;
/** Margin around the board. */
export const MARGIN = 12;

/** Size of the virtual stage for a board of `width` × `height` cells. */
export function stageSize(width: number, height: number): { width: number; height: number } {
  return { width: width * CELL + MARGIN * 2, height: height * CELL + TOP_BAND + MARGIN * 2 };
}

/** Centre of a board cell in virtual units (team 0 deploys on the left, team 1 on the right, as in the engine). */
export function cellCenter(x: number, y: number): { x: number; y: number } {
  return { x: MARGIN + x * CELL + CELL / 2, y: TOP_BAND + MARGIN + y * CELL + CELL / 2 };
}

/** Top-left corner of a board cell. */
export function cellOrigin(x: number, y: number): { x: number; y: number } {
  return { x: MARGIN + x * CELL, y: TOP_BAND + MARGIN + y * CELL };
}
