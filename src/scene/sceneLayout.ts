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

/** A side of the drawn board: 0 left (blue, circle marker), 1 right (red, diamond). */
export type BoardSide = 0 | 1;

/**
 * How the scene draws the board: as the engine has it (team 0 on the left), or mirrored left to right when the viewer
 * fought as team 1, so their team is always on the left. Only the drawing mirrors: the state and cues keep the
 * engine's cells and teams, and every position goes through here.
 */
export interface BoardView {
  mirrored: boolean;
  /** The column a board column is drawn at. */
  column(x: number): number;
  /** Centre of a board cell as drawn. */
  center(x: number, y: number): { x: number; y: number };
  /** The side a team is drawn on (its colour and marker go with the side). */
  side(team: number): BoardSide;
}

/** The view of a board `cols` wide, mirrored or not. */
export function boardView(cols: number, mirrored: boolean): BoardView {
  const column = (x: number) => (mirrored ? cols - 1 - x : x);
  return {
    mirrored,
    column,
    center: (x, y) => cellCenter(column(x), y),
    side: (team) => ((team === 0) !== mirrored ? 0 : 1),
  };
}
