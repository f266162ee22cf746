import { closestCenter, pointerWithin, rectIntersection, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Share of the window's height at its top and bottom where a dragged card scrolls the page. dnd-kit's default (0.2)
 * reached 180 px into a 900 px desktop window: with the board just under the sticky header, hovering a top-row cell
 * scrolled the page and the cell slid away from under the pointer before the card could be dropped on it.
 */
export const AUTO_SCROLL_EDGE = 0.1;

/** The editor's auto-scroll: only a thin band at the window's top and bottom edges scrolls it while dragging. */
export const boardAutoScroll = { threshold: { x: 0.2, y: AUTO_SCROLL_EDGE } };

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
