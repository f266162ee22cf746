import { closestCenter, pointerWithin, rectIntersection, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/** Gap between board cells in px (teams.css .deploy-grid gap). */
const CELL_GAP = 8;

/**
 * Arrow keys move a keyboard drag one board cell at a time (the default 25 px step would take many presses per
 * cell); the step is measured from the first cell, so it follows the layout on a phone and on a desktop.
 */
export const cellStepCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const cell = context.droppableRects.get('cell:0');
  const dx = cell ? cell.width + CELL_GAP : 60;
  const dy = cell ? cell.height + CELL_GAP : 60;
  switch (event.code) {
    case 'ArrowRight': return { x: currentCoordinates.x + dx, y: currentCoordinates.y };
    case 'ArrowLeft': return { x: currentCoordinates.x - dx, y: currentCoordinates.y };
    case 'ArrowDown': return { x: currentCoordinates.x, y: currentCoordinates.y + dy };
    case 'ArrowUp': return { x: currentCoordinates.x, y: currentCoordinates.y - dy };
    default: return undefined;
  }
};

/**
 * A pointer drop lands where the pointer is (nothing when released outside the board and the tray); a keyboard
 * drag, which has no pointer, lands on the cell nearest the dragged card.
 */
export const boardCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};
